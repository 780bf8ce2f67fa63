#pragma once

#include <QFrame>

class QLabel;

namespace draughts::app {

class GameController;
class Highlights;

// The "Why?" box in the side panel: the rules at work right now, in plain
// words (Texts::duties). Follows the controller; hidden by View > Explain Rules.
class WhyBox : public QFrame {
    Q_OBJECT

public:
    WhyBox(const GameController& controller, const Highlights& highlights, QWidget* parent = nullptr);

    QString text() const;
    // View > Explain Rules: the box shows only while this is on.
    void setExplaining(bool on);
    bool explaining() const { return m_explaining; }

public slots:
    void refresh();

private:
    const GameController& m_controller;
    const Highlights& m_highlights;
    QLabel* m_heading;
    QLabel* m_text;
    bool m_explaining = true;
};

} // namespace draughts::app
