#include "sound/sound_player.hpp"

#include "controller/game_controller.hpp"
#include "sound/qt_sound_sink.hpp"

#include <algorithm>

namespace draughts::app {

SoundPlayer::SoundPlayer(const GameController& controller, QObject* parent)
    : QObject(parent), m_controller(controller), m_sink(std::make_unique<QtSoundSink>())
{
    connect(&controller, &GameController::actionPlayed, this, &SoundPlayer::actionPlayed);
}

SoundPlayer::~SoundPlayer() = default;

void SoundPlayer::setSink(std::unique_ptr<SoundSink> sink) { m_sink = std::move(sink); }

void SoundPlayer::setVolume(int percent) { m_volume = std::clamp(percent, 0, 100); }

Sound SoundPlayer::soundOf(const game::Game& game, const game::HistoryEntry& played)
{
    const game::Action& action = played.action;
    // A claim removes a piece, or turns a stone over: it sounds like a capture.
    if (action.kind == game::Action::Kind::Claim)
        return Sound::Capture;
    const core::Move& move = action.move;
    const bool wasMan = move.from != core::NoSquare && !core::contains(played.before.kings, move.from);
    if (wasMan && core::contains(game.position().kings, move.to))
        return Sound::Crowning;
    return move.isCapture() ? Sound::Capture : Sound::Move;
}

void SoundPlayer::actionPlayed(const Decision& decision)
{
    if (!m_enabled || m_volume == 0)
        return;
    const double volume = m_volume / 100.0;
    const game::Game& game = m_controller.game();
    // A resignation or an agreed draw adds nothing to the history.
    const bool onBoard = decision.kind == Decision::Kind::Move || decision.kind == Decision::Kind::Claim;
    if (onBoard && !game.history().empty())
        m_sink->play(soundOf(game, game.history().back()), volume);
    if (game.result().isOver())
        m_sink->play(Sound::GameEnd, volume);
}

} // namespace draughts::app
