#pragma once

#include <draughts/engine/search.hpp>
#include <draughts/engine/time_allocation.hpp>

#include <cstdint>

namespace draughts::engine {

// A playing strength offered to players, from 1 (a beginner a child can
// beat) to 8 (the engine at full strength). docs/engine.md has the table.
struct Level {
    int number = 8;
    int depth = 0;         // deepest iteration (0: no limit but the time)
    int timePercent = 100; // share of the thinking time per move it uses
    int randomness = 0;    // centipieces of random offset on each root move's score
    int book = 0;          // percent of the opening book's positions it answers from the book
};

inline constexpr int WeakestLevel = 1;
inline constexpr int StrongestLevel = 8;
// The thinking time per move of the strongest level when nobody sets one.
inline constexpr Milliseconds DefaultMoveTime{4000};

// The settings of level `number` (clamped to 1..8).
Level levelSettings(int number);

// Search limits for a move at `level`, given the thinking time per move.
// The same seed gives the same move whenever the level stops at its depth
// rather than at its time (levels 1-4 in practice).
SearchLimits levelLimits(const Level& level, std::uint64_t seed, Milliseconds moveTime = DefaultMoveTime);
// The same on a clock: the level's share of the target and the limit that
// engine::allotTime gave the move.
SearchLimits levelLimits(const Level& level, std::uint64_t seed, const MoveTime& time);

} // namespace draughts::engine
