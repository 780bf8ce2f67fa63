#include "dialogs/sound_page.hpp"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QStyle>
#include <QVBoxLayout>

namespace draughts::app {

SoundPage::SoundPage(QWidget* parent)
    : PreferencesPage(parent), m_sounds(new QCheckBox(this)), m_about(new QLabel(this)),
      m_volumeLabel(new QLabel(this)), m_volume(new QSlider(Qt::Horizontal, this))
{
    setObjectName(QStringLiteral("soundPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_sounds);
    m_about->setWordWrap(true);
    m_about->setContentsMargins(24, 0, 0, 8);
    m_about->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_about);
    auto* row = new QHBoxLayout;
    row->addWidget(m_volumeLabel);
    m_volume->setRange(0, 100);
    m_volume->setPageStep(10);
    m_volumeLabel->setBuddy(m_volume);
    row->addWidget(m_volume, 1);
    layout->addLayout(row);
    layout->addStretch(1);
    connect(m_sounds, &QCheckBox::toggled, this, [this](bool on) {
        m_volume->setEnabled(on);
        emit edited();
    });
    connect(m_volume, &QSlider::valueChanged, this, &PreferencesPage::edited);
    retranslate();
}

QString SoundPage::title() const { return tr("Sound"); }

QIcon SoundPage::icon() const { return style()->standardIcon(QStyle::SP_MediaVolume); }

void SoundPage::load(const Preferences& values)
{
    const QSignalBlocker blockSounds(m_sounds);
    const QSignalBlocker blockVolume(m_volume);
    m_sounds->setChecked(values.sounds);
    m_volume->setValue(values.volume);
    m_volume->setEnabled(values.sounds);
}

void SoundPage::store(Preferences& values) const
{
    values.sounds = m_sounds->isChecked();
    values.volume = m_volume->value();
}

void SoundPage::retranslate()
{
    m_sounds->setText(tr("Play sounds"));
    m_about->setText(tr("A sound for each move, capture and crowning, and at the end of the game"));
    m_volumeLabel->setText(tr("&Volume:"));
    m_volume->setToolTip(tr("How loud the sounds are"));
}

void SoundPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    PreferencesPage::changeEvent(event);
}

} // namespace draughts::app
