#pragma once

#include <draughts/game/game.hpp>
#include <draughts/pdn/pdn_game.hpp>

#include <span>
#include <string>
#include <vector>

namespace draughts::pdn {

// Writes one game as PDN (UTF-8, "\n" line ends, a blank line after it).
// The tags of `game.tags` are written in their order, except the tags this
// library owns (GameType, Variant, MissedCaptures, FEN, SetUp, Result),
// which are recomputed from the game; docs/pdn.md lists them. Reading the
// text back gives the same game, notes and result.
std::string writePdn(const PdnGame& game);

// Several games, one after the other.
std::string writePdn(std::span<const PdnGame> games);

// A game as the program plays it, with the user's tags (Event, White, ...)
// and comments indexed like PdnGame::notes (missing ones are empty).
std::string writePdn(const game::Game& game, const std::vector<Tag>& tags = {},
                     const std::vector<std::string>& comments = {});

} // namespace draughts::pdn
