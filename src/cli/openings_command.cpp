#include "openings_command.hpp"

#include <draughts/match/openings.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/rules/facts.hpp>

#include <stdexcept>

namespace draughts::cli {

int runOpenings(const Arguments& args, std::ostream& out)
{
    args.allowOnly({"--variant", "--count", "--plies", "--depth", "--margin", "--seed", "--fen"});
    const core::Variant variant = args.variant();
    match::OpeningRecipe recipe;
    recipe.count = args.flag("--count") ? args.integer("--count", 1, 100000) : recipe.count;
    recipe.plies = args.flag("--plies") ? args.integer("--plies", 1, 40) : recipe.plies;
    recipe.depth = args.flag("--depth") ? args.integer("--depth", 1, 30) : recipe.depth;
    recipe.margin = args.flag("--margin") ? args.integer("--margin", 0, 10000) : recipe.margin;
    recipe.seed =
        args.flag("--seed") ? static_cast<std::uint64_t>(args.integer("--seed", 0, 2'000'000'000)) : recipe.seed;
    const core::Position start = positionFrom(args, variant);
    recipe.start = start;

    std::vector<match::ScoredOpening> openings;
    try {
        openings = match::generateOpenings(variant, recipe);
    } catch (const std::runtime_error& error) {
        throw UsageError(error.what());
    }
    const std::string startFen = notation::writeFen(variant, start);
    out << "# Openings of " << core::variantName(variant)
        << " for draughts-cli match: docs/engine.md, \"Opening sets\".\n"
        << "# Made by: draughts-cli openings --variant " << core::variantId(variant) << " --count " << recipe.count
        << " --plies " << recipe.plies << " --depth " << recipe.depth << " --margin " << recipe.margin << " --seed "
        << recipe.seed << (args.flag("--fen") ? " --fen " + startFen : std::string()) << '\n'
        << "# " << recipe.plies << " random plies from " << startFen
        << ", kept when quiet, new, and scored by a search to depth " << recipe.depth << " within " << recipe.margin
        << " centipieces of the start's own score.\n";
    for (const match::ScoredOpening& opening : openings)
        out << notation::writeFen(variant, opening.position) << '\n';
    return 0;
}

} // namespace draughts::cli
