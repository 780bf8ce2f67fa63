#include <draughts/engine/evaluation/last_man.hpp>

#include "learned_weights.hpp"
#include "men_and_kings_terms.hpp"
#include "last_man_features.hpp"

#include <draughts/support/multiversion.hpp>
#include <draughts/rules/last_man.hpp>

namespace draughts::engine::evaluation::last_man {

namespace {

using core::Bitboard;
using core::Side;
using core::Square;
using rules::Board8;

int forwardSteps(Bitboard stones, Bitboard empty, Side side)
{
    return side == Side::White ? count(rules::shifted(stones, -Board8::stepShort) & empty) +
                                     count(rules::shifted(stones, -Board8::stepLong) & empty)
                               : count(rules::shifted(stones, Board8::stepShort) & empty) +
                                     count(rules::shifted(stones, Board8::stepLong) & empty);
}

} // namespace

DRAUGHTS_MULTIVERSION Score evaluateHandMade(const core::Position& p)
{
    static const BoardTables& t = boardTables(core::Variant::ToTheLastMan);
    const auto& w = weights;
    const Bitboard empty = t.playing & ~p.occupied();
    Bitboard immune = 0;
    Bitboard twice = 0;
    core::forEachSquare(p.occupied(), [&](Square sq) {
        if (p.captureCount[sq] >= rules::ToTheLastMan::captureLimit)
            immune |= core::bitOf(sq);
        else if (p.captureCount[sq] == rules::ToTheLastMan::captureLimit - 1)
            twice |= core::bitOf(sq);
    });
    Score total = 0;
    for (const Side side : {Side::White, Side::Black}) {
        const std::size_t s = static_cast<std::size_t>(BoardTables::index(side));
        const Bitboard own = p.pieces(side);
        Score value = count(own) * w.stone + p.hand[s] * w.handStone;
        value += count(own & immune) * w.immune + count(own & twice) * w.nearlyImmune;
        core::forEachSquare(own, [&](Square sq) {
            const int rank = t.rank[s][sq];
            const int file = t.file[sq];
            value += w.advance[static_cast<std::size_t>(rank)];
            if (file >= 2 && file <= 5 && rank >= 2 && rank <= 5)
                value += w.centre;
            if ((t.behind[s][sq] & empty) == 0)
                value += w.shielded;
        });
        const int steps = forwardSteps(own, empty, side);
        value += steps * w.forwardStep;
        if (steps == 0 && own != 0)
            value += w.onlyBackward;
        total += side == Side::White ? value : -value;
    }
    const Side us = p.sideToMove;
    const Side them = core::opposite(us);
    const int threatened = count(menThreats<Board8>(p.pieces(us) & ~immune, p.pieces(them), empty, them, false));
    if (threatened > 0) {
        const Score threat = threatened == 1 ? w.threatOne : w.threatMore;
        total += us == Side::White ? threat : -threat;
    }
    return forSideToMove(p, total);
}

DRAUGHTS_MULTIVERSION Score evaluate(const core::Position& p)
{
    static const LearnedWeights* const learned = learnedWeights(core::Variant::ToTheLastMan);
    if (learned == nullptr)
        return evaluateHandMade(p);
    static const BoardTables& t = boardTables(core::Variant::ToTheLastMan);
    WeightSum sum{learned->weights};
    last_man_features::visitFeatures(p, t, sum);
    return forSideToMove(p, sum.total / learned->unitsPerCentipiece);
}

} // namespace draughts::engine::evaluation::last_man
