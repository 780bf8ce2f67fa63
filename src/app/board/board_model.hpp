#pragma once

#include "board/board_roles.hpp"

#include <draughts/core/types.hpp>
#include <draughts/core/variant.hpp>

#include <QAbstractTableModel>

#include <vector>

namespace draughts::app {

class GameController;
class Highlights;

// The board as a table, one cell per square: row 0 is the top rank as White
// sees it, column 0 is file a. Flipping is the view's business. The pieces
// come from the position the controller shows, the marks from Highlights;
// refresh() compares with what it showed before and emits dataChanged only
// for the squares that changed.
class BoardModel : public QAbstractTableModel {
    Q_OBJECT

public:
    BoardModel(const GameController& controller, const Highlights& highlights, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QHash<int, QByteArray> roleNames() const override;

    core::Variant variant() const { return m_variant; }
    int boardSize() const { return m_size; }
    QModelIndex indexOfSquare(core::Square square) const;
    core::Square squareAt(const QModelIndex& index) const;

    // Pieces that may move, must capture, destinations and the capture
    // route; the rules' own signals (claims, placements) always show.
    void setHintsVisible(bool visible);
    bool hintsVisible() const { return m_hintsVisible; }
    // Game > Hint: marks the squares of a suggested move; 0 clears them.
    void setSuggestion(core::Bitboard squares);
    core::Bitboard suggestion() const { return m_suggestion; }

    // Analyse Game: the better move of the marked move shown, drawn as an
    // arrow through its squares (where it starts, every landing, where it
    // ends); empty: none.
    void setArrow(std::vector<core::Square> squares);
    const std::vector<core::Square>& arrow() const { return m_arrow; }

    // The capture routes being entered, as cells, for the view to draw.
    const std::vector<std::vector<QModelIndex>>& routes() const { return m_routes; }
    // The routes of the last turn's captures, as cells.
    const std::vector<std::vector<QModelIndex>>& lastTurnRoutes() const { return m_lastRoutes; }

public slots:
    void refresh();
    void reset();

signals:
    void arrowChanged();

private:
    struct Cell {
        core::Square square = 0xFF;
        PieceKind piece = PieceKind::None;
        int colour = -1;
        int highlight = 0;
        int captureCount = 0;
        friend bool operator==(const Cell&, const Cell&) = default;
    };
    std::vector<Cell> buildCells() const;
    const Cell& cellAt(const QModelIndex& index) const;

    const GameController& m_controller;
    const Highlights& m_highlights;
    core::Variant m_variant = core::allVariants.front();
    int m_size = 0;
    bool m_hintsVisible = true;
    core::Bitboard m_suggestion = 0;
    std::vector<core::Square> m_arrow;
    std::vector<Cell> m_cells;
    std::vector<std::vector<QModelIndex>> m_routes;
    std::vector<std::vector<QModelIndex>> m_lastRoutes;
};

} // namespace draughts::app
