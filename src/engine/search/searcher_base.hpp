#pragma once

// The search behind Engine (include/draughts/engine/engine.hpp), one
// instance per game: made by makeSearcher<P>, which each game's source file
// (src/engine/search/games/) compiles for that game's policy.

#include <draughts/core/position.hpp>
#include <draughts/engine/search.hpp>

#include <cstddef>
#include <memory>
#include <span>

namespace draughts::engine::detail {

class SearcherBase {
public:
    virtual ~SearcherBase() = default;
    virtual SearchResult search(const core::Position& root, const SearchLimits& limits, const InfoCallback& onIteration,
                                std::span<const core::Position> earlier, const rules::FmjdCounters& fmjd) = 0;
    virtual void newGame() = 0;
    // How many threads the next searches use (EngineConfig::threads).
    virtual void setThreads(std::size_t threads) = 0;
    // The endgame tables of the next searches (EngineConfig::endgameTables).
    virtual void setEndgameTables(std::shared_ptr<const egdb::Database> tables) = 0;
    virtual Score evaluate(const core::Position& position) const = 0;
};

// The search of the game whose policy is P.
template <class P>
std::unique_ptr<SearcherBase> makeSearcher(const EngineConfig& config);

} // namespace draughts::engine::detail
