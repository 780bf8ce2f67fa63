#pragma once

// A tactical position: the winning first move, worked out by hand, that the
// engine must find within a node budget (a few times what it needs today,
// so that ordinary tuning does not break the test, while a search that
// misses the idea cannot pass).

#include "engine_test_support.hpp"

namespace draughts::test {

struct Tactic {
    const char* name;
    const char* fen;
    const char* winningMove; // full path
    std::uint64_t nodeBudget;
};

inline void checkTactic(Variant variant, const core::Position& p, const Tactic& tactic)
{
    INFO(core::variantName(variant) << ": " << tactic.name << " - " << notation::writeFen(variant, p));
    const auto result = searchNodes(variant, p, tactic.nodeBudget);
    REQUIRE(result.hasMove);
    INFO("engine's line: " << lineText(variant, result.pv));
    CHECK(text(variant, result.bestMove) == tactic.winningMove);
}

inline void checkTactic(Variant variant, const Tactic& tactic)
{
    checkTactic(variant, position(variant, tactic.fen), tactic);
}

} // namespace draughts::test
