#pragma once

// When a game between engines is called drawn although the rules have not
// ended it (docs/dxp.md, "The end of a game"): engines may shuffle kings
// for ever where the rules this program plays by know no end.

#include <draughts/game/game.hpp>

#include <cstddef>
#include <string>

namespace draughts::dxp {

struct AdjudicationLimits {
    int repetitions = 3;        // the same position with the same side to move, this often
    int quietPlies = 100;       // moves of both sides without a capture
    std::size_t maxPlies = 400; // moves of both sides in the whole game
};

// Why `game` is to be called drawn ("the same position a third time"), or
// empty while it goes on.
std::string adjudicate(const game::Game& game, const AdjudicationLimits& limits = {});

} // namespace draughts::dxp
