#include <draughts/engine/evaluation/corner_checkers.hpp>

#include "crowning_paths.hpp"
#include "learned_weights.hpp"
#include "men_and_kings_terms.hpp"
#include "corner_features.hpp"

#include <draughts/rules/corner_checkers.hpp>
#include <draughts/support/multiversion.hpp>

#include <cstdlib>

namespace draughts::engine::evaluation::corner_checkers {

namespace {

using core::Bitboard;
using core::Side;
using core::Square;
using core::Variant;

} // namespace

DRAUGHTS_MULTIVERSION Score evaluateHandMade(const core::Position& p)
{
    static const BoardTables& t = boardTables(Variant::CornerCheckers);
    static const CrowningPaths& paths = cornerCrowningPaths();
    const Bitboard empty = t.playing & ~p.occupied();
    const auto& w = weights;
    Score total = 0;
    Score material[2] = {0, 0};
    for (const Side side : {Side::White, Side::Black}) {
        const std::size_t s = static_cast<std::size_t>(BoardTables::index(side));
        const Bitboard enemy = p.pieces(core::opposite(side));
        const Bitboard men = p.men(side);
        const Bitboard kings = p.kingsOf(side);
        material[s] = count(men) * w.man + count(kings) * w.king;
        Score value = material[s];
        const Bitboard guardSquares = rules::CornerCheckers::promotionSquares(core::opposite(side));
        value += count(men & guardSquares) * w.cornerGuard;
        core::forEachSquare(men, [&](Square sq) {
            const int distance = paths.distance[s][sq];
            if (distance == 0) {
                value += w.stranded;
            } else {
                value += w.crowningDistance[static_cast<std::size_t>(distance)];
                if ((paths.way[s][sq] & enemy) == 0)
                    value += w.runaway[static_cast<std::size_t>(distance)];
            }
            const int file = t.file[sq];
            const int rank = t.rank[0][sq];
            if (file >= 2 && file <= 7 && rank >= 2 && rank <= 7)
                value += w.centre;
        });
        core::forEachSquare(kings, [&](Square sq) { value += w.kingMobility * kingReach(sq, empty); });
        total += side == Side::White ? value : -value;
    }
    const Side us = p.sideToMove;
    const Side them = core::opposite(us);
    const int threatened = count(menThreats<rules::Board10>(p.pieces(us), p.men(them), empty, them, true));
    if (threatened > 0) {
        const Score threat = threatened == 1 ? w.threatOne : w.threatMore;
        total += us == Side::White ? threat : -threat;
    }
    const int off = 24 - count(p.occupied());
    if (material[0] != material[1] && off > 0)
        total += (material[0] > material[1] ? 1 : -1) * w.tradeWhenAhead * off;
    return forSideToMove(p, scaledForDrawishEnding(p, total, w.drawishDivisor));
}

DRAUGHTS_MULTIVERSION Score evaluate(const core::Position& p)
{
    static const LearnedWeights* const learned = learnedWeights(core::Variant::CornerCheckers);
    if (learned == nullptr)
        return evaluateHandMade(p);
    static const BoardTables& t = boardTables(core::Variant::CornerCheckers);
    WeightSum sum{learned->weights};
    corner::visitFeatures(p, t, cornerCrowningPaths(), regions::startMen<rules::CornerCheckers>(), sum);
    return forSideToMove(p, sum.total / learned->unitsPerCentipiece);
}

} // namespace draughts::engine::evaluation::corner_checkers
