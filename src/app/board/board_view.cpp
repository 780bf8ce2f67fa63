#include "board/board_view.hpp"

#include "board/board_background.hpp"
#include "board/board_model.hpp"
#include "board/board_roles.hpp"
#include "board/board_theme.hpp"
#include "board/highlight_painter.hpp"
#include "board/move_animator.hpp"
#include "board/piece_painter.hpp"

#include <draughts/core/types.hpp>

#include <QApplication>
#include <QFocusEvent>
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

BoardView::BoardView(QWidget* parent)
    : QAbstractItemView(parent), m_theme(&BoardTheme::byId(BoardTheme::standardId())),
      m_animator(new MoveAnimator(this))
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
    connect(m_animator, &MoveAnimator::stopped, this, &BoardView::animationFinished);

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
    if (m_board)
        connect(m_board, &BoardModel::arrowChanged, viewport(), qOverload<>(&QWidget::update), Qt::UniqueConnection);
    m_backgroundKey.clear();
    viewport()->update();
}

int BoardView::boardSize() const { return m_board ? m_board->boardSize() : 0; }

// ---- geometry ---------------------------------------------------------------

BoardGeometry BoardView::geometry() const
{
    return BoardGeometry::fit(viewport()->rect(), boardSize(), m_flipped, squareLabels().coordinates);
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

QSize BoardView::minimumSizeHint() const { return {200, 200}; }

// ---- options ----------------------------------------------------------------

void BoardView::setFlipped(bool flipped)
{
    m_flipped = flipped;
    viewport()->update();
}

void BoardView::setTheme(const QString& id)
{
    m_theme = &BoardTheme::byId(id);
    viewport()->update();
}

QString BoardView::themeId() const { return m_theme->id(); }

void BoardView::setSquareNamesVisible(bool visible)
{
    m_namesShown = visible;
    viewport()->update();
}

void BoardView::setEdgeCoordinatesOnNumberedBoards(bool visible)
{
    m_edgesToo = visible;
    viewport()->update();
}

SquareLabels BoardView::squareLabels() const
{
    return m_board ? squareLabelsFor(m_board->variant(), m_namesShown, m_edgesToo) : SquareLabels{};
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

bool BoardView::isPlayable(int row, int column) const
{
    const int n = boardSize();
    return row >= 0 && row < n && column >= 0 && column < n &&
           m_board->index(row, column).data(BoardRole::Playable).toBool();
}

// The frame visits only the playing squares: Left and Right step over the
// unplayed square between two of a row, Up and Down make one diagonal
// step, to the side of the column the walk keeps to (so that Up, Up, Up
// goes straight up the board in a zigzag).
QModelIndex BoardView::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers)
{
    const int n = boardSize();
    if (n == 0)
        return {};
    QModelIndex current = currentIndex();
    if (!current.isValid())
        return m_board->index(n / 2, n / 2);
    const int row = current.row();
    const int column = current.column();
    const int towards = m_flipped ? -1 : 1; // screen direction in model rows and columns
    if (std::abs(column - m_cursorColumn) > 1)
        m_cursorColumn = column;
    auto along = [&](int step) { // the next playing square of the row, `step` columns a time
        for (int c = column + step; c >= 0 && c < n; c += step)
            if (isPlayable(row, c))
                return c;
        return column;
    };
    auto rowEnd = [&](int step) { // the last playing square of the row that way
        int last = column;
        for (int c = column + step; c >= 0 && c < n; c += step)
            if (isPlayable(row, c))
                last = c;
        return last;
    };
    int toRow = row;
    int toColumn = column;
    switch (cursorAction) {
    case MoveUp:
    case MoveDown: {
        const int next = row + (cursorAction == MoveUp ? -towards : towards);
        // Of the diagonal neighbours, the one nearer the walk's column; on a tie the one to the screen's right.
        const int sides[] = {column + towards, column - towards, column};
        int best = -1;
        for (int c : sides)
            if (isPlayable(next, c) && (best < 0 || std::abs(c - m_cursorColumn) < std::abs(best - m_cursorColumn)))
                best = c;
        if (best >= 0) {
            toRow = next;
            toColumn = best;
        }
        break;
    }
    case MoveLeft: toColumn = along(-towards); break;
    case MoveRight: toColumn = along(towards); break;
    case MoveHome: toColumn = rowEnd(-towards); break;
    case MoveEnd: toColumn = rowEnd(towards); break;
    default: break;
    }
    if (!isPlayable(row, column)) // off the playing squares (never placed there by the view): plain steps
        return m_board->index(std::clamp(toRow, 0, n - 1), std::clamp(toColumn, 0, n - 1));
    if (toColumn != column && toRow == row)
        m_cursorColumn = toColumn;
    return m_board->index(toRow, toColumn);
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
    if (m_cursorUnplaced && hasFocus())
        placeCursor();
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
    // Another game: the keyboard's cursor goes where this one starts.
    m_cursorUnplaced = true;
    if (hasFocus())
        placeCursor();
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
    if (m_pressed.isValid()) {
        m_cursorUnplaced = false;
        setCurrentIndex(m_pressed);
    }
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
        m_keyboardCursor = true;
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
        m_cursorUnplaced = false; // the player moves it now
        QAbstractItemView::keyPressEvent(event);
        viewport()->update();
    }
}

void BoardView::focusInEvent(QFocusEvent* event)
{
    // The cursor waits on a square ready to act, so that the first key
    // needs no click first; it shows once the player uses the keys (Tab to
    // the board counts), not at the start or after play with the mouse.
    if (event->reason() != Qt::MouseFocusReason)
        placeCursor();
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason)
        m_keyboardCursor = true;
    QAbstractItemView::focusInEvent(event);
    viewport()->update();
}

