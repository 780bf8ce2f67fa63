#pragma once

#include <QAbstractTableModel>
#include <QString>

#include <vector>

namespace draughts::app {

class GameAnalysis;
class GameController;

// The game in notation, laid out and numbered as its PDN file writes it
// (scoreSheet): one row per number, White's turn then Black's, so a game
// that Black opens starts with "1. … | 6-11 7-12". A cell holds everything
// one side did in its turn: claims ("~27"), a To the Last Man placement
// ("@c1") and in Twenty vs Ten both of Black's moves. A finished game ends
// with a result row, its PDN result token across both sides.
// LastMoveRole marks the cell holding the most recent action, or while the
// game is reviewed the action of the position shown; PlyRole is the number
// of actions up to the end of a cell (what a click on it shows). A move
// judged by the analysis gets its "?" or "??", its colour and, in the
// tooltip, the better move; a game's own marks (PDN "!", "?", $1-$6) show too.
class MoveListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { NumberColumn, WhiteColumn, BlackColumn, ColumnCount };
    enum Role { LastMoveRole = Qt::UserRole + 1, PlyRole };

    explicit MoveListModel(const GameController& controller, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The cell of the action shown, invalid before the first.
    QModelIndex lastMoveIndex() const;
    // The row of the result, -1 while the game goes on.
    int resultRow() const;

    // The analysis whose marks the moves show (not owned; null: none).
    void setAnalysis(const GameAnalysis* analysis);

public slots:
    void refresh();

private:
    struct Cell {
        QString text;
        QString note;      // tooltip: what was missed, or the result in words
        int ply = 0;       // actions up to the end of this cell
        int judgement = 0; // the worst engine::Judgement of its moves
        friend bool operator==(const Cell&, const Cell&) = default;
    };
    struct Row {
        QString number; // "1.", or "" for the result row
        Cell cells[2];
        bool result = false;
        friend bool operator==(const Row&, const Row&) = default;
    };
    std::vector<Row> buildRows(int& currentRow, int& currentColumn) const;

    const GameController& m_controller;
    const GameAnalysis* m_analysis = nullptr;
    std::vector<Row> m_rows;
    int m_lastColumn = -1; // column of the shown action
    int m_lastRow = -1;
    QString m_headers[2];
};

} // namespace draughts::app
