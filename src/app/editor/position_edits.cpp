#include "editor/position_edits.hpp"

#include <draughts/rules/facts.hpp>

namespace draughts::app {

namespace {

using core::Bitboard;
using core::Side;
using core::Square;

Bitboard bitOf(Square square) { return Bitboard{1} << square; }

core::Position without(core::Position p, Square square)
{
    const Bitboard bit = ~bitOf(square);
    p.white &= bit;
    p.black &= bit;
    p.kings &= bit;
    if (square < p.captureCount.size())
        p.captureCount[square] = 0;
    if (p.barred == square)
        p.barred = core::NoSquare;
    return p;
}

} // namespace

PositionEdits::PositionEdits(core::Variant variant, const core::Position& start) : m_variant(variant), m_position(start)
{}

void PositionEdits::apply(Square square, SetupTool tool, int turned)
{
    if (square == core::NoSquare || !(rules::facts(m_variant).squares & bitOf(square)))
        return;
    core::Position next = m_position;
    if (tool == SetupTool::FirstMovePiece) {
        if (!(next.black & bitOf(square)))
            return;
        next.barred = next.barred == square ? core::NoSquare : square;
        next.sideToMove = Side::Black;
        change(next);
        return;
    }
    const bool white = tool == SetupTool::WhiteMan || tool == SetupTool::WhiteKing;
    const bool king = tool == SetupTool::WhiteKing || tool == SetupTool::BlackKing;
    const bool same = tool != SetupTool::Empty && ((white ? next.white : next.black) & bitOf(square)) &&
                      static_cast<bool>(next.kings & bitOf(square)) == king &&
                      (square >= next.captureCount.size() || next.captureCount[square] == turned);
    next = without(next, square);
    if (tool != SetupTool::Empty && !same) {
        next.pieces(white ? Side::White : Side::Black) |= bitOf(square);
        if (king && rules::facts(m_variant).hasKings)
            next.kings |= bitOf(square);
        if (square < next.captureCount.size())
            next.captureCount[square] = static_cast<std::uint8_t>(turned);
    }
    change(next);
}

void PositionEdits::clear(Square square)
{
    if (square != core::NoSquare && (m_position.occupied() & bitOf(square)))
        change(without(m_position, square));
}

void PositionEdits::move(Square from, Square to)
{
    if (from == to || from == core::NoSquare || to == core::NoSquare || !(m_position.occupied() & bitOf(from)) ||
        !(rules::facts(m_variant).squares & bitOf(to)))
        return;
    core::Position next = without(m_position, to);
    const bool white = next.white & bitOf(from);
    const bool king = next.kings & bitOf(from);
    const int count = from < next.captureCount.size() ? next.captureCount[from] : 0;
    next = without(next, from);
    next.pieces(white ? Side::White : Side::Black) |= bitOf(to);
    if (king)
        next.kings |= bitOf(to);
    if (to < next.captureCount.size())
        next.captureCount[to] = static_cast<std::uint8_t>(count);
    change(next);
}

void PositionEdits::set(const core::Position& position)
{
    if (!(position == m_position))
        change(position);
}

void PositionEdits::change(const core::Position& next)
{
    m_undo.push_back(m_position);
    m_redo.clear();
    m_position = next;
}

void PositionEdits::undo()
{
    if (m_undo.empty())
        return;
    m_redo.push_back(m_position);
    m_position = m_undo.back();
    m_undo.pop_back();
}

void PositionEdits::redo()
{
    if (m_redo.empty())
        return;
    m_undo.push_back(m_position);
    m_position = m_redo.back();
    m_redo.pop_back();
}

} // namespace draughts::app
