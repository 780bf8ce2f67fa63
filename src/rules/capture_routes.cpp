#include <draughts/rules/capture_routes.hpp>

#include <draughts/rules/board.hpp>

#include <draughts/rules/policies.hpp>

#include <algorithm>
#include <cstddef>

namespace draughts::rules {

namespace {

using core::Bitboard;
using core::Square;

// Flying kings on an open board can multiply landing choices; no real
// position comes near this, it only bounds the search.
constexpr std::size_t routeLimit = 256;

// Walks the capture tree of one piece restricted to the pieces `move`
// takes: far cheaper than the generator's search, because every jumped
// piece must be one of them.
template <class P>
class RouteFinder {
public:
    using B = typename P::BoardType;

    RouteFinder(const core::Position& position, const core::Move& move)
        : m_move(move), m_us(position.sideToMove), m_king(core::contains(position.kings, move.from)),
          m_occupied(position.occupied() & ~core::bitOf(move.from)) // the mover's square is free once it left
    {}

    std::vector<Route> find()
    {
        search(m_move.from, m_move.captured);
        return std::move(m_found);
    }

private:
    static constexpr bool onBoard(int bit)
    {
        return static_cast<unsigned>(bit) < 64U && core::contains(B::onBoard, static_cast<Square>(bit));
    }
    bool occupied(int bit) const { return core::contains(m_occupied, static_cast<Square>(bit)); }
    bool isForward(int delta) const { return m_us == core::Side::White ? delta < 0 : delta > 0; }
    bool flies() const { return m_king && P::flyingKings; }

    void search(int at, Bitboard remaining)
    {
        if (m_found.size() >= routeLimit)
            return;
        if (remaining == 0) {
            if (at == m_move.to)
                m_found.push_back(m_route);
            return;
        }
        for (int delta : directions<B>) {
            // international.md §5.1 (men jump both ways), last-man.md §5.1 (forwards only).
            if (!m_king && !P::menCaptureBackward && !isForward(delta))
                continue;
            int over = at + delta;
            // international.md §5.2: a king flies over empty squares to the piece it jumps.
            while (flies() && onBoard(over) && !occupied(over))
                over += delta;
            if (!onBoard(over) || !core::contains(remaining, static_cast<Square>(over)))
                continue; // off the board, an empty square for a man, or a piece this move does not take
            const Bitboard left = remaining & ~core::bitOf(static_cast<Square>(over));
            // international.md §5.6: jumped pieces stay on the board until the move ends.
            for (int land = over + delta; onBoard(land) && !occupied(land); land += delta) {
                m_route.push_back(static_cast<Square>(land));
                // polish.md §6.1: a man crowned during a capture stops there.
                const bool crowned = !m_king && P::promoteMidCapture &&
                                     core::contains(P::promotionSquares(m_us), static_cast<Square>(land));
                if (!crowned)
                    search(land, left);
                else if (left == 0 && land == m_move.to)
                    m_found.push_back(m_route);
                m_route.pop_back();
                if (!flies())
                    break;
            }
        }
    }

    const core::Move& m_move;
    core::Side m_us;
    bool m_king;
    Bitboard m_occupied;
    Route m_route;
    std::vector<Route> m_found;
};

} // namespace

Route routeOf(const core::Move& move)
{
    Route route(move.path, move.path + move.pathLength);
    route.push_back(move.to);
    return route;
}

std::vector<Route> routesOf(core::Variant variant, const core::Position& position, const core::Move& move)
{
    std::vector<Route> routes{routeOf(move)};
    if (!move.isCapture())
        return routes;
    const std::vector<Route> found =
        withPolicy(variant, [&](auto policy) { return RouteFinder<decltype(policy)>(position, move).find(); });
    for (const Route& route : found)
        if (std::find(routes.begin(), routes.end(), route) == routes.end())
            routes.push_back(route);
    return routes;
}

} // namespace draughts::rules
