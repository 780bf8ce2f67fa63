#include "board/board_model.hpp"

#include "board/highlights.hpp"
#include "controller/game_controller.hpp"
#include "text/texts.hpp"

#include <draughts/rules/facts.hpp>
#include <draughts/rules/geometry.hpp>
#include <draughts/rules/movegen.hpp>

#include <utility>

namespace draughts::app {

using core::Bitboard;
using core::Square;

BoardModel::BoardModel(const GameController& controller, const Highlights& highlights, QObject* parent)
    : QAbstractTableModel(parent), m_controller(controller), m_highlights(highlights)
{
    connect(&controller, &GameController::gameStarted, this, &BoardModel::reset);
    connect(&controller, &GameController::stateChanged, this, &BoardModel::refresh);
    reset();
}

int BoardModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : m_size; }

int BoardModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : m_size; }

const BoardModel::Cell& BoardModel::cellAt(const QModelIndex& index) const
{
    return m_cells[static_cast<std::size_t>(index.row() * m_size + index.column())];
}

QModelIndex BoardModel::indexOfSquare(Square square) const
{
    if (square == core::NoSquare || rules::squareNumber(m_variant, square) == 0)
        return {};
    return index(m_size - 1 - rules::rankOf(m_variant, square), rules::fileOf(m_variant, square));
}

Square BoardModel::squareAt(const QModelIndex& index) const
{
    if (!index.isValid() || index.model() != this)
        return core::NoSquare;
    return cellAt(index).square;
}

QVariant BoardModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Cell& cell = cellAt(index);
    const bool playable = cell.square != core::NoSquare;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole: {
        if (!playable)
            return {};
        QString text = Texts::square(m_variant, cell.square);
        if (cell.piece != PieceKind::None) {
            const bool white = cell.colour == 0;
            const QString piece = cell.piece == PieceKind::King    ? (white ? tr("white king") : tr("black king"))
                                  : cell.piece == PieceKind::Stone ? (white ? tr("white stone") : tr("black stone"))
                                                                   : (white ? tr("white man") : tr("black man"));
            text += QStringLiteral(": ") + piece;
            if (const QString count = Texts::captureCountNote(m_variant, cell.captureCount); !count.isEmpty())
                text += QStringLiteral(", ") + count;
        }
        return text;
    }
    case BoardRole::Square: return playable ? int(cell.square) : -1;
    case BoardRole::Piece: return static_cast<int>(cell.piece);
    case BoardRole::Colour: return cell.colour;
    case BoardRole::King: return cell.piece == PieceKind::King;
    case BoardRole::SquareName:
        return QStringLiteral("%1%2").arg(QChar(u'a' + index.column())).arg(m_size - index.row());
    case BoardRole::SquareNumber: return playable ? rules::squareNumber(m_variant, cell.square) : 0;
    case BoardRole::Notation: return playable ? Texts::square(m_variant, cell.square) : QString();
    case BoardRole::Playable: return playable;
    case BoardRole::Highlight: return cell.highlight;
    case BoardRole::CaptureCount: return cell.captureCount;
    case BoardRole::PromotionSquare: {
        // corner.md §6.1: crowning only on two squares, which players must be able to see.
        const rules::Facts& facts = rules::facts(m_variant);
        return playable && facts.crowningSquaresMarked &&
               core::contains(facts.promotionSquaresOf(core::Side::White) | facts.promotionSquaresOf(core::Side::Black),
                              cell.square);
    }
    default: return {};
    }
}

Qt::ItemFlags BoardModel::flags(const QModelIndex& index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    // Every square is enabled, so that the keyboard cursor can cross the ones pieces never use.
    const Qt::ItemFlags always = Qt::ItemIsEnabled | Qt::ItemNeverHasChildren;
    return cellAt(index).square == core::NoSquare ? always : always | Qt::ItemIsSelectable;
}

QHash<int, QByteArray> BoardModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(BoardRole::Square, "square");
    names.insert(BoardRole::Piece, "piece");
    names.insert(BoardRole::Colour, "colour");
    names.insert(BoardRole::King, "king");
    names.insert(BoardRole::SquareName, "squareName");
    names.insert(BoardRole::SquareNumber, "squareNumber");
    names.insert(BoardRole::Notation, "notation");
    names.insert(BoardRole::Playable, "playable");
    names.insert(BoardRole::Highlight, "highlight");
    names.insert(BoardRole::CaptureCount, "captureCount");
    names.insert(BoardRole::PromotionSquare, "promotionSquare");
    return names;
}

