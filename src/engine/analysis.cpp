#include <draughts/engine/analysis.hpp>

#include <draughts/rules/fmjd_draws.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>
#include <cmath>

namespace draughts::engine {

namespace {

// A decisive score as a loss of this size, so that it compares with the rest.
constexpr Score DecisiveLoss = 10'000;

// The score at which the expected share is 1 / (1 + e^-1), about 0.73.
constexpr double ShareScale = 150.0;

Score comparable(Score score)
{
    if (isWon(score))
        return DecisiveLoss;
    if (isLost(score))
        return -DecisiveLoss;
    return score;
}

// The game's end by its rules before the move: a move was made, so the
// mover could move. Under the FMJD's rules the repetitions count too.
rules::Result endedBefore(core::Variant variant, const PlayedMove& played, std::span<const core::Position> earlier)
{
    const int repetitions =
        played.rules.ruleSet == rules::RuleSet::Fmjd ? rules::occurrences(earlier, played.before) : 1;
    return rules::outcomeUnder(played.rules.ruleSet, variant, played.before, true, played.rules.fmjd, repetitions);
}

// The ended game's result for the side to move of `position`.
Score resultFor(const rules::Result& result, const core::Position& position)
{
    if (result.outcome == rules::Outcome::Draw)
        return DrawScore;
    const bool whiteWon = result.outcome == rules::Outcome::WhiteWins;
    return whiteWon == (position.sideToMove == core::Side::White) ? winIn(0) : lossIn(0);
}

// The value of a move outside the rules (Forfeit setting): the search of
// what it leads to, for the mover.
void judgeViolation(Engine& engine, const PlayedMove& played, SearchLimits limits, std::vector<core::Position>& earlier,
                    PlyAnalysis& ply)
{
    const core::Variant variant = engine.variant();
    const core::Position after = rules::afterMove(variant, played.before, played.move);
    GameRules afterRules = played.rules;
    afterRules.fmjd = rules::fmjdCountersAfter(played.rules.fmjd, played.before, played.move, after);
    earlier.push_back(played.before);
    const SearchResult reply = engine.search(after, limits, {}, earlier, afterRules);
    earlier.pop_back();
    const bool sameSide = after.sideToMove == played.before.sideToMove;
    if (reply.tables)
        ply.playedTables = sameSide ? *reply.tables : egdb::flipped(*reply.tables);
    Score mover = sameSide ? reply.score : -reply.score;
    if (isWon(mover))
        --mover; // one ply further from the position before the move
    else if (isLost(mover))
        ++mover;
    ply.played = mover;
}

// Searches the position before the move and, when the move played is not
// the best, that move alone.
void judgeMove(Engine& engine, const PlayedMove& played, const SearchLimits& perMove,
               std::vector<core::Position>& earlier, PlyAnalysis& ply)
{
    SearchLimits limits = perMove;
    limits.rootMoves.clear();
    limits.book = 0;          // analysis judges by searching, never by the opening book
    limits.stopEarly = false; // a forced move needs its score too
    const SearchResult best = engine.search(played.before, limits, {}, earlier, played.rules);
    ply.best = best.score;
    ply.bestMove = best.bestMove;
    ply.bestLine = best.pv;
    ply.depth = best.depth;
    ply.tables = best.tables;

    core::MoveList legal;
    rules::generateMoves(engine.variant(), played.before, legal);
    ply.violation = !legal.contains(played.move);
    if (best.hasMove && best.bestMove.sameMove(played.move)) {
        ply.played = best.score;
        ply.playedTables = best.tables;
    } else if (!ply.violation) {
        limits.rootMoves.assign(1, played.move);
        const SearchResult alone = engine.search(played.before, limits, {}, earlier, played.rules);
        ply.played = alone.score;
        ply.playedTables = alone.tables;
    } else {
        judgeViolation(engine, played, limits, earlier, ply);
    }
}

} // namespace

double expectedShare(Score score)
{
    if (isWon(score))
        return 1.0;
    if (isLost(score))
        return 0.0;
    return 1.0 / (1.0 + std::exp(-static_cast<double>(score) / ShareScale));
}

Judgement judge(Score best, Score played, const Thresholds& thresholds)
{
    // A won game thrown away into a draw, or a drawn one into a loss, gives
    // away half the points: a blunder, whether the search found it or the
    // endgame tables know it (isWon, isLost count as 1 and 0).
    const double lost = expectedShare(best) - expectedShare(played);
    if (lost >= thresholds.blunder)
        return Judgement::Blunder;
    if (lost >= thresholds.mistake)
        return Judgement::Mistake;
    return Judgement::Good;
}

std::string_view judgementSymbol(Judgement judgement)
{
    switch (judgement) {
    case Judgement::Mistake: return "?";
    case Judgement::Blunder: return "??";
    case Judgement::Good: break;
    }
    return "";
}

int judgementNag(Judgement judgement)
{
    switch (judgement) {
    case Judgement::Mistake: return 2;
    case Judgement::Blunder: return 4;
    case Judgement::Good: break;
    }
    return 0;
}

std::vector<PlyAnalysis> analyseGame(Engine& engine, std::span<const PlayedMove> moves, const SearchLimits& perMove,
                                     const Thresholds& thresholds, const AnalysisProgress& progress)
{
    std::vector<PlyAnalysis> plies;
    std::vector<core::Position> earlier;
    engine.newGame();
    for (const PlayedMove& played : moves) {
        if (perMove.stop && perMove.stop->load())
            break;
        PlyAnalysis ply;
        if (const rules::Result ended = endedBefore(engine.variant(), played, earlier); ended.isOver()) {
            ply.afterEnd = true;
            ply.best = ply.played = resultFor(ended, played.before);
        } else {
            judgeMove(engine, played, perMove, earlier, ply);
            if (perMove.stop && perMove.stop->load())
                break;
            ply.loss = std::max(0, comparable(ply.best) - comparable(ply.played));
            ply.shareLost = std::max(0.0, expectedShare(ply.best) - expectedShare(ply.played));
            ply.judgement = judge(ply.best, ply.played, thresholds);
        }
        ply.whiteView = played.before.sideToMove == core::Side::White ? ply.best : -ply.best;
        plies.push_back(std::move(ply));
        earlier.push_back(played.before);
        if (progress)
            progress(plies.size(), moves.size());
    }
    return plies;
}

} // namespace draughts::engine
