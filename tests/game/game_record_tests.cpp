// game::GameRecord: a game kept as its actions replays to the same game.

#include <draughts/game/game_record.hpp>

#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/rules/facts.hpp>

#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

namespace {

using namespace draughts;
using core::Variant;
using game::Game;
using game::GameRecord;
using game::MissedCaptureRule;

// Random play through everything a game allows: violations, claims of
// both kinds, and an ending by the rules, a resignation, a fallen flag or
// a draw.
Game randomGame(Variant variant, MissedCaptureRule rule, std::uint32_t seed)
{
    Game game(variant, rules::startPosition(variant), rule);
    std::mt19937 random(seed);
    for (int i = 0; i < 200 && !game.result().isOver(); ++i) {
        if (const core::Bitboard claimable = game.claimablePieces(); claimable && random() % 2) {
            REQUIRE(game.claim(core::lowestSquare(claimable)));
            continue;
        }
        if (game.canClaimHandStone() && random() % 2) {
            REQUIRE(game.claimHandStone());
            continue;
        }
        const core::MoveList& moves = random() % 4 ? game.legalMoves() : game.permittedMoves();
        REQUIRE(game.play(moves[random() % moves.size()]));
    }
    switch (seed % 4) {
    case 0: game.resign(core::Side::White); break;
    case 1: game.agreeDraw(); break;
    case 2: game.loseOnTime(core::Side::Black); break;
    default: break; // left as it is, over by the rules or still going
    }
    return game;
}

std::vector<std::string> historyTexts(const Game& game)
{
    std::vector<std::string> texts;
    for (const game::HistoryEntry& entry : game.history())
        texts.push_back(entry.text);
    return texts;
}

} // namespace

TEST_CASE("a game record replays to the same game in all five games", "[game][record]")
{
    for (Variant variant : core::allVariants) {
        for (auto rule : {MissedCaptureRule::Forfeit, MissedCaptureRule::Compulsory}) {
            for (std::uint32_t seed = 1; seed <= 6; ++seed) {
                INFO(core::variantId(variant) << " seed " << seed);
                const Game original = randomGame(variant, rule, seed);
                const GameRecord record(original);
                CHECK(record.variant() == variant);
                CHECK(record.missedCaptureRule() == rule);
                CHECK(record.actions().size() == original.history().size());
                CHECK(record.position() == original.position());
                CHECK(record.result() == original.result());

                const Game replayed = record.replay();
                CHECK(historyTexts(replayed) == historyTexts(original));
                CHECK(replayed.startPosition() == original.startPosition());
                CHECK(replayed.position() == original.position());
                CHECK(replayed.result() == original.result());
                CHECK(replayed.pendingClaims() == original.pendingClaims());
                for (std::size_t i = 0; i < original.history().size(); ++i)
                    CHECK(replayed.history()[i].before == original.history()[i].before);
            }
        }
    }
}

TEST_CASE("a record keeps the actions, not the move lists and positions of its game", "[game][record]")
{
    // A Game holds two lists of 512 moves and a position per action; a
    // record only the actions.
    CHECK(sizeof(core::MoveList) > 16000);
    CHECK(sizeof(GameRecord) < 512);
    const Game game = randomGame(Variant::International, MissedCaptureRule::Compulsory, 2);
    CHECK(GameRecord(game).actions().size() == game.history().size());
    CHECK(GameRecord(game).actions().capacity() == game.history().size());
}

