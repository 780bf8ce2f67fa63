#include <draughts/dxp/adjudication.hpp>

#include <algorithm>
#include <tuple>
#include <vector>

namespace draughts::dxp {

namespace {

// The pieces and the side to move: what makes a position "the same" again.
using Placement = std::tuple<core::Bitboard, core::Bitboard, core::Bitboard, core::Side>;

Placement placementOf(const core::Position& position)
{
    return {position.white, position.black, position.kings, position.sideToMove};
}

int mostRepeated(const game::Game& game)
{
    std::vector<Placement> seen;
    for (const game::HistoryEntry& entry : game.history())
        seen.push_back(placementOf(entry.before));
    seen.push_back(placementOf(game.position()));
    std::sort(seen.begin(), seen.end());
    int most = 0;
    for (auto first = seen.begin(); first != seen.end();) {
        const auto last = std::upper_bound(first, seen.end(), *first);
        most = std::max(most, static_cast<int>(last - first));
        first = last;
    }
    return most;
}

std::string ordinal(int n)
{
    switch (n) {
    case 2: return "a second";
    case 3: return "a third";
    default: return "the " + std::to_string(n) + "th";
    }
}

} // namespace

std::string adjudicate(const game::Game& game, const AdjudicationLimits& limits)
{
    if (game.result().isOver())
        return {};
    if (limits.repetitions > 0 && mostRepeated(game) >= limits.repetitions)
        return "the same position with the same player to move came " + ordinal(limits.repetitions) + " time";
    // The position counts plies without a capture whether or not the game's
    // own counter is enforced (game_rules.hpp switches it off).
    if (limits.quietPlies > 0 && game.position().quietPlies >= limits.quietPlies)
        return std::to_string(limits.quietPlies) + " moves of both sides without a capture";
    if (limits.maxPlies > 0 && game.history().size() >= limits.maxPlies)
        return std::to_string(limits.maxPlies) + " moves of both sides played";
    return {};
}

} // namespace draughts::dxp
