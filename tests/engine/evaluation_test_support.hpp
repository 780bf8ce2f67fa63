#pragma once

// Helpers for the tests of the learned evaluations: a position's
// colour-swapped twin, random positions, a feature list summed by index.

#include <draughts/core/position.hpp>
#include <draughts/engine/evaluation/features.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/geometry.hpp>
#include <draughts/rules/movegen.hpp>

#include <map>
#include <random>
#include <string>
#include <vector>

namespace draughts::test {

// The board turned half round with the colours swapped and the other side
// to move: square n becomes square count + 1 - n (every rule page's board is
// the same seen from either side).
inline core::Position colourSwappedTwin(core::Variant variant, const core::Position& p)
{
    const rules::Shape shape = rules::shapeOf(variant);
    auto turn = [&](core::Square s) { return shape.fromNumber(shape.squareCount() + 1 - shape.numberOf(s)); };
    auto turnSet = [&](core::Bitboard set) {
        core::Bitboard out = 0;
        core::forEachSquare(set, [&](core::Square s) { out |= core::bitOf(turn(s)); });
        return out;
    };
    core::Position twin = p;
    twin.white = turnSet(p.black);
    twin.black = turnSet(p.white);
    twin.kings = turnSet(p.kings);
    twin.sideToMove = core::opposite(p.sideToMove);
    twin.hand = {p.hand[1], p.hand[0]};
    twin.captureCount = {};
    core::forEachSquare(p.occupied(), [&](core::Square s) {
        if (s < p.captureCount.size() && turn(s) < twin.captureCount.size())
            twin.captureCount[turn(s)] = p.captureCount[s];
    });
    twin.barred = p.barred == core::NoSquare ? core::NoSquare : turn(p.barred);
    return twin;
}

// Positions met along random games of `variant` (every legal move alike).
inline std::vector<core::Position> randomPositions(core::Variant variant, int games, std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    std::vector<core::Position> positions;
    for (int g = 0; g < games; ++g) {
        core::Position p = rules::startPosition(variant);
        for (int ply = 0; ply < 200; ++ply) {
            core::MoveList legal;
            rules::generateMoves(variant, p, legal);
            if (legal.empty())
                break;
            positions.push_back(p);
            p = rules::afterMove(variant, p,
                                 legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)]);
        }
    }
    return positions;
}

// A position's features added up by weight index, zeros left out.
inline std::map<std::uint32_t, double> summedFeatures(const engine::evaluation::FeatureSet& set,
                                                      const core::Position& p)
{
    std::vector<engine::evaluation::ActiveFeature> features;
    set.extract(p, features);
    std::map<std::uint32_t, double> sum;
    for (const auto& f : features)
        sum[f.index] += f.value;
    std::erase_if(sum, [](const auto& entry) { return entry.second == 0; });
    return sum;
}

// The first weight of the block called `name`.
inline std::uint32_t blockStart(const engine::evaluation::FeatureSet& set, const std::string& name)
{
    for (const auto& block : set.blocks)
        if (block.name == name)
            return block.first;
    FAIL("no weight block \"" << name << "\"");
    return 0;
}

} // namespace draughts::test
