#pragma once

#include <draughts/game/game.hpp>
#include <draughts/pdn/pdn_game.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace draughts::app {

// The point of the game the players look at: the position after shownPly()
// actions, which is the latest one unless they step back through the game.
// It reads the game's own history (undo and redo stay the game's) and keeps
// no history of its own; an earlier point is shown as game::Game::upTo().
// It also holds the game's annotations (PDN comments and marks), one per
// place of the game as pdn::PdnGame::notes counts them.
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

    // The annotations, padded or cut to length() + 1 places.
    std::vector<pdn::PlyNotes> notes() const;
    // The comment shown with the position after `ply` actions ("" if none).
    const std::string& comment(std::size_t ply) const;

    // Driven by the controller, as the game changes:
    void show(std::size_t ply);  // clamped; length() shows the latest position
    void follow();               // the latest position again, after the game changed
    void reset(std::vector<pdn::PlyNotes> notes); // another game
    void actionAdded();          // a new last action has no annotations yet
    void actionsDropped(std::size_t ply); // game::Game::truncate(ply): their notes are kept aside
    void droppedRestored();      // the game brought them back: so do their notes

private:
    const game::Game* m_game;
    std::optional<game::Game> m_shown; // the game at an earlier point, while reviewing
    std::vector<pdn::PlyNotes> m_notes;
    std::vector<std::vector<pdn::PlyNotes>> m_droppedNotes; // most recent drop last
};

} // namespace draughts::app
