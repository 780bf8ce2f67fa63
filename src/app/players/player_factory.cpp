#include "players/player_factory.hpp"

#include "players/external_engine_player.hpp"
#include "players/computer_player.hpp"
#include "players/human_player.hpp"

namespace draughts::app {

std::unique_ptr<Player> makePlayer(const PlayerChoice& choice, const PlayerContext& context)
{
    switch (choice.kind) {
    case PlayerChoice::Kind::Computer:
        return std::make_unique<ComputerPlayer>(
            context.variant, ComputerPlayer::Options{choice.level, context.seed, context.moveTime, context.pause});
    case PlayerChoice::Kind::Engine: {
        EngineDescription engine;
        engine.command = choice.engineId;
        engine.name = choice.engineName;
        auto fallback = std::make_unique<ComputerPlayer>(
            context.variant, ComputerPlayer::Options{choice.level, context.seed, context.moveTime, context.pause});
        auto player = std::make_unique<ExternalEnginePlayer>(engine, context.variant, std::move(fallback));
        player->setMoveTime(static_cast<int>(context.moveTime.count()));
        if (context.engineFailed)
            QObject::connect(player.get(), &ExternalEnginePlayer::failed, player.get(), context.engineFailed);
        return player;
    }
    case PlayerChoice::Kind::Human: break;
    }
    return std::make_unique<HumanPlayer>(context.askDraw);
}

} // namespace draughts::app
