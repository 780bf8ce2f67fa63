#include "men_and_kings_terms.hpp"

#include <draughts/support/multiversion.hpp>

#include <algorithm>
#include <array>
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
    if (p.kingsOf(weak) != 0 && count(p.pieces(strong)) <= 3)
        return whiteView / divisor;
    return whiteView;
}

DRAUGHTS_MULTIVERSION Score menAndKingsWhiteView(const core::Position& p, const BoardTables& t,
                                                 const MenAndKingsWeights& w, int startMen)
{
    const Bitboard empty = t.playing & ~p.occupied();
    const int phase = gamePhase(count(p.occupied() & ~p.kings), startMen);
    std::array<Score, 10> advance{};
    for (std::size_t r = 0; r < advance.size(); ++r)
        advance[r] = (w.advanceOpening[r] * phase + w.advanceEnding[r] * (256 - phase)) / 256;
    Score total = 0;
    Score material[2] = {0, 0};
    for (const Side side : {Side::White, Side::Black}) {
        const std::size_t s = static_cast<std::size_t>(BoardTables::index(side));
        const Bitboard own = p.pieces(side);
        const Bitboard enemy = p.pieces(core::opposite(side));
        const bool enemyHasKing = (enemy & p.kings) != 0;
        const Bitboard men = p.men(side);
        const Bitboard kings = p.kingsOf(side);
        const int menCount = count(men);
        material[s] = menCount * w.man + count(kings) * w.king;
        Score value = material[s];
        value += count(men & t.centre) * w.centre + count(men & t.edgeFiles) * w.edge;
        value += count(men & t.backRow[s]) * w.backRowGuard * phase / 256;
        const int left = count(men & t.leftHalf);
        const int imbalance = std::abs(2 * left - menCount);
        if (imbalance > 1)
            value += w.imbalance * (imbalance - 1);
        core::forEachSquare(men, [&](Square sq) {
            const std::size_t r = static_cast<std::size_t>(t.rank[s][sq]);
            value += advance[r];
            if ((t.behind[s][sq] & ~own) == 0)
                value += w.support;
            if (!enemyHasKing && (t.forwardCone[s][sq] & enemy) == 0)
                value += w.runaway[r];
        });
        value += count(kings & t.longDiagonal) * w.mainDiagonal;
        if (w.kingMobility != 0)
            core::forEachSquare(kings, [&](Square sq) { value += w.kingMobility * kingReach(sq, empty); });
        total += side == Side::White ? value : -value;
    }
    const Side us = p.sideToMove;
    const Side them = core::opposite(us);
    if (w.threatOne != 0 || w.threatMore != 0) {
        const int threatened = count(menThreats<rules::Board10>(p.pieces(us), p.men(them), empty, them, true));
        if (threatened > 0) {
            const Score threat = threatened == 1 ? w.threatOne : w.threatMore;
            total += us == Side::White ? threat : -threat;
        }
    }
    const int off = 2 * startMen - count(p.occupied());
    if (material[0] != material[1] && off > 0)
        total += (material[0] > material[1] ? 1 : -1) * w.tradeWhenAhead * off;
    return scaledForDrawishEnding(p, total, w.drawishDivisor);
}

} // namespace draughts::engine::evaluation
