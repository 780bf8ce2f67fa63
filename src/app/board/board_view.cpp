#include "board/board_view.hpp"

#include "board/board_background.hpp"
#include "board/board_model.hpp"
#include "board/board_roles.hpp"
#include "board/highlight_painter.hpp"
#include "board/move_animator.hpp"
#include "board/piece_painter.hpp"

#include <draughts/core/types.hpp>

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace draughts::app {

namespace {

constexpr int noSquare = core::NoSquare;

int highlightOf(const QModelIndex& index) { return index.data(BoardRole::Highlight).toInt(); }

PieceLook lookOf(const QModelIndex& index)
{
    PieceLook look;
    look.side = index.data(BoardRole::Colour).toInt() == 1 ? core::Side::Black : core::Side::White;
    switch (static_cast<PieceKind>(index.data(BoardRole::Piece).toInt())) {
    case PieceKind::King: look.kind = PieceLook::Kind::King; break;
    case PieceKind::Stone: look.kind = PieceLook::Kind::Stone; break;
    default: look.kind = PieceLook::Kind::Man; break;
    }
    return look;
}

bool hasPiece(const QModelIndex& index)
{
    return static_cast<PieceKind>(index.data(BoardRole::Piece).toInt()) != PieceKind::None;
}

} // namespace

BoardView::BoardView(QWidget* parent) : QAbstractItemView(parent), m_animator(new MoveAnimator(this))
{
    setSelectionMode(NoSelection);
    setEditTriggers(NoEditTriggers);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_Hover);
    viewport()->setAutoFillBackground(false);

    connect(m_animator, &MoveAnimator::frameChanged, viewport(), qOverload<>(&QWidget::update));

    m_pulseTimer.setInterval(40);
    connect(&m_pulseTimer, &QTimer::timeout, viewport(), qOverload<>(&QWidget::update));
    m_clock.start();
}

BoardView::~BoardView() = default;

void BoardView::setModel(QAbstractItemModel* model)
{
    m_board = qobject_cast<BoardModel*>(model);
    Q_ASSERT(m_board || !model);
    QAbstractItemView::setModel(model);
    m_backgroundKey.clear();
    viewport()->update();
}

int BoardView::boardSize() const { return m_board ? m_board->boardSize() : 0; }

// ---- geometry ---------------------------------------------------------------

BoardGeometry BoardView::geometry() const
{
    return BoardGeometry::fit(viewport()->rect(), boardSize(), m_flipped, m_coordinates);
}

QRect BoardView::visualRect(const QModelIndex& index) const
{
    if (!index.isValid() || index.model() != model())
        return {};
    return geometry().cellRect(index.row(), index.column()).toRect();
}

void BoardView::scrollTo(const QModelIndex&, ScrollHint) {}

QModelIndex BoardView::indexAt(const QPoint& point) const
{
    const auto cell = geometry().cellAt(point);
    if (!m_board || !cell)
        return {};
    return m_board->index(cell->first, cell->second);
}

QPointF BoardView::centreOfSquare(core::Square square) const
{
    const QModelIndex index = m_board ? m_board->indexOfSquare(square) : QModelIndex();
    return index.isValid() ? geometry().cellRect(index.row(), index.column()).center() : QPointF();
}

int BoardView::squareAtPoint(const QPoint& point) const
{
    const QModelIndex index = indexAt(point);
    return index.isValid() ? m_board->squareAt(index) : noSquare;
}

QSize BoardView::sizeHint() const { return {680, 680}; }

QSize BoardView::minimumSizeHint() const { return {320, 320}; }

// ---- options ----------------------------------------------------------------

void BoardView::setFlipped(bool flipped)
{
    m_flipped = flipped;
    viewport()->update();
}

void BoardView::setCoordinatesVisible(bool visible)
{
    m_coordinates = visible;
    viewport()->update();
}

void BoardView::setSquareNumbersVisible(bool visible)
{
    m_numbers = visible;
    viewport()->update();
}

void BoardView::setAnimationsEnabled(bool enabled)
{
    m_animationsEnabled = enabled;
    if (!enabled)
        m_animator->finish();
    updatePulse();
}

bool BoardView::isAnimating() const { return m_animator->isRunning(); }

// ---- item view plumbing -----------------------------------------------------

