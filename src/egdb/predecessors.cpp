#include "predecessors.hpp"

namespace draughts::egdb::detail {

using core::Bitboard;
using core::Position;
using core::Side;
using core::Square;

namespace {

// Every step of the piece now on `to` back to an empty square.
template <class Visit>
void stepsBack(const EgdbGeometry& geometry, const Position& after, Square to, Visit&& visit)
{
    const bool king = core::contains(after.kings, to);
    for (const Ray& ray : geometry.rays(to)) {
        for (int i = 0; i < ray.length; ++i) {
            const Square from = ray.squares[static_cast<std::size_t>(i)];
            if (core::contains(after.occupied(), from))
                break;
            visit(from);
            if (!king)
                break;
        }
    }
}

Position movedBack(const Position& after, Side mover, Square from, Square to)
{
    Position before = after;
    before.pieces(mover) ^= core::bitOf(from) | core::bitOf(to);
    if (core::contains(after.kings, to))
        before.kings ^= core::bitOf(from) | core::bitOf(to);
    before.sideToMove = mover;
    before.barred = core::NoSquare;
    before.quietPlies = 0;
    return before;
}

} // namespace

void forEachStepBack(const EgdbGeometry& geometry, const rules::Facts& facts, const Position& position,
                     const std::function<void(const Position&, const core::Move&)>& visit)
{
    if (facts.blackMovesTwice && position.isSecondHalfOfTurn()) {
        // twenty-vs-ten.md §3.1: the barred piece made the first move.
        const Square to = position.barred;
        stepsBack(geometry, position, to,
                  [&](Square from) { visit(movedBack(position, Side::Black, from, to), core::Move::step(from, to)); });
        return;
    }
    const bool afterDoubleMove = facts.blackMovesTwice && position.sideToMove == Side::White;
    const Side mover = afterDoubleMove ? Side::Black : core::opposite(position.sideToMove);
    const Bitboard movers = position.pieces(mover);
    core::forEachSquare(movers, [&](Square to) {
        stepsBack(geometry, position, to, [&](Square from) {
            Position before = movedBack(position, mover, from, to);
            if (!afterDoubleMove) {
                visit(before, core::Move::step(from, to));
                return;
            }
            // The second move of Black's turn: another piece made the first.
            core::forEachSquare(movers & ~core::bitOf(to), [&](Square barred) {
                before.barred = barred;
                visit(before, core::Move::step(from, to));
            });
        });
    });
}

} // namespace draughts::egdb::detail
