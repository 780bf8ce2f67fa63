#include <draughts/rules/outcome.hpp>

#include "game_kernel.hpp"

namespace draughts::rules {

Result outcome(core::Variant variant, const core::Position& position, bool canMove)
{
    return detail::withGameKernel(variant, [&](auto game) { return decltype(game)::outcome(position, canMove); });
}

} // namespace draughts::rules
