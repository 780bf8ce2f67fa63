#include "review/move_list_model.hpp"

#include "controller/game_controller.hpp"
#include "text/texts.hpp"

#include <draughts/rules/facts.hpp>

#include <QBrush>
#include <QColor>
#include <QFont>

namespace draughts::app {

MoveListModel::MoveListModel(const GameController& controller, QObject* parent)
    : QAbstractTableModel(parent), m_controller(controller)
{
    connect(&controller, &GameController::stateChanged, this, &MoveListModel::refresh);
    connect(&controller, &GameController::gameStarted, this, &MoveListModel::refresh);
    refresh();
}

int MoveListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int MoveListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QModelIndex MoveListModel::lastMoveIndex() const
{
    if (m_rows.empty() || m_lastColumn < 0 || m_lastRow < 0)
        return {};
    return index(m_lastRow, m_lastColumn);
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const bool isLast = index == lastMoveIndex();
    if (index.column() == NumberColumn) {
        if (role == Qt::DisplayRole)
            return QStringLiteral("%1.").arg(index.row() + 1);
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        if (role == Qt::ForegroundRole)
            return QBrush(QColor(0x8a, 0x7f, 0x72));
        return {};
    }
    const Cell& cell = m_rows[static_cast<std::size_t>(index.row())].cells[index.column() - FirstSideColumn];
    switch (role) {
    case Qt::DisplayRole: return cell.text;
    case Qt::ToolTipRole: return cell.note.isEmpty() ? QVariant() : QVariant(cell.note);
    case LastMoveRole: return isLast;
    case PlyRole: return cell.ply;
    case Qt::FontRole:
        if (isLast) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::BackgroundRole: return isLast ? QVariant(QBrush(QColor(0xf3, 0xd9, 0x8b))) : QVariant();
    default: return {};
    }
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == NumberColumn)
        return QStringLiteral("#");
    return m_headers[section - FirstSideColumn];
}

std::vector<MoveListModel::Row> MoveListModel::buildRows(int& currentRow, int& lastColumn) const
{
    const game::Game& game = m_controller.game();
    const std::size_t shown = m_controller.review().shownPly();
    std::size_t done = 0;
    currentRow = -1;
    const core::Side first = rules::facts(game.variant()).firstToMove;
    std::vector<Row> rows;
    lastColumn = -1;
    int previousColumn = -1;
    for (const game::HistoryEntry& entry : game.history()) {
        const int column = entry.side == first ? 0 : 1;
        // A turn ends when the second side has acted and the first acts again;
        // everything one side does in a row (claims, placement, two moves) shares a cell.
        if (rows.empty() || (column == 0 && previousColumn == 1))
            rows.emplace_back();
        if (column == 1 && rows.back().cells[0].text.isEmpty())
            rows.back().cells[0].text = QStringLiteral("…"); // a game set up with the second side to move
        Cell& cell = rows.back().cells[column];
        if (!cell.text.isEmpty())
            cell.text += QLatin1Char(' ');
        cell.text += Texts::fromUtf8(entry.text);
        for (const game::Violation& v : entry.committed) {
            if (!cell.note.isEmpty())
                cell.note += QLatin1Char('\n');
            cell.note += Texts::violationNote(entry, v);
        }
        previousColumn = column;
        cell.ply = static_cast<int>(++done);
        if (done == shown) {
            lastColumn = column + FirstSideColumn;
            currentRow = static_cast<int>(rows.size()) - 1;
        }
    }
    return rows;
}

void MoveListModel::refresh()
{
    const core::Side first = rules::facts(m_controller.game().variant()).firstToMove;
    const QString headers[2] = {Texts::player(m_controller.setup(), first),
                                Texts::player(m_controller.setup(), opposite(first))};
    if (headers[0] != m_headers[0] || headers[1] != m_headers[1]) {
        m_headers[0] = headers[0];
        m_headers[1] = headers[1];
        emit headerDataChanged(Qt::Horizontal, FirstSideColumn, SecondSideColumn);
    }

    int lastColumn = -1;
    int lastRow = -1;
    std::vector<Row> rows = buildRows(lastRow, lastColumn);
    const QModelIndex oldLast = lastMoveIndex();
    const int oldCount = static_cast<int>(m_rows.size());
    const int newCount = static_cast<int>(rows.size());
    if (newCount < oldCount) {
        beginRemoveRows({}, newCount, oldCount - 1);
        m_rows.resize(rows.size());
        endRemoveRows();
    }
    const int common = std::min(oldCount, newCount);
    for (int row = 0; row < common; ++row) {
        auto& mine = m_rows[static_cast<std::size_t>(row)];
        const auto& theirs = rows[static_cast<std::size_t>(row)];
        if (!(mine == theirs)) {
            mine = theirs;
            emit dataChanged(index(row, FirstSideColumn), index(row, SecondSideColumn));
        }
    }
    if (newCount > oldCount) {
        beginInsertRows({}, oldCount, newCount - 1);
        m_rows.insert(m_rows.end(), rows.begin() + oldCount, rows.end());
        endInsertRows();
    }
    m_lastColumn = lastColumn;
    m_lastRow = lastRow;
    const QModelIndex newLast = lastMoveIndex();
    if (oldLast != newLast) {
        if (oldLast.isValid() && oldLast.row() < newCount)
            emit dataChanged(oldLast, oldLast);
        if (newLast.isValid())
            emit dataChanged(newLast, newLast);
    }
}

} // namespace draughts::app
