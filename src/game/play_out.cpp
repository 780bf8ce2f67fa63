#include <draughts/game/play_out.hpp>

namespace draughts::game {

PlayOutEnd playOut(Game& game, const PlayOutLimits& limits, const MoveChooser& choose)
{
    while (true) {
        if (game.result().isOver())
            return PlayOutEnd::Rules;
        if (limits.repeated && limits.repeated(game)) {
            game.agreeDraw();
            return PlayOutEnd::Repetition;
        }
        if (limits.stop && limits.stop->load())
            return PlayOutEnd::Stopped;
        if (limits.maxPlies > 0 && game.history().size() >= limits.maxPlies) {
            game.agreeDraw();
            return PlayOutEnd::PlyLimit;
        }
        const std::optional<core::Move> move = choose(game);
        if (!move)
            return PlayOutEnd::NoMove;
        if (!game.play(*move))
            return PlayOutEnd::Refused;
    }
}

} // namespace draughts::game
