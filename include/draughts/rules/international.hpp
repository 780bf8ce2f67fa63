#pragma once

#include <draughts/rules/defaults.hpp>

namespace draughts::rules {

// International draughts, seed 003.
struct International : Defaults {
    static constexpr Side firstToMove = Side::Black; // seed 003: Black begins
    static constexpr int drawCounterLimit = 30;      // seed 003: 30 moves without a capture
};

} // namespace draughts::rules
