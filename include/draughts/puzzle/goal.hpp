#pragma once

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/puzzle/puzzle.hpp>

namespace draughts::puzzle {

// Whether a game is over in a position, seen from its side to move.
enum class Standing { Ongoing, SideToMoveWins, SideToMoveLoses, Drawn };

// The end rules as the search meets them: a side without pieces (and,
// with a hand, without stones in it) has lost, also halfway through a turn
// of two moves (twenty-vs-ten.md §8.1); a side to move without a legal move
// has lost; the draw counter draws (international.md §8.3). `legal` are the
// legal moves of `position`.
Standing standing(core::Variant variant, const core::Position& position, const core::MoveList& legal);

// The material of one side: pieces on the board and in hand, and their
// value with a man (stone) worth 1 and a king 3.
struct Material {
    int pieces = 0;
    int value = 0;
    int kings = 0;
};
Material materialOf(const core::Position& position, core::Side side);

// How much better the solver stands in `position` than in `reference` (the
// puzzle's start): the balance of pieces and of value (own minus the
// opponent's) against the reference's, and the solver's kings gained. In a
// game where captured stones flip, one flip changes both sides' counts and
// counts once.
struct Gain {
    int pieces = 0;
    int value = 0;
    int kings = 0;
};
Gain gainOf(core::Variant variant, const core::Position& reference, const core::Position& position, core::Side solver);

// Neither side could capture now: the side to move has no capture (nor a
// stone to place first), and neither would the other side if it were its
// turn. A gain standing in a quiet position cannot be taken back at once.
bool isQuiet(core::Variant variant, const core::Position& position);

// Whether `goal` is reached in `position` (docs/puzzles.md, Goals):
// - Win: the solver has won the game;
// - WinMaterial n: the solver has won the game, or the position is quiet
//   with the solver at least n pieces ahead of the start balance and no
//   less than n ahead in value (a king for two men is no gain);
// - Crown: the solver has won the game, or the position is quiet with a
//   king more for the solver than at the start and the value balance no
//   worse than at the start;
// - Draw: never by itself (a drawn line is told by the published solution).
// `standing` is the position's standing.
bool goalReached(core::Variant variant, const Goal& goal, core::Side solver, const core::Position& reference,
                 const core::Position& position, Standing standing);

// The same tests for one goal, solver and reference, with what they need
// worked out once (the search asks them at every position).
class GoalTest {
public:
    GoalTest(core::Variant variant, const Goal& goal, core::Side solver, const core::Position& reference);

    Standing standing(const core::Position& position, const core::MoveList& legal) const;
    bool reached(const core::Position& position, Standing standing) const;
    Gain gain(const core::Position& position) const;

private:
    bool materialMayReach(const core::Position& position) const;

    core::Variant m_variant;
    Goal m_goal;
    core::Side m_solver;
    Gain m_referenceBalance; // the reference's own balance, the solver's view
    int m_divisor;           // 2 where a captured stone flips
    int m_drawCounterLimit;
};

} // namespace draughts::puzzle
