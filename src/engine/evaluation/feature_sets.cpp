#include <draughts/engine/evaluation/features.hpp>

#include "corner_features.hpp"
#include "last_man_features.hpp"
#include "men_and_kings_features.hpp"
#include "twenty_vs_ten_features.hpp"

#include <draughts/rules/corner_checkers.hpp>
#include <draughts/rules/international.hpp>
#include <draughts/rules/last_man.hpp>
#include <draughts/rules/polish.hpp>
#include <draughts/rules/twenty_vs_ten.hpp>

#include <utility>
#include <vector>

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

// The counts' blocks (each named), then the regions' of board B.
template <class B>
std::vector<WeightBlock> blocksOf(std::vector<WeightBlock> counts, std::uint32_t patternBase)
{
    const auto regionBlocks = regions::regionBlocks<B>(patternBase);
    counts.insert(counts.end(), regionBlocks.begin(), regionBlocks.end());
    return counts;
}

template <class P, core::Variant V>
void extractMenAndKings(const core::Position& position, std::vector<ActiveFeature>& features)
{
    static const BoardTables& tables = boardTables(V);
    features.clear();
    FeatureList list{features};
    men_and_kings::visitFeatures(position, tables, regions::startMen<P>(), list);
}

FeatureSet menAndKings(void (*extract)(const core::Position&, std::vector<ActiveFeature>&))
{
    namespace mk = men_and_kings;
    return FeatureSet{"men-and-kings-1", mk::WeightCount,
                      blocksOf<rules::Board10>({{"men (opening)", mk::MenOpening, 1, false},
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
                                                {"runaway by rank", mk::Runaway, 10, false}},
                                               mk::PatternBase),
                      mk::MenOpening, extract};
}

void extractCorner(const core::Position& position, std::vector<ActiveFeature>& features)
{
    static const BoardTables& tables = boardTables(core::Variant::CornerCheckers);
    static const CrowningPaths& paths = cornerCrowningPaths();
    features.clear();
    FeatureList list{features};
    corner::visitFeatures(position, tables, paths, regions::startMen<rules::CornerCheckers>(), list);
}

FeatureSet cornerFeatures()
{
    namespace c = corner;
    return FeatureSet{"corner-1", c::WeightCount,
                      blocksOf<rules::Board10>({{"men (opening)", c::MenOpening, 1, false},
                                                {"men (ending)", c::MenEnding, 1, false},
                                                {"kings", c::Kings, 1, false},
                                                {"first king", c::FirstKing, 1, false},
                                                {"men when both have kings", c::MenWhenBothHaveKings, 1, false},
                                                {"kings when both have kings", c::KingsWhenBothHaveKings, 1, false},
                                                {"men, few against a king", c::MenFewAgainstKing, 1, false},
                                                {"kings, few against a king", c::KingsFewAgainstKing, 1, false},
                                                {"corner guard", c::CornerGuard, 1, false},
                                                {"to move", c::ToMove, 1, false},
                                                {"to move (ending)", c::ToMoveEnding, 1, false},
                                                {"man steps", c::ManSteps, 1, false},
                                                {"one piece threatened", c::ThreatOne, 1, false},
                                                {"more pieces threatened", c::ThreatMore, 1, false},
                                                {"king reach", c::KingReach, 1, false},
                                                {"men by steps to crowning", c::Distance, 10, false},
                                                {"free way to crowning by steps", c::FreeWay, 10, false}},
                                               c::PatternBase),
                      c::MenOpening, extractCorner};
}

void extractLastMan(const core::Position& position, std::vector<ActiveFeature>& features)
{
    static const BoardTables& tables = boardTables(core::Variant::ToTheLastMan);
    features.clear();
    FeatureList list{features};
    last_man_features::visitFeatures(position, tables, list);
}

