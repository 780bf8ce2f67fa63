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

} // namespace

DRAUGHTS_MULTIVERSION Score evaluateHandMade(const core::Position& p)
{
    static const BoardTables& tables = boardTables(core::Variant::TwentyVsTen);
    const Bitboard empty = tables.playing & ~p.occupied();
    Score whiteView = menAndKingsWhiteView(p, tables, weights.shared, 30);
    whiteView -= count(p.kingsOf(core::Side::Black)) * weights.blackKingExtra;
    const int movers = twenty_vs_ten_features::blackMovers(p, empty);
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
