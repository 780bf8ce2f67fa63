#pragma once

#include <draughts/rules/international.hpp>

namespace draughts::rules {

// International draughts under the FMJD's rules (international.md §10, which
// names the FMJD article behind each rule), as the engine searches it: the
// moves of International, on which the FMJD text agrees (§10), White begins,
// no 30-move counter; the FMJD's draw rules are kept beside the position
// (rules/fmjd_draws.hpp). Not a game of its own: rules::withPolicy never
// gives it, game::Game plays the FMJD's rules on International's policy.
struct InternationalFmjd : International {
    static constexpr Side firstToMove = Side::White; // international.md §10.1
    static constexpr int drawCounterLimit = 0;       // international.md §10.2: no 30-move counter
    static constexpr bool fmjdDraws = true;          // international.md §10.3 to §10.6
};

} // namespace draughts::rules
