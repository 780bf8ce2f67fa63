#pragma once

// The rules library's run-time functions for one game: the public kernel
// (rules/kernel.hpp) compiled for that game's policy, once per game, in
// src/rules/games/<game>.cpp, so that the five games build in parallel.
// Private to the library: the run-time functions of rules/movegen.hpp,
// rules/outcome.hpp and rules/perft.hpp call it through withGameKernel.

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/rules/movegen.hpp>
#include <draughts/rules/outcome.hpp>
#include <draughts/rules/perft.hpp>
#include <draughts/rules/policies.hpp>

#include <cstdint>

namespace draughts::rules::detail {

template <class P>
struct GameKernel {
    static void generate(const core::Position& position, core::MoveList& moves, MoveSet set);
    static core::Position afterMove(const core::Position& position, const core::Move& move);
    static core::Bitboard unjumpable(const core::Position& position);
    static bool placementDue(const core::Position& position);
    static bool isIrreversible(const core::Position& position, const core::Move& move);
    static Result outcome(const core::Position& position, bool canMove);
    static std::uint64_t perft(const core::Position& position, int depth, PerftMode mode);
};

extern template struct GameKernel<International>;
extern template struct GameKernel<Polish>;
extern template struct GameKernel<TwentyVsTen>;
extern template struct GameKernel<CornerCheckers>;
extern template struct GameKernel<ToTheLastMan>;

// Calls f(GameKernel<P>{}) for the policy P of `variant`.
template <class F>
decltype(auto) withGameKernel(core::Variant variant, F&& f)
{
    return withPolicy(variant, [&](auto policy) -> decltype(auto) { return f(GameKernel<decltype(policy)>{}); });
}

} // namespace draughts::rules::detail
