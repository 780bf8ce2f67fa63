#pragma once

#include <draughts/pdn/pdn_game.hpp>

#include <vector>

namespace draughts::app {

class GameAnalysis;

// Writes the analysis into a game's PDN annotations (indexed like
// pdn::PdnGame::notes): each mistake gets NAG $2 and each blunder $4, in
// place of an earlier $2 or $4, and the comment "Better: <move>" unless the
// comment says so already. Saving the same analysis twice writes it once.
void addAnalysisNotes(const GameAnalysis& analysis, std::vector<pdn::PlyNotes>& notes);

} // namespace draughts::app
