#include <draughts/engine/evaluation/twenty_vs_ten.hpp>

#include "learned_weights.hpp"
#include "men_and_kings_terms.hpp"
#include "twenty_vs_ten_features.hpp"

#include <algorithm>

namespace draughts::engine::evaluation::twenty_vs_ten {

namespace {

using core::Bitboard;
using rules::Board10;

constexpr int blackStartPieces = 10;

// Black pieces with a move of their own: a man with an empty square ahead
// (downwards) or any piece with a jump, a king with any empty neighbour.
int blackMovers(const core::Position& p, Bitboard empty)
{
    const Bitboard men = p.men(core::Side::Black);
    const Bitboard kings = p.kingsOf(core::Side::Black);
    Bitboard movers = men & (rules::shifted(empty, -Board10::stepShort) | rules::shifted(empty, -Board10::stepLong));
    for (int delta : rules::directions<Board10>) {
        movers |= kings & rules::shifted(empty, -delta);
        movers |= p.black & rules::shifted(rules::shifted(empty, -delta) & p.white, -delta);
    }
    return count(movers);
}

} // namespace

DRAUGHTS_MULTIVERSION Score evaluateHandMade(const core::Position& p)
{
    static const BoardTables& tables = boardTables(core::Variant::TwentyVsTen);
    const Bitboard empty = tables.playing & ~p.occupied();
    Score whiteView = menAndKingsWhiteView(p, tables, weights.shared, 30);
    whiteView -= count(p.kingsOf(core::Side::Black)) * weights.blackKingExtra;
    const int movers = blackMovers(p, empty);
    whiteView -= movers * weights.blackMover;
    if (movers < weights.blackMoversWanted)
        whiteView -= (weights.blackMoversWanted - movers) * weights.blackShortOfMovers;
    whiteView += count(p.men(core::Side::White) & Board10::bottomRow) * weights.whiteBackRowExtra;
    const int lost = std::max(0, blackStartPieces - count(p.black));
    whiteView += lost * lost * weights.blackAttrition;
    const core::Side us = p.sideToMove;
    const core::Side them = core::opposite(us);
    const int threats = count(menThreats<Board10>(p.pieces(us), p.men(them), empty, them, true));
    const int answers = us == core::Side::White ? 1 : p.isSecondHalfOfTurn() ? 1 : 2;
    const Score threatCost = threats * weights.threatened + std::max(0, threats - answers) * weights.threatUnanswered;
    whiteView += us == core::Side::White ? threatCost : -threatCost;
    return forSideToMove(p, whiteView);
}

DRAUGHTS_MULTIVERSION Score evaluate(const core::Position& p)
{
    static const LearnedWeights* const learned = learnedWeights(core::Variant::TwentyVsTen);
    if (learned == nullptr)
        return evaluateHandMade(p);
    static const BoardTables& t = boardTables(core::Variant::TwentyVsTen);
    WeightSum sum{learned->weights};
    twenty_vs_ten_features::visitFeatures(p, t, sum);
    return forSideToMove(p, sum.total / learned->unitsPerCentipiece);
}

} // namespace draughts::engine::evaluation::twenty_vs_ten
