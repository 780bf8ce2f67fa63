#include <draughts/engine/evaluation/features.hpp>

#include "men_and_kings_features.hpp"

#include <draughts/rules/international.hpp>
#include <draughts/rules/polish.hpp>

namespace draughts::engine::evaluation {

namespace {

// The sink of a feature visitor that lists the features for the trainer.
struct FeatureList {
    std::vector<ActiveFeature>& out;

    void pattern(std::uint32_t index, int sign) { out.push_back({index, static_cast<float>(sign)}); }
    void dense(std::uint32_t index, int numerator, int divisor)
    {
        if (numerator != 0)
            out.push_back({index, static_cast<float>(numerator) / static_cast<float>(divisor)});
    }
};

std::vector<WeightBlock> menAndKingsBlocks()
{
    namespace mk = men_and_kings;
    std::vector<WeightBlock> blocks{
        {"men (opening)", mk::MenOpening, 1, false},
        {"men (ending)", mk::MenEnding, 1, false},
        {"kings", mk::Kings, 1, false},
        {"first king", mk::FirstKing, 1, false},
        {"men when both have kings", mk::MenWhenBothHaveKings, 1, false},
        {"kings when both have kings", mk::KingsWhenBothHaveKings, 1, false},
        {"men, few against a king", mk::MenFewAgainstKing, 1, false},
        {"kings, few against a king", mk::KingsFewAgainstKing, 1, false},
        {"tempo (opening)", mk::TempoOpening, 1, false},
        {"tempo (ending)", mk::TempoEnding, 1, false},
        {"to move", mk::ToMove, 1, false},
        {"to move (ending)", mk::ToMoveEnding, 1, false},
        {"man steps", mk::ManSteps, 1, false},
        {"one piece threatened", mk::ThreatOne, 1, false},
        {"more pieces threatened", mk::ThreatMore, 1, false},
        {"king reach", mk::KingReach, 1, false},
        {"king on the long diagonal", mk::KingOnLongDiagonal, 1, false},
        {"balance", mk::Balance, 1, false},
        {"runaway by rank", mk::Runaway, 10, false},
    };
    for (int top = 0; top < mk::RegionStarts; ++top)
        for (int w = 0; w < mk::Windows; ++w)
            blocks.push_back({"region rows " + std::to_string(top + 1) + "-" + std::to_string(top + 4) +
                                  " squares " + std::to_string(w + 1) + "-" + std::to_string(w + 2),
                              mk::regionBase(top, w), mk::RegionStates, true});
    return blocks;
}

template <class P, core::Variant V>
void extractMenAndKings(const core::Position& position, std::vector<ActiveFeature>& features)
{
    static const BoardTables& tables = boardTables(V);
    features.clear();
    FeatureList list{features};
    men_and_kings::visitFeatures(position, tables, men_and_kings::startMen<P>(), list);
}

FeatureSet menAndKings(void (*extract)(const core::Position&, std::vector<ActiveFeature>&))
{
    return FeatureSet{"men-and-kings-1", men_and_kings::WeightCount, menAndKingsBlocks(), men_and_kings::MenOpening,
                      extract};
}

} // namespace

const FeatureSet* featureSet(core::Variant variant)
{
    static const FeatureSet international = menAndKings(extractMenAndKings<rules::International, core::Variant::International>);
    static const FeatureSet polish = menAndKings(extractMenAndKings<rules::Polish, core::Variant::Polish>);
    switch (variant) {
    case core::Variant::International:
        return &international;
    case core::Variant::Polish:
        return &polish;
    default:
        return nullptr;
    }
}

} // namespace draughts::engine::evaluation
