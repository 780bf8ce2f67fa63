#pragma once

// What `draughts-cli match` prints and saves, for every kind of match: a
// line per game, the SPRT's progress, the summary, and the games as PDN.

#include <draughts/match/match_runner.hpp>
#include <draughts/match/sprt.hpp>
#include <draughts/match/tally.hpp>
#include <draughts/pdn/pdn_game.hpp>

#include <array>
#include <ostream>
#include <string>
#include <vector>

namespace draughts::cli {

// "+12.3 ± 25.0"; "-inf" or "+inf" when every game had the same result.
std::string formatElo(const match::EloEstimate& estimate);

// "game 3: level 8 (White) - engine2 (Black) 1-0 White wins: Black cannot
// move, 57 plies"; a called game says why ("Draw: adjudicated at 400
// plies"), a failed player's loss what it did.
std::string gameLine(const match::GameReport& report, const std::array<std::string, 2>& names,
                     const match::Adjudication& adjudication);

// The tags of a game in the match's PDN file (Event, Round, White, Black,
// and Termination when the rules did not end it).
std::vector<pdn::Tag> gameTags(const match::GameReport& report, const std::array<std::string, 2>& names,
                               const match::Adjudication& adjudication);

// "sprt: LLR 1.23 [-2.94, 2.94] after 40 pairs (2-8-15-10-5), Elo +12.3 ± 25.0"
std::string sprtLine(const match::Pentanomial& pairs, const match::SprtSettings& sprt);
// "sprt: H1 accepted: level 8 is at least 5 Elo stronger (LLR 2.96 ≥ 2.94)", or
// the same for H0, or "no verdict" when the games ran out.
std::string sprtVerdictLine(const match::Pentanomial& pairs, const match::SprtSettings& sprt,
                            const std::string& firstName);

// The summary after the games: nodes per second, time per move, the longest
// move over the time limit, results by colour, the score and Elo, and last
// "A-B: W-D-L" (A, B the short names).
void printSummary(std::ostream& out, const match::MatchTally& tally, const std::array<match::MoveTimes, 2>& times,
                  const std::array<std::string, 2>& names, const std::array<std::string, 2>& shortNames,
                  const match::MoveLimit& limit);

} // namespace draughts::cli
