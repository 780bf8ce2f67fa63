#include "sound/qt_sound_sink.hpp"

#include <QAudioDevice>
#include <QGuiApplication>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QTimer>
#include <QUrl>

namespace draughts::app {

namespace {

const char* const files[] = {"move.wav", "capture.wav", "crown.wav", "game-end.wav"}; // in the order of Sound

// Platforms that draw without a screen are used without anyone listening;
// asking them for audio devices only prints warnings.
bool platformHasListeners()
{
    const QString platform = QGuiApplication::platformName();
    return platform != QLatin1String("offscreen") && platform != QLatin1String("minimal");
}

} // namespace

QtSoundSink::QtSoundSink(QObject* parent) : QObject(parent) {}

QtSoundSink::~QtSoundSink() = default;

bool QtSoundSink::prepare()
{
    if (m_prepared)
        return m_audible;
    m_prepared = true;
    m_audible = platformHasListeners() && !QMediaDevices::audioOutputs().isEmpty();
    if (!m_audible)
        return false;
    for (std::size_t i = 0; i < m_effects.size(); ++i) {
        m_effects[i] = new QSoundEffect(this);
        m_effects[i]->setSource(QUrl(QStringLiteral("qrc:/sounds/%1").arg(QLatin1String(files[i]))));
    }
    return true;
}

void QtSoundSink::play(Sound sound, double volume)
{
    if (volume <= 0.0 || !prepare())
        return;
    QSoundEffect* effect = m_effects[static_cast<std::size_t>(sound)];
    effect->setVolume(static_cast<float>(volume));
    // The end of the game sounds after the move that ended it, not over it.
    if (sound == Sound::GameEnd)
        QTimer::singleShot(220, effect, &QSoundEffect::play);
    else
        effect->play();
}

} // namespace draughts::app
