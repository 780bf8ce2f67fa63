#pragma once

#include <draughts/game/game.hpp>

#include <cstddef>
#include <optional>

namespace draughts::app {

// The point of the game the players look at: the position after shownPly()
// actions, which is the latest one unless they step back through the game.
// It reads the game's own history (undo and redo stay the game's, and the
// game keeps each action's annotations and clock reading) and keeps no
// history of its own; an earlier point is shown as game::Game::upTo().
// Always holds: shownPly() <= length().
class ReviewState {
public:
    // `game` is the controller's game, followed for as long as this lives.
    explicit ReviewState(const game::Game& game) : m_game(&game) {}

    std::size_t length() const { return m_game->history().size(); }
    std::size_t shownPly() const { return m_shown ? m_shown->history().size() : length(); }
    bool reviewing() const { return m_shown.has_value(); }
    // The game as it stood at shownPly(): the game itself unless reviewing.
    const game::Game& shown() const { return m_shown ? *m_shown : *m_game; }

    // Driven by the controller, as the game changes:
    void show(std::size_t ply); // clamped; length() shows the latest position
    void follow();              // the latest position again, after the game changed

private:
    const game::Game* m_game;
    std::optional<game::Game> m_shown; // the game at an earlier point, while reviewing
};

} // namespace draughts::app
