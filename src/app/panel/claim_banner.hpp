#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace draughts::app {

class GameController;
class Highlights;
class HumanInput;

// Beside the board after a violation in the Forfeit setting: names what the
// opponent missed and offers the claim. Clicking a glowing piece claims it;
// "Decline" (or simply moving) lets the claim lapse.
class ClaimBanner : public QFrame {
    Q_OBJECT

public:
    ClaimBanner(const GameController& controller, const Highlights& highlights, HumanInput& input,
                QWidget* parent = nullptr);

    QString text() const;
    QPushButton& declineButton() { return *m_decline; }
    QPushButton& takeStoneButton() { return *m_takeStone; }

public slots:
    void refresh();

private:
    const GameController& m_controller;
    const Highlights& m_highlights;
    QLabel* m_text;
    QPushButton* m_takeStone;
    QPushButton* m_decline;
};

} // namespace draughts::app
