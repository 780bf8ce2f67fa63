#pragma once

#include "board/board_geometry.hpp"
#include "board/move_animation.hpp"

#include <QAbstractItemView>
#include <QElapsedTimer>
#include <QPixmap>
#include <QTimer>

namespace draughts::app {

class BoardModel;
class MoveAnimator;

// Paints a BoardModel as a wooden board with SVG pieces and the model's
// highlights, always square and centred, and reports clicks, drags and the
// keyboard as squares. It knows nothing of the rules: what a click means is
// the controller's business.
class BoardView : public QAbstractItemView {
    Q_OBJECT

public:
    explicit BoardView(QWidget* parent = nullptr);
    ~BoardView() override;

    // The model must be a BoardModel.
    void setModel(QAbstractItemModel* model) override;
    QRect visualRect(const QModelIndex& index) const override;
    void scrollTo(const QModelIndex& index, ScrollHint hint = EnsureVisible) override;
    QModelIndex indexAt(const QPoint& point) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    void setCoordinatesVisible(bool visible);
    bool coordinatesVisible() const { return m_coordinates; }
    void setSquareNumbersVisible(bool visible);
    bool squareNumbersVisible() const { return m_numbers; }
    // Moves, flips and glows animate; tests switch this off.
    void setAnimationsEnabled(bool enabled);
    bool animationsEnabled() const { return m_animationsEnabled; }
    bool isAnimating() const;

public slots:
    void animate(const draughts::app::MoveAnimation& animation);

signals:
    // A click on a square; NoSquare (255) for a square pieces never stand on.
    void squareClicked(int square);
    // A piece picked up by the mouse, and where it was let go.
    void dragStarted(int square);
    void pieceDropped(int from, int to);
    void cancelRequested();

protected:
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;
    int horizontalOffset() const override { return 0; }
    int verticalOffset() const override { return 0; }
    bool isIndexHidden(const QModelIndex&) const override { return false; }
    void setSelection(const QRect& rect, QItemSelectionModel::SelectionFlags flags) override;
    QRegion visualRegionForSelection(const QItemSelection& selection) const override;
    void dataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                     const QList<int>& roles = QList<int>()) override;
    void reset() override;

    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    BoardGeometry geometry() const;
    int boardSize() const;
    QPointF centreOfSquare(core::Square square) const;
    int squareAtPoint(const QPoint& point) const;

    void paintBackground(QPainter& painter, const BoardGeometry& g);
    void paintDraggedPiece(QPainter& painter, const BoardGeometry& g);
    void paintCursor(QPainter& painter);
    void updatePulse();

    BoardModel* m_board = nullptr;
    bool m_flipped = false;
    bool m_coordinates = true;
    bool m_numbers = false;
    bool m_animationsEnabled = true;

    QPixmap m_background;
    QString m_backgroundKey;

    MoveAnimator* m_animator;

    // Claimable pieces and placement squares pulse gently while they wait.
    QTimer m_pulseTimer;
    QElapsedTimer m_clock;

    QPersistentModelIndex m_pressed;
    QPoint m_pressPoint;
    QPoint m_dragPoint;
    bool m_dragging = false;
    QPersistentModelIndex m_hovered;
    bool m_keyboardCursor = false;
};

} // namespace draughts::app
