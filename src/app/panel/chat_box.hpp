#pragma once

#include <QFrame>

class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace draughts::app {

// Beside the board in a game over the network with a person: the
// conversation and a line to write in. Enter sends the line (sent()); the
// window delivers it (as DXP CHAT) and adds what either side says.
class ChatBox : public QFrame {
    Q_OBJECT

public:
    explicit ChatBox(QWidget* parent = nullptr);

    // One line of the conversation: who said it, and what.
    void addLine(const QString& from, const QString& text);
    void clear();
    QString conversation() const;

signals:
    void sent(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void send();

    QLabel* m_heading;
    QPlainTextEdit* m_log;
    QLineEdit* m_line;
};

} // namespace draughts::app
