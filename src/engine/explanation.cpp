#include <draughts/engine/explanation.hpp>

#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>

namespace draughts::engine {

namespace {

using core::Position;
using core::Side;

int stones(const Position& p, Side side)
{
    return core::countOf(p.pieces(side)) + p.hand[static_cast<std::size_t>(side)];
}

// How far `side` is ahead in pieces.
int balance(const Position& p, Side side) { return stones(p, side) - stones(p, core::opposite(side)); }

// Whether the side to move of `p` has a capture (due, or on offer where
// capturing is optional): the material there is not settled yet.
bool captureDue(core::Variant variant, const Position& p)
{
    core::MoveList moves;
    rules::generateMoves(variant, p, moves);
    return std::any_of(moves.begin(), moves.end(), [](const core::Move& m) { return m.isCapture(); });
}

} // namespace

int crowningPly(core::Variant variant, const Position& position, std::span<const core::Move> line, Side side)
{
    Position p = position;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const Position next = rules::afterMove(variant, p, line[i]);
        if (p.sideToMove == side && core::countOf(next.kingsOf(side)) > core::countOf(p.kingsOf(side)))
            return static_cast<int>(i) + 1;
        p = next;
    }
    return 0;
}

int materialWon(core::Variant variant, const Position& position, std::span<const core::Move> line, int* plies)
{
    const Side us = position.sideToMove;
    // A flipped stone changes both sides' counts: count it once.
    const int divisor = rules::facts(variant).flipsCaptured ? 2 : 1;
    // The balance after each ply, and whether it stands there: in the middle
    // of an exchange a capture is still due (34-29 23x34 40x9 3x14 passes
    // through a man down and two up before White ends a man up), so only a
    // position where the side to move has no capture, or the line's last,
    // shows what the line wins.
    std::vector<int> balances{balance(position, us)};
    std::vector<bool> standing{true};
    Position p = position;
    for (const core::Move& m : line) {
        p = rules::afterMove(variant, p, m);
        balances.push_back(balance(p, us));
        standing.push_back(!captureDue(variant, p));
    }
    standing.back() = true;
    // A gain counts from the standing position after which the side stays
    // at least that far ahead in every standing position to the end of the
    // line (an exchange later in the line does not move it); a loss from the
    // one after which it stays at least that far behind.
    const int final = balances.back();
    const bool gain = final >= balances.front();
    std::size_t reached = balances.size() - 1;
    for (std::size_t i = reached; i-- > 0;) {
        if (!standing[i])
            continue;
        if (gain ? balances[i] < final : balances[i] > final)
            break;
        reached = i;
    }
    if (plies)
        *plies = static_cast<int>(reached);
    return (final - balances.front()) / divisor;
}

HintReason explain(core::Variant variant, const Position& position, const SearchResult& best,
                   const SearchResult* alternative)
{
    HintReason reason;
    reason.score = best.score;
    reason.ahead = balance(position, position.sideToMove);
    // Known from the tables at the root, or along every line the search
    // followed to the end (a score in the tables' band).
    reason.tables = best.tables;
    if (!reason.tables && isTableWin(best.score))
        reason.tables = egdb::Wdl::Win;
    if (!reason.tables && isTableLoss(best.score))
        reason.tables = egdb::Wdl::Loss;
    core::MoveList legal;
    rules::generateMoves(variant, position, legal);
    if (legal.size() == 1) {
        reason.code = HintReasonCode::OnlyMove;
        return reason;
    }
    if (isWin(best.score)) {
        reason.code = HintReasonCode::WinsGame;
        reason.plies = pliesToEnd(best.score);
        return reason;
    }
    if (isLoss(best.score)) {
        reason.code = HintReasonCode::DelaysLoss;
        reason.plies = pliesToEnd(best.score);
        return reason;
    }
    if (alternative && alternative->hasMove && isLost(alternative->score) && !isLost(best.score)) {
        // Lost by the search (plies to the end) or by the endgame tables.
        reason.code = HintReasonCode::AvoidsDefeat;
        reason.plies = isLoss(alternative->score) ? pliesToEnd(alternative->score) : 0;
        return reason;
    }
    int plies = 0;
    const int won = materialWon(variant, position, best.pv, &plies);
    if (won > 0) {
        reason.code = HintReasonCode::WinsMaterial;
        reason.pieces = won;
        reason.plies = plies;
        return reason;
    }
    if (alternative && alternative->hasMove) {
        const int otherWon = materialWon(variant, position, alternative->pv);
        if (otherWon < won) {
            reason.code = HintReasonCode::AvoidsMaterialLoss;
            reason.pieces = won - otherWon;
            return reason;
        }
    }
    if (const int crowning = crowningPly(variant, position, best.pv, position.sideToMove); crowning > 0) {
        reason.code = HintReasonCode::Crowns;
        reason.plies = crowning;
        return reason;
    }
    reason.code = HintReasonCode::Positional;
    return reason;
}

Hint findHint(Engine& engine, const Position& position, const SearchLimits& limits, std::span<const Position> earlier,
              const GameRules& gameRules)
{
    Hint hint;
    // A hint explains a search: never the opening book's unsearched move.
    SearchLimits searched = limits;
    searched.book = 0;
    hint.best = engine.search(position, searched, {}, earlier, gameRules);
    if (hint.best.hasMove) {
        core::MoveList legal;
        rules::generateMoves(engine.variant(), position, legal);
        SearchLimits others = searched;
        others.rootMoves.clear();
        for (const core::Move& m : legal)
            if (!m.sameMove(hint.best.bestMove) &&
                (limits.rootMoves.empty() || std::any_of(limits.rootMoves.begin(), limits.rootMoves.end(),
                                                         [&](const core::Move& r) { return r.sameMove(m); })))
                others.rootMoves.push_back(m);
        if (!others.rootMoves.empty())
            hint.alternative = engine.search(position, others, {}, earlier, gameRules);
    }
    hint.reason = explain(engine.variant(), position, hint.best, hint.alternative ? &*hint.alternative : nullptr);
    return hint;
}

} // namespace draughts::engine
