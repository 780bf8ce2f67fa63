#include <draughts/engine/evaluation/men_and_kings.hpp>

#include "learned_weights.hpp"
#include "men_and_kings_features.hpp"
#include "men_and_kings_terms.hpp"
#include "region_features.hpp"

#include <draughts/rules/international.hpp>
#include <draughts/rules/polish.hpp>

namespace draughts::engine::evaluation::men_and_kings {

static_assert(international.startMen == regions::startMen<rules::International>());
static_assert(polish.startMen == regions::startMen<rules::Polish>());

template <const Game& game>
DRAUGHTS_MULTIVERSION Score evaluate(const core::Position& position)
{
    static const LearnedWeights* const learned = learnedWeights(game.variant);
    if (learned == nullptr)
        return evaluateHandMade<game>(position);
    static const BoardTables& tables = boardTables(game.variant);
    WeightSum sum{learned->weights};
    visitFeatures(position, tables, game.startMen, sum);
    return forSideToMove(position, sum.total / learned->unitsPerCentipiece);
}

template <const Game& game>
Score evaluateHandMade(const core::Position& position)
{
    static const BoardTables& tables = boardTables(game.variant);
    return forSideToMove(position, menAndKingsWhiteView(position, tables, game.weights, game.startMen));
}

template Score evaluate<international>(const core::Position&);
template Score evaluate<polish>(const core::Position&);
template Score evaluateHandMade<international>(const core::Position&);
template Score evaluateHandMade<polish>(const core::Position&);

} // namespace draughts::engine::evaluation::men_and_kings
