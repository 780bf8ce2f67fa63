#include <draughts/engine/analysis.hpp>

#include <draughts/rules/movegen.hpp>

#include <algorithm>

namespace draughts::engine {

namespace {

// A decisive score as a loss of this size, so that it compares with the rest.
constexpr Score DecisiveLoss = 10'000;

Score comparable(Score score)
{
    if (isWon(score))
        return DecisiveLoss;
    if (isLost(score))
        return -DecisiveLoss;
    return score;
}

} // namespace

Judgement judge(Score best, Score played, const Thresholds& thresholds)
{
    // A won game thrown away, or a lost one walked into, is a blunder
    // whatever the evaluation says: found by the search or known from the
    // endgame tables.
    if ((isWon(best) && !isWon(played)) || (!isLost(best) && isLost(played)))
        return Judgement::Blunder;
    if (isWon(best) || isLost(best))
        return Judgement::Good; // a slower win, or a quicker loss of a lost game
    const Score loss = comparable(best) - comparable(played);
    if (loss >= thresholds.blunder)
        return Judgement::Blunder;
    if (loss >= thresholds.mistake)
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
    const core::Variant variant = engine.variant();
    std::vector<PlyAnalysis> plies;
    std::vector<core::Position> earlier;
    engine.newGame();
    for (const PlayedMove& played : moves) {
        if (perMove.stop && perMove.stop->load())
            break;
        PlyAnalysis ply;
        SearchLimits limits = perMove;
        limits.rootMoves.clear();
        limits.stopEarly = false; // a forced move needs its score too
        const SearchResult best = engine.search(played.before, limits, {}, earlier);
        ply.best = best.score;
        ply.bestMove = best.bestMove;
        ply.bestLine = best.pv;
        ply.depth = best.depth;
        ply.whiteView = played.before.sideToMove == core::Side::White ? best.score : -best.score;
        ply.tables = best.tables;

        core::MoveList legal;
        rules::generateMoves(variant, played.before, legal);
        ply.violation = !legal.contains(played.move);
        if (best.hasMove && best.bestMove.sameMove(played.move)) {
            ply.played = best.score;
            ply.playedTables = best.tables;
        } else if (!ply.violation) {
            limits.rootMoves.assign(1, played.move);
            const SearchResult alone = engine.search(played.before, limits, {}, earlier);
            ply.played = alone.score;
            ply.playedTables = alone.tables;
        } else {
            // A move outside the rules (Forfeit setting): search what it leads to.
            const core::Position after = rules::afterMove(variant, played.before, played.move);
            earlier.push_back(played.before);
            const SearchResult reply = engine.search(after, limits, {}, earlier);
            const Score value = reply.score;
            earlier.pop_back();
            const bool sameSide = after.sideToMove == played.before.sideToMove;
            if (reply.tables)
                ply.playedTables = sameSide ? *reply.tables : egdb::flipped(*reply.tables);
            Score mover = sameSide ? value : -value;
            if (isWon(mover))
                --mover; // one ply further from the position before the move
            else if (isLost(mover))
                ++mover;
            ply.played = mover;
        }
        if (perMove.stop && perMove.stop->load())
            break;
        ply.loss = std::max(0, comparable(ply.best) - comparable(ply.played));
        ply.judgement = judge(ply.best, ply.played, thresholds);
        plies.push_back(std::move(ply));
        earlier.push_back(played.before);
        if (progress)
            progress(plies.size(), moves.size());
    }
    return plies;
}

} // namespace draughts::engine
