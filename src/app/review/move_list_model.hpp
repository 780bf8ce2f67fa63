#pragma once

#include <QAbstractTableModel>
#include <QString>

#include <vector>

namespace draughts::app {

class GameController;

// The game in notation, one row per numbered turn: the number, then the
// side that moves first in this game, then the other side. A cell holds
// everything one side did in its turn: claims ("~27"), a To the Last Man
// placement ("@c1") and in Twenty vs Ten both of Black's moves.
// LastMoveRole marks the cell holding the most recent action, or while the
// game is reviewed the action of the position shown; PlyRole is the number
// of actions up to the end of a cell (what a click on it shows).
class MoveListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { NumberColumn, FirstSideColumn, SecondSideColumn, ColumnCount };
    enum Role { LastMoveRole = Qt::UserRole + 1, PlyRole };

    explicit MoveListModel(const GameController& controller, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The cell of the most recent action, invalid before the first.
    QModelIndex lastMoveIndex() const;

public slots:
    void refresh();

private:
    struct Cell {
        QString text;
        QString note; // tooltip: what was missed
        int ply = 0;  // actions up to the end of this cell
        friend bool operator==(const Cell&, const Cell&) = default;
    };
    struct Row {
        Cell cells[2];
        friend bool operator==(const Row&, const Row&) = default;
    };
    std::vector<Row> buildRows(int& currentRow, int& lastColumn) const;

    const GameController& m_controller;
    std::vector<Row> m_rows;
    int m_lastColumn = -1; // column of the shown action
    int m_lastRow = -1;
    QString m_headers[2];
};

} // namespace draughts::app
