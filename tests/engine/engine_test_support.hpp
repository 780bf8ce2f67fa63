#pragma once

// Helpers for the engine tests: positions from FEN, moves by their text,
// searches with a small table.
//
// Every expected move and score in these tests was worked out by hand from
// the rules and the position, and the reasoning is written beside it; none
// was copied from the engine's output.

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/engine/engine.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/rules/movegen.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace draughts::test {

using core::Variant;

inline core::Position position(Variant variant, std::string_view fen)
{
    const auto parsed = notation::readFen(variant, fen);
    INFO("FEN \"" << fen << "\": " << (parsed ? std::string("read") : parsed.error().message));
    REQUIRE(static_cast<bool>(parsed));
    return *parsed;
}

inline std::string text(Variant variant, const core::Move& move) { return notation::formatFullPath(variant, move); }

inline std::string lineText(Variant variant, const std::vector<core::Move>& line)
{
    std::string out;
    for (const core::Move& m : line)
        out += (out.empty() ? "" : " ") + text(variant, m);
    return out;
}

// The legal move of `p` written `moveText` (any form notation accepts).
inline core::Move move(Variant variant, const core::Position& p, std::string_view moveText)
{
    core::MoveList legal;
    rules::generateMoves(variant, p, legal);
    const auto parsed = notation::parseMove(variant, moveText, legal);
    INFO("move \"" << moveText << "\": " << (parsed ? std::string("found") : parsed.error().message));
    REQUIRE(static_cast<bool>(parsed));
    return *parsed;
}

inline engine::EngineConfig smallTable()
{
    engine::EngineConfig config;
    config.hashMegabytes = 4;
    return config;
}

// International, the game most engine tests play.
inline constexpr Variant intl = Variant::International;

// Limits that search `plies` deep and no further.
inline engine::SearchLimits depth(int plies)
{
    engine::SearchLimits limits;
    limits.depth = plies;
    return limits;
}

inline engine::SearchResult searchDepth(Variant variant, const core::Position& p, int depth)
{
    engine::Engine engine(variant, smallTable());
    engine::SearchLimits limits;
    limits.depth = depth;
    return engine.search(p, limits);
}

inline engine::SearchResult searchNodes(Variant variant, const core::Position& p, std::uint64_t nodes)
{
    engine::Engine engine(variant, smallTable());
    engine::SearchLimits limits;
    limits.nodes = nodes;
    return engine.search(p, limits);
}

} // namespace draughts::test
