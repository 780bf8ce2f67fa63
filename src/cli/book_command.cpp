#include "book_command.hpp"

#include "output_file.hpp"

#include <draughts/engine/book_builder.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/rules/rule_set.hpp>

#include <chrono>
#include <string>
#include <vector>

namespace draughts::cli {

namespace {

// The start positions of every rule set the game is played under: the same
// moves, but International's original text lets Black begin and the
// FMJD's rules White (international.md §9.4, §10.1).
std::vector<core::Position> startsOf(core::Variant variant)
{
    std::vector<core::Position> starts;
    for (rules::RuleSet ruleSet : {rules::RuleSet::Original, rules::RuleSet::Fmjd})
        if (rules::offersRuleSet(variant, ruleSet))
            starts.push_back(rules::startPosition(variant, ruleSet));
    return starts;
}

// The search limit as the command line gave it, and its words for the header.
std::string readLimit(const Arguments& args, engine::SearchLimits& limits)
{
    const int given = static_cast<int>(args.flag("--depth")) + static_cast<int>(args.flag("--nodes")) +
                      static_cast<int>(args.flag("--movetime"));
    if (given != 1)
        throw UsageError("book needs one of --depth D, --nodes N and --movetime MS");
    if (args.flag("--depth")) {
        limits.depth = args.integer("--depth", 1, engine::MaxDepth);
        return "--depth " + std::to_string(limits.depth);
    }
    if (args.flag("--nodes")) {
        limits.nodes = static_cast<std::uint64_t>(args.integer("--nodes", 1, Arguments::MaxCount));
        return "--nodes " + std::to_string(limits.nodes);
    }
    limits.time = engine::Milliseconds{args.integer("--movetime", 1, Arguments::MaxMilliseconds)};
    return "--movetime " + std::to_string(limits.time.count());
}

} // namespace

int runBook(const Arguments& args, std::ostream& out)
{
    args.allowOnly(
        {"--variant", "--plies", "--margin", "--width", "--depth", "--nodes", "--movetime", "--out", "--threads"});
    const core::Variant variant = args.variant();
    const auto file = args.value("--out");
    if (!file || file->empty())
        throw UsageError("book needs --out FILE");
    engine::BookRecipe recipe;
    recipe.plies = args.flag("--plies") ? args.integer("--plies", 1, 40) : recipe.plies;
    recipe.margin = args.flag("--margin") ? args.integer("--margin", 0, 10000) : recipe.margin;
    recipe.width = args.flag("--width") ? args.integer("--width", 1, 100) : recipe.width;
    const std::string limit = readLimit(args, recipe.limits);
    recipe.threads = searchThreads(args);

    const std::vector<core::Position> starts = startsOf(variant);
    const auto began = std::chrono::steady_clock::now();
    const auto seconds = [&] {
        return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - began).count();
    };
    const engine::OpeningBook book = engine::buildBook(variant, starts, recipe, [&](std::size_t positions, int ply) {
        out << "book: ply " << ply << ", " << positions << " positions, " << seconds() << " s\n" << std::flush;
    });

    std::string startText;
    for (const core::Position& start : starts)
        startText += (startText.empty() ? "" : " and ") + notation::writeFen(variant, start);
    std::size_t moves = 0;
    for (const engine::BookEntry& entry : book.entries())
        moves += entry.moves.size();
    writeFileAtomically(
        *file, book.write({
                   "Opening book of " + std::string(core::variantName(variant)) +
                       " for the engine: docs/engine.md, \"The opening book\".",
                   "Made by: draughts-cli book --variant " + std::string(core::variantId(variant)) + " --plies " +
                       std::to_string(recipe.plies) + " --margin " + std::to_string(recipe.margin) + " --width " +
                       std::to_string(recipe.width) + " " + limit + " --out " + *file,
                   "From " + startText + ", " + std::to_string(recipe.plies) +
                       " plies deep: every move scored by a search of the",
                   "position after it (" + limit + "), the moves within " + std::to_string(recipe.margin) +
                       " centipieces of the best kept, at most " + std::to_string(recipe.width) + " a position.",
                   std::to_string(book.size()) + " positions, " + std::to_string(moves) + " moves.",
                   "A line: a position (FEN), then its moves, best first, each with its score (centipieces, side to "
                   "move's view).",
               }));
    out << "book: " << book.size() << " positions, " << moves << " moves, " << seconds() << " s, written to " << *file
        << '\n';
    return 0;
}

} // namespace draughts::cli
