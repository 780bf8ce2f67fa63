#include <draughts/engine/evaluation/international.hpp>

#include "learned_weights.hpp"
#include "men_and_kings_features.hpp"
#include "men_and_kings_terms.hpp"

#include <draughts/rules/international.hpp>

namespace draughts::engine::evaluation::international {

DRAUGHTS_MULTIVERSION Score evaluate(const core::Position& position)
{
    static const LearnedWeights* const learned = learnedWeights(core::Variant::International);
    if (learned == nullptr)
        return evaluateHandMade(position);
    static const BoardTables& tables = boardTables(core::Variant::International);
    WeightSum sum{learned->weights};
    men_and_kings::visitFeatures(position, tables, regions::startMen<rules::International>(), sum);
    return forSideToMove(position, sum.total / learned->unitsPerCentipiece);
}

Score evaluateHandMade(const core::Position& position)
{
    static const BoardTables& tables = boardTables(core::Variant::International);
    return forSideToMove(position, menAndKingsWhiteView(position, tables, weights, regions::startMen<rules::International>()));
}

} // namespace draughts::engine::evaluation::international
