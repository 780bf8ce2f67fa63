#include "puzzle_test_support.hpp"

#include <draughts/engine/action_choice.hpp>
#include <draughts/game/game.hpp>
#include <draughts/puzzle/guess.hpp>

#include <random>

namespace draughts::test {

using puzzle::GuessKind;

namespace {

engine::SearchLimits shallow()
{
    engine::SearchLimits limits;
    limits.depth = 4;
    return limits;
}

// A game of random legal moves, the same every time.
game::Game randomGame(Variant variant, int plies)
{
    game::Game game(variant, game::MissedCaptureRule::Compulsory);
    std::mt19937 random(7);
    for (int i = 0; i < plies && !game.result().isOver(); ++i)
        game.play(game.legalMoves()[random() % game.legalMoves().size()]);
    return game;
}

} // namespace

TEST_CASE("guess points: full for the game's move, nine for a good one, less by the loss", "[puzzle][guess]")
{
    CHECK(puzzle::guessPoints(GuessKind::GameMove, 500) == 10);
    CHECK(puzzle::guessPoints(GuessKind::Good, 0) == 9);
    CHECK(puzzle::guessPoints(GuessKind::Good, 20) == 9);
    CHECK(puzzle::guessPoints(GuessKind::Weaker, 21) == 8);
    CHECK(puzzle::guessPoints(GuessKind::Weaker, 40) == 8);
    CHECK(puzzle::guessPoints(GuessKind::Weaker, 100) == 5);
    CHECK(puzzle::guessPoints(GuessKind::Weaker, 200) == 0);
    CHECK(puzzle::guessPoints(GuessKind::Weaker, puzzle::DecisiveLoss) == 0);
}

TEST_CASE("a guess that gives a man away scores little against the game's shot", "[puzzle][guess]")
{
    const Variant v = Variant::International;
    engine::Engine engine(v, smallTable());
    const core::Position before = position(v, uniqueShotFen);
    const engine::PlayedMove played{before, move(v, before, "33-28")};
    // The game's move wins a man, 33-29 loses one for good
    // (puzzle_test_support.hpp): two men between them.
    const auto right = puzzle::scoreGuess(engine, played, played.move, shallow());
    CHECK(right.kind == GuessKind::GameMove);
    CHECK(right.points == 10);
    const auto wrong = puzzle::scoreGuess(engine, played, move(v, before, "33-29"), shallow());
    CHECK(wrong.kind == GuessKind::Weaker);
    CHECK(wrong.guessLoss >= 100);
    CHECK(wrong.points <= 5);
    // The engine's own choice is as good as it gets.
    const auto best = puzzle::scoreGuess(engine, played, right.bestMove, shallow());
    CHECK(best.guessLoss == 0);
    CHECK(best.points >= 9);
}

TEST_CASE("Guess the move works in all five games", "[puzzle][guess]")
{
    for (Variant v : core::allVariants) {
        INFO(core::variantName(v));
        const game::Game game = randomGame(v, 12);
        const auto moves = engine::playedMoves(game);
        engine::Engine engine(v, smallTable());
        for (core::Side side : {core::Side::White, core::Side::Black}) {
            const auto plies = puzzle::movesOf(moves, side);
            REQUIRE_FALSE(plies.empty());
            std::vector<puzzle::GuessRecord> records;
            for (std::size_t ply : plies) {
                CHECK(moves[ply].before.sideToMove == side);
                const auto score = puzzle::scoreGuess(engine, moves[ply], moves[ply].move, shallow());
                CHECK(score.points == 10);
                records.push_back({ply, moves[ply].move, moves[ply].move, score});
            }
            const puzzle::GuessSummary summary = puzzle::summarise(records, 3);
            CHECK(summary.points == 10 * static_cast<int>(plies.size()));
            CHECK(summary.maximum == summary.points);
            CHECK(summary.gameMoves == static_cast<int>(plies.size()));
            CHECK(summary.biggestDifferences.size() <= 3);
        }
    }
}

TEST_CASE("a session walks through one side's moves and shows the others' in between", "[puzzle][guess]")
{
    // Twenty vs Ten: Black moves twice a turn, so White guesses every third
    // move and sees Black's two in between.
    const Variant v = Variant::TwentyVsTen;
    const game::Game game = randomGame(v, 9);
    const auto moves = engine::playedMoves(game);
    REQUIRE(moves.size() == 9);
    puzzle::GuessSession session(v, moves, core::Side::White);
    engine::Engine engine(v, smallTable());
    std::size_t shownFrom = 0;
    std::vector<std::size_t> guessed;
    while (!session.finished()) {
        const std::size_t ply = session.ply();
        CHECK(session.movesToShow(shownFrom).size() == ply - shownFrom);
        CHECK(session.position() == moves[ply].before);
        const auto score = session.guess(engine, moves[ply].move, shallow());
        CHECK(score.kind == GuessKind::GameMove);
        guessed.push_back(ply);
        shownFrom = ply + 1;
    }
    // Black moves first: plies 0, 1 are Black's, 2 White's, and so on.
    CHECK(guessed == std::vector<std::size_t>{2, 5, 8});
    CHECK(session.records().size() == 3);
    CHECK(session.summary().points == 30);
    CHECK(session.position() == game.position());
}

TEST_CASE("the summary lists the guesses that lost most first", "[puzzle][guess]")
{
    auto record = [](std::size_t ply, engine::Score guessLoss, engine::Score gameLoss) {
        puzzle::GuessRecord r;
        r.ply = ply;
        r.score.guessLoss = guessLoss;
        r.score.gameLoss = gameLoss;
        r.score.kind = guessLoss == 0 ? GuessKind::Good : GuessKind::Weaker;
        r.score.points = puzzle::guessPoints(r.score.kind, guessLoss);
        return r;
    };
    const std::vector<puzzle::GuessRecord> records{record(0, 0, 0), record(2, 150, 0), record(4, 30, 0),
                                                   record(6, 150, 40), record(8, 0, 90)};
    const puzzle::GuessSummary summary = puzzle::summarise(records, 3);
    CHECK(summary.maximum == 50);
    CHECK(summary.points == 9 + 2 + 8 + 2 + 9);
    CHECK(summary.goodMoves == 2);
    REQUIRE(summary.biggestDifferences.size() == 3);
    CHECK(summary.biggestDifferences[0].ply == 6);
    CHECK(summary.biggestDifferences[1].ply == 2);
    CHECK(summary.biggestDifferences[2].ply == 4);
}

} // namespace draughts::test
