#pragma once

#include "sound/sound_sink.hpp"

#include <QObject>

#include <array>
#include <memory>

class QSoundEffect;

namespace draughts::app {

// Plays the sounds through Qt Multimedia. It looks for a loudspeaker only
// when the first sound is due, and stays silent, without complaint, where
// there is none: a machine without an audio device, and the offscreen
// platform of screenshots and tests, where nobody listens.
class QtSoundSink : public QObject, public SoundSink {
    Q_OBJECT

public:
    explicit QtSoundSink(QObject* parent = nullptr);
    ~QtSoundSink() override;

    void play(Sound sound, double volume) override;
    // Whether sounds reach a loudspeaker (known once the first was due).
    bool isAudible() const { return m_audible; }

private:
    bool prepare();

    bool m_prepared = false;
    bool m_audible = false;
    std::array<QSoundEffect*, 4> m_effects{};
};

} // namespace draughts::app
