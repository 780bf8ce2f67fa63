// The engine never plays an illegal move: on 5,000 positions of every game,
// reached by random play from the start (so they include Twenty vs Ten's
// second halves, To the Last Man's stones in hand, kings and long
// captures), its move is one of game::Game's rule-conforming moves.

#include "engine_test_support.hpp"

#include <draughts/game/game.hpp>

#include <random>

namespace {

using namespace draughts;
using core::Variant;

constexpr int positionsPerGame = 5000;
constexpr std::uint64_t nodesPerSearch = 100; // enough for a full first iteration, keeps the run short
constexpr int longestGame = 160;

} // namespace

TEST_CASE("the engine's move is always one of the game's legal moves", "[engine][legality]")
{
    const Variant variant = GENERATE(Variant::International, Variant::Polish, Variant::TwentyVsTen,
                                     Variant::CornerCheckers, Variant::ToTheLastMan);
    INFO("game " << core::variantName(variant));
    engine::Engine engine(variant, test::smallTable());
    std::mt19937 random(20240611U + static_cast<unsigned>(variant));
    game::Game game(variant, game::MissedCaptureRule::Compulsory);
    engine::SearchLimits limits;
    limits.nodes = nodesPerSearch;
    int checked = 0;
    while (checked < positionsPerGame) {
        if (game.result().isOver() || static_cast<int>(game.history().size()) >= longestGame) {
            if (game.legalMoves().empty()) {
                // A game lost for want of a move: the engine has none to offer.
                INFO("final position " << notation::writeFen(variant, game.position()));
                CHECK_FALSE(engine.search(game.position(), limits).hasMove);
            }
            game = game::Game(variant, game::MissedCaptureRule::Compulsory);
            engine.newGame();
        }
        const auto result = engine.search(game.position(), limits);
        const core::MoveList& legal = game.legalMoves();
        INFO("position " << notation::writeFen(variant, game.position()));
        REQUIRE(result.hasMove);
        INFO("engine's move " << test::text(variant, result.bestMove));
        REQUIRE(legal.contains(result.bestMove));
        // Play on with the engine's move now and then, randomly otherwise,
        // so that the positions are both sensible and varied.
        std::uniform_int_distribution<std::size_t> pick(0, legal.size() - 1);
        const core::Move next = random() % 4 == 0 ? result.bestMove : legal[pick(random)];
        REQUIRE(game.play(next));
        ++checked;
    }
}
