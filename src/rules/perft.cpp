#include <draughts/rules/perft.hpp>

#include "game_kernel.hpp"

namespace draughts::rules {

std::uint64_t perft(core::Variant variant, const core::Position& position, int depth, PerftMode mode)
{
    return detail::withGameKernel(variant, [&](auto game) { return decltype(game)::perft(position, depth, mode); });
}

} // namespace draughts::rules
