#include "players/player_factory.hpp"

#include "players/computer_player.hpp"
#include "players/human_player.hpp"

namespace draughts::app {

std::unique_ptr<Player> makePlayer(const PlayerChoice& choice, const PlayerContext& context)
{
    switch (choice.kind) {
    case PlayerChoice::Kind::Computer:
        return std::make_unique<ComputerPlayer>(
            context.variant, ComputerPlayer::Options{choice.level, context.seed, context.moveTime, context.pause});
    case PlayerChoice::Kind::Human: break;
    }
    return std::make_unique<HumanPlayer>(context.askDraw);
}

} // namespace draughts::app
