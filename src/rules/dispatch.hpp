#pragma once

// The one runtime dispatch from a Variant to its compile-time policy.

#include <draughts/core/variant.hpp>
#include <draughts/rules/corner_checkers.hpp>
#include <draughts/rules/international.hpp>
#include <draughts/rules/last_man.hpp>
#include <draughts/rules/polish.hpp>
#include <draughts/rules/twenty_vs_ten.hpp>

namespace draughts::rules::detail {

// Calls f(Policy{}) with the policy type of `variant`.
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

} // namespace draughts::rules::detail
