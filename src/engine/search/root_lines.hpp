#pragma once

// The lines of a search of several (SearchLimits::lines, docs/engine.md,
// "Several lines"): taken from the root moves after an iteration, and led
// by a better move that an unfinished iteration found.

#include "root_move.hpp"

#include <draughts/engine/search.hpp>

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace draughts::engine::detail {

inline SearchLine lineOf(const RootMove& rm, int depth) { return SearchLine{rm.move, rm.score, depth, rm.pv}; }

// The first `count` root moves, which an iteration has left best first.
inline std::vector<SearchLine> linesOf(const std::vector<RootMove>& rootMoves, std::size_t count, int depth)
{
    std::vector<SearchLine> lines;
    for (std::size_t i = 0; i < count && i < rootMoves.size(); ++i)
        lines.push_back(lineOf(rootMoves[i], depth));
    return lines;
}

// `best` in front of the lines, which keep their number: a move that beat
// the last iteration's best before it was stopped leads, and the move's
// older line goes, or else the last one.
inline void leadWith(std::vector<SearchLine>& lines, SearchLine best)
{
    const std::size_t count = lines.size();
    std::erase_if(lines, [&](const SearchLine& line) { return line.move.sameMove(best.move); });
    lines.insert(lines.begin(), std::move(best));
    if (lines.size() > std::max<std::size_t>(count, 1))
        lines.pop_back();
}

// Best first, a line's order among equals kept.
inline void sortLines(std::vector<RootMove>& rootMoves, std::size_t count)
{
    std::stable_sort(rootMoves.begin(), rootMoves.begin() + static_cast<std::ptrdiff_t>(count),
                     [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
}

} // namespace draughts::engine::detail
