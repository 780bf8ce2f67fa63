#pragma once

#include "board/view_geometry.hpp"
#include "board/board_painter.hpp"
#include "board/move_animation.hpp"

#include <QAbstractItemView>
#include <QColor>
#include <QElapsedTimer>
#include <QPixmap>
#include <QTimer>

namespace draughts::app {

class BoardModel;
class BoardTheme;
class MoveAnimator;

// Paints a BoardModel in a board theme (squares and SVG pieces) with the
// model's highlights, always square and centred, and reports clicks, drags
// and the keyboard as squares. It knows nothing of the rules: what a click
// means is the controller's business.
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

    // Black at the bottom.
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    // The theme of squares and pieces (BoardTheme::byId).
    void setTheme(const QString& id);
    QString themeId() const;
    // Square names as the texts say them: numbers on the squares of the
    // numbered games, letters and digits along the edges of To the Last Man.
    void setSquareNamesVisible(bool visible);
    bool squareNamesVisible() const { return m_namesShown; }
    // Letters and digits along the edges of the numbered boards as well.
    void setEdgeCoordinatesOnNumberedBoards(bool visible);
    bool edgeCoordinatesOnNumberedBoards() const { return m_edgesToo; }
    // What the board shows now, for the game on it.
    SquareLabels squareLabels() const;
    // Moves, flips and glows animate; tests switch this off.
    void setAnimationsEnabled(bool enabled);
    bool animationsEnabled() const { return m_animationsEnabled; }
    bool isAnimating() const;
    // The keyboard's frame on a square is drawn: the board has the focus and
    // the player has used the keys on it (or came by Tab) since the last click.
    bool keyboardCursorShown() const;
    // Where the focus ring around the board is drawn while it has the keyboard focus.
    QRectF focusRingRect() const;
    static constexpr QColor cursorColour{255, 214, 40};
    static constexpr QColor focusRingColour{40, 120, 230};

public slots:
    void animate(const draughts::app::MoveAnimation& animation);

signals:
    // A move's animation has ended (or was cut short); the board stands still.
    void animationFinished();
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
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    BoardGeometry geometry() const;
    int boardSize() const;
    QPointF centreOfSquare(core::Square square) const;
    int squareAtPoint(const QPoint& point) const;

    void paintBackground(QPainter& painter, const BoardGeometry& g);
    void paintSquareNumbers(QPainter& painter, const BoardGeometry& g);
    void paintDraggedPiece(QPainter& painter, const BoardGeometry& g);
    void paintCursor(QPainter& painter);
    void paintFocusRing(QPainter& painter);
    void placeCursor();
    bool isPlayable(int row, int column) const;
    void updatePulse();

    BoardModel* m_board = nullptr;
    const BoardTheme* m_theme;
    bool m_flipped = false;
    bool m_namesShown = true;
    bool m_edgesToo = false;
    bool m_animationsEnabled = true;

    // What does not move while playing, rendered once per size and option.
    QPixmap m_background;
    QPixmap m_numbers;
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
    bool m_cursorUnplaced = true; // the cursor waits for a square ready to act
    // The column an up or down walk keeps to: the frame zigzags over the
    // playing squares on either side of it.
    int m_cursorColumn = -1;
};

} // namespace draughts::app
