#include "men_and_kings_terms.hpp"

#include <algorithm>
#include <cstdlib>

namespace draughts::engine::evaluation {

using core::Bitboard;
using core::Side;
using core::Square;

int gamePhase(int menOnBoard, int startMen) { return std::clamp(menOnBoard * 256 / startMen, 0, 256); }

int kingReach(Square from, Bitboard empty)
{
    int reach = 0;
    for (int delta : rules::directions<rules::Board10>)
        for (int s = from + delta; s >= 0 && s < 64 && core::contains(empty, static_cast<Square>(s)); s += delta)
            ++reach;
    return reach;
}

Score scaledForDrawishEnding(const core::Position& p, Score whiteView, int divisor)
{
    if (divisor <= 1 || whiteView == 0)
        return whiteView;
    const Side strong = whiteView > 0 ? Side::White : Side::Black;
    const Side weak = core::opposite(strong);
    // A lone few pieces cannot trap a king that holds a long diagonal.
    if (p.kingsOf(weak) != 0 && core::countOf(p.pieces(strong)) <= 3)
        return whiteView / divisor;
    return whiteView;
}

Score menAndKingsWhiteView(const core::Position& p, const BoardTables& t, const MenAndKingsWeights& w,
                           int startMen)
{
    const Bitboard empty = t.playing & ~p.occupied();
    const int phase = gamePhase(core::countOf(p.occupied() & ~p.kings), startMen);
    Score total = 0;
    Score material[2] = {0, 0};
    for (const Side side : {Side::White, Side::Black}) {
        const std::size_t s = static_cast<std::size_t>(BoardTables::index(side));
        const Bitboard own = p.pieces(side);
        const Bitboard enemy = p.pieces(core::opposite(side));
        const bool enemyHasKing = (enemy & p.kings) != 0;
        const Bitboard men = p.men(side);
        const Bitboard kings = p.kingsOf(side);
        material[s] = core::countOf(men) * w.man + core::countOf(kings) * w.king;
        Score value = material[s];
        int left = 0;
        int right = 0;
        core::forEachSquare(men, [&](Square sq) {
            const int rank = t.rank[s][sq];
            const int file = t.file[sq];
            const std::size_t r = static_cast<std::size_t>(rank);
            value += (w.advanceOpening[r] * phase + w.advanceEnding[r] * (256 - phase)) / 256;
            if (file >= 2 && file <= 7 && rank >= 3 && rank <= 6)
                value += w.centre;
            if (file == 0 || file == t.size - 1)
                value += w.edge;
            if (rank == 0)
                value += w.backRowGuard * phase / 256;
            (file < t.size / 2 ? left : right) += 1;
            if ((t.behind[s][sq] & ~own) == 0)
                value += w.support;
            if (!enemyHasKing && (t.forwardCone[s][sq] & enemy) == 0)
                value += w.runaway[r];
        });
        const int imbalance = std::abs(left - right);
        if (imbalance > 1)
            value += w.imbalance * (imbalance - 1);
        core::forEachSquare(kings, [&](Square sq) {
            value += w.kingMobility * kingReach(sq, empty);
            if (t.file[sq] == t.rank[0][sq])
                value += w.mainDiagonal;
        });
        total += side == Side::White ? value : -value;
    }
    const Side us = p.sideToMove;
    const Side them = core::opposite(us);
    const int threatened =
        core::countOf(menThreats<rules::Board10>(p.pieces(us), p.men(them), empty, them, true));
    if (threatened > 0) {
        const Score threat = threatened == 1 ? w.threatOne : w.threatMore;
        total += us == Side::White ? threat : -threat;
    }
    const int off = 2 * startMen - core::countOf(p.occupied());
    if (material[0] != material[1] && off > 0)
        total += (material[0] > material[1] ? 1 : -1) * w.tradeWhenAhead * off;
    return scaledForDrawishEnding(p, total, w.drawishDivisor);
}

} // namespace draughts::engine::evaluation
