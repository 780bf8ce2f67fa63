#include <draughts/engine/action_choice.hpp>

namespace draughts::engine {

namespace {

struct Option {
    core::Square claimed = core::NoSquare; // NoSquare with isHandStone false: no claim
    bool isHandStone = false;
};

SearchLimits shareOf(const SearchLimits& limits, std::size_t options)
{
    SearchLimits share = limits;
    const auto parts = static_cast<std::int64_t>(options);
    if (limits.time.count() > 0)
        share.time = std::max(Milliseconds{1}, Milliseconds{limits.time.count() / parts});
    if (limits.nodes > 0)
        share.nodes = std::max<std::uint64_t>(1, limits.nodes / options);
    share.rootMoves.clear();
    return share;
}

// The value of the game after `option` for the side to move, and the search.
SearchResult evaluateOption(Engine& engine, const game::Game& game, const Option& option, const SearchLimits& limits,
                            const std::vector<core::Position>& earlier, const InfoCallback& onIteration)
{
    game::Game after = game;
    if (option.isHandStone)
        after.claimHandStone();
    else if (option.claimed != core::NoSquare)
        after.claim(option.claimed);
    if (after.result().isOver()) {
        SearchResult ended;
        const bool won =
            (after.result().outcome == game::Outcome::WhiteWins) == (game.sideToMove() == core::Side::White);
        ended.score = after.result().outcome == game::Outcome::Draw ? DrawScore : won ? winIn(0) : lossIn(0);
        return ended;
    }
    return engine.search(after.position(), limits, onIteration, earlier, gameRulesOf(after));
}

} // namespace

std::vector<core::Position> earlierPositions(const game::Game& game)
{
    std::vector<core::Position> positions;
    for (const game::HistoryEntry& entry : game.history())
        positions.push_back(entry.before);
    return positions;
}

GameRules gameRulesOf(const game::Game& game) { return GameRules{game.ruleSet(), game.fmjdCounters()}; }

std::vector<PlayedMove> playedMoves(const game::Game& game)
{
    std::vector<PlayedMove> moves;
    const auto& history = game.history();
    for (std::size_t i = 0; i < history.size(); ++i) {
        if (history[i].action.kind != game::Action::Kind::Move)
            continue;
        // The counters are state of the game, not of the position: the game as it stood then has them.
        GameRules atMove{game.ruleSet(), {}};
        if (game.ruleSet() == rules::RuleSet::Fmjd)
            atMove = gameRulesOf(game.upTo(i));
        moves.push_back(PlayedMove{history[i].before, history[i].action.move, atMove});
    }
    return moves;
}

ActionChoice decideAction(Engine& engine, const game::Game& game, const SearchLimits& limits,
                          const InfoCallback& onIteration)
{
    const std::vector<core::Position> earlier = earlierPositions(game);
    std::vector<Option> options{Option{}};
    core::forEachSquare(game.claimablePieces(), [&](core::Square s) { options.push_back(Option{s, false}); });
    if (game.canClaimHandStone())
        options.push_back(Option{core::NoSquare, true});

    ActionChoice decision;
    if (options.size() == 1) {
        decision.search = engine.search(game.position(), limits, onIteration, earlier, gameRulesOf(game));
        decision.action = game::Action{game::Action::Kind::Move, decision.search.bestMove, core::NoSquare};
        return decision;
    }
    const SearchLimits share = shareOf(limits, options.size());
    const SearchResult decline = evaluateOption(engine, game, options[0], share, earlier, onIteration);
    decision.search = decline;
    decision.action = game::Action{game::Action::Kind::Move, decline.bestMove, core::NoSquare};
    Score bestClaim = -InfiniteScore;
    for (std::size_t i = 1; i < options.size(); ++i) {
        if (limits.stop && limits.stop->load())
            break;
        const SearchResult result = evaluateOption(engine, game, options[i], share, earlier, onIteration);
        // A claim at least as good as declining is made: it costs nothing
        // and it keeps the rule alive.
        if (result.score >= decline.score && result.score > bestClaim) {
            bestClaim = result.score;
            decision.search = result;
            decision.action = game::Action{game::Action::Kind::Claim, core::Move{}, options[i].claimed};
        }
    }
    return decision;
}

} // namespace draughts::engine
