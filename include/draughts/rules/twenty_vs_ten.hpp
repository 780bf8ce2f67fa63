#pragma once

#include <draughts/rules/defaults.hpp>

namespace draughts::rules {

// Twenty vs Ten (twenty-vs-ten.md): 20 White men against 10 Black men that
// move twice.
struct TwentyVsTen : Defaults {
    static constexpr Side firstToMove = Side::Black; // twenty-vs-ten.md §3.1
    // twenty-vs-ten.md §3.1: a Black turn is two moves by two different pieces.
    static constexpr bool blackMovesTwice = true;

    // twenty-vs-ten.md §2.1: White on ranks 1-4, Black on ranks 9 and 10.
    static constexpr bool startsOn(Side side, int, int rank)
    {
        return nearestRows(side, rank, side == Side::White ? 4 : 2, BoardType::size);
    }
};

} // namespace draughts::rules
