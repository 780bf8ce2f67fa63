#pragma once

#include <draughts/rules/defaults.hpp>

namespace draughts::rules {

// Polish draughts, seed 004: 15 men a side.
struct Polish : Defaults {
    // rules-spec Polish: a man reaching the last row during a capture is
    // promoted there and its move ends.
    static constexpr bool promoteMidCapture = true;
};

} // namespace draughts::rules
