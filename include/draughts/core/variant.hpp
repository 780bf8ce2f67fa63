#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace draughts::core {

// The five games. The runtime choice of game is made once, at the
// application boundary; everything below dispatches on this to a policy.
enum class Variant { International, Polish, TwentyVsTen, CornerCheckers, ToTheLastMan };

inline constexpr std::array<Variant, 5> allVariants{Variant::International, Variant::Polish, Variant::TwentyVsTen,
                                                    Variant::CornerCheckers, Variant::ToTheLastMan};

// Command-line and file identifier: international, polish, twenty-vs-ten, corner, last-man.
std::string_view variantId(Variant variant);
// English display name: "International", "To the Last Man", ...
std::string_view variantName(Variant variant);
std::optional<Variant> variantFromId(std::string_view id);

} // namespace draughts::core