// The kings shuttle i1-j2 (50-45) and b10-a9 (1-6): nothing can be taken,
// so 30 plies reach the counter.
TEST_CASE("a record keeps a switched-off draw counter", "[game][record][draw-counter]")
{
    Game game(Variant::International, *notation::readFen(Variant::International, "W:WK50:BK1"));
    game.setCountedDrawsEnforced(false);
    for (int ply = 0; ply < 32; ++ply) {
        const auto move = notation::parseMove(Variant::International,
                                              ply % 4 == 0   ? "50-45"
                                              : ply % 4 == 1 ? "1-6"
                                              : ply % 4 == 2 ? "45-50"
                                                             : "6-1",
                                              game.permittedMoves());
        REQUIRE(move);
        REQUIRE(game.play(*move));
    }
    const GameRecord record(game);
    CHECK_FALSE(record.countedDrawsEnforced());
    const Game replayed = record.replay();
    CHECK(replayed.history().size() == 32);
    CHECK_FALSE(replayed.result().isOver());
    CHECK(replayed.drawCounter() == 32);
    CHECK(replayed.passedDraw() == game::PassedDraw{30, {game::Outcome::Draw, game::EndReason::DrawCounter}});
}

// International under the FMJD's rules (international.md §10.3): the kings
// shuttle as above beside a man each (46 on a1, 5 on j10), so that the 5-
// and 16-move endings do not apply. With White to move, the start position
// stands there for the second time after 4 plies and for the third after 8.
TEST_CASE("counted draws switched off: the game goes on and notes the first draw it passed",
          "[game][draw-counter][fmjd]")
{
    const char* const shuttle[] = {"50-45", "1-6", "45-50", "6-1"};
    auto playPlies = [&](Game& game, int plies) {
        for (int ply = 0; ply < plies; ++ply) {
            const auto move =
                notation::parseMove(Variant::International, shuttle[game.history().size() % 4], game.permittedMoves());
            REQUIRE(move);
            REQUIRE(game.play(*move));
        }
    };
    const auto start = *notation::readFen(Variant::International, "W:WK50,46:BK1,5");
    const game::Result repetition{game::Outcome::Draw, game::EndReason::Repetition};

    SECTION("in the program's own play the third repetition ends the game")
    {
        Game own(Variant::International, rules::RuleSet::Fmjd, start);
        playPlies(own, 8);
        CHECK(own.result() == repetition);
        CHECK(own.passedDraw() == std::nullopt);
        CHECK_FALSE(own.play(*notation::parseMove(Variant::International, "50-45", own.legalMoves())));
    }
    SECTION("switched off, the game goes on; undo and redo keep the note in step")
    {
        Game read(Variant::International, rules::RuleSet::Fmjd, start);
        read.setCountedDrawsEnforced(false);
        playPlies(read, 7);
        CHECK(read.passedDraw() == std::nullopt);
        playPlies(read, 1);
        const game::PassedDraw atEight{8, repetition};
        CHECK_FALSE(read.result().isOver());
        CHECK(read.passedDraw() == atEight);
        // The position comes a fourth time after 12 plies: the first draw passed is the one kept.
        playPlies(read, 4);
        CHECK(read.passedDraw() == atEight);
        CHECK(GameRecord(read).replay().passedDraw() == atEight);
        CHECK(read.upTo(7).passedDraw() == std::nullopt);
        for (int i = 0; i < 5; ++i)
            read.undo();
        CHECK(read.passedDraw() == std::nullopt);
        read.redo();
        CHECK(read.passedDraw() == atEight);
    }
    SECTION("switched off where the game stands drawn: the note is that place")
    {
        Game late(Variant::International, rules::RuleSet::Fmjd, start);
        playPlies(late, 8);
        late.setCountedDrawsEnforced(false);
        CHECK_FALSE(late.result().isOver());
        CHECK(late.passedDraw() == game::PassedDraw{8, repetition});
    }
}

TEST_CASE("a record of a game not begun starts from the game's start", "[game][record]")
{
    const GameRecord international;
    CHECK(international.variant() == Variant::International);
    CHECK(international.actions().empty());
    CHECK(international.replay().position() == rules::startPosition(Variant::International));
    const GameRecord corner(Variant::CornerCheckers, MissedCaptureRule::Compulsory);
    CHECK(corner.startPosition() == rules::startPosition(Variant::CornerCheckers));
    CHECK(corner.position() == corner.startPosition());
    CHECK(corner.replay().missedCaptureRule() == MissedCaptureRule::Compulsory);
    CHECK_FALSE(corner.result().isOver());
}
