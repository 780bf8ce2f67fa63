#pragma once

#include <draughts/core/types.hpp>

#include <QScrollArea>

#include <cstddef>

class QFrame;
class QLayout;
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
// It scrolls when the window is too low for all of it, and keeps the move
// shown in view: no part is ever squeezed below the size it needs.
class SidePanel : public QScrollArea {
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
    // Shown under the review widgets below the moves (the analysis).
    void addUnderReview(QWidget* widget);
    PlayerCard& card(int side); // 0 White, 1 Black
    QTableView& moveTable() { return *m_moveTable; }
    // The widget that holds everything the panel shows.
    QWidget& content() { return *m_content; }

    QString titleText() const;
    // Which rules the game follows, and what a missed capture does.
    QString rulesText() const;
    QString turnText() const;
    QString drawCounterText() const;
    QString claimsText() const;
    // Game > Hint's reason under whose turn it is; empty hides it.
    void setHintText(const QString& text);
    QString hintText() const;
    // What just happened that the player should see here, not only in the
    // status bar (a declined draw offer); it goes with the next move.
    QString noticeText() const;
    // While play between computers is paused: that it is, and how it resumes.
    QString pausedText() const;

public slots:
    void refresh();
    // Scrolls the move list, and the panel, to the move shown.
    void keepCurrentMoveInView();
    // The players' clocks on their cards.
    void refreshClocks();

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QLayout* buildHeader();
    void buildStatusBox();
    void buildMoveTable();
    void fitCards();
    void retranslate();
    void noticed(int notice, core::Side side);

    const GameController& m_controller;
    const Highlights& m_highlights;
    MoveListModel& m_moves;
    QWidget* m_content;
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
    QLabel* m_hint;
    QLabel* m_notice;
    QLabel* m_paused;
    std::size_t m_noticeAt = 0; // the game's length when the notice came
    QTableView* m_moveTable;
    QWidget* m_moveBox; // holds the move list at a whole number of rows
    QWidget* m_belowMoves = nullptr;
    bool m_scrollPending = false; // keepCurrentMoveInView waits for the scroll range
    bool m_flipped = false;
};

} // namespace draughts::app
