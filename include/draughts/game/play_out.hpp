#pragma once

#include <draughts/core/move.hpp>
#include <draughts/game/game.hpp>

#include <atomic>
#include <cstddef>
#include <functional>
#include <optional>

namespace draughts::game {

// How playOut left a game.
enum class PlayOutEnd {
    Rules,      // the rules ended it
    Repetition, // drawn (by agreement) when `repeated` said so
    PlyLimit,   // drawn (by agreement) at maxPlies
    Stopped,    // `stop` was set: left unfinished
    NoMove,     // the chooser gave no move: left unfinished
    Refused,    // the chooser gave a move the game refused: left unfinished, that side to move
};

// The limits of a game played out; each is off unless given.
struct PlayOutLimits {
    // Once the game has this many plies it is drawn (0: no limit).
    std::size_t maxPlies = 0;
    // Asked of each position reached before its move is chosen (the start
    // too, each once): true draws the game. Games without a draw counter
    // could go on for ever; what counts as the same position is the
    // caller's.
    std::function<bool(const Game&)> repeated;
    // Set: the game is left as it is before the next move is chosen.
    const std::atomic<bool>* stop = nullptr;
};

// Chooses the move of the side to move; no move leaves the game unfinished.
using MoveChooser = std::function<std::optional<core::Move>(const Game&)>;

// The one way a game is played out between two players (engines,
// random movers, the players of a match): plays the chooser's moves in
// `game` until the rules end it or a limit does. In each position, in this
// order: the rules' end, `repeated`, `stop`, `maxPlies`, then the chooser.
// Everything else a caller wants (positions kept for training or mining,
// times, failures) it does in its chooser.
PlayOutEnd playOut(Game& game, const PlayOutLimits& limits, const MoveChooser& choose);

} // namespace draughts::game
