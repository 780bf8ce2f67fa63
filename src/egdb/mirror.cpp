#include "mirror.hpp"

#include <utility>

namespace draughts::egdb::detail {

core::Position mirrored(const EgdbGeometry& geometry, const core::Position& position, bool counts)
{
    core::Position p = position;
    p.white = geometry.turned(position.black);
    p.black = geometry.turned(position.white);
    p.kings = geometry.turned(position.kings);
    p.sideToMove = core::opposite(position.sideToMove);
    p.barred = position.barred == core::NoSquare ? core::NoSquare : geometry.turned(position.barred);
    std::swap(p.hand[0], p.hand[1]);
    if (!counts)
        return p;
    p.captureCount.fill(0);
    core::forEachSquare(position.occupied(), [&](core::Square square) {
        if (square < p.captureCount.size() && geometry.turned(square) < p.captureCount.size())
            p.captureCount[geometry.turned(square)] = position.captureCount[square];
    });
    return p;
}

} // namespace draughts::egdb::detail
