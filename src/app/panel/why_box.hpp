#pragma once

#include <QFrame>

class QLabel;

namespace draughts::app {

class HotSeatController;

// The "Why?" box in the side panel: the rules at work right now, in plain
// words (see WhyExplainer). Follows the controller; hidden by View > Explain Rules.
class WhyBox : public QFrame {
    Q_OBJECT

public:
    explicit WhyBox(const HotSeatController& controller, QWidget* parent = nullptr);

    QString text() const;
    // View > Explain Rules: the box shows only while this is on.
    void setExplaining(bool on);
    bool explaining() const { return m_explaining; }

public slots:
    void refresh();

private:
    const HotSeatController& m_controller;
    QLabel* m_heading;
    QLabel* m_text;
    bool m_explaining = true;
};

} // namespace draughts::app
