#include "panel/chat_box.hpp"

#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace draughts::app {

ChatBox::ChatBox(QWidget* parent)
    : QFrame(parent), m_heading(new QLabel(this)), m_log(new QPlainTextEdit(this)), m_line(new QLineEdit(this))
{
    setObjectName(QStringLiteral("chatBox"));
    setStyleSheet(QStringLiteral("#chatBox { background: #f3f5f9; border: 1px solid #c9d1de; border-radius: 12px; }"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 8, 14, 10);
    layout->setSpacing(4);
    m_heading->setStyleSheet(QStringLiteral("color: #5a6b8a; font-weight: bold; letter-spacing: 1px;"));
    QFont small = m_heading->font();
    small.setPointSizeF(small.pointSizeF() * 0.82);
    m_heading->setFont(small);
    m_log->setObjectName(QStringLiteral("chatLog"));
    m_log->setReadOnly(true);
    // A few lines of the conversation; the panel scrolls for the rest.
    m_log->setFixedHeight(5 * m_log->fontMetrics().lineSpacing() + 12);
    m_line->setObjectName(QStringLiteral("chatLine"));
    m_line->setMaxLength(500);
    layout->addWidget(m_heading);
    layout->addWidget(m_log);
    layout->addWidget(m_line);
    connect(m_line, &QLineEdit::returnPressed, this, &ChatBox::send);
    retranslate();
}

void ChatBox::addLine(const QString& from, const QString& text)
{
    m_log->appendPlainText(tr("%1: %2").arg(from, text));
}

void ChatBox::clear()
{
    m_log->clear();
    m_line->clear();
}

QString ChatBox::conversation() const { return m_log->toPlainText(); }

void ChatBox::send()
{
    const QString text = m_line->text().trimmed();
    if (text.isEmpty())
        return;
    m_line->clear();
    emit sent(text);
}

void ChatBox::retranslate()
{
    m_heading->setText(tr("CHAT"));
    m_line->setPlaceholderText(tr("Write to the other player, then Enter"));
    m_line->setAccessibleName(tr("Chat message"));
    m_log->setAccessibleName(tr("Conversation"));
}

void ChatBox::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

} // namespace draughts::app
