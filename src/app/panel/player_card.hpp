#pragma once

#include "board/move_animation.hpp"

#include <QFrame>
#include <QStringList>

#include <cstdint>
#include <optional>

class QHBoxLayout;
class QLabel;
class QVBoxLayout;

namespace draughts::app {

class GameController;

// One player in the side panel: a piece of his colour, his name, what he has
// on the board, what he has captured, his clock in a game with clocks and,
// in To the Last Man, the stones in his hand. The card of the player to
// move is lit.
class PlayerCard : public QFrame {
    Q_OBJECT

public:
    PlayerCard(core::Side side, QWidget* parent = nullptr);

    core::Side side() const { return m_side; }
    void refresh(const GameController& controller);
    // The time left on this player's clock, shown as "4:57" (tenths of a
    // second in the last 20 seconds); nothing hides the clock. `running`:
    // it is going now.
    void setClock(std::optional<std::int64_t> milliseconds, bool running);
    // "4:57", "1:02:05", "0:09.4".
    static QString clockText(std::int64_t milliseconds);
    // The card is given `width`: the "to move" badge shows only where the
    // counts still have room beside it (the lit card and the turn box say it
    // too), and the clock goes under the name where it has none beside it.
    void fitWidth(int width);
    // The computer's thinking indicator ("Thinking… depth 7"); empty hides it.
    void setThinking(const QString& text);
    QString thinkingText() const;

    QString nameText() const;
    // "12 stones · 0 in hand", however many lines the card gives it.
    QString countText() const;
    int countLines() const;
    QString capturedText() const;
    QString clockText() const;
    int handCount() const { return m_hand; }
    bool isActive() const { return m_active; }
    bool badgeShown() const;
    QString badgeText() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void updateBadge();
    void layOutCounts();
    QString countsOnOneLine() const;

    core::Side m_side;
    PieceLook m_look;
    PieceLook m_opponent;
    QVBoxLayout* m_layout;
    QHBoxLayout* m_nameRow;   // the name and the clock
    QHBoxLayout* m_countsRow; // the counts and the to-move badge
    QLabel* m_name;
    QLabel* m_counts;
    QStringList m_countParts; // "12 stones", "0 in hand"
    QLabel* m_captured;
    QLabel* m_thinking;
    QWidget* m_handRow; // room for the stones in hand, which the card paints
    QLabel* m_clock;
    QLabel* m_badge;
    QString m_turnBadge; // "to move", "move 1 of 2"
    int m_hand = 0;
    int m_capturedCount = 0;
    bool m_handDue = false;
    bool m_active = false;
    bool m_roomForBadge = true;
    int m_width = 0; // the width the card was last given, 0 before the first
};

} // namespace draughts::app
