#include <draughts/puzzle/guess.hpp>

#include <draughts/rules/movegen.hpp>

#include <algorithm>

namespace draughts::puzzle {

namespace {

// How much worse `score` is than `best`, both the mover's view. Giving up
// a forced win or walking into a forced loss counts as DecisiveLoss.
engine::Score lossOf(engine::Score best, engine::Score score)
{
    if ((engine::isWin(best) && !engine::isWin(score)) || (!engine::isLoss(best) && engine::isLoss(score)))
        return DecisiveLoss;
    if (engine::isDecisive(best) || engine::isDecisive(score))
        return 0; // a slower win or a quicker loss than the best: the result stands
    return std::max(best - score, 0);
}

engine::Score valueOf(engine::Engine& engine, const engine::PlayedMove& played, const core::Move& move,
                      const engine::SearchResult& best, engine::SearchLimits limits)
{
    if (move == best.bestMove)
        return best.score;
    limits.rootMoves = {move};
    return engine.search(played.before, limits).score;
}

} // namespace

int guessPoints(GuessKind kind, engine::Score guessLoss)
{
    if (kind == GuessKind::GameMove)
        return FullPoints;
    if (guessLoss <= GoodLoss)
        return GoodPoints;
    return std::max(GoodPoints - static_cast<int>((guessLoss - GoodLoss + PointPerLoss - 1) / PointPerLoss), 0);
}

GuessScore scoreGuess(engine::Engine& engine, const engine::PlayedMove& played, const core::Move& guess,
                      const engine::SearchLimits& limits)
{
    engine::SearchLimits all = limits;
    all.rootMoves.clear();
    const engine::SearchResult best = engine.search(played.before, all);
    GuessScore score;
    score.bestMove = best.bestMove;
    score.bestScore = best.score;
    score.guessLoss = lossOf(best.score, valueOf(engine, played, guess, best, all));
    score.gameLoss =
        guess == played.move ? score.guessLoss : lossOf(best.score, valueOf(engine, played, played.move, best, all));
    score.kind = guess == played.move          ? GuessKind::GameMove
                 : score.guessLoss <= GoodLoss ? GuessKind::Good
                                               : GuessKind::Weaker;
    score.points = guessPoints(score.kind, score.guessLoss);
    return score;
}

std::vector<std::size_t> movesOf(std::span<const engine::PlayedMove> moves, core::Side side)
{
    std::vector<std::size_t> plies;
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (moves[i].before.sideToMove == side)
            plies.push_back(i);
    return plies;
}

GuessSummary summarise(std::span<const GuessRecord> records, std::size_t count)
{
    GuessSummary summary;
    for (const GuessRecord& r : records) {
        summary.points += r.score.points;
        summary.maximum += FullPoints;
        summary.gameMoves += r.score.kind == GuessKind::GameMove ? 1 : 0;
        summary.goodMoves += r.score.kind == GuessKind::Good ? 1 : 0;
        if (r.score.guessLoss > 0 || r.score.gameLoss > 0)
            summary.biggestDifferences.push_back(r);
    }
    std::stable_sort(summary.biggestDifferences.begin(), summary.biggestDifferences.end(),
                     [](const GuessRecord& a, const GuessRecord& b) {
                         if (a.score.guessLoss != b.score.guessLoss)
                             return a.score.guessLoss > b.score.guessLoss;
                         return a.score.gameLoss > b.score.gameLoss;
                     });
    if (summary.biggestDifferences.size() > count)
        summary.biggestDifferences.resize(count);
    return summary;
}

GuessSession::GuessSession(core::Variant variant, std::vector<engine::PlayedMove> moves, core::Side side)
    : m_variant(variant), m_moves(std::move(moves)), m_side(side), m_toGuess(movesOf(m_moves, side))
{}

core::Position GuessSession::position() const
{
    if (m_moves.empty())
        return {};
    if (finished())
        return rules::afterMove(m_variant, m_moves.back().before, m_moves.back().move);
    return m_moves[ply()].before;
}

std::vector<core::Move> GuessSession::movesToShow(std::size_t from) const
{
    std::vector<core::Move> shown;
    for (std::size_t i = from; i < ply() && i < m_moves.size(); ++i)
        shown.push_back(m_moves[i].move);
    return shown;
}

GuessScore GuessSession::guess(engine::Engine& engine, const core::Move& move, const engine::SearchLimits& limits)
{
    if (finished())
        return {};
    const engine::PlayedMove& played = m_moves[ply()];
    const GuessScore score = scoreGuess(engine, played, move, limits);
    m_records.push_back({ply(), move, played.move, score});
    ++m_next;
    return score;
}

} // namespace draughts::puzzle
