#include <draughts/engine/level.hpp>

#include <algorithm>
#include <array>

namespace draughts::engine {

namespace {

// Levels 1-4 see one or two plies (and the captures that follow) and
// choose among the moves with a random offset that shrinks as the level
// rises; 5 and 6 search deeper within part of the time; 7 and 8 have no
// depth limit, 7 thinks half as long as 8. The opening book is the
// strongest level's: 8 always plays from it, each level below a quarter
// less often, and 1-4 never, so that they stay beatable and varied by
// their own choices (docs/engine.md, "The opening book").
constexpr std::array<Level, 8> levels{{
    {.number = 1, .depth = 1, .timePercent = 100, .randomness = 150},
    {.number = 2, .depth = 1, .timePercent = 100, .randomness = 60},
    {.number = 3, .depth = 2, .timePercent = 100, .randomness = 60},
    {.number = 4, .depth = 2, .timePercent = 100, .randomness = 30},
    {.number = 5, .depth = 4, .timePercent = 25, .randomness = 10, .book = 25},
    {.number = 6, .depth = 7, .timePercent = 50, .randomness = 0, .book = 50},
    {.number = 7, .depth = 0, .timePercent = 50, .randomness = 0, .book = 75},
    {.number = 8, .depth = 0, .timePercent = 100, .randomness = 0, .book = 100},
}};

} // namespace

Level levelSettings(int number)
{
    return levels[static_cast<std::size_t>(std::clamp(number, WeakestLevel, StrongestLevel) - 1)];
}

SearchLimits levelLimits(const Level& level, std::uint64_t seed, Milliseconds moveTime)
{
    return levelLimits(level, seed, MoveTime::fixed(moveTime));
}

SearchLimits levelLimits(const Level& level, std::uint64_t seed, const MoveTime& time)
{
    const auto share = [&](Milliseconds full) { return std::max(Milliseconds{1}, full * level.timePercent / 100); };
    SearchLimits limits;
    limits.depth = level.depth;
    setMoveTime(limits, {share(time.target), share(time.limit)});
    limits.randomness = level.randomness;
    limits.seed = seed;
    limits.book = level.book;
    return limits;
}

} // namespace draughts::engine
