// Clocks in PDN: the TimeControl tag, clock commands in comments and a game
// lost on time (docs/pdn.md, "Clocks").

#include <draughts/pdn/time_control_tag.hpp>

#include <draughts/notation/move_text.hpp>
#include <draughts/pdn/pdn_reader.hpp>
#include <draughts/pdn/pdn_writer.hpp>

#include "pdn_test_support.hpp"

#include <catch2/catch.hpp>

using namespace draughts;
using namespace draughts::pdn;
using namespace draughts::pdn::testing;

TEST_CASE("TimeControl values: seconds plus increment, as PGN writes them", "[pdn][clock]")
{
    CHECK(writeTimeControl({300, 3}) == "300+3");
    CHECK(writeTimeControl({600, 5}) == "600+5");
    CHECK(writeTimeControl({900, 0}) == "900");
    CHECK(readTimeControl("300+3") == TimeControl{300, 3});
    CHECK(readTimeControl(" 900 ") == TimeControl{900, 0});
    CHECK(readTimeControl("600+0") == TimeControl{600, 0});
    // What the program cannot play is not a time control for it.
    for (const char* other : {"-", "?", "40/7200", "*180", "", "0+5", "300+", "+3", "5 min"})
        CHECK_FALSE(readTimeControl(other));
    CHECK_FALSE(TimeControl{}.enabled());
    CHECK(TimeControl{60, 0}.enabled());
}

TEST_CASE("Clock commands: hours, minutes and seconds, rounded up", "[pdn][clock]")
{
    CHECK(clockCommand(297'000) == "[%clock 0:04:57]");
    CHECK(clockCommand(296'001) == "[%clock 0:04:57]"); // a player with time left never reads back as out of it
    CHECK(clockCommand(3'725'000) == "[%clock 1:02:05]");
    CHECK(clockCommand(0) == "[%clock 0:00:00]");
    CHECK(clockCommand(-40) == "[%clock 0:00:00]");
    CHECK(withClockCommand(61'000, "Good move.") == "[%clock 0:01:01] Good move.");
    CHECK(withClockCommand(61'000, "") == "[%clock 0:01:01]");
}

TEST_CASE("A comment gives up its clock command and keeps the rest", "[pdn][clock]")
{
    ClockComment plain = takeClockCommand("[%clock 0:04:57] Good move.");
    CHECK(plain.milliseconds == 297'000);
    CHECK(plain.comment == "Good move.");
    CHECK(takeClockCommand("[%clock 1:02:05]").milliseconds == 3'725'000);
    CHECK(takeClockCommand("[%clk 0:00:09.5]").milliseconds == 9'500); // PGN's spelling, tenths
    CHECK(takeClockCommand("[%clock 4:57]").milliseconds == 297'000);
    ClockComment none = takeClockCommand("A quiet opening.");
    CHECK_FALSE(none.milliseconds);
    CHECK(none.comment == "A quiet opening.");
    // Another program's command is kept; a bad time is dropped with its command.
    ClockComment other = takeClockCommand("[%eval 0.3] [%clock 0:61:00] text");
    CHECK_FALSE(other.milliseconds);
    CHECK(other.comment == "[%eval 0.3]  text");
}

TEST_CASE("A game with a time control and clock comments reads back the same", "[pdn][clock][round-trip]")
{
    game::Game game(core::Variant::Polish);
    for (const char* text : {"36-31", "12-17", "31-27"}) {
        const auto move = notation::parseMove(game.variant(), text, game.permittedMoves());
        REQUIRE(move);
        REQUIRE(game.play(*move));
    }
    const std::string text = writePdn(
        game, {{"TimeControl", writeTimeControl({300, 3})}},
        {"", withClockCommand(298'000, ""), withClockCommand(301'000, "Quick."), withClockCommand(295'500, "")});
    CHECK(text.find("[TimeControl \"300+3\"]") != std::string::npos);
    // A comment interrupts the turn, so Black's move is numbered again, as PDN does after any comment.
    CHECK(text.find("1. 36-31 {[%clock 0:04:58]} 1... 12-17 {[%clock 0:05:01] Quick.}") != std::string::npos);
    INFO(text);
    CHECK(text.find("2. 31-27\n{[%clock 0:04:56]} *") != std::string::npos); // the line is full after the move
    const PdnGame read = readOne(text);
    REQUIRE(read.tag("TimeControl"));
    CHECK(readTimeControl(*read.tag("TimeControl")) == TimeControl{300, 3});
    CHECK(takeClockCommand(read.comment(2)).milliseconds == 301'000);
    CHECK(takeClockCommand(read.comment(2)).comment == "Quick.");
    CHECK(takeClockCommand(read.comment(3)).milliseconds == 296'000);
}

TEST_CASE("A game lost on time says so in its Termination tag and reads back lost on time", "[pdn][clock][result]")
{
    game::Game game(core::Variant::International);
    const auto move = notation::parseMove(game.variant(), "16-21", game.permittedMoves());
    REQUIRE(move);
    REQUIRE(game.play(*move));
    game.loseOnTime(core::Side::White);
    const std::string text = writePdn(game, {{"Event", "Blitz"}, {"Termination", "normal"}});
    CHECK(text.find("[Termination \"time forfeit\"]") != std::string::npos);
    CHECK(text.find("normal") == std::string::npos);
    CHECK(text.find("[Result \"0-2\"]") != std::string::npos);
    const PdnGame read = readOne(text);
    CHECK(read.game.result() == game::Result{game::Outcome::BlackWins, game::EndReason::TimeForfeit});
    CHECK(read.game.replay().result() == game::Result{game::Outcome::BlackWins, game::EndReason::TimeForfeit});
    CHECK(read.result == "0-2");
    CHECK(writePdn(read) == text);

    // Undone, the flag is gone and so is the tag; the same token is a resignation without it.
    game.undo();
    game.resign(core::Side::White);
    const std::string resigned = writePdn(game, {{"Termination", "time forfeit"}});
    CHECK(resigned.find("Termination") == std::string::npos);
    CHECK(readOne(resigned).game.result().reason == game::EndReason::Resignation);
}