QModelIndex BoardView::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers)
{
    const int n = boardSize();
    if (n == 0)
        return {};
    QModelIndex current = currentIndex();
    if (!current.isValid())
        return m_board->index(n / 2, n / 2);
    int row = current.row();
    int column = current.column();
    const int towards = m_flipped ? -1 : 1; // screen direction in model rows and columns
    switch (cursorAction) {
    case MoveUp: row -= towards; break;
    case MoveDown: row += towards; break;
    case MoveLeft: column -= towards; break;
    case MoveRight: column += towards; break;
    case MoveHome: column = m_flipped ? n - 1 : 0; break;
    case MoveEnd: column = m_flipped ? 0 : n - 1; break;
    default: break;
    }
    return m_board->index(std::clamp(row, 0, n - 1), std::clamp(column, 0, n - 1));
}

void BoardView::setSelection(const QRect& rect, QItemSelectionModel::SelectionFlags flags)
{
    // The game's selection lives in the controller; the item selection only mirrors the cursor.
    if (!selectionModel())
        return;
    const QModelIndex index = indexAt(rect.center());
    if (index.isValid())
        selectionModel()->select(index, flags);
}

QRegion BoardView::visualRegionForSelection(const QItemSelection& selection) const
{
    QRegion region;
    for (const QModelIndex& index : selection.indexes())
        region += visualRect(index);
    return region;
}

void BoardView::dataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight, const QList<int>& roles)
{
    QAbstractItemView::dataChanged(topLeft, bottomRight, roles);
    updatePulse();
    viewport()->update();
}

void BoardView::reset()
{
    QAbstractItemView::reset();
    m_animator->finish();
    m_backgroundKey.clear();
    m_pressed = QPersistentModelIndex();
    m_dragging = false;
    updatePulse();
    viewport()->update();
}

void BoardView::resizeEvent(QResizeEvent* event)
{
    QAbstractItemView::resizeEvent(event);
    m_backgroundKey.clear();
}

// ---- mouse and keyboard -----------------------------------------------------

void BoardView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QAbstractItemView::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    m_keyboardCursor = false;
    m_pressed = indexAt(event->position().toPoint());
    m_pressPoint = event->position().toPoint();
    m_dragging = false;
    if (m_pressed.isValid())
        setCurrentIndex(m_pressed);
    event->accept();
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    const QPoint point = event->position().toPoint();
    const QPersistentModelIndex hovered = indexAt(point);
    if (hovered != m_hovered) {
        m_hovered = hovered;
        viewport()->update();
    }
    if (!(event->buttons() & Qt::LeftButton) || !m_pressed.isValid())
        return;
    if (!m_dragging && (point - m_pressPoint).manhattanLength() >= QApplication::startDragDistance() &&
        hasPiece(m_pressed)) {
        emit dragStarted(m_board->squareAt(m_pressed));
        // Only a piece the controller accepted as selected follows the mouse.
        m_dragging = m_pressed.isValid() && (highlightOf(m_pressed) & Highlight::Selected);
    }
    if (m_dragging) {
        m_dragPoint = point;
        viewport()->update();
    }
    event->accept();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QAbstractItemView::mouseReleaseEvent(event);
        return;
    }
    const QPoint point = event->position().toPoint();
    const QPersistentModelIndex pressed = m_pressed;
    m_pressed = QPersistentModelIndex();
    if (m_dragging) {
        m_dragging = false;
        viewport()->update();
        emit pieceDropped(m_board->squareAt(pressed), squareAtPoint(point));
    } else if (pressed.isValid() && indexAt(point) == pressed) {
        emit squareClicked(m_board->squareAt(pressed));
    }
    event->accept();
}

void BoardView::mouseDoubleClickEvent(QMouseEvent* event)
{
    // A quick second click is a second click, not an edit request.
    mousePressEvent(event);
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (currentIndex().isValid())
            emit squareClicked(m_board->squareAt(currentIndex()));
        event->accept();
        return;
    case Qt::Key_Escape:
        emit cancelRequested();
        event->accept();
        return;
    default:
        m_keyboardCursor = true;
        QAbstractItemView::keyPressEvent(event);
        viewport()->update();
    }
}

void BoardView::leaveEvent(QEvent* event)
{
    m_hovered = QPersistentModelIndex();
    viewport()->update();
    QAbstractItemView::leaveEvent(event);
}

// ---- animation --------------------------------------------------------------

void BoardView::animate(const MoveAnimation& animation)
{
    if (m_animationsEnabled && isVisible())
        m_animator->start(animation);
}

