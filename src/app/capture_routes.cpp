#include "capture_routes.hpp"

#include <draughts/rules/geometry.hpp>

#include <algorithm>

namespace draughts::app {

namespace {

using core::Bitboard;
using core::Square;

constexpr int directions[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
// Flying kings on an open board can multiply landing choices; no real
// position comes near this, it only bounds the search.
constexpr std::size_t routeLimit = 256;

// Walks the capture tree restricted to the pieces `move` takes; far cheaper
// than the engine's search because every jumped piece must be one of them.
class RouteFinder {
public:
    RouteFinder(core::Variant variant, const core::Position& position, const core::Move& move)
        : m_variant(variant), m_move(move), m_king(core::contains(position.kings, move.from)),
          m_occupied(position.occupied() & ~core::bitOf(move.from))
    {
    }

    std::vector<Route> find()
    {
        search(m_move.from, m_move.captured);
        return std::move(m_found);
    }

private:
    void search(Square at, Bitboard remaining)
    {
        if (m_found.size() >= routeLimit)
            return;
        if (remaining == 0) {
            if (at == m_move.to)
                m_found.push_back(m_route);
            return;
        }
        const int file = rules::fileOf(m_variant, at);
        const int rank = rules::rankOf(m_variant, at);
        for (const auto& d : directions) {
            int distance = 1;
            Square over = rules::squareAt(m_variant, file + d[0], rank + d[1]);
            // Kings fly over empty squares to the piece they jump; men jump only a neighbour.
            while (m_king && over != core::NoSquare && !core::contains(m_occupied, over)) {
                ++distance;
                over = rules::squareAt(m_variant, file + distance * d[0], rank + distance * d[1]);
            }
            if (over == core::NoSquare || !core::contains(remaining, over))
                continue; // off the board, an empty square for a man, or a piece this move does not take
            for (int beyond = distance + 1;; ++beyond) {
                const Square land = rules::squareAt(m_variant, file + beyond * d[0], rank + beyond * d[1]);
                // Jumped pieces stay on the board until the move ends (Turkish strike).
                if (land == core::NoSquare || core::contains(m_occupied, land))
                    break;
                m_route.push_back(land);
                search(land, remaining & ~core::bitOf(over));
                m_route.pop_back();
                if (!m_king)
                    break;
            }
        }
    }

    core::Variant m_variant;
    const core::Move& m_move;
    bool m_king;
    Bitboard m_occupied;
    Route m_route;
    std::vector<Route> m_found;
};

} // namespace

Route coreRoute(const core::Move& move)
{
    Route route(move.path, move.path + move.pathLength);
    route.push_back(move.to);
    return route;
}

std::vector<Route> routesOf(core::Variant variant, const core::Position& position, const core::Move& move)
{
    std::vector<Route> routes{coreRoute(move)};
    if (!move.isCapture())
        return routes;
    for (Route& route : RouteFinder(variant, position, move).find())
        if (std::find(routes.begin(), routes.end(), route) == routes.end())
            routes.push_back(std::move(route));
    return routes;
}

} // namespace draughts::app
