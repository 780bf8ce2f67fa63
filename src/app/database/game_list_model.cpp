#include "database/game_list_model.hpp"

#include "text/texts.hpp"

#include <QCollator>
#include <QCollatorSortKey>
#include <QLocale>

#include <algorithm>
#include <numeric>

namespace draughts::app {

GameListModel::GameListModel(std::shared_ptr<const GameDatabase> games, QObject* parent)
    : QAbstractTableModel(parent), m_games(std::move(games)), m_ranks(ColumnCount), m_searchTexts(ColumnCount)
{}

int GameListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_games->size());
}

int GameListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString GameListModel::text(int row, Column column) const
{
    const pdn::IndexedGame& game = m_games->game(static_cast<std::size_t>(row));
    switch (column) {
    case Number: return QString::number(game.number);
    case White: return Texts::fromUtf8(game.white);
    case Black: return Texts::fromUtf8(game.black);
    case Event: return Texts::fromUtf8(game.event);
    case Date: return Texts::fromUtf8(game.date);
    case Result: return Texts::fromUtf8(game.result);
    case Moves: return QString::number(game.moves);
    case ColumnCount: break;
    }
    return {};
}

QVariant GameListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const auto column = static_cast<Column>(index.column());
    const pdn::IndexedGame& game = m_games->game(static_cast<std::size_t>(index.row()));
    switch (role) {
    case Qt::DisplayRole:
        // Numbers as numbers, so that a view aligns them and a copy keeps them.
        if (column == Number)
            return static_cast<qulonglong>(game.number);
        if (column == Moves)
            return game.moves;
        return text(index.row(), column);
    case Qt::TextAlignmentRole:
        if (column == Number || column == Moves)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case GameNumberRole: return static_cast<qulonglong>(game.number);
    default: return {};
    }
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::InitialSortOrderRole)
        return QVariant::fromValue(Qt::AscendingOrder); // a first click sorts from A, from the fewest moves
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Number: return tr("No.");
    case White: return tr("White");
    case Black: return tr("Black");
    case Event: return tr("Event");
    case Date: return tr("Date");
    case Result: return tr("Result");
    case Moves: return tr("Moves");
    default: return {};
    }
}

int GameListModel::rank(int row, Column column) const
{
    std::vector<int>& ranks = m_ranks[static_cast<std::size_t>(column)];
    if (ranks.empty() && rowCount() > 0) {
        // One sort key per row and one sort by them: far fewer string
        // comparisons than comparing texts every time the proxy asks.
        QCollator collator{QLocale()};
        collator.setCaseSensitivity(Qt::CaseInsensitive);
        collator.setNumericMode(true);
        const int rows = rowCount();
        std::vector<QCollatorSortKey> keys;
        keys.reserve(static_cast<std::size_t>(rows));
        for (int r = 0; r < rows; ++r)
            keys.push_back(collator.sortKey(text(r, column)));
        std::vector<int> order(static_cast<std::size_t>(rows));
        std::iota(order.begin(), order.end(), 0);
        const auto key = [&keys](int r) -> const QCollatorSortKey& { return keys[static_cast<std::size_t>(r)]; };
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return key(a).compare(key(b)) < 0; });
        ranks.assign(static_cast<std::size_t>(rows), 0);
        int current = 0;
        for (std::size_t i = 0; i < order.size(); ++i) {
            if (i > 0 && key(order[i - 1]).compare(key(order[i])) != 0)
                ++current;
            ranks[static_cast<std::size_t>(order[i])] = current;
        }
    }
    return ranks[static_cast<std::size_t>(row)];
}

const QString& GameListModel::searchText(int row, Column column) const
{
    std::vector<QString>& texts = m_searchTexts[static_cast<std::size_t>(column)];
    if (texts.empty()) {
        const int rows = rowCount();
        texts.reserve(static_cast<std::size_t>(rows));
        for (int r = 0; r < rows; ++r)
            texts.push_back(folded(text(r, column)));
    }
    return texts[static_cast<std::size_t>(row)];
}

int GameListModel::year(int row) const
{
    // PDN writes dates as YYYY.MM.DD, with "?" for what is not known.
    const std::string& date = m_games->game(static_cast<std::size_t>(row)).date;
    if (date.size() < 4 || !std::all_of(date.begin(), date.begin() + 4, [](char c) { return c >= '0' && c <= '9'; }))
        return 0;
    return std::stoi(date.substr(0, 4));
}

std::vector<int> GameListModel::years() const
{
    std::vector<int> found;
    for (int row = 0; row < rowCount(); ++row)
        if (const int y = year(row); y != 0)
            found.push_back(y);
    std::sort(found.begin(), found.end(), std::greater<>());
    found.erase(std::unique(found.begin(), found.end()), found.end());
    return found;
}

Outcome GameListModel::outcome(int row) const
{
    return resultOutcome(m_games->game(static_cast<std::size_t>(row)).result);
}

QString GameListModel::folded(const QString& text)
{
    // Decomposed, the accents are marks of their own, and are dropped.
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString plain;
    plain.reserve(decomposed.size());
    for (const QChar c : decomposed)
        if (c.category() != QChar::Mark_NonSpacing)
            plain.append(c);
    return plain.toCaseFolded();
}

} // namespace draughts::app
