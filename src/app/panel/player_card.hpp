#pragma once

#include "board/move_animation.hpp"

#include <QFrame>

class QLabel;

namespace draughts::app {

class GameController;

// One player in the side panel: a piece of his colour, his name, what he has
// on the board and, in To the Last Man, the stones in his hand. The card of
// the player to move is lit.
class PlayerCard : public QFrame {
    Q_OBJECT

public:
    PlayerCard(core::Side side, QWidget* parent = nullptr);

    core::Side side() const { return m_side; }
    void refresh(const GameController& controller);

    QString nameText() const;
    QString countText() const;
    int handCount() const { return m_hand; }
    bool isActive() const { return m_active; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    core::Side m_side;
    PieceLook m_look;
    QLabel* m_name;
    QLabel* m_counts;
    QLabel* m_badge;
    int m_hand = 0;
    bool m_handDue = false;
    bool m_active = false;
};

} // namespace draughts::app
