#include <draughts/engine/evaluation/international.hpp>

#include "men_and_kings_terms.hpp"

namespace draughts::engine::evaluation::international {

Score evaluate(const core::Position& position)
{
    static const BoardTables& tables = boardTables(core::Variant::International);
    return forSideToMove(position, menAndKingsWhiteView(position, tables, weights, 40));
}

} // namespace draughts::engine::evaluation::international
