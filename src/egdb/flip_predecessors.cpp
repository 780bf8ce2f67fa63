#include "flip_predecessors.hpp"

#include <bit>

namespace draughts::egdb::detail {

using core::Bitboard;
using core::Position;
using core::Side;
using core::Square;

namespace {

class Unmaker {
public:
    Unmaker(const EgdbGeometry& geometry, const rules::Facts& facts, const Position& after,
            const PredecessorFamilyVisit& visit)
        : m_geometry(geometry), m_facts(facts), m_after(after), m_visit(visit),
          m_mover(core::opposite(after.sideToMove)), m_empty(geometry.all() & ~after.occupied())
    {
        // A stone jumps forwards only (last-man.md §5.1), away from its
        // own first row; so a capture is undone towards that row: down the
        // ranks (rays 0 and 1) for the side whose first row is the bottom.
        const Square home = static_cast<Square>(std::countr_zero(facts.homeRowOf(m_mover)));
        m_backRays = geometry.rays(home)[0].length == 0 && geometry.rays(home)[1].length == 0 ? 0 : 2;
    }

    void placements() const;
    void regularMoves() const;

private:
    void movesEndingOn(Position before, Square to) const;
    void capturesEndingOn(Position before, Square to) const;
    void visitFamily(Position& before, Square from) const;

    const EgdbGeometry& m_geometry;
    const rules::Facts& m_facts;
    const Position& m_after;
    const PredecessorFamilyVisit& m_visit;
    Side m_mover;
    Bitboard m_empty;
    std::size_t m_backRays = 0; // the first of the two rays going back for the mover
};

// last-man.md §6.2: the stone placed on the first row was in hand.
void Unmaker::placements() const
{
    const Side side = m_after.sideToMove;
    core::forEachSquare(m_after.pieces(side) & m_facts.homeRowOf(side), [&](Square square) {
        Position before = m_after;
        before.pieces(side) ^= core::bitOf(square);
        before.captureCount[square] = 0;
        ++before.hand[static_cast<std::size_t>(side)];
        before.placedThisTurn = false;
        m_visit(before, square, 0, false);
    });
}

void Unmaker::regularMoves() const
{
    Position base = m_after;
    base.sideToMove = m_mover;
    base.placedThisTurn = false;
    base.quietPlies = 0;
    base.barred = core::NoSquare;
    // A stone that moved starts its count again (§5.4).
    core::forEachSquare(m_after.pieces(m_mover), [&](Square to) {
        if (m_after.captureCountAt(to) != 0)
            return;
        Position before = base;
        before.pieces(m_mover) ^= core::bitOf(to);
        movesEndingOn(before, to);
    });
    // A stone that ended on its far row went to the hand (§6.1).
    if (m_after.hand[static_cast<std::size_t>(m_mover)] == 0)
        return;
    core::forEachSquare(m_facts.homeRowOf(core::opposite(m_mover)) & m_empty, [&](Square to) {
        Position before = base;
        --before.hand[static_cast<std::size_t>(m_mover)];
        movesEndingOn(before, to);
    });
}

// `before` lacks the moving stone, which ended on `to`.
void Unmaker::movesEndingOn(Position before, Square to) const
{
    // A step forwards, or backwards when stuck (§4.1).
    for (const Ray& ray : m_geometry.rays(to)) {
        if (ray.length == 0 || !core::contains(m_empty, ray.squares[0]))
            continue;
        Position stepped = before;
        stepped.pieces(m_mover) |= core::bitOf(ray.squares[0]);
        visitFamily(stepped, ray.squares[0]);
    }
    capturesEndingOn(before, to);
}

// Each jump back from `to` over a stone the mover turned over (now his,
// counted at least once), to an empty square: a capture that started
// there, and the start of every longer one.
void Unmaker::capturesEndingOn(Position before, Square to) const
{
    for (std::size_t d = m_backRays; d < m_backRays + 2; ++d) {
        const Ray& ray = m_geometry.rays(to)[d];
        if (ray.length < 2)
            continue;
        const Square jumped = ray.squares[0];
        const Square from = ray.squares[1];
        if (!core::contains(before.pieces(m_mover), jumped) || before.captureCountAt(jumped) == 0 ||
            !core::contains(m_empty, from))
            continue;
        Position earlier = before;
        earlier.pieces(m_mover) ^= core::bitOf(jumped);
        earlier.pieces(core::opposite(m_mover)) |= core::bitOf(jumped);
        --earlier.captureCount[jumped];
        Position started = earlier;
        started.pieces(m_mover) |= core::bitOf(from);
        visitFamily(started, from);
        capturesEndingOn(earlier, from);
    }
}

// The moving stone may have had any count where it can be jumped, and the
// move began the turn or followed a placement of the mover's: the tables
// number positions after a placement whatever stands on the first row
// (the placed stone may have moved on, or a claim may have taken it in a
// Forfeit game), so both are candidates.
void Unmaker::visitFamily(Position& before, Square from) const
{
    const int most = core::contains(m_geometry.jumpable(), from) ? m_facts.captureLimit : 0;
    before.captureCount[from] = 0;
    before.placedThisTurn = false;
    m_visit(before, from, most, true);
}

} // namespace

void forEachPredecessorFamily(const EgdbGeometry& geometry, const rules::Facts& facts, const Position& position,
                              const PredecessorFamilyVisit& visit)
{
    const Unmaker unmaker(geometry, facts, position, visit);
    if (position.placedThisTurn)
        unmaker.placements();
    else
        unmaker.regularMoves();
}

void forEachPredecessorWithFlips(const EgdbGeometry& geometry, const rules::Facts& facts, const Position& position,
                                 const std::function<void(const Position&)>& visit)
{
    forEachPredecessorFamily(geometry, facts, position,
                             [&](Position& before, Square moved, int mostCount, bool afterPlacementToo) {
                                 for (int count = 0; count <= mostCount; ++count) {
                                     before.captureCount[moved] = static_cast<std::uint8_t>(count);
                                     before.placedThisTurn = false;
                                     visit(before);
                                     if (afterPlacementToo) {
                                         before.placedThisTurn = true;
                                         visit(before);
                                     }
                                 }
                                 before.captureCount[moved] = 0;
                                 before.placedThisTurn = false;
                             });
}

} // namespace draughts::egdb::detail
