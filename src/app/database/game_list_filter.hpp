#pragma once

#include "database/game_database.hpp"

#include <QSortFilterProxyModel>
#include <QString>

#include <optional>

namespace draughts::app {

class GameListModel;

// The games of a GameListModel that match what the player looks for, in
// the order of the column they sort by. Filters: a player (White or Black
// contains the text), an event (contains the text), a year and a result;
// case and accents do not matter ("novak" finds "Novák"). Sorting compares
// names and events in the language's order, dates as written (PDN's
// YYYY.MM.DD), numbers as numbers; games that compare equal go by their
// number in the file.
class GameListFilter : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit GameListFilter(QObject* parent = nullptr);

    // Must be a GameListModel.
    void setSourceModel(QAbstractItemModel* model) override;

    void setPlayer(const QString& text);
    void setEvent(const QString& text);
    // 0: any year.
    void setYear(int year);
    // Nothing: any result; Outcome::None: games without one ("*").
    void setOutcome(std::optional<Outcome> outcome);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    void refilter();

    const GameListModel* m_games = nullptr;
    QString m_player; // folded
    QString m_event;  // folded
    int m_year = 0;
    std::optional<Outcome> m_outcome;
};

} // namespace draughts::app
