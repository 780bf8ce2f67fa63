#pragma once

// The engine at a game: the one part of the engine that knows game::Game
// (its history and Forfeit claims); the search itself works on positions.

#include <draughts/engine/analysis.hpp>
#include <draughts/engine/engine.hpp>
#include <draughts/game/game.hpp>

#include <vector>

namespace draughts::engine {

// The next thing the computer does in a game.
struct ActionChoice {
    // A Move, or a Claim of `claimed` (NoSquare: To the Last Man's stone in
    // hand). After a claim the computer still has its move to make: ask again.
    game::Action action;
    // The search behind it: of the position the move is made in, or of the
    // position after the chosen claim.
    SearchResult search;
};

// Decides for the side to move of `game` (which must not be over). The
// computer always makes rule-conforming moves. When the opponent's last
// move broke the capture rules (Forfeit setting, international.md §7.2 and
// the same section of every rule page), it searches the position after each
// claim it may make and the position without a claim, and claims the best
// piece when that is at least as good as declining. `limits` are
// shared out among those searches; `onIteration` hears of every finished
// iteration of each (a window's thinking display).
ActionChoice decideAction(Engine& engine, const game::Game& game, const SearchLimits& limits,
                          const InfoCallback& onIteration = {});

// The positions of `game` before its current one, oldest first (for
// Engine::search's `earlier`).
std::vector<core::Position> earlierPositions(const game::Game& game);

// The rules `game` is played under and its FMJD counters now (for
// Engine::search's `gameRules`).
GameRules gameRulesOf(const game::Game& game);

// Every move of `game` with the position it was made in and the game's
// rules there (under the FMJD's rules, its counters then), claims left out
// (for analyseGame).
std::vector<PlayedMove> playedMoves(const game::Game& game);

} // namespace draughts::engine
