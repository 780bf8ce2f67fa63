#pragma once

#include "board/move_animation.hpp"

#include <QObject>
#include <QPointF>

#include <functional>

class QPainter;
class QVariantAnimation;

namespace draughts::app {

// Plays a MoveAnimation over a few hundred milliseconds: the mover glides
// along its route, taken pieces fade as it passes them (To the Last Man:
// turn over), a stone from hand drops in. While it runs, the board hides
// the model's pieces that the animation draws itself.
class MoveAnimator : public QObject {
    Q_OBJECT

public:
    explicit MoveAnimator(QObject* parent = nullptr);

    void start(const MoveAnimation& animation);
    void finish();
    bool isRunning() const;
    // The model's piece on `square` is drawn by the animation instead.
    bool hides(int square) const;

    // `centreOf` maps a square to its centre on screen; `cell` is a square's side.
    void paint(QPainter& painter, const std::function<QPointF(core::Square)>& centreOf, qreal cell) const;

signals:
    void frameChanged();

private:
    QVariantAnimation* m_animation;
    MoveAnimation m_moving;
    qreal m_progress = 1.0;
};

} // namespace draughts::app
