#include "puzzles_command.hpp"

#include "console.hpp"
#include "output_file.hpp"

#include <draughts/pdn/pdn_reader.hpp>
#include <draughts/puzzle/checker.hpp>
#include <draughts/puzzle/generator.hpp>
#include <draughts/puzzle/overlap.hpp>
#include <draughts/puzzle/puzzle_file.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

namespace draughts::cli {

namespace {

constexpr int MostThreads = 2; // the machines this runs on are shared (docs/puzzles.md)

std::string readFile(const std::string& name)
{
    std::ifstream file(pathFromUtf8(name), std::ios::binary);
    if (!file)
        throw UsageError("cannot open \"" + name + "\"");
    return std::string(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

// The games of `name` that are of `variant`, to mine for puzzles; those
// the rules refuse are counted on `err` and left out.
std::vector<game::GameRecord> gamesToMine(const std::string& name, core::Variant variant, std::ostream& err)
{
    const std::string bytes = readFile(name);
    std::vector<game::GameRecord> games;
    std::size_t refused = 0, otherGames = 0;
    for (pdn::PdnEntry& entry : pdn::readPdn(bytes, variant)) {
        if (auto* game = std::get_if<pdn::PdnGame>(&entry))
            game->variant() == variant ? games.push_back(std::move(game->game)) : void(++otherGames);
        else
            ++refused;
    }
    err << name << ": " << games.size() << (games.size() == 1 ? " game" : " games") << " to mine";
    if (refused > 0 || otherGames > 0)
        err << " (" << refused << " refused by the rules or unreadable, " << otherGames << " of other games left out)";
    err << '\n';
    if (games.empty())
        throw UsageError("\"" + name + "\" has no game of this variant to mine");
    return games;
}

int generate(const Arguments& args, std::ostream& out, std::ostream& err)
{
    args.allowOnly({"--variant", "--rules", "--count", "--out", "--seed", "--threads", "--games", "--from"});
    puzzle::GeneratorOptions options;
    options.variant = args.variant();
    // Puzzles are played by the game's own rules: a puzzle file names no
    // rule set, and an FMJD puzzle would be solved under the original text.
    if (args.ruleSet(options.variant) != rules::RuleSet::Original)
        throw UsageError("puzzles are generated under the original rules only (--rules original)");
    options.count = static_cast<std::size_t>(args.integer("--count", 1, 100000));
    options.threads = args.value("--threads") ? args.integer("--threads", 1, MostThreads) : 1;
    options.seed = args.value("--seed") ? static_cast<std::uint64_t>(args.integer("--seed", 0, 2000000000)) : 1;
    if (args.value("--games"))
        options.maxGames = static_cast<std::size_t>(args.integer("--games", 1, 10000000));
    options.idPrefix = std::string(core::variantId(options.variant));
    // --from FILE.pdn: the positions of real games, not self-play.
    if (const auto from = args.value("--from")) {
        options.sourceGames = gamesToMine(*from, options.variant, err);
        // The file's own name, without its folder: the Origin tag then reads
        // the same wherever the file lies.
        const std::size_t slash = from->find_last_of("/\\");
        options.sourceName = slash == std::string::npos ? *from : from->substr(slash + 1);
    }
    const auto path = args.value("--out");
    if (!path)
        throw UsageError("puzzles generate needs --out FILE");

    // A file already there is continued: its puzzles count and are kept.
    std::vector<puzzle::Puzzle> existing;
    if (std::filesystem::exists(pathFromUtf8(*path)))
        existing = puzzle::readPuzzles(readFile(*path), options.variant).puzzles;

    puzzle::GeneratorCallbacks callbacks;
    callbacks.kept = [&](const std::vector<puzzle::Puzzle>& all) {
        writeFileAtomically(*path, puzzle::writePuzzles(all));
        const puzzle::Puzzle& p = all.back();
        out << p.id << " " << puzzle::goalId(p.goal) << " difficulty " << p.difficulty << " depth " << p.depth << '\n'
            << std::flush;
    };
    callbacks.progress = [&](std::size_t games, std::size_t puzzles) {
        err << "games " << games << ", puzzles " << puzzles << '\n' << std::flush;
    };
    const auto puzzles = puzzle::generatePuzzles(options, std::move(existing), callbacks);
    writeFileAtomically(*path, puzzle::writePuzzles(puzzles));
    out << puzzles.size() << (puzzles.size() == 1 ? " puzzle" : " puzzles") << " in " << *path << '\n';
    return puzzles.size() >= options.count ? 0 : 1;
}

// What check and prune read from their command line.
struct CheckOptions {
    std::optional<core::Variant> variant;
    puzzle::ProofLimits limits;
    int margin = 0;
};

CheckOptions checkOptions(const Arguments& args, const char* command)
{
    args.allowOnly({"--variant", "--nodes", "--margin"}, true);
    if (args.positional().empty())
        throw UsageError(std::string("puzzles ") + command + " needs a PDN file");
    CheckOptions options;
    if (args.value("--variant"))
        options.variant = args.variant();
    options.limits.nodes =
        args.value("--nodes") ? static_cast<std::uint64_t>(args.integer("--nodes", 1000, 2000000000)) : 50'000'000;
    // --margin N: no other first move may force the goal within N plies past
    // the stated depth either (the generator's rule with N = 4).
    options.margin = args.value("--margin") ? static_cast<int>(args.integer("--margin", 0, 20)) : 0;
    return options;
}

int check(const Arguments& args, std::ostream& out)
{
    const auto [variant, limits, margin] = checkOptions(args, "check");
    const puzzle::PuzzleCollection collection = puzzle::readPuzzles(readFile(args.positional()), variant);
    std::size_t failed = 0;
    for (const puzzle::PuzzleError& error : collection.errors)
        out << "error " << error.describe() << '\n';
    for (const puzzle::Puzzle& p : collection.puzzles) {
        const puzzle::CheckResult result = puzzle::checkPuzzle(p, limits, margin);
        if (!result.ok())
            ++failed;
        out << "game " << p.game << " (" << (p.id.empty() ? "no id" : p.id) << ", line " << p.line
            << "): " << puzzle::describe(p, result) << '\n';
    }
    out << collection.puzzles.size() << (collection.puzzles.size() == 1 ? " puzzle" : " puzzles")
        << " checked: " << collection.puzzles.size() - failed << " ok, " << failed << " failed, "
        << collection.errors.size() << " not readable\n";
    return failed == 0 && collection.errors.empty() && !collection.puzzles.empty() ? 0 : 1;
}

// Rewrites a collection without the puzzles that fail the check (with
// --margin N as `check` counts it) or repeat an earlier one (overlaps()),
// saying which and why; the others keep their ids.
int prune(const Arguments& args, std::ostream& out)
{
    const auto [variant, limits, margin] = checkOptions(args, "prune");
    const std::string& path = args.positional();
    puzzle::PuzzleCollection collection = puzzle::readPuzzles(readFile(path), variant);
    if (!collection.errors.empty()) {
        for (const puzzle::PuzzleError& error : collection.errors)
            out << "error " << error.describe() << '\n';
        throw UsageError("\"" + path + "\" has puzzles that cannot be read: nothing was changed");
    }
    if (collection.puzzles.empty())
        throw UsageError("\"" + path + "\" has no puzzles: nothing was changed");
    std::vector<puzzle::Puzzle> sound;
    for (puzzle::Puzzle& p : collection.puzzles) {
        const puzzle::CheckResult result = puzzle::checkPuzzle(p, limits, margin);
        if (result.ok())
            sound.push_back(std::move(p));
        else
            out << "dropped " << p.id << ": " << puzzle::describe(p, result) << '\n';
    }
    const auto repeated = puzzle::overlaps(sound);
    for (auto it = repeated.rbegin(); it != repeated.rend(); ++it) {
        const auto& [index, overlap] = *it;
        out << "dropped " << sound[index].id << ": " << puzzle::overlapText(overlap.kind) << ' '
            << sound[overlap.other].id << '\n';
        sound.erase(sound.begin() + static_cast<std::ptrdiff_t>(index));
    }
    writeFileAtomically(path, puzzle::writePuzzles(sound));
    out << sound.size() << " of " << collection.puzzles.size() << " puzzles kept in " << path << '\n';
    return 0;
}

} // namespace

int runPuzzles(const Arguments& args, std::ostream& out, std::ostream& err)
{
    if (args.command() == "generate")
        return generate(args, out, err);
    if (args.command() == "check")
        return check(args, out);
    if (args.command() == "prune")
        return prune(args, out);
    throw UsageError(args.command().empty()
                         ? "puzzles needs a command: generate, check or prune"
                         : "unknown puzzles command \"" + args.command() + "\" (expected generate, check or prune)");
}

} // namespace draughts::cli
