#pragma once

#include <QWidget>

class QFrame;
class QLabel;
class QProgressBar;
class QTableView;
class QVBoxLayout;

namespace draughts::app {

class GameController;
class Highlights;
class MoveListModel;
class PlayerCard;

// Beside the board: the two players (the one sitting at the top of the board
// above), whose turn it is, the draw counter, pending claims and the moves.
class SidePanel : public QWidget {
    Q_OBJECT

public:
    SidePanel(const GameController& controller, const Highlights& highlights, MoveListModel& moves,
              QWidget* parent = nullptr);

    void setFlipped(bool flipped);
    // Shown under whose turn it is (the forfeit claim banner).
    void setBanner(QWidget* banner);
    // Shown just above the moves (the learner's "Why?" box).
    void addLearnerBox(QWidget* box);
    // Shown right above and below the moves (game tags; review buttons and comment).
    void addReviewWidgets(QWidget* above, QWidget* below);
    PlayerCard& card(int side); // 0 White, 1 Black
    QTableView& moveTable() { return *m_moveTable; }

    QString titleText() const;
    QString turnText() const;
    QString drawCounterText() const;
    QString claimsText() const;

public slots:
    void refresh();

private:
    const GameController& m_controller;
    const Highlights& m_highlights;
    PlayerCard* m_white;
    PlayerCard* m_black;
    QVBoxLayout* m_layout;
    QLabel* m_title;
    QLabel* m_rule;
    QFrame* m_status;
    QLabel* m_turn;
    QLabel* m_counter;
    QProgressBar* m_counterBar;
    QLabel* m_claims;
    QTableView* m_moveTable;
    bool m_flipped = false;
};

} // namespace draughts::app
