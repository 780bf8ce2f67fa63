#pragma once

#include "arguments.hpp"

#include <draughts/match/match_runner.hpp>
#include <draughts/match/openings.hpp>
#include <draughts/match/player.hpp>
#include <draughts/match/sprt.hpp>

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace draughts::cli {

// One side of a match as the command line gave it.
struct MatchSide {
    match::PlayerSpec spec;
    std::string name;      // in game lines and PDN tags: "level 8", "engine2", or --name1/--name2
    std::string shortName; // in the last line's "A-B: W-D-L": "8", "engine2", or the name
};

// Everything `draughts-cli match` was asked (docs/engine.md, "Testing a change").
struct MatchOptions {
    match::MatchSettings settings;
    std::array<MatchSide, 2> sides;
    std::optional<match::SprtSettings> sprt;
    // --by-length: the SPRT counts the pairs by length (docs/engine.md,
    // "Pairs by length") instead of the pairs' points.
    bool sprtByLength = false;
    hub::ClientTimeouts timeouts; // of external engines
    std::optional<std::string> pdnPath;
    std::optional<std::string> openingsPath;
};

// Reads and checks the options of `match`; throws UsageError.
MatchOptions readMatchOptions(const Arguments& args);

// "elo0=0 elo1=5 alpha=0.05 beta=0.05" (any of them, in any order,
// separated by blanks or commas; the others keep these defaults).
match::SprtSettings parseSprt(const std::string& text);

} // namespace draughts::cli
