#include "review/move_list_model.hpp"

#include "controller/game_controller.hpp"
#include "review/game_analysis.hpp"
#include "text/texts.hpp"

#include <draughts/game/score_sheet.hpp>

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>

namespace draughts::app {

namespace {

// The mark a game's own annotations give a move: its strength as written, or
// the first of the move-assessment NAGs $1-$6.
QString ownMark(const game::PlyNotes& notes)
{
    if (!notes.strength.empty())
        return Texts::fromUtf8(notes.strength);
    static const char* const marks[] = {"!", "?", "!!", "??", "!?", "?!"};
    for (int nag : notes.nags)
        if (nag >= 1 && nag <= 6)
            return QLatin1String(marks[nag - 1]);
    return {};
}

} // namespace

MoveListModel::MoveListModel(const GameController& controller, QObject* parent)
    : QAbstractTableModel(parent), m_controller(controller)
{
    connect(&controller, &GameController::stateChanged, this, &MoveListModel::refresh);
    connect(&controller, &GameController::gameStarted, this, &MoveListModel::refresh);
    refresh();
}

void MoveListModel::setAnalysis(const GameAnalysis* analysis)
{
    if (m_analysis)
        disconnect(m_analysis, nullptr, this, nullptr);
    m_analysis = analysis;
    if (m_analysis)
        connect(m_analysis, &GameAnalysis::changed, this, &MoveListModel::refresh);
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

int MoveListModel::resultRow() const
{
    return !m_rows.empty() && m_rows.back().result ? static_cast<int>(m_rows.size()) - 1 : -1;
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    const bool isLast = index == lastMoveIndex();
    if (index.column() == NumberColumn) {
        if (role == Qt::DisplayRole)
            return row.number;
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        if (role == Qt::ForegroundRole)
            return QBrush(QColor(0x8a, 0x7f, 0x72));
        return {};
    }
    const Cell& cell = row.cells[index.column() - WhiteColumn];
    switch (role) {
    case Qt::DisplayRole: return cell.text;
    case Qt::ToolTipRole: return cell.note.isEmpty() ? QVariant() : QVariant(cell.note);
    case Qt::TextAlignmentRole:
        return row.result ? QVariant::fromValue(Qt::AlignHCenter | Qt::AlignVCenter) : QVariant();
    case LastMoveRole: return isLast;
    case PlyRole: return cell.ply;
    case Qt::ForegroundRole:
        if (cell.judgement == static_cast<int>(engine::Judgement::Blunder))
            return QBrush(QColor(0xc0, 0x2b, 0x2b));
        if (cell.judgement == static_cast<int>(engine::Judgement::Mistake))
            return QBrush(QColor(0xa8, 0x5e, 0x00));
        return {};
    case Qt::FontRole:
        if (isLast || row.result) {
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
    const bool shown = role == Qt::DisplayRole || role == Qt::ToolTipRole;
    if (!shown || orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == NumberColumn)
        return role == Qt::DisplayRole ? QStringLiteral("#") : QVariant();
    // The column says the side, which always fits; the player's name, which
    // may not (and which the cards show), is its tip.
    const auto side = section == WhiteColumn ? core::Side::White : core::Side::Black;
    return role == Qt::DisplayRole ? Texts::side(side) : m_headers[section - WhiteColumn];
}

std::vector<MoveListModel::Row> MoveListModel::buildRows(int& currentRow, int& currentColumn) const
{
    const game::Game& game = m_controller.game();
    const auto& history = game.history();
    const std::size_t shown = m_controller.review().shownPly();
    currentRow = -1;
    currentColumn = -1;
    std::vector<Row> rows;
    for (const game::ScoreSheetRow& line : game::scoreSheet(history)) {
        Row row;
        row.number = QStringLiteral("%1.").arg(line.number);
        for (core::Side side : {core::Side::White, core::Side::Black}) {
            const auto s = static_cast<std::size_t>(side);
            Cell& cell = row.cells[s];
            if (!line.has(side)) {
                // A game that Black opens: White's half of the first row is empty, as "1..." says.
                if (side == core::Side::White)
                    cell.text = QStringLiteral("…");
                continue;
            }
            QStringList texts;
            for (std::size_t i = line.first[s]; i < line.end[s]; ++i) {
                const game::HistoryEntry& entry = history[i];
                QString text = Texts::fromUtf8(entry.text);
                const GameAnalysis::Judged* judged = m_analysis ? m_analysis->at(i + 1) : nullptr;
                if (judged && judged->analysis.judgement != engine::Judgement::Good) {
                    const auto judgement = judged->analysis.judgement;
                    const QString better =
                        Texts::moveIn(m_analysis->variant(), judged->played.before, judged->analysis.bestMove);
                    if (!cell.note.isEmpty())
                        cell.note += QLatin1Char('\n');
                    cell.note += Texts::judgement(text, judgement, better);
                    const std::string_view symbol = engine::judgementSymbol(judgement);
                    text += QString::fromLatin1(symbol.data(), static_cast<qsizetype>(symbol.size()));
                    cell.judgement = std::max(cell.judgement, static_cast<int>(judgement));
                } else {
                    text += ownMark(entry.notes);
                }
                // docs/pdn.md, "Results": where the rules drew a game its players went on with.
                if (const auto& passed = game.passedDraw();
                    passed && std::max<std::size_t>(passed->place, 1) == i + 1) {
                    text += QStringLiteral(" ½");
                    if (!cell.note.isEmpty())
                        cell.note += QLatin1Char('\n');
                    cell.note += Texts::passedDraw(game, m_controller.setup());
                }
                texts << text;
                for (const game::Violation& v : entry.committed) {
                    if (!cell.note.isEmpty())
                        cell.note += QLatin1Char('\n');
                    cell.note += Texts::violationNote(entry, v);
                }
                if (i + 1 == shown) {
                    currentRow = static_cast<int>(rows.size());
                    currentColumn = WhiteColumn + static_cast<int>(s);
                }
            }
            cell.text = texts.join(QLatin1Char(' '));
            cell.ply = static_cast<int>(line.end[s]);
        }
        rows.push_back(row);
    }
    if (game.result().isOver()) {
        Row row;
        row.result = true;
        row.cells[0].text = Texts::resultToken(game);
        row.cells[0].note = Texts::result(game.result(), m_controller.setup());
        row.cells[0].ply = row.cells[1].ply = static_cast<int>(history.size());
        rows.push_back(row);
    }
    return rows;
}

void MoveListModel::refresh()
{
    const QString headers[2] = {Texts::player(m_controller.setup(), core::Side::White),
                                Texts::player(m_controller.setup(), core::Side::Black)};
    if (headers[0] != m_headers[0] || headers[1] != m_headers[1]) {
        m_headers[0] = headers[0];
        m_headers[1] = headers[1];
        emit headerDataChanged(Qt::Horizontal, WhiteColumn, BlackColumn);
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
            emit dataChanged(index(row, NumberColumn), index(row, BlackColumn));
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
