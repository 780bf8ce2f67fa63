#pragma once

#include <string>
#include <vector>

namespace draughts::game {

// What is written about one place of a game besides its actions: a PDN
// file's annotations (pdn::PdnGame::notes), kept by the game with the
// action they follow (HistoryEntry::notes) or at its start (Game::notes(0)).
struct PlyNotes {
    std::string comment;                 // trimmed; several comments joined by '\n'
    std::string strength;                // "!", "?!", ... written straight after the move
    std::vector<int> nags;               // $1 ... $255
    std::vector<std::string> variations; // raw text between '(' and ')', not replayed

    bool empty() const { return comment.empty() && strength.empty() && nags.empty() && variations.empty(); }
    friend bool operator==(const PlyNotes&, const PlyNotes&) = default;
};

} // namespace draughts::game
