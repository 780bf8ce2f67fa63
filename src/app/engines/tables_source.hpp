#pragma once

#include <draughts/core/variant.hpp>
#include <draughts/engine/action_choice.hpp>
#include <draughts/engine/search.hpp>
#include <draughts/game/game.hpp>

#include <functional>
#include <memory>

namespace draughts::egdb {
class Database;
}

namespace draughts::app {

// Where the window's engines get the endgame tables of a game: the tables
// when they are ready, else none (EndgameTablesKeeper, which then builds
// them). Asked on the GUI thread before each search.
using TablesSource = std::function<std::shared_ptr<const egdb::Database>(core::Variant)>;

// The tables for a search of `game`: none without a source, and none under
// rules whose searches do not use them (engine::usesEndgameTables), which
// therefore are not built for it either.
inline std::shared_ptr<const egdb::Database> tablesFor(const TablesSource& source, const game::Game& game)
{
    if (!source || !engine::usesEndgameTables(game.variant(), engine::gameRulesOf(game)))
        return nullptr;
    return source(game.variant());
}

} // namespace draughts::app
