#include "players/player_factory.hpp"

#include "players/external_engine_player.hpp"
#include "players/computer_player.hpp"
#include "players/human_player.hpp"
#include "players/network_player.hpp"

namespace draughts::app {

namespace {

ComputerPlayer::Options computerOptions(const PlayerChoice& choice, const PlayerContext& context)
{
    return {choice.level,   context.seed,    context.moveTime, context.pause,
            context.clocks, context.threads, context.tables};
}

} // namespace

std::unique_ptr<Player> makePlayer(const PlayerChoice& choice, const PlayerContext& context)
{
    switch (choice.kind) {
    case PlayerChoice::Kind::Computer:
        return std::make_unique<ComputerPlayer>(context.variant, computerOptions(choice, context));
    case PlayerChoice::Kind::Engine: {
        EngineDescription engine;
        engine.command = choice.engineId;
        engine.name = choice.engineName;
        auto fallback = std::make_unique<ComputerPlayer>(context.variant, computerOptions(choice, context));
        auto player = std::make_unique<ExternalEnginePlayer>(engine, context.variant, std::move(fallback));
        player->setMoveTime(static_cast<int>(context.moveTime.count()));
        player->setClocks(context.clocks);
        if (context.engineFailed)
            QObject::connect(player.get(), &ExternalEnginePlayer::failed, player.get(), context.engineFailed);
        return player;
    }
    case PlayerChoice::Kind::Network: {
        NetworkPlayer::Options options;
        const qsizetype colon = choice.engineId.lastIndexOf(QLatin1Char(':'));
        options.host = choice.engineId.left(colon);
        options.port = static_cast<quint16>(choice.engineId.mid(colon + 1).toUInt());
        if (options.host.startsWith(QLatin1Char('[')) && options.host.endsWith(QLatin1Char(']')))
            options.host = options.host.mid(1, options.host.size() - 2); // [::1]
        options.ourName = context.ourName;
        options.side = context.side;
        options.start = context.start;
        options.session = context.networkTimeouts;
        options.moveTime = std::chrono::duration_cast<std::chrono::milliseconds>(context.moveTime);
        auto player = std::make_unique<NetworkPlayer>(options);
        if (context.engineFailed)
            QObject::connect(player.get(), &NetworkPlayer::failed, player.get(), context.engineFailed);
        return player;
    }
    case PlayerChoice::Kind::Remote:
        if (context.connection)
            return std::make_unique<NetworkPlayer>(context.connection);
        break;
    case PlayerChoice::Kind::Human: break;
    }
    return std::make_unique<HumanPlayer>(context.askDraw);
}

} // namespace draughts::app
