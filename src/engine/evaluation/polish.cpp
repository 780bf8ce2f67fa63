#include <draughts/engine/evaluation/polish.hpp>

#include "learned_weights.hpp"
#include "men_and_kings_features.hpp"
#include "men_and_kings_terms.hpp"

#include <draughts/rules/polish.hpp>

namespace draughts::engine::evaluation::polish {

DRAUGHTS_MULTIVERSION Score evaluate(const core::Position& position)
{
    static const LearnedWeights* const learned = learnedWeights(core::Variant::Polish);
    if (learned == nullptr)
        return evaluateHandMade(position);
    static const BoardTables& tables = boardTables(core::Variant::Polish);
    WeightSum sum{learned->weights};
    men_and_kings::visitFeatures(position, tables, regions::startMen<rules::Polish>(), sum);
    return forSideToMove(position, sum.total / learned->unitsPerCentipiece);
}

Score evaluateHandMade(const core::Position& position)
{
    static const BoardTables& tables = boardTables(core::Variant::Polish);
    return forSideToMove(position, menAndKingsWhiteView(position, tables, weights, regions::startMen<rules::Polish>()));
}

} // namespace draughts::engine::evaluation::polish
