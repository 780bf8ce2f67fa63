#include <draughts/rules/movegen.hpp>

#include "dispatch.hpp"
#include "move_generator.hpp"

namespace draughts::rules {

using namespace core;

void generateMoves(Variant variant, const Position& position, MoveList& moves, MoveSet set)
{
    detail::withPolicy(variant, [&](auto policy) { detail::generate<decltype(policy)>(position, moves, set); });
}

Position afterMove(Variant variant, const Position& position, const Move& move)
{
    return detail::withPolicy(variant, [&](auto policy) { return detail::play<decltype(policy)>(position, move); });
}

Bitboard unjumpable(Variant variant, const Position& position)
{
    return detail::withPolicy(variant, [&](auto policy) { return detail::unjumpableOf<decltype(policy)>(position); });
}

} // namespace draughts::rules
