#pragma once

// Every game's policy, and the one run-time dispatch from a Variant to it.
// The application chooses the game at run time; below this, each game's
// code is compiled for its own policy.

#include <draughts/core/variant.hpp>
#include <draughts/rules/corner_checkers.hpp>
#include <draughts/rules/international.hpp>
#include <draughts/rules/last_man.hpp>
#include <draughts/rules/polish.hpp>
#include <draughts/rules/twenty_vs_ten.hpp>

namespace draughts::rules {

// Calls f(Policy{}) with the policy type of `variant` and returns what it returns.
template <class F>
decltype(auto) withPolicy(core::Variant variant, F&& f)
{
    switch (variant) {
    case core::Variant::International: return f(International{});
    case core::Variant::Polish: return f(Polish{});
    case core::Variant::TwentyVsTen: return f(TwentyVsTen{});
    case core::Variant::CornerCheckers: return f(CornerCheckers{});
    case core::Variant::ToTheLastMan: break;
    }
    return f(ToTheLastMan{});
}

} // namespace draughts::rules
