#include <draughts/core/geometry.hpp>

#include <charconv>

namespace draughts::core {

namespace {

// Rows of the numbering hold boardSize/2 squares; every two rows the
// internal layout leaves one ghost bit (see rules/board.hpp).
int perRow(Variant variant) { return boardSize(variant) / 2; }
int bitsPerRowPair(Variant variant) { return boardSize(variant) + 1; }

// Position in the numbering: row 0 is the top row as seen by White, k the
// index within the row, left to right.
struct RowIndex {
    int row;
    int k;
};

RowIndex rowIndexOfNumber(Variant variant, int number)
{
    const int s = number - 1;
    return {s / perRow(variant), s % perRow(variant)};
}

// Light squares are mirrored left-right onto the dark layout, so the engine
// sees the same geometry in every 10x10 game.
int internalIndex(Variant variant, RowIndex at)
{
    const int k = playsOnLightSquares(variant) ? perRow(variant) - 1 - at.k : at.k;
    return at.row * perRow(variant) + k;
}

Square bitOfInternalIndex(Variant variant, int index)
{
    return static_cast<Square>(index + index / boardSize(variant));
}

} // namespace

int boardSize(Variant variant) { return variant == Variant::ToTheLastMan ? 8 : 10; }

int playingSquareCount(Variant variant) { return boardSize(variant) * boardSize(variant) / 2; }

bool playsOnLightSquares(Variant variant) { return variant == Variant::CornerCheckers; }

Bitboard allSquares(Variant variant)
{
    Bitboard set = 0;
    for (int n = 1; n <= playingSquareCount(variant); ++n)
        set |= bitOf(squareFromNumber(variant, n));
    return set;
}

Square squareFromNumber(Variant variant, int number)
{
    if (number < 1 || number > playingSquareCount(variant))
        return NoSquare;
    return bitOfInternalIndex(variant, internalIndex(variant, rowIndexOfNumber(variant, number)));
}

int squareNumber(Variant variant, Square square)
{
    const int pair = square / bitsPerRowPair(variant);
    const int offset = square % bitsPerRowPair(variant);
    if (square == NoSquare || offset == boardSize(variant))
        return 0;
    const int index = pair * boardSize(variant) + offset;
    const int row = index / perRow(variant);
    int k = index % perRow(variant);
    if (playsOnLightSquares(variant))
        k = perRow(variant) - 1 - k;
    const int number = row * perRow(variant) + k + 1;
    return number <= playingSquareCount(variant) ? number : 0;
}

Square squareAt(Variant variant, int file, int rank)
{
    const int size = boardSize(variant);
    if (file < 0 || rank < 0 || file >= size || rank >= size)
        return NoSquare;
    const bool dark = (file + rank) % 2 == 0; // a1 is dark
    if (dark == playsOnLightSquares(variant))
        return NoSquare;
    const int row = size - 1 - rank;
    return squareFromNumber(variant, row * perRow(variant) + file / 2 + 1);
}

int rankOf(Variant variant, Square square)
{
    const int number = squareNumber(variant, square);
    return boardSize(variant) - 1 - rowIndexOfNumber(variant, number).row;
}

int fileOf(Variant variant, Square square)
{
    const RowIndex at = rowIndexOfNumber(variant, squareNumber(variant, square));
    // Dark squares: even rows (from the top) start on file b; light squares on file a.
    const bool startsOnB = (at.row % 2 == 0) != playsOnLightSquares(variant);
    return 2 * at.k + (startsOnB ? 1 : 0);
}

std::string algebraicName(Variant variant, Square square)
{
    std::string name(1, static_cast<char>('a' + fileOf(variant, square)));
    name += std::to_string(rankOf(variant, square) + 1);
    return name;
}

std::string squareName(Variant variant, Square square)
{
    if (boardSize(variant) == 8)
        return algebraicName(variant, square);
    return std::to_string(squareNumber(variant, square));
}

Square parseSquare(Variant variant, std::string_view text)
{
    if (boardSize(variant) == 8) {
        if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
            return NoSquare;
        return squareAt(variant, text[0] - 'a', text[1] - '1');
    }
    int number = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (error != std::errc{} || end != text.data() + text.size() || text.empty() || text[0] == '+')
        return NoSquare;
    return squareFromNumber(variant, number);
}

} // namespace draughts::core
