#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>

#include <vector>

namespace draughts::app {

// What a click on the board puts on its square in the position editor.
enum class SetupTool {
    WhiteMan,
    WhiteKing,
    BlackMan,
    BlackKing,
    Empty,
    // Twenty vs Ten: the black piece that made the first of Black's two
    // moves (it may not make the second, twenty-vs-ten.md §4); Black is then
    // to move.
    FirstMovePiece,
};

// The position being set up, with its undo and redo. Every change goes
// through here, so that each can be undone; it checks nothing (the rules'
// checkSetup says what keeps the position from being played).
class PositionEdits {
public:
    PositionEdits(core::Variant variant, const core::Position& start);

    core::Variant variant() const { return m_variant; }
    const core::Position& position() const { return m_position; }

    // A click with `tool`: the piece goes on `square`, or comes off when the
    // same piece is there already. `turned` is how often a To the Last Man
    // stone placed has been turned since it last moved.
    void apply(core::Square square, SetupTool tool, int turned = 0);
    void clear(core::Square square);
    // The piece on `from` to `to` (what stood there goes).
    void move(core::Square from, core::Square to);
    // Any other change: start position, empty board, swapped colours, the
    // side to move, a counter, a hand, a pasted FEN.
    void set(const core::Position& position);

    bool canUndo() const { return !m_undo.empty(); }
    bool canRedo() const { return !m_redo.empty(); }
    void undo();
    void redo();

private:
    void change(const core::Position& next);

    core::Variant m_variant;
    core::Position m_position;
    std::vector<core::Position> m_undo;
    std::vector<core::Position> m_redo;
};

} // namespace draughts::app