void BoardModel::setHintsVisible(bool visible)
{
    if (m_hintsVisible == visible)
        return;
    m_hintsVisible = visible;
    refresh();
}

void BoardModel::setSuggestion(core::Bitboard squares)
{
    if (m_suggestion == squares)
        return;
    m_suggestion = squares;
    refresh();
}

void BoardModel::setArrow(std::vector<core::Square> squares)
{
    if (m_arrow == squares)
        return;
    m_arrow = std::move(squares);
    // No square's data changes: the view repaints itself on its own signal.
    emit arrowChanged();
}

std::vector<BoardModel::Cell> BoardModel::buildCells() const
{
    const core::Position& p = m_controller.shown().position();
    const rules::Facts& facts = rules::facts(m_variant);

    struct Layer {
        Bitboard squares;
        int flag;
    };
    const Highlights& h = m_highlights;
    std::vector<Layer> layers{
        {h.selected() == core::NoSquare ? 0 : core::bitOf(h.selected()), Highlight::Selected},
        {h.lastTurn(), Highlight::LastMove},
        {h.claimable(), Highlight::Claimable},
        {h.placementTargets(), Highlight::PlacementTarget},
        {m_suggestion, Highlight::Hint},
        {h.barred(), Highlight::Barred},
    };
    if (m_hintsVisible) {
        layers.push_back({h.movable(), Highlight::Movable});
        layers.push_back({h.mustCapture(), Highlight::MustCapture});
        layers.push_back({h.destinations(), Highlight::Destination});
        layers.push_back({h.capturePath(), Highlight::OnCapturePath});
        layers.push_back({h.toBeCaptured(), Highlight::ToBeCaptured});
    }

    std::vector<Cell> cells(static_cast<std::size_t>(m_size * m_size));
    for (int row = 0; row < m_size; ++row)
        for (int column = 0; column < m_size; ++column) {
            Cell& cell = cells[static_cast<std::size_t>(row * m_size + column)];
            cell.square = rules::squareAt(m_variant, column, m_size - 1 - row);
            const Square s = cell.square;
            if (s == core::NoSquare)
                continue;
            if (core::contains(p.occupied(), s)) {
                cell.colour = core::contains(p.black, s) ? 1 : 0;
                cell.piece = facts.flipsCaptured          ? PieceKind::Stone
                             : core::contains(p.kings, s) ? PieceKind::King
                                                          : PieceKind::Man;
                if (facts.captureLimit > 0)
                    cell.captureCount = p.captureCountAt(s);
            }
            for (const Layer& layer : layers)
                if (core::contains(layer.squares, s))
                    cell.highlight |= layer.flag;
        }
    return cells;
}

void BoardModel::refresh()
{
    if (m_controller.shown().variant() != m_variant) {
        reset();
        return;
    }
    const auto cellsOf = [this](const std::vector<rules::Route>& routes) {
        std::vector<std::vector<QModelIndex>> cells;
        for (const rules::Route& route : routes) {
            std::vector<QModelIndex> cellsOfRoute;
            for (Square s : route)
                cellsOfRoute.push_back(indexOfSquare(s));
            cells.push_back(std::move(cellsOfRoute));
        }
        return cells;
    };
    m_routes = m_hintsVisible ? cellsOf(m_highlights.routes()) : std::vector<std::vector<QModelIndex>>{};
    m_lastRoutes = cellsOf(m_highlights.lastTurnRoutes());
    std::vector<Cell> cells = buildCells();
    std::swap(m_cells, cells);
    for (int row = 0; row < m_size; ++row)
        for (int column = 0; column < m_size; ++column) {
            const auto at = static_cast<std::size_t>(row * m_size + column);
            if (!(cells[at] == m_cells[at])) {
                const QModelIndex changed = index(row, column);
                emit dataChanged(changed, changed);
            }
        }
}

void BoardModel::reset()
{
    beginResetModel();
    m_variant = m_controller.shown().variant();
    m_size = rules::boardSize(m_variant);
    m_cells = buildCells();
    endResetModel();
    refresh();
}

} // namespace draughts::app
