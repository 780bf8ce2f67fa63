#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/rules/rule_set.hpp>
#include <draughts/match/match_game.hpp>
#include <draughts/match/openings.hpp>
#include <draughts/match/player.hpp>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace draughts::match {

// A match between two players, "first" and "second": games in pairs, each
// pair from its own opening, the first player White in the pair's first
// game and Black in its second.
struct MatchSettings {
    core::Variant variant = core::Variant::International;
    // The rules every game is played under (rules/rule_set.hpp).
    rules::RuleSet ruleSet = rules::RuleSet::Original;
    int games = 2;
    int concurrency = 1; // games played at the same time, each by its own two players
    MoveLimit limit;
    Adjudication adjudication;
    // Pair p starts from openings[p % size]; none: from a few random plies
    // of the starting position (randomOpening).
    std::vector<Opening> openings;
    std::uint64_t seed = 1;
};

// A finished (or abandoned) game of the match.
struct GameReport {
    int number = 0; // from 0; pair number / 2
    bool firstIsWhite = true;
    PlayedGame played;
    // The first player's points: 1, 1/2 or 0.
    double firstPoints() const;
    int pair() const { return number / 2; }
};

// Makes a player: 0 the first, 1 the second. Called on the runner's
// threads, once for each thread and again after a player failed.
using PlayerMaker = std::function<std::unique_ptr<Player>(int which)>;
// Hears of each finished game, one call at a time (from the runner's
// threads), in the order they finish; false stops the match, abandoning
// the games in progress (they are not reported).
using GameListener = std::function<bool(const GameReport&)>;

// Plays the match. A player that fails during a game loses that game and is
// made anew for the next one; a player that cannot be made ends the match,
// and runMatch rethrows its PlayerFailure once every thread has stopped.
void runMatch(const MatchSettings& settings, const PlayerMaker& makePlayer, const GameListener& onGame);

} // namespace draughts::match
