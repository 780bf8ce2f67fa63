#pragma once

#include <draughts/rules/defaults.hpp>

namespace draughts::rules {

// Twenty vs Ten, seed 000: 20 White men against 10 Black men that move twice.
struct TwentyVsTen : Defaults {
    static constexpr Side firstToMove = Side::Black;
    // rules-spec Twenty vs Ten: a Black turn is two moves by two different pieces.
    static constexpr bool blackDoubleMove = true;
};

} // namespace draughts::rules
