#pragma once

// Zobrist keys over everything a Position holds, so that two positions
// share a key only when the rules treat them alike: the pieces, the side to
// move, Twenty vs Ten's barred piece (the second half of Black's turn), To
// the Last Man's placed-this-turn flag, hands and capture counts, and the
// draw counter in the games that have one.

#include <draughts/core/position.hpp>
#include <draughts/support/multiversion.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace draughts::engine::detail {

using Key = std::uint64_t;

struct ZobristKeys {
    Key white[64];
    Key black[64];
    Key king[64];
    Key barred[64];
    Key blackToMove;
    Key placedThisTurn;
    Key quietPlies[256];
    Key hand[2][32];
    Key captureCount[64][8];
};

constexpr ZobristKeys makeZobristKeys()
{
    ZobristKeys keys{};
    std::uint64_t state = 0x9E3779B97F4A7C15ULL;
    auto next = [&state] { // splitmix64
        state += 0x9E3779B97F4A7C15ULL;
        std::uint64_t z = state;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    };
    for (int s = 0; s < 64; ++s) {
        keys.white[s] = next();
        keys.black[s] = next();
        keys.king[s] = next();
        keys.barred[s] = next();
        for (Key& k : keys.captureCount[s])
            k = next();
    }
    keys.blackToMove = next();
    keys.placedThisTurn = next();
    for (Key& k : keys.quietPlies)
        k = next();
    for (auto& side : keys.hand)
        for (Key& k : side)
            k = next();
    return keys;
}

inline constexpr ZobristKeys zobrist = makeZobristKeys();

inline Key barredKey(core::Square square) { return square == core::NoSquare ? 0 : zobrist.barred[square & 63]; }
inline Key handKey(int side, int stones) { return zobrist.hand[side][std::min(stones, 31)]; }
inline Key countKey(std::size_t square, int count)
{
    return count == 0 ? 0 : zobrist.captureCount[square][std::min(count, 7)];
}

// A key for the FMJD's draw counters packed into one word (not part of a
// Position, so not of keyOf): splitmix64's finaliser spreads every bit.
constexpr Key mixedCounters(std::uint64_t packed)
{
    Key z = packed + 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

template <class P>
Key keyOf(const core::Position& p)
{
    Key key = 0;
    core::forEachSquare(p.white, [&](core::Square s) { key ^= zobrist.white[s]; });
    core::forEachSquare(p.black, [&](core::Square s) { key ^= zobrist.black[s]; });
    core::forEachSquare(p.kings, [&](core::Square s) { key ^= zobrist.king[s]; });
    if (p.sideToMove == core::Side::Black)
        key ^= zobrist.blackToMove;
    key ^= barredKey(p.barred);
    if (p.placedThisTurn)
        key ^= zobrist.placedThisTurn;
    if constexpr (P::drawCounterLimit > 0)
        key ^= zobrist.quietPlies[p.quietPlies];
    if constexpr (P::hasHand)
        key ^= handKey(0, p.hand[0]) ^ handKey(1, p.hand[1]);
    if constexpr (P::captureLimit > 0)
        for (std::size_t s = 0; s < p.captureCount.size(); ++s)
            key ^= countKey(s, p.captureCount[s]);
    return key;
}

// keyOf(after) given keyOf(before): only what changed is hashed again.
// Inlined into each version of the search (support/multiversion.hpp).
template <class P>
DRAUGHTS_INLINE Key keyChange(const core::Position& before, const core::Position& after)
{
    Key change = 0;
    core::forEachSquare(before.white ^ after.white, [&](core::Square s) { change ^= zobrist.white[s]; });
    core::forEachSquare(before.black ^ after.black, [&](core::Square s) { change ^= zobrist.black[s]; });
    core::forEachSquare(before.kings ^ after.kings, [&](core::Square s) { change ^= zobrist.king[s]; });
    if (before.sideToMove != after.sideToMove)
        change ^= zobrist.blackToMove;
    if (before.barred != after.barred)
        change ^= barredKey(before.barred) ^ barredKey(after.barred);
    if (before.placedThisTurn != after.placedThisTurn)
        change ^= zobrist.placedThisTurn;
    if constexpr (P::drawCounterLimit > 0)
        if (before.quietPlies != after.quietPlies)
            change ^= zobrist.quietPlies[before.quietPlies] ^ zobrist.quietPlies[after.quietPlies];
    if constexpr (P::hasHand)
        for (int side = 0; side < 2; ++side)
            if (before.hand[static_cast<std::size_t>(side)] != after.hand[static_cast<std::size_t>(side)])
                change ^= handKey(side, before.hand[static_cast<std::size_t>(side)]) ^
                          handKey(side, after.hand[static_cast<std::size_t>(side)]);
    if constexpr (P::captureLimit > 0)
        for (std::size_t s = 0; s < before.captureCount.size(); ++s)
            if (before.captureCount[s] != after.captureCount[s])
                change ^= countKey(s, before.captureCount[s]) ^ countKey(s, after.captureCount[s]);
    return change;
}

} // namespace draughts::engine::detail
