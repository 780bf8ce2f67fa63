#pragma once

// Internal to src/pdn: a short capture that two routes with the same start
// and end fit ("28x19" where 28x37x19 and 28x39x19 take different pieces)
// is read by looking ahead (docs/pdn.md, Movetext). The parser reads the
// rest of the game once after each route; this picks the outcome.

#include <draughts/pdn/pdn_reader.hpp>

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace draughts::pdn::detail {

// One ambiguous capture met while reading a game.
struct Fork {
    PdnError ambiguity;              // BadMove, cause AmbiguousMove, at the capture
    std::vector<std::string> routes; // each route with every landing square
};

// The game read to its end after one choice of route at each fork met.
struct Branch {
    PdnEntry entry;
    std::vector<std::pair<std::size_t, std::size_t>> choices; // (fork, route), in the order met
};

// The game after the one sequence of routes that reads to the end. When
// several do, the error is the ambiguity of the first fork where they part.
// When none does, it is the error met after every route if that is the
// same, else the first fork's ambiguity with the error that follows each of
// its routes (PdnError::failedRoutes).
PdnEntry chooseRoute(std::vector<Branch> branches, const std::vector<Fork>& forks);

} // namespace draughts::pdn::detail