void BoardView::updatePulse()
{
    bool waiting = false;
    const int n = boardSize();
    for (int row = 0; row < n && !waiting; ++row)
        for (int column = 0; column < n && !waiting; ++column)
            waiting = highlightOf(m_board->index(row, column)) & (Highlight::Claimable | Highlight::PlacementTarget);
    if (waiting && m_animationsEnabled && isVisible())
        m_pulseTimer.start();
    else
        m_pulseTimer.stop();
}

// ---- painting ---------------------------------------------------------------

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter painter(viewport());
    painter.fillRect(viewport()->rect(), palette().window());
    if (!m_board || boardSize() == 0)
        return;
    const BoardGeometry g = geometry();
    paintBackground(painter, g);
    painter.setRenderHint(QPainter::Antialiasing);
    // The pulse only moves while animations run, so that still images are reproducible.
    const qreal pulse =
        m_pulseTimer.isActive() ? 0.5 + 0.5 * std::sin(static_cast<qreal>(m_clock.elapsed()) / 260.0) : 0.75;
    const int n = boardSize();
    auto forEachPlayingCell = [&](auto paint) {
        for (int row = 0; row < n; ++row)
            for (int column = 0; column < n; ++column) {
                const QModelIndex index = m_board->index(row, column);
                if (index.data(BoardRole::Playable).toBool()) {
                    painter.save();
                    paint(index, g.cellRect(row, column));
                    painter.restore();
                }
            }
    };
    forEachPlayingCell([&](const QModelIndex& index, const QRectF& cell) {
        HighlightPainter::paintUnderPiece(painter, cell, highlightOf(index), index == m_hovered);
        if (hasPiece(index) && !m_animator->hides(m_board->squareAt(index)))
            PiecePainter::paintPiece(painter, cell, lookOf(index), m_dragging && index == m_pressed ? 0.3 : 1.0);
    });
    for (const auto& route : m_board->routes()) {
        QPolygonF line;
        for (const QModelIndex& index : route)
            line << g.cellRect(index.row(), index.column()).center();
        HighlightPainter::paintRoute(painter, line, g.cell);
    }
    forEachPlayingCell([&](const QModelIndex& index, const QRectF& cell) {
        const bool piece = hasPiece(index);
        HighlightPainter::paintOverPiece(painter, cell, highlightOf(index), piece, pulse);
        if (piece && !m_animator->hides(m_board->squareAt(index)))
            HighlightPainter::paintCaptureCount(painter, cell, index.data(BoardRole::CaptureCount).toInt(), font());
    });
    m_animator->paint(painter, [this](core::Square s) { return centreOfSquare(s); }, g.cell);
    paintDraggedPiece(painter, g);
    paintCursor(painter);
}

void BoardView::paintBackground(QPainter& painter, const BoardGeometry& g)
{
    const qreal ratio = devicePixelRatioF();
    const QString key = QStringLiteral("%1/%2/%3/%4/%5/%6/%7")
                            .arg(viewport()->width())
                            .arg(viewport()->height())
                            .arg(ratio)
                            .arg(m_flipped)
                            .arg(m_coordinates)
                            .arg(m_numbers)
                            .arg(static_cast<int>(m_board->variant()));
    if (key != m_backgroundKey) {
        m_backgroundKey = key;
        m_background = renderBoardBackground(*m_board, g, viewport()->size(), ratio, {m_coordinates, m_numbers}, font());
    }
    painter.drawPixmap(0, 0, m_background);
}

void BoardView::paintDraggedPiece(QPainter& painter, const BoardGeometry& g)
{
    if (!m_dragging || !m_pressed.isValid())
        return;
    const qreal radius = g.cell * PiecePainter::pieceScale / 2;
    painter.save();
    painter.translate(m_dragPoint);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawEllipse(QPointF(g.cell * 0.06, g.cell * 0.1), radius, radius);
    painter.scale(1.08, 1.08);
    PiecePainter::paintPiece(painter, QRectF(-g.cell / 2.0, -g.cell / 2.0, g.cell, g.cell), lookOf(m_pressed));
    painter.restore();
}

void BoardView::paintCursor(QPainter& painter)
{
    if (!m_keyboardCursor || !hasFocus() || !currentIndex().isValid())
        return;
    const QRectF cell = visualRect(currentIndex());
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(120, 190, 255, 230), std::max(2.0, cell.width() * 0.04), Qt::DashLine));
    painter.drawRect(cell.adjusted(2, 2, -2, -2));
}

} // namespace draughts::app