void BoardView::focusOutEvent(QFocusEvent* event)
{
    QAbstractItemView::focusOutEvent(event);
    viewport()->update();
}

// Puts the cursor where play is likely to start: the first square the model
// marks as ready to act (a piece that may move, a claim, a placement), or
// the middle of the board until the marks come (a game's first turn starts
// after its board is set up), as long as the player has not moved it.
void BoardView::placeCursor()
{
    const int n = boardSize();
    if (n == 0 || (currentIndex().isValid() && !m_cursorUnplaced))
        return;
    const int ready = Highlight::Movable | Highlight::MustCapture | Highlight::Claimable | Highlight::PlacementTarget;
    // From the player's side of the board: its bottom row on the screen, left to right.
    for (int screenRow = n - 1; screenRow >= 0; --screenRow)
        for (int screenColumn = 0; screenColumn < n; ++screenColumn) {
            const int row = m_flipped ? n - 1 - screenRow : screenRow;
            const int column = m_flipped ? n - 1 - screenColumn : screenColumn;
            const QModelIndex index = m_board->index(row, column);
            if (highlightOf(index) & ready) {
                m_cursorUnplaced = false;
                setCurrentIndex(index);
                return;
            }
        }
    m_cursorUnplaced = true;
    if (!currentIndex().isValid())
        setCurrentIndex(m_board->index(n / 2, n / 2));
}

bool BoardView::keyboardCursorShown() const { return m_keyboardCursor && hasFocus() && currentIndex().isValid(); }

QRectF BoardView::focusRingRect() const
{
    const BoardGeometry g = geometry();
    const qreal out = g.frame + 3.0;
    return QRectF(g.board).adjusted(-out, -out, out, out);
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
    });
    // The last turn's captures, under the pieces that now stand on their route.
    for (const auto& route : m_board->lastTurnRoutes()) {
        QPolygonF line;
        for (const QModelIndex& index : route)
            line << g.cellRect(index.row(), index.column()).center();
        HighlightPainter::paintLastRoute(painter, line, g.cell);
    }
    forEachPlayingCell([&](const QModelIndex& index, const QRectF&) {
        if (hasPiece(index) && !m_animator->hides(m_board->squareAt(index)))
            PiecePainter::paintPiece(painter, *m_theme, g.cellRect(index.row(), index.column()), lookOf(index),
                                     m_dragging && index == m_pressed ? 0.3 : 1.0);
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
    if (!m_board->arrow().empty()) {
        QPolygonF arrow;
        for (const core::Square s : m_board->arrow())
            arrow << centreOfSquare(s);
        HighlightPainter::paintArrow(painter, arrow, g.cell);
    }
    m_animator->paint(
        painter, *m_theme, [this](core::Square s) { return centreOfSquare(s); }, g.cell);
    paintCursor(painter);
    // Over the keyboard's frame too, which runs through the corner a number sits in.
    paintSquareNumbers(painter, g);
    paintDraggedPiece(painter, g);
    paintFocusRing(painter);
}

void BoardView::paintBackground(QPainter& painter, const BoardGeometry& g)
{
    const qreal ratio = devicePixelRatioF();
    const SquareLabels labels = squareLabels();
    const QString key = QStringLiteral("%1/%2/%3/%4/%5/%6/%7/%8")
                            .arg(viewport()->width())
                            .arg(viewport()->height())
                            .arg(ratio)
                            .arg(m_flipped)
                            .arg(labels.coordinates)
                            .arg(labels.numbers)
                            .arg(static_cast<int>(m_board->variant()))
                            .arg(m_theme->id());
    if (key != m_backgroundKey) {
        m_backgroundKey = key;
        const core::Variant variant = m_board->variant();
        m_background = renderBoardBackground(*m_theme, variant, g, viewport()->size(), ratio, labels, font());
        m_numbers =
            labels.numbers ? renderSquareNumbers(*m_theme, variant, g, viewport()->size(), ratio, font()) : QPixmap();
    }
    painter.drawPixmap(0, 0, m_background);
}

void BoardView::paintSquareNumbers(QPainter& painter, const BoardGeometry&)
{
    // Over pieces, rings and moving pieces, so that the names the texts use can always be read.
    if (!m_numbers.isNull())
        painter.drawPixmap(0, 0, m_numbers);
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
    PiecePainter::paintPiece(painter, *m_theme, QRectF(-g.cell / 2.0, -g.cell / 2.0, g.cell, g.cell),
                             lookOf(m_pressed));
    painter.restore();
}

void BoardView::paintCursor(QPainter& painter)
{
    if (!keyboardCursorShown())
        return;
    // A bright frame with a dark edge on both sides: plain to see on light
    // and dark squares, on pieces of both colours and over every highlight.
    const QRectF cell = visualRect(currentIndex());
    const qreal width = std::max(3.0, cell.width() * 0.07);
    const QRectF frame = cell.adjusted(width / 2 + 1, width / 2 + 1, -width / 2 - 1, -width / 2 - 1);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(20, 20, 20, 220), width + 4, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter.drawRect(frame);
    painter.setPen(QPen(cursorColour, width, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter.drawRect(frame);
    painter.restore();
}

void BoardView::paintFocusRing(QPainter& painter)
{
    if (!keyboardCursorShown())
        return;
    painter.save();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(focusRingColour, 3.0));
    painter.drawRoundedRect(focusRingRect(), 8, 8);
    painter.restore();
}

} // namespace draughts::app
