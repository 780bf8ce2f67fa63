#include <draughts/rules/geometry.hpp>

#include <draughts/rules/policies.hpp>

namespace draughts::rules {

Shape shapeOf(core::Variant variant)
{
    return withPolicy(variant, [](auto policy) { return shapeOf<decltype(policy)>(); });
}

int boardSize(core::Variant variant) { return shapeOf(variant).size; }

int playingSquareCount(core::Variant variant) { return shapeOf(variant).squareCount(); }

Bitboard allSquares(core::Variant variant) { return shapeOf(variant).all(); }

Square squareAt(core::Variant variant, int file, int rank) { return shapeOf(variant).at(file, rank); }

int fileOf(core::Variant variant, Square square) { return shapeOf(variant).fileOf(square); }

int rankOf(core::Variant variant, Square square) { return shapeOf(variant).rankOf(square); }

int squareNumber(core::Variant variant, Square square) { return shapeOf(variant).numberOf(square); }

Square squareFromNumber(core::Variant variant, int number) { return shapeOf(variant).fromNumber(number); }

} // namespace draughts::rules
