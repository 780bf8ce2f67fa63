#pragma once

namespace draughts::app {

// The sounds of the game (resources/sounds/).
enum class Sound {
    Move,     // a piece steps, or a stone comes from the hand
    Capture,  // pieces are taken (or turned over), by a capture or a claim
    Crowning, // a man becomes a king
    GameEnd,  // the game has a result
};

// Where the game's sounds go: the loudspeakers (QtSoundSink), or a test's
// record of what was asked for.
class SoundSink {
public:
    virtual ~SoundSink() = default;
    // `volume` from 0 (silent) to 1.
    virtual void play(Sound sound, double volume) = 0;
};

} // namespace draughts::app
