#pragma once

#include "database/game_database.hpp"

#include <QAbstractTableModel>
#include <QString>

#include <memory>
#include <vector>

namespace draughts::app {

// The games of a GameDatabase as a table: one row per game, in the file's
// order, with its number, players, event, date, result as the file writes
// it and moves as players count them. Texts are made for the rows a view
// shows, never for all of them, so a list of 100,000 games costs nothing
// until it is sorted or filtered; what sorting and filtering need is
// computed once per column, when first asked.
class GameListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Number, White, Black, Event, Date, Result, Moves, ColumnCount };
    // The row's game number in the file (from 1), in every column.
    static constexpr int GameNumberRole = Qt::UserRole + 1;

    explicit GameListModel(std::shared_ptr<const GameDatabase> games, QObject* parent = nullptr);

    const GameDatabase& games() const { return *m_games; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // What sorting and filtering compare, by row.
    // Where the row's text in `column` (White, Black, Event) comes in the
    // order of the language's collation: equal texts, equal ranks.
    int rank(int row, Column column) const;
    // The text in `column` (White, Black, Event) without case and accents,
    // for matching a filter made the same way (folded()).
    const QString& searchText(int row, Column column) const;
    // The year of the Date tag ("2024.03.09" is 2024), 0 when it has none.
    int year(int row) const;
    // The years the games were played, from the latest.
    std::vector<int> years() const;
    Outcome outcome(int row) const;

    // `text` without case and accents: "Novák" and "NOVAK" match.
    static QString folded(const QString& text);

private:
    QString text(int row, Column column) const;

    std::shared_ptr<const GameDatabase> m_games;
    mutable std::vector<std::vector<int>> m_ranks;           // per column, once sorted by it
    mutable std::vector<std::vector<QString>> m_searchTexts; // per column, once filtered by it
};

} // namespace draughts::app
