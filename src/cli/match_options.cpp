#include "match_options.hpp"

#include "openings_file.hpp"

#include <draughts/engine/level.hpp>

#include <charconv>
#include <cmath>
#include <sstream>

namespace draughts::cli {

namespace {

// With --sprt and without --games: the most games before giving up without a verdict.
constexpr int SprtGameLimit = 20000;
// How long beyond the move time an external engine may take before it counts
// as silent: long, since a niced match on a busy machine can wait seconds
// for a core (the window allows 5 s).
constexpr int DefaultGraceMilliseconds = 30000;

int levelFrom(const std::string& text, const std::string& option)
{
    if (text.size() != 1 || text[0] < '1' || text[0] > '8')
        throw UsageError(option + " must be two levels from 1 to 8 separated by a comma, not \"" + text + "\"");
    return text[0] - '0';
}

// "level=N" or the command line of a Hub engine.
MatchSide sideFrom(const std::string& text, int which)
{
    MatchSide side;
    const std::string option = "--engine" + std::to_string(which + 1);
    if (text.rfind("level=", 0) == 0) {
        const std::string level = text.substr(6);
        if (level.size() != 1 || level[0] < '1' || level[0] > '8')
            throw UsageError(option + ": a level is level=1 to level=8, not \"" + text + "\"");
        side.spec.level = level[0] - '0';
    } else if (text.find_first_not_of(" \t") == std::string::npos) {
        throw UsageError(option + " needs level=N or the command that starts a Hub engine");
    } else {
        side.spec.command = text;
    }
    return side;
}

std::array<MatchSide, 2> sidesFrom(const Arguments& args)
{
    std::array<MatchSide, 2> sides;
    if (const auto levels = args.value("--levels")) {
        if (args.flag("--engine1") || args.flag("--engine2"))
            throw UsageError("give either --levels A,B or --engine1 and --engine2, not both");
        const auto comma = levels->find(',');
        if (comma == std::string::npos)
            throw UsageError("--levels must be two levels from 1 to 8 separated by a comma, not \"" + *levels + "\"");
        sides[0].spec.level = levelFrom(levels->substr(0, comma), "--levels");
        sides[1].spec.level = levelFrom(levels->substr(comma + 1), "--levels");
    } else if (args.flag("--engine1") && args.flag("--engine2")) {
        sides[0] = sideFrom(*args.value("--engine1"), 0);
        sides[1] = sideFrom(*args.value("--engine2"), 1);
    } else {
        throw UsageError("match needs --levels A,B (two levels from 1 to 8), or --engine1 and --engine2");
    }
    for (int i = 0; i < 2; ++i) {
        MatchSide& side = sides[static_cast<std::size_t>(i)];
        side.spec.book = !args.flag("--no-book");
        const std::string number = std::to_string(i + 1);
        side.shortName = side.spec.isExternal() ? "engine" + number : std::to_string(side.spec.level);
        side.name = side.spec.isExternal() ? "engine" + number : "level " + side.shortName;
        if (const auto name = args.value("--name" + number)) {
            if (name->empty() || name->find_first_of("\"\n") != std::string::npos)
                throw UsageError("--name" + number + " must be a name without quotes, not \"" + *name + "\"");
            side.name = side.shortName = *name;
        }
    }
    if (sides[0].name == sides[1].name) {
        sides[0].name += " (1)";
        sides[1].name += " (2)";
    }
    return sides;
}

} // namespace

match::SprtSettings parseSprt(const std::string& text)
{
    match::SprtSettings sprt;
    std::string words = text;
    for (char& c : words)
        if (c == ',')
            c = ' ';
    std::istringstream in(words);
    for (std::string word; in >> word;) {
        const auto equals = word.find('=');
        const std::string name = word.substr(0, equals);
        double* target = name == "elo0"    ? &sprt.elo0
                         : name == "elo1"  ? &sprt.elo1
                         : name == "alpha" ? &sprt.alpha
                         : name == "beta"  ? &sprt.beta
                                           : nullptr;
        if (!target || equals == std::string::npos)
            throw UsageError("--sprt takes elo0=E elo1=E alpha=A beta=B, not \"" + word + "\"");
        const char* first = word.data() + equals + 1;
        const char* last = word.data() + word.size();
        const auto [end, problem] = std::from_chars(first, last, *target);
        if (problem != std::errc{} || end != last || !std::isfinite(*target))
            throw UsageError("--sprt: \"" + word + "\" is not a number after " + name + "=");
    }
    if (!(sprt.alpha > 0 && sprt.alpha < 0.5 && sprt.beta > 0 && sprt.beta < 0.5))
        throw UsageError("--sprt: alpha and beta must lie between 0 and 0.5");
    if (!(sprt.elo0 < sprt.elo1) || std::abs(sprt.elo0) > 1000 || std::abs(sprt.elo1) > 1000)
        throw UsageError("--sprt: elo0 must be less than elo1, both within ±1000");
    return sprt;
}

MatchOptions readMatchOptions(const Arguments& args)
{
    MatchOptions options;
    match::MatchSettings& settings = options.settings;
    settings.variant = args.variant();
    settings.ruleSet = args.ruleSet(settings.variant);
    options.sides = sidesFrom(args);
    for (MatchSide& side : options.sides)
        side.spec.threads = searchThreads(args);
    if (const auto sprt = args.value("--sprt"))
        options.sprt = parseSprt(*sprt);
    options.sprtByLength = args.flag("--by-length");
    if (options.sprtByLength && !options.sprt)
        throw UsageError("--by-length is for --sprt: it says how the SPRT counts the pairs");
    if (!args.flag("--games") && !options.sprt)
        throw UsageError("match needs --games N (or --sprt, which stops by itself)");
    settings.games = args.flag("--games") ? args.integer("--games", 1, 1000000) : SprtGameLimit;
    if (args.flag("--movetime") && args.flag("--nodes"))
        throw UsageError("give either --movetime or --nodes, not both");
    if (args.flag("--nodes"))
        settings.limit.nodes = static_cast<std::uint64_t>(args.integer("--nodes", 1, 2'000'000'000));
    else
        settings.limit.moveTime = std::chrono::milliseconds(
            args.flag("--movetime") ? args.integer("--movetime", 1, Arguments::MaxMilliseconds)
                                    : engine::DefaultMoveTime.count());
    settings.concurrency = args.flag("--concurrency") ? args.integer("--concurrency", 1, 64) : 1;
    options.timeouts.moveGrace = std::chrono::milliseconds(
        args.flag("--grace") ? args.integer("--grace", 0, Arguments::MaxMilliseconds) : DefaultGraceMilliseconds);
    if (args.flag("--max-plies"))
        settings.adjudication.maxPlies = static_cast<std::size_t>(args.integer("--max-plies", 1, 100000));
    settings.seed = args.flag("--seed") ? static_cast<std::uint64_t>(args.integer("--seed", 0, 2'000'000'000)) : 1;
    options.openingsPath = args.value("--openings");
    if (options.openingsPath)
        settings.openings = openingsFrom(*options.openingsPath, settings.variant);
    options.pdnPath = args.value("--pdn");
    return options;
}

} // namespace draughts::cli