FeatureSet lastManFeatures()
{
    namespace l = last_man_features;
    return FeatureSet{"last-man-1", l::WeightCount,
                      blocksOf<rules::Board8>({{"stones", l::Stones, 1, false},
                                               {"stones in hand", l::HandStones, 1, false},
                                               {"immune stones", l::Immune, 1, false},
                                               {"stones captured twice", l::Twice, 1, false},
                                               {"stones captured once", l::Once, 1, false},
                                               {"tempo", l::Tempo, 1, false},
                                               {"forward steps", l::ForwardSteps, 1, false},
                                               {"only backward", l::OnlyBackward, 1, false},
                                               {"one stone threatened", l::ThreatOne, 1, false},
                                               {"more stones threatened", l::ThreatMore, 1, false},
                                               {"to move", l::ToMove, 1, false},
                                               {"at most 1-6 stones", l::AtMostStones, 6, false}},
                                              l::PatternBase),
                      l::Stones, extractLastMan};
}

void extractTwentyVsTen(const core::Position& position, std::vector<ActiveFeature>& features)
{
    static const BoardTables& tables = boardTables(core::Variant::TwentyVsTen);
    features.clear();
    FeatureList list{features};
    twenty_vs_ten_features::visitFeatures(position, tables, list);
}

// The counts' blocks, then the regions' table for White with few pieces
// (blocksOf() adds the one for many pieces after it).
std::vector<WeightBlock> withFewWhiteRegions(std::vector<WeightBlock> counts)
{
    auto few = regions::regionBlocks<rules::Board10>(twenty_vs_ten_features::FewWhitePatternBase);
    for (WeightBlock& block : few)
        block.name += " (White with few pieces)";
    counts.insert(counts.end(), few.begin(), few.end());
    return counts;
}

FeatureSet twentyVsTenFeatures()
{
    namespace t = twenty_vs_ten_features;
    std::vector<WeightBlock> counts{
        {"White men", t::WhiteMen, 1, false},
        {"White kings", t::WhiteKings, 1, false},
        {"Black men", t::BlackMen, 1, false},
        {"Black kings", t::BlackKings, 1, false},
        {"Black pieces 0-10", t::BlackPieces, 11, false},
        {"Black movers", t::BlackMovers, 1, false},
        {"Black movers 0-2", t::BlackFewMovers, 3, false},
        {"White tempo", t::WhiteTempo, 1, false},
        {"Black tempo", t::BlackTempo, 1, false},
        {"White steps", t::WhiteSteps, 1, false},
        {"White back row", t::WhiteBackRow, 1, false},
        {"Black's first move", t::BlackFirstMove, 1, false},
        {"Black's second move", t::BlackSecondMove, 1, false},
        {"threats by turn", t::Threats, 7, false},
        {"White runaway by rank", t::WhiteRunaway, 10, false},
        {"Black runaway by rank", t::BlackRunaway, 10, false},
        {"White king reach", t::WhiteKingReach, 1, false},
        {"Black king reach", t::BlackKingReach, 1, false},
        {"Black safe movers", t::BlackSafeMovers, 1, false},
        {"Black safe movers 0-2", t::BlackFewSafeMovers, 3, false},
        {"White men with a safe step", t::WhiteSafeSteppers, 1, false},
        {"Black set-ups by turn", t::BlackSetUps, 2, false},
    };
    return FeatureSet{"twenty-vs-ten-2", t::WeightCount,
                      blocksOf<rules::Board10>(withFewWhiteRegions(std::move(counts)), t::PatternBase), t::WhiteMen,
                      extractTwentyVsTen};
}

} // namespace

const FeatureSet* featureSet(core::Variant variant)
{
    static const FeatureSet international =
        menAndKings(extractMenAndKings<rules::International, core::Variant::International>);
    static const FeatureSet polish = menAndKings(extractMenAndKings<rules::Polish, core::Variant::Polish>);
    static const FeatureSet twentyVsTen = twentyVsTenFeatures();
    static const FeatureSet cornerCheckers = cornerFeatures();
    static const FeatureSet lastMan = lastManFeatures();
    switch (variant) {
    case core::Variant::International: return &international;
    case core::Variant::Polish: return &polish;
    case core::Variant::TwentyVsTen: return &twentyVsTen;
    case core::Variant::CornerCheckers: return &cornerCheckers;
    case core::Variant::ToTheLastMan: return &lastMan;
    }
    return nullptr;
}

} // namespace draughts::engine::evaluation
