#include <draughts/match/openings.hpp>

#include <draughts/engine/engine.hpp>
#include <draughts/engine/score.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/rules/facts.hpp>

#include <random>
#include <set>

namespace draughts::match {

namespace {

constexpr int TriesPerOpening = 1000;

// A random legal move; the same for the same generator state on every
// system (uniform_int_distribution is not).
core::Move pick(const core::MoveList& legal, std::mt19937_64& random)
{
    return legal[static_cast<std::size_t>(random() % legal.size())];
}

bool turnHalfMade(const core::Position& position) { return position.isSecondHalfOfTurn() || position.placedThisTurn; }

int whiteView(const core::Position& position, engine::Score score)
{
    return position.sideToMove == core::Side::White ? score : -score;
}

} // namespace

game::Game gameFrom(core::Variant variant, rules::RuleSet ruleSet, const Opening& opening)
{
    game::Game game = ruleSet == rules::RuleSet::Original
                          ? game::Game(variant, opening.start, game::MissedCaptureRule::Compulsory)
                          : game::Game(variant, ruleSet, opening.start);
    for (const core::Move& move : opening.moves)
        game.play(move);
    return game;
}

Opening randomOpening(core::Variant variant, rules::RuleSet ruleSet, std::uint64_t seed, int pair, int plies)
{
    game::Game game = gameFrom(variant, ruleSet, {rules::startPosition(variant, ruleSet), {}});
    std::mt19937_64 random(seed * 7919 + static_cast<std::uint64_t>(pair));
    Opening opening{game.position(), {}};
    for (int ply = 0; ply < plies && !game.result().isOver(); ++ply) {
        const core::Move move = pick(game.legalMoves(), random);
        game.play(move);
        opening.moves.push_back(move);
    }
    return opening;
}

std::vector<Opening> readOpenings(core::Variant variant, std::istream& in, const std::string& name)
{
    std::vector<Opening> openings;
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        const auto first = line.find_first_not_of(" \t");
        if (first == std::string::npos || line[first] == '#')
            continue;
        const auto position = notation::readFen(variant, line.substr(first));
        const std::string where = name + ":" + std::to_string(number) + ": ";
        if (!position)
            throw OpeningsError(where + position.error().message);
        if (game::Game(variant, *position, game::MissedCaptureRule::Compulsory).result().isOver())
            throw OpeningsError(where + "the game is over in this position");
        openings.push_back({*position, {}});
    }
    if (openings.empty())
        throw OpeningsError(name + ": no opening in the file");
    return openings;
}

std::vector<ScoredOpening> generateOpenings(core::Variant variant, const OpeningRecipe& recipe,
                                            const std::function<void(int kept, int tried)>& progress)
{
    const core::Position start = recipe.start.value_or(rules::startPosition(variant));
    engine::Engine engine(variant);
    engine::SearchLimits limits;
    limits.depth = recipe.depth;
    auto scoreOf = [&](const core::Position& position) {
        engine.newGame(); // each score its own, whatever was searched before
        return engine.search(position, limits).score;
    };
    const int reference = whiteView(start, scoreOf(start));

    std::mt19937_64 random(recipe.seed);
    std::set<std::string> seen;
    std::vector<ScoredOpening> kept;
    const long long allowed = static_cast<long long>(recipe.count) * TriesPerOpening;
    for (long long tried = 1; static_cast<int>(kept.size()) < recipe.count; ++tried) {
        if (tried > allowed)
            throw std::runtime_error("only " + std::to_string(kept.size()) + " of " + std::to_string(recipe.count) +
                                     " openings found in " + std::to_string(allowed) +
                                     " tries: allow a larger margin or fewer plies");
        game::Game game(variant, start, game::MissedCaptureRule::Compulsory);
        ScoredOpening candidate;
        for (int ply = 0; !game.result().isOver() && (ply < recipe.plies || turnHalfMade(game.position())); ++ply) {
            candidate.moves.push_back(pick(game.legalMoves(), random));
            game.play(candidate.moves.back());
        }
        candidate.position = game.position();
        candidate.position.quietPlies = 0; // a game from an opening starts its draw counter afresh
        if (game.result().isOver() || game.legalMoves()[0].isCapture() ||
            !seen.insert(notation::writeFen(variant, candidate.position)).second)
            continue;
        const engine::Score score = scoreOf(candidate.position);
        candidate.whiteScore = whiteView(candidate.position, score);
        if (engine::isDecisive(score) || std::abs(candidate.whiteScore - reference) > recipe.margin)
            continue;
        kept.push_back(std::move(candidate));
        if (progress)
            progress(static_cast<int>(kept.size()), static_cast<int>(tried));
    }
    return kept;
}

} // namespace draughts::match
