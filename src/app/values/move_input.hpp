#pragma once

#include <draughts/game/game.hpp>
#include <draughts/rules/capture_routes.hpp>

#include <vector>

namespace draughts::app {

using rules::Route;

// A move being entered square by square: the selected piece and the landing
// squares clicked so far. It narrows the selected piece's moves down to the
// ones still consistent with the clicks and says when exactly one remains.
// Always holds: every open candidate's route starts with landings().
class MoveInput {
public:
    struct Candidate {
        core::Move move;
        Route route;
        bool legal = false; // rule-conforming (what highlights show); otherwise a Forfeit violation
    };

    enum class Outcome {
        Extended,    // the square is a landing of several moves still open
        Completed,   // exactly one move remains: `move` along `route`
        Ambiguous,   // several moves end on this square: more landings needed
        NotALanding, // no open move goes there
    };
    struct Step {
        Outcome outcome = Outcome::NotALanding;
        core::Move move{};
        Route route;
    };

    // Starts a move with the piece on `from`, which must have permitted moves.
    void select(const game::Game& game, core::Square from);
    void clear();

    bool active() const { return m_selected != core::NoSquare; }
    core::Square selected() const { return m_selected; }
    const Route& landings() const { return m_landings; }

    // The candidates whose route starts with the landings clicked so far.
    std::vector<const Candidate*> open(bool legalOnly) const;
    // Squares where the next click may land.
    core::Bitboard nextLandings(bool legalOnly) const;

    // Applies a click on `target`: extends the route, completes the move or
    // says why it cannot (the state changes only for Extended).
    Step click(core::Square target);

private:
    bool isOpen(const Candidate& candidate) const;

    core::Square m_selected = core::NoSquare;
    Route m_landings;
    std::vector<Candidate> m_candidates;
};

} // namespace draughts::app
