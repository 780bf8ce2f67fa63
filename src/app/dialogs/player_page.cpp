#include "dialogs/player_page.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QVBoxLayout>

namespace draughts::app {

PlayerPage::PlayerPage(QWidget* parent)
    : PreferencesPage(parent), m_nameLabel(new QLabel(this)), m_name(new QLineEdit(this)), m_about(new QLabel(this))
{
    setObjectName(QStringLiteral("playerPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* row = new QHBoxLayout;
    m_name->setObjectName(QStringLiteral("playerName"));
    m_nameLabel->setBuddy(m_name);
    row->addWidget(m_nameLabel);
    row->addWidget(m_name, 1);
    layout->addLayout(row);
    m_about->setWordWrap(true);
    m_about->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_about);
    layout->addStretch(1);
    connect(m_name, &QLineEdit::textEdited, this, &PreferencesPage::edited);
    retranslate();
}

QString PlayerPage::title() const { return tr("Player"); }

QIcon PlayerPage::icon() const { return style()->standardIcon(QStyle::SP_DirHomeIcon); }

void PlayerPage::load(const Preferences& values)
{
    // Not while the player types: the stored name is trimmed, the field keeps his spaces.
    if (m_name->text().trimmed() != values.playerName)
        m_name->setText(values.playerName);
}

void PlayerPage::store(Preferences& values) const { values.playerName = m_name->text().trimmed(); }

void PlayerPage::retranslate()
{
    m_nameLabel->setText(tr("Your &name:"));
    m_name->setToolTip(tr("Your name as your saved games record it"));
    m_about->setText(tr("Your side of a game against the computer is saved under this name; the computer's side "
                        "is saved as \"Draughts level 5\" or the engine's name."));
}

void PlayerPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    PreferencesPage::changeEvent(event);
}

} // namespace draughts::app
