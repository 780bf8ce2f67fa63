#pragma once

// DXP has no draw offer (docs/dxp.md, "Playing over a network"): two
// people offer and answer one in CHAT, in these words, which a person at
// any DXP program can read and our program recognises; once the offer is
// accepted, the side to move ends the game with GAMEEND reason 2 (a draw).

#include <string_view>

namespace draughts::dxp {

inline constexpr std::string_view DrawOfferText = "I offer a draw.";
inline constexpr std::string_view DrawAcceptedText = "I accept the draw.";
inline constexpr std::string_view DrawDeclinedText = "I decline the draw.";

} // namespace draughts::dxp
