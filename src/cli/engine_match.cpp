#include "engine_match.hpp"

#include "match_options.hpp"
#include "match_report.hpp"
#include "output_file.hpp"

#include <draughts/pdn/pdn_writer.hpp>

#include <iostream>
#include <map>

namespace draughts::cli {

namespace {

std::string limitText(const match::MoveLimit& limit)
{
    return limit.moveTime.count() > 0 ? std::to_string(limit.moveTime.count()) + " ms a move"
                                      : std::to_string(limit.nodes) + " positions a move";
}

void printHeader(std::ostream& out, const MatchOptions& options)
{
    const match::MatchSettings& settings = options.settings;
    out << "match: " << core::variantId(settings.variant) << ", " << (options.sprt ? "at most " : "") << settings.games
        << " games, " << limitText(settings.limit) << ", " << settings.concurrency << " at a time, openings "
        << (options.openingsPath ? *options.openingsPath + " (" + std::to_string(settings.openings.size()) + ")"
                                 : std::string("3 random plies"))
        << '\n';
    for (const MatchSide& side : options.sides)
        if (side.spec.isExternal())
            out << side.name << ": " << side.spec.command << '\n';
    if (options.sprt)
        out << "sprt: elo0 " << options.sprt->elo0 << ", elo1 " << options.sprt->elo1 << ", alpha "
            << options.sprt->alpha << ", beta " << options.sprt->beta
            << (options.sprtByLength ? ", on the pairs by length" : "") << '\n';
    out << std::flush;
}

} // namespace

int runEngineMatch(const Arguments& args, std::ostream& out)
{
    args.allowOnly({"--variant", "--rules",    "--levels", "--engine1",     "--engine2", "--name1",    "--name2",
                    "--games",   "--movetime", "--nodes",  "--concurrency", "--grace",   "--openings", "--max-plies",
                    "--sprt",    "--pdn",      "--seed",   "--threads",     "--no-book", "--by-length"});
    const MatchOptions options = readMatchOptions(args);
    const match::MatchSettings& settings = options.settings;
    const std::array<std::string, 2> names{options.sides[0].name, options.sides[1].name};
    match::MatchTally tally;
    // What the SPRT counts: the pairs' points, or the pairs by length.
    const auto sprtPairs = [&] {
        return options.sprtByLength ? match::pentanomialOf(tally.pairsByLength()) : tally.pairs();
    };
    std::array<match::MoveTimes, 2> times{};
    std::map<int, std::string> pdnGames; // by game number, so that the file keeps the match's order
    // The file is written before the first game, so that a name that cannot
    // be written stops the match before it plays, and again after each game,
    // so that a stopped match keeps what it played.
    const auto writePdnFile = [&] {
        std::string text;
        for (const auto& [number, game] : pdnGames)
            text += game;
        writeFileAtomically(*options.pdnPath, text);
    };
    if (options.pdnPath)
        writePdnFile();
    // The header after the file's first write: a file that cannot be written
    // is then the only thing said.
    printHeader(out, options);
    bool anyFailure = false;
    auto onGame = [&](const match::GameReport& report) {
        out << gameLine(report, names, settings.adjudication) << '\n';
        const bool pairDone = tally.add(report.number, report.firstIsWhite, report.firstPoints(),
                                        static_cast<int>(report.played.game.history().size()));
        for (int side = 0; side < 2; ++side) // side 0 White
            times[(side == 0) == report.firstIsWhite ? 0 : 1].add(report.played.times[static_cast<std::size_t>(side)]);
        anyFailure = anyFailure || report.played.end == match::GameEnd::PlayerFailed;
        if (options.pdnPath) {
            pdnGames[report.number] = pdn::writePdn(report.played.game, gameTags(report, names, settings.adjudication));
            writePdnFile();
        }
        bool goOn = true;
        if (options.sprt && pairDone) {
            out << sprtLine(sprtPairs(), *options.sprt) << '\n';
            goOn = match::verdictOf(match::sprtLlr(sprtPairs(), *options.sprt), *options.sprt) ==
                   match::SprtVerdict::Continue;
        }
        out << std::flush;
        return goOn;
    };
    const match::PlayerMaker makePlayer = [&](int which) {
        return match::makePlayer(options.sides[static_cast<std::size_t>(which)].spec, settings.variant,
                                 options.timeouts);
    };

    int status = 0;
    try {
        match::runMatch(settings, makePlayer, onGame);
    } catch (const match::PlayerFailure& failure) {
        std::cerr << "draughts-cli: the match was stopped: " << failure.what() << '\n';
        status = 1;
    }
    if (options.sprt)
        out << sprtVerdictLine(sprtPairs(), *options.sprt, names[0]) << '\n';
    if (anyFailure) {
        out << "a player failed in at least one game (see the game lines): the match is not to be trusted\n";
        status = 1;
    }
    printSummary(out, tally, times, names, {options.sides[0].shortName, options.sides[1].shortName}, settings.limit);
    return status;
}

} // namespace draughts::cli
