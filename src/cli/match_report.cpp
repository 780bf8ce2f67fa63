#include "match_report.hpp"

#include "arguments.hpp"
#include "console.hpp"

#include <draughts/pdn/pdn_writer.hpp>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>

namespace draughts::cli {

namespace {

using Milliseconds = std::chrono::duration<double, std::milli>;

std::string fixed(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::string signedFixed(double value, int decimals)
{
    if (std::isinf(value))
        return value > 0 ? "+inf" : "-inf";
    std::string text = fixed(value, decimals);
    if (text.find_first_of("123456789") == std::string::npos)
        text = fixed(0.0, decimals); // not "-0.0" nor "+-0.0"
    return (text.front() == '-' ? "" : "+") + text;
}

std::string countOf(int n, const std::string& noun) { return std::to_string(n) + ' ' + noun + (n == 1 ? "" : "s"); }

std::string wdl(const match::Trinomial& games)
{
    return std::to_string(games.wins) + '-' + std::to_string(games.draws) + '-' + std::to_string(games.losses);
}

// Why the game ended when not by the rules, or empty.
std::string calledBecause(const match::GameReport& report, const std::array<std::string, 2>& names,
                          const match::Adjudication& adjudication)
{
    const match::PlayedGame& played = report.played;
    switch (played.end) {
    case match::GameEnd::MoveCap: return "Draw adjudicated at " + std::to_string(adjudication.maxPlies) + " plies";
    case match::GameEnd::Repetition:
        return "Draw adjudicated: a position occurred " + std::to_string(adjudication.repetitions) + " times";
    case match::GameEnd::PlayerFailed: {
        const bool first = (played.failedSide == core::Side::White) == report.firstIsWhite;
        return names[first ? 0 : 1] + " lost: " + played.failure;
    }
    case match::GameEnd::Rules:
    case match::GameEnd::Abandoned: break;
    }
    return "";
}

} // namespace

std::string formatElo(const match::EloEstimate& estimate)
{
    if (std::isinf(estimate.elo))
        return signedFixed(estimate.elo, 1);
    return signedFixed(estimate.elo, 1) + " ± " + (std::isinf(estimate.error95) ? "inf" : fixed(estimate.error95, 1));
}

std::string gameLine(const match::GameReport& report, const std::array<std::string, 2>& names,
                     const match::Adjudication& adjudication)
{
    const game::Game& game = report.played.game;
    const std::string& white = names[report.firstIsWhite ? 0 : 1];
    const std::string& black = names[report.firstIsWhite ? 1 : 0];
    const std::string called = calledBecause(report, names, adjudication);
    return "game " + std::to_string(report.number + 1) + ": " + white + " (White) - " + black + " (Black) " +
           std::string(pdn::resultToken(game.variant(), game.result())) + ' ' +
           (called.empty() ? game::describe(game.result()) : called) + ", " + std::to_string(game.history().size()) +
           " plies";
}

std::vector<pdn::Tag> gameTags(const match::GameReport& report, const std::array<std::string, 2>& names,
                               const match::Adjudication& adjudication)
{
    std::vector<pdn::Tag> tags{{"Event", "draughts-cli match"},
                               {"Round", std::to_string(report.number + 1)},
                               {"White", names[report.firstIsWhite ? 0 : 1]},
                               {"Black", names[report.firstIsWhite ? 1 : 0]}};
    if (const std::string called = calledBecause(report, names, adjudication); !called.empty())
        tags.push_back({"Termination", called});
    return tags;
}

std::string sprtLine(const match::Pentanomial& pairs, const match::SprtSettings& sprt)
{
    const auto& counts = pairs.counts;
    std::string pentanomial;
    for (int count : counts)
        pentanomial += (pentanomial.empty() ? "" : "-") + std::to_string(count);
    return "sprt: LLR " + fixed(match::sprtLlr(pairs, sprt), 2) + " [" + fixed(sprt.lowerBound(), 2) + ", " +
           fixed(sprt.upperBound(), 2) + "] after " + countOf(pairs.pairs(), "pair") + " (" + pentanomial + "), Elo " +
           formatElo(match::estimateElo(pairs));
}

std::string sprtVerdictLine(const match::Pentanomial& pairs, const match::SprtSettings& sprt,
                            const std::string& firstName)
{
    const double llr = match::sprtLlr(pairs, sprt);
    switch (match::verdictOf(llr, sprt)) {
    case match::SprtVerdict::AcceptH1:
        return "sprt: H1 accepted: " + firstName + " is at least " + fixed(sprt.elo1, 1) + " Elo stronger (LLR " +
               fixed(llr, 2) + " ≥ " + fixed(sprt.upperBound(), 2) + ")";
    case match::SprtVerdict::AcceptH0:
        return "sprt: H0 accepted: " + firstName + " is at most " + fixed(sprt.elo0, 1) + " Elo stronger (LLR " +
               fixed(llr, 2) + " ≤ " + fixed(sprt.lowerBound(), 2) + ")";
    case match::SprtVerdict::Continue: break;
    }
    return "sprt: no verdict (LLR " + fixed(llr, 2) + " within [" + fixed(sprt.lowerBound(), 2) + ", " +
           fixed(sprt.upperBound(), 2) + "])";
}

void printSummary(std::ostream& out, const match::MatchTally& tally, const std::array<match::MoveTimes, 2>& times,
                  const std::array<std::string, 2>& names, const std::array<std::string, 2>& shortNames,
                  const match::MoveLimit& limit)
{
    auto perSecond = [](const match::MoveTimes& t) {
        const double seconds = std::chrono::duration<double>(t.total).count();
        return seconds > 0 ? static_cast<long long>(static_cast<double>(t.nodes) / seconds) : 0LL;
    };
    auto ms = [](match::MoveTimes::Duration d) { return Milliseconds(d).count(); };
    auto timeOf = [&](std::size_t i) {
        const match::MoveTimes& t = times[i];
        std::string text = names[i] + ' ' + fixed(t.moves ? ms(t.total) / t.moves : 0.0, 1) + " ms";
        const auto percent = [&](match::MoveTimes::Duration spent, int moves) {
            return fixed(100.0 * ms(spent) / moves / double(limit.moveTime.count()), 1) + " %";
        };
        if (limit.moveTime.count() > 0 && t.movesWithChoice > 0) {
            text += " (" + percent(t.totalWithChoice, t.movesWithChoice) + " of " +
                    std::to_string(limit.moveTime.count()) + " ms on " + std::to_string(t.movesWithChoice) +
                    " moves with a choice";
            if (t.movesUnfinished > 0)
                text += "; " + percent(t.totalUnfinished, t.movesUnfinished) + " on the " +
                        std::to_string(t.movesUnfinished) + " whose search did not run through all its iterations";
            text += ")";
        }
        return text + ", longest " + fixed(ms(t.longest), 1) + " ms";
    };
    out << "nodes/s: " << names[0] << ' ' << perSecond(times[0]) << ", " << names[1] << ' ' << perSecond(times[1])
        << '\n';
    out << "time per move: " << timeOf(0) << "; " << timeOf(1) << '\n';
    out << "longest move over the time limit: " << names[0] << ' ' << ms(times[0].overshoot) << " ms, " << names[1]
        << ' ' << ms(times[1].overshoot) << " ms\n";
    out << names[0] << " as White: " << wdl(tally.asWhite()) << ", as Black: " << wdl(tally.asBlack()) << '\n';
    const match::Trinomial& games = tally.games();
    if (games.games() > 0)
        out << "score: " << fixed(games.points(), 1) << '/' << games.games() << " = "
            << fixed(100.0 * games.points() / games.games(), 1) << " % for " << names[0] << ", Elo "
            << formatElo(tally.elo()) << " (95 %, from "
            << (tally.pairs().pairs() > 0 ? countOf(tally.pairs().pairs(), "pair") : countOf(games.games(), "game"))
            << ")\n";
    if (tally.splitPairs() > 0) {
        const match::Trinomial& pairs = tally.pairsByLength();
        out << "pairs, a split pair to the shorter win: " << wdl(pairs) << " for " << names[0] << " ("
            << tally.splitPairs() << " of " << countOf(pairs.games(), "pair") << " split), Elo "
            << formatElo(match::estimateElo(pairs)) << " (95 %)\n";
    }
    out << shortNames[0] << '-' << shortNames[1] << ": " << wdl(games) << '\n';
}

} // namespace draughts::cli
