#include "database/game_list_filter.hpp"

#include "database/game_list_model.hpp"

namespace draughts::app {

GameListFilter::GameListFilter(QObject* parent) : QSortFilterProxyModel(parent)
{
    // Rows are compared by what the model computed for sorting, not by
    // their display texts; the list changes only when the file is opened.
    setDynamicSortFilter(false);
}

void GameListFilter::setSourceModel(QAbstractItemModel* model)
{
    m_games = qobject_cast<const GameListModel*>(model);
    Q_ASSERT(m_games || !model);
    QSortFilterProxyModel::setSourceModel(model);
}

void GameListFilter::setPlayer(const QString& text)
{
    const QString folded = GameListModel::folded(text.trimmed());
    if (folded == m_player)
        return;
    m_player = folded;
    refilter();
}

void GameListFilter::setEvent(const QString& text)
{
    const QString folded = GameListModel::folded(text.trimmed());
    if (folded == m_event)
        return;
    m_event = folded;
    refilter();
}

void GameListFilter::setYear(int year)
{
    if (year == m_year)
        return;
    m_year = year;
    refilter();
}

void GameListFilter::setOutcome(std::optional<Outcome> outcome)
{
    if (outcome == m_outcome)
        return;
    m_outcome = outcome;
    refilter();
}

void GameListFilter::refilter() { invalidateFilter(); }

bool GameListFilter::filterAcceptsRow(int row, const QModelIndex&) const
{
    if (!m_games)
        return true;
    if (!m_player.isEmpty() && !m_games->searchText(row, GameListModel::White).contains(m_player) &&
        !m_games->searchText(row, GameListModel::Black).contains(m_player))
        return false;
    if (!m_event.isEmpty() && !m_games->searchText(row, GameListModel::Event).contains(m_event))
        return false;
    if (m_year != 0 && m_games->year(row) != m_year)
        return false;
    return !m_outcome || m_games->outcome(row) == *m_outcome;
}

bool GameListFilter::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    if (!m_games)
        return QSortFilterProxyModel::lessThan(left, right);
    const int a = left.row();
    const int b = right.row();
    const auto column = static_cast<GameListModel::Column>(left.column());
    const GameDatabase& games = m_games->games();
    const auto& ga = games.game(static_cast<std::size_t>(a));
    const auto& gb = games.game(static_cast<std::size_t>(b));
    switch (column) {
    case GameListModel::White:
    case GameListModel::Black:
    case GameListModel::Event:
        if (const int ra = m_games->rank(a, column), rb = m_games->rank(b, column); ra != rb)
            return ra < rb;
        break;
    case GameListModel::Date:
        if (ga.date != gb.date)
            return ga.date < gb.date;
        break;
    case GameListModel::Result:
        if (ga.result != gb.result)
            return ga.result < gb.result;
        break;
    case GameListModel::Moves:
        if (ga.moves != gb.moves)
            return ga.moves < gb.moves;
        break;
    case GameListModel::Number:
    case GameListModel::ColumnCount: break;
    }
    return ga.number < gb.number;
}

} // namespace draughts::app
