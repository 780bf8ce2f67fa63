// The one way a game is played out between two players (game::playOut):
// hand-worked International games played to the rules' end, to a ply limit
// and to an adjudicated repetition; stopping, no move and a refused move.

#include <draughts/game/play_out.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>

#include <catch2/catch.hpp>

#include <atomic>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

using namespace draughts;
using core::Side;
using core::Variant;
using game::Game;
using game::PlayOutEnd;
using game::PlayOutLimits;

namespace {

constexpr Variant Intl = Variant::International; // every game here

Game playOutStart(std::string_view fenText)
{
    const auto position = notation::readFen(Intl, fenText);
    INFO("FEN " << fenText);
    REQUIRE(position);
    return Game(Intl, *position, game::MissedCaptureRule::Compulsory);
}

// A chooser that plays `script` in turn, each move by its text, and notes
// who was asked and how many moves were legal.
struct PlayOutScript {
    std::vector<std::string> script;
    std::vector<Side> asked;
    std::vector<std::size_t> legalCounts;

    std::optional<core::Move> operator()(const Game& g)
    {
        asked.push_back(g.sideToMove());
        legalCounts.push_back(g.legalMoves().size());
        REQUIRE(asked.size() <= script.size());
        const std::string& wanted = script[asked.size() - 1];
        for (const core::Move& m : g.legalMoves())
            if (notation::formatMove(Intl, m, g.legalMoves()) == wanted)
                return m;
        FAIL("no legal move " << wanted);
        return std::nullopt;
    }
};

} // namespace

TEST_CASE("playOut: a forced capture takes the last black man and the rules end the game", "[game][play_out]")
{
    // White 28, Black 23: 28x19 is White's one move (captures are
    // compulsory; from 19 no black man is left to take), and Black, with no
    // piece, has lost.
    Game game = playOutStart("W:W28:B23");
    PlayOutScript players{{"28x19"}, {}, {}};
    CHECK(game::playOut(game, {}, std::ref(players)) == PlayOutEnd::Rules);
    CHECK(players.asked == std::vector<Side>{Side::White});
    CHECK(players.legalCounts == std::vector<std::size_t>{1});
    CHECK(game.history().size() == 1);
    CHECK(game.result().outcome == game::Outcome::WhiteWins);
}

TEST_CASE("playOut: four plies from the start, then drawn at the ply limit", "[game][play_out]")
{
    // 32-28 19-23 opens the diagonal 28-23-19: 28x19 is then White's only
    // move (no other white man touches a black one), and Black has two
    // captures of the man on 19 (13x24, 14x23; the squares behind, 8 and 10,
    // are full). The limit of 4 plies draws the game before a fifth.
    Game game = playOutStart("W:W31-50:B1-20"); // the published start, White first
    PlayOutScript players{{"32-28", "19-23", "28x19", "14x23"}, {}, {}};
    PlayOutLimits limits;
    limits.maxPlies = 4;
    CHECK(game::playOut(game, limits, std::ref(players)) == PlayOutEnd::PlyLimit);
    CHECK(players.asked == std::vector<Side>{Side::White, Side::Black, Side::White, Side::Black});
    CHECK(players.legalCounts[2] == 1);
    CHECK(players.legalCounts[3] == 2);
    CHECK(game.history().size() == 4);
    CHECK(game.result().outcome == game::Outcome::Draw);
    // White lost 32 (taken on 19); Black lost 19 (taken on 23) and moved 14 to 23.
    const core::Position expected = playOutStart("W:W31,33-50:B1-13,15-18,20,23").position();
    CHECK(game.position().white == expected.white);
    CHECK(game.position().black == expected.black);
    CHECK(game.sideToMove() == Side::White);
}

TEST_CASE("playOut: each position is asked about once before its move, and a repetition draws", "[game][play_out]")
{
    // A man each, far apart: 46-41 and 5-10. What counts as a repetition
    // is the caller's: here, reaching a third position.
    Game game = playOutStart("W:W46:B5");
    PlayOutScript players{{"46-41", "5-10"}, {}, {}};
    std::vector<std::string> seen;
    PlayOutLimits limits;
    limits.repeated = [&](const Game& g) {
        seen.push_back(notation::writeFen(Intl, g.position()));
        return seen.size() == 3;
    };
    CHECK(game::playOut(game, limits, std::ref(players)) == PlayOutEnd::Repetition);
    // The FEN writer numbers the moves after the start (N).
    CHECK(seen == std::vector<std::string>{"W:W46:B5", "B:W41:B5:N1", "W:W41:B10:N2"});
    CHECK(players.asked.size() == 2);
    CHECK(game.result().outcome == game::Outcome::Draw);
}

TEST_CASE("playOut: a stop, no move and a refused move leave the game unfinished", "[game][play_out]")
{
    int asked = 0;
    SECTION("stop")
    {
        Game game(Intl);
        const std::atomic<bool> stop{true};
        PlayOutLimits limits;
        limits.stop = &stop;
        CHECK(game::playOut(game, limits, [&](const Game&) -> std::optional<core::Move> {
                  ++asked;
                  return std::nullopt;
              }) == PlayOutEnd::Stopped);
        CHECK(asked == 0);
        CHECK_FALSE(game.result().isOver());
    }
    SECTION("no move")
    {
        Game game(Intl);
        CHECK(game::playOut(game, {}, [&](const Game&) -> std::optional<core::Move> {
                  ++asked;
                  return std::nullopt;
              }) == PlayOutEnd::NoMove);
        CHECK(asked == 1);
        CHECK_FALSE(game.result().isOver());
    }
    SECTION("a refused move")
    {
        // A move of a black man on 19 is no move of White's at the start.
        Game game = playOutStart("W:W31-50:B1-20");
        Game blackToMove = playOutStart("B:W31,32:B19");
        const core::Move blackMove = blackToMove.legalMoves()[0];
        CHECK(game::playOut(game, {}, [&](const Game&) -> std::optional<core::Move> { return blackMove; }) ==
              PlayOutEnd::Refused);
        CHECK(game.history().empty());
        CHECK(game.sideToMove() == Side::White);
        CHECK_FALSE(game.result().isOver());
    }
}
