#include <draughts/rules/perft.hpp>

#include "dispatch.hpp"
#include "move_generator.hpp"

namespace draughts::rules {

namespace {

template <class P>
std::uint64_t perftOf(const core::Position& position, int depth, PerftMode mode)
{
    if (depth <= 0)
        return 1;
    core::MoveList moves;
    if (depth == 1 && mode == PerftMode::Bulk)
        return detail::Generator<P>(position, moves, MoveSet::Legal).countLegal();
    detail::generate<P>(position, moves, MoveSet::Legal);
    std::uint64_t leaves = 0;
    for (const core::Move& move : moves)
        leaves += perftOf<P>(detail::play<P>(position, move), depth - 1, mode);
    return leaves;
}

} // namespace

std::uint64_t perft(core::Variant variant, const core::Position& position, int depth, PerftMode mode)
{
    return detail::withPolicy(variant, [&](auto policy) { return perftOf<decltype(policy)>(position, depth, mode); });
}

} // namespace draughts::rules
