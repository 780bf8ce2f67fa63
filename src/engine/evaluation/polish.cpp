#include <draughts/engine/evaluation/polish.hpp>

#include "men_and_kings_terms.hpp"

namespace draughts::engine::evaluation::polish {

Score evaluate(const core::Position& position)
{
    static const BoardTables& tables = boardTables(core::Variant::Polish);
    return forSideToMove(position, menAndKingsWhiteView(position, tables, weights, 30));
}

} // namespace draughts::engine::evaluation::polish
