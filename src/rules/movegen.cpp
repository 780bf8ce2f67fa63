#include <draughts/rules/movegen.hpp>

#include "game_kernel.hpp"

namespace draughts::rules {

using namespace core;

void generateMoves(Variant variant, const Position& position, MoveList& moves, MoveSet set)
{
    detail::withGameKernel(variant, [&](auto game) { decltype(game)::generate(position, moves, set); });
}

Position afterMove(Variant variant, const Position& position, const Move& move)
{
    return detail::withGameKernel(variant, [&](auto game) { return decltype(game)::afterMove(position, move); });
}

Bitboard unjumpable(Variant variant, const Position& position)
{
    return detail::withGameKernel(variant, [&](auto game) { return decltype(game)::unjumpable(position); });
}

bool placementDue(Variant variant, const Position& position)
{
    return detail::withGameKernel(variant, [&](auto game) { return decltype(game)::placementDue(position); });
}

bool isIrreversible(Variant variant, const Position& position, const Move& move)
{
    return detail::withGameKernel(variant, [&](auto game) { return decltype(game)::isIrreversible(position, move); });
}

} // namespace draughts::rules
