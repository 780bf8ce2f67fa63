#pragma once

#include <draughts/rules/defaults.hpp>

namespace draughts::rules {

// Polish draughts (polish.md): 15 men a side, crowned in the middle of a capture.
struct Polish : Defaults {
    // polish.md §6.1: a man reaching the far row during a capture is crowned
    // there and its move ends; §6.2: the maximum rule counts up to there.
    static constexpr bool promoteMidCapture = true;

    // polish.md §2.1: 15 men each on the three nearest rows.
    static constexpr bool startsOn(Side side, int, int rank) { return nearestRows(side, rank, 3, BoardType::size); }
};

} // namespace draughts::rules
