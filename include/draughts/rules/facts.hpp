#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/types.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/rules/geometry.hpp>

#include <array>
#include <cstddef>

namespace draughts::rules {

// What code outside the rules may ask about a game, read from its policy
// (rules/defaults.hpp and the header of each game) through the one runtime
// dispatch. Ask these facts, never "which game is this?".
struct Facts {
    core::Variant variant = core::Variant::International;

    // The board and the start (section 2 and 3 of each rule page).
    Shape shape;                // size, and whether the light squares are played
    core::Bitboard squares = 0; // every playing square
    core::Side firstToMove = core::Side::White;

    // Pieces and how they move and capture (sections 4 to 6).
    bool hasKings = true;    // false: every piece is a man (a stone) for good
    bool flyingKings = true; // kings move and capture along whole diagonals
    bool menCaptureBackward = true;
    bool maximumCapture = true;     // the capture taking the most pieces is compulsory
    bool promoteMidCapture = false; // a man crossing its crowning row mid-capture is crowned and stops
    bool stepBackWhenStuck = false; // men step backward when none of their side can step forward
    // Where a man of each side (indexed by Side) that ends its move is crowned.
    std::array<core::Bitboard, 2> promotionSquares{};
    core::Bitboard promotionSquaresOf(core::Side side) const
    {
        return promotionSquares[static_cast<std::size_t>(side)];
    }
    // Crowning happens on a part of the far row only, which the board marks.
    bool crowningSquaresMarked = false;

    // Stones (To the Last Man).
    bool flipsCaptured = false;              // captured stones turn over to the captor's colour and stay
    int captureLimit = 0;                    // captures in a row after which a stone cannot be jumped; 0: none
    bool hasHand = false;                    // stones ending on the far row go to the hand and come back
    std::array<core::Bitboard, 2> homeRow{}; // where each side (indexed by Side) places stones from hand
    core::Bitboard homeRowOf(core::Side side) const { return homeRow[static_cast<std::size_t>(side)]; }

    // Turns and the end of the game (sections 3 and 8).
    bool blackMovesTwice = false; // a Black turn is two moves by two different pieces
    int drawCounterLimit = 0;     // plies without a capture that draw the game; 0: no counter

    // The number PDN 3.0's GameType tag gives the game; 0 for games the
    // standard does not know (their files name them in a Variant tag).
    int pdnGameType = 0;
    // What a win scores in the game's PDN results: 2 writes 2-0, 0-2 and
    // 1-1 (International draughts), 1 writes 1-0, 0-1 and 1/2-1/2.
    int pdnWinPoints = 1;
};

// The facts of `variant`; the reference lives as long as the program.
const Facts& facts(core::Variant variant);

// The start position of a game, with its first player to move (section 2
// and 3 of its rule page).
core::Position startPosition(core::Variant variant);

} // namespace draughts::rules
