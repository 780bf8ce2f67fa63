#pragma once

#include "sound/sound_sink.hpp"

#include <draughts/game/game.hpp>

#include <QObject>

#include <memory>

namespace draughts::app {

class GameController;
struct Decision;

// The sounds of a game: each move, capture and crowning as it is played,
// and the end of the game, as the controller reports them; nothing for
// undo, redo or stepping through the game. Silent while switched off.
class SoundPlayer : public QObject {
    Q_OBJECT

public:
    explicit SoundPlayer(const GameController& controller, QObject* parent = nullptr);
    ~SoundPlayer() override;

    // Where the sounds go; the loudspeakers (QtSoundSink) unless replaced.
    void setSink(std::unique_ptr<SoundSink> sink);
    SoundSink& sink() { return *m_sink; }

    void setEnabled(bool enabled) { m_enabled = enabled; }
    bool isEnabled() const { return m_enabled; }
    void setVolume(int percent);
    int volume() const { return m_volume; }

    // The sound of `played`, the last entry of `game`'s history.
    static Sound soundOf(const game::Game& game, const game::HistoryEntry& played);

private:
    void actionPlayed(const Decision& decision);

    const GameController& m_controller;
    std::unique_ptr<SoundSink> m_sink;
    bool m_enabled = true;
    int m_volume = 80;
};

} // namespace draughts::app
