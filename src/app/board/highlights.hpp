#pragma once

#include <draughts/core/types.hpp>
#include <draughts/game/game.hpp>
#include <draughts/rules/capture_routes.hpp>

#include <vector>

namespace draughts::app {

class GameController;
class HumanInput;

// What the board marks, derived from the position shown and the move being
// entered (see Highlight in board_roles.hpp). The marks that guide a move —
// pieces that may move or must capture, landing squares, capture routes,
// claims and placements — show only while a person is to move, and always
// follow the rule-conforming moves, never a Forfeit violation.
class Highlights {
public:
    Highlights(const GameController& controller, const HumanInput& input) : m_controller(controller), m_input(input) {}

    core::Square selected() const;
    core::Bitboard movable() const;
    core::Bitboard mustCapture() const;
    core::Bitboard destinations() const;
    core::Bitboard capturePath() const;
    core::Bitboard toBeCaptured() const;
    // The open capture routes of the selected piece, its square first.
    std::vector<rules::Route> routes() const;
    core::Bitboard claimable() const;
    bool handClaimOffered() const;
    core::Bitboard placementTargets() const;
    // The last turn: everything the side that acted last did in a row — a
    // claim, a placement from hand, the move, and both halves of Black's
    // turn in Twenty vs Ten. Its squares: where pieces left and landed
    // (captures: every landing), placements and claimed pieces.
    core::Bitboard lastTurn() const;
    // The routes of the last turn's captures, each from its starting square.
    std::vector<rules::Route> lastTurnRoutes() const;
    core::Bitboard barred() const;
    // A person at this board is to move: only then do pieces glow.
    bool personToMove() const;

private:
    // The history entries of the last turn, in the order they were played.
    std::vector<const game::HistoryEntry*> lastTurnEntries() const;

    const GameController& m_controller;
    const HumanInput& m_input;
};

} // namespace draughts::app
