// Every DXP message, written and read, checked field by field against the
// published layout (docs/dxp.md gives each field's width and column) and
// the examples of the protocol's description.

#include <draughts/dxp/game_rules.hpp>
#include <draughts/dxp/dxp_message.hpp>
#include "dxp_test_support.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace draughts;
using namespace draughts::dxp;
using namespace draughts::dxp::testing;
using namespace std::chrono_literals;

namespace {

std::string blanks(std::size_t n) { return std::string(n, ' '); }

template <class T>
T decoded(const std::string& text)
{
    const Decoded result = decode(text);
    INFO(text << ": " << result.error.describe());
    REQUIRE(result);
    REQUIRE(std::holds_alternative<T>(*result.message));
    return std::get<T>(*result.message);
}

DecodeError failure(const std::string& text)
{
    const Decoded result = decode(text);
    INFO(text);
    REQUIRE_FALSE(result);
    return result.error;
}

} // namespace

TEST_CASE("a GAMEREQ from the standard start has its fields at the published columns", "[dxp][message]")
{
    GameRequest request;
    request.initiatorName = "Draughts 1.0";
    request.followerSide = core::Side::Black;
    request.thinkingTime = 5min;
    request.moves = 75;
    const std::string text = encode(request);
    // header 1, version 2, name 32, follower colour 1, time 3, moves 3, starting position 1
    REQUIRE(text.size() == 43);
    CHECK(text.substr(0, 1) == "R");
    CHECK(text.substr(1, 2) == "01");
    CHECK(text.substr(3, 32) == "Draughts 1.0" + blanks(20));
    CHECK(text.substr(35, 1) == "Z");
    CHECK(text.substr(36, 3) == "005");
    CHECK(text.substr(39, 3) == "075");
    CHECK(text.substr(42, 1) == "A");
    CHECK(decoded<GameRequest>(text) == request);
}

TEST_CASE("a GAMEREQ with a position sends the side to move and 50 squares in number order", "[dxp][message]")
{
    GameRequest request;
    request.initiatorName = "Draughts";
    request.followerSide = core::Side::White;
    request.thinkingTime = 120min;
    request.moves = 0;
    core::Position start;
    start.white = squares({31, 46, 50});
    start.black = squares({1, 19, 20});
    start.kings = squares({46, 1});
    start.sideToMove = core::Side::Black;
    request.start = start;
    const std::string text = encode(request);
    REQUIRE(text.size() == 94);
    CHECK(text.substr(35, 1) == "W");
    CHECK(text.substr(36, 3) == "120");
    CHECK(text.substr(39, 3) == "000");
    CHECK(text.substr(42, 2) == "BZ");
    // Square n is column 44 + n: Z on 1, z on 19 and 20, w on 31 and 50, W on 46.
    const std::string board = "Z" + std::string(17, 'e') + "zz" + std::string(10, 'e') + "w" + std::string(14, 'e') +
                              "W" + std::string(3, 'e') + "w";
    CHECK(text.substr(44) == board);
    CHECK(decoded<GameRequest>(text) == request);
}

TEST_CASE("the standard start written as a position reads as the standard start", "[dxp][message]")
{
    const std::string text = "R01" + std::string("Opponent") + blanks(24) + "Z010000BW" + std::string(20, 'z') +
                             std::string(10, 'e') + std::string(20, 'w');
    const GameRequest request = decoded<GameRequest>(text);
    REQUIRE(request.start);
    CHECK(request.start->white == standardStart().white);
    CHECK(request.start->black == standardStart().black);
    CHECK(request.start->kings == 0);
    CHECK(request.start->sideToMove == core::Side::White);
    CHECK(request.initiatorName == "Opponent");
}

TEST_CASE("the thinking time reads as whole minutes and as decimal minutes", "[dxp][message]")
{
    const std::string head = "R01" + std::string("X") + blanks(31) + "W";
    CHECK(decoded<GameRequest>(head + "005000A").thinkingTime == 5min);
    CHECK(decoded<GameRequest>(head + ".20000A").thinkingTime == 12s);
    CHECK(decoded<GameRequest>(head + "1.5000A").thinkingTime == 90s);
    CHECK(decoded<GameRequest>(head + "0.5000A").thinkingTime == 30s);
    CHECK(decoded<GameRequest>(head + "12.000A").thinkingTime == 12min);
    CHECK(decoded<GameRequest>(head + " 15000A").thinkingTime == 15min);
    const DecodeError error = failure(head + "1x5000A");
    CHECK(error.type == "GAMEREQ");
    CHECK(error.field == "thinking time");
    CHECK(error.column == 37);
    CHECK(error.describe() == "GAMEREQ thinking time (column 37): \"1x5\" is not a number of minutes");
    CHECK(failure(head + "..1000A").field == "thinking time");
    CHECK(failure(head + "...000A").field == "thinking time");
}

TEST_CASE("thinking times are written as whole minutes where they are whole, else as decimals", "[dxp][message]")
{
    CHECK(encodeThinkingTime(5min) == "005");
    CHECK(encodeThinkingTime(120min) == "120");
    CHECK(encodeThinkingTime(12s) == ".20");
    CHECK(encodeThinkingTime(90s) == "1.5");
    CHECK(encodeThinkingTime(500ms) == ".01");
    CHECK(encodeThinkingTime(0ms) == "000");
    CHECK(encodeThinkingTime(1000min) == "999");
    CHECK(encodeThinkingTime(std::chrono::milliseconds(10 * 60'000 + 20'000)) == "010");
}

TEST_CASE("a GAMEREQ of another protocol version is read as far as its version and name", "[dxp][message]")
{
    const GameRequest request = decoded<GameRequest>("R02Future program   and more fields");
    CHECK(request.version == 2);
    CHECK(request.initiatorName == "Future program   and more fields");
}

TEST_CASE("a GAMEREQ's wrong fields are named with their columns", "[dxp][message]")
{
    const std::string name = "Opponent" + blanks(24);
    CHECK(failure("R01" + name + "X005000A").field == "follower colour");
    CHECK(failure("R01" + name + "X005000A").column == 36);
    const DecodeError start = failure("R01" + name + "W005000C");
    CHECK(start.field == "starting position");
    CHECK(start.column == 43);
    CHECK(start.reason == "\"C\" is not A or B");
    const DecodeError shortName = failure("R01Opponent");
    CHECK(shortName.field == "initiator name");
    CHECK(shortName.reason == "too short: 8 of 32 characters");
    const DecodeError moves = failure("R01" + name + "W00507");
    CHECK(moves.field == "number of moves");
    CHECK(moves.reason == "too short: 2 of 3 characters");
    // A wrong letter on square 7 stands in column 44 + 7.
    std::string board(50, 'e');
    board[6] = 'x';
    const DecodeError letter = failure("R01" + name + "W005000BW" + board);
    CHECK(letter.field == "position, square 7");
    CHECK(letter.column == 51);
    CHECK(letter.reason == "\"x\" is not e, w, z, W or Z");
    CHECK(failure("R01" + name + "W005000BW" + std::string(49, 'e')).field == "position");
    CHECK(failure("R01" + name + "W005000A!").reason == "1 character after the last field");
}

TEST_CASE("GAMEACC: the published example of Tornado accepting", "[dxp][message]")
{
    const std::string example = "ATornado voor Windows 4.0        0";
    REQUIRE(example.size() == 1 + 32 + 1);
    const GameAccept accept = decoded<GameAccept>(example);
    CHECK(accept.followerName == "Tornado voor Windows 4.0");
    CHECK(accept.acceptance == Acceptance::Accepted);
    CHECK(encode(accept) == example);
    CHECK(decoded<GameAccept>("A" + std::string("X") + blanks(31) + "3").acceptance == Acceptance::NoGames);
    CHECK(failure("A" + std::string("X") + blanks(31) + "4").field == "acceptance code");
}

TEST_CASE("MOVE: the published examples 6-11 and 5x25", "[dxp][message]")
{
    const MoveMessage step = decoded<MoveMessage>("M0012061100");
    CHECK(step.seconds == 12);
    CHECK(step.from == 6);
    CHECK(step.to == 11);
    CHECK(step.captured.empty());
    CHECK(encode(step) == "M0012061100");

    const MoveMessage capture = decoded<MoveMessage>("M001205250422122320");
    CHECK(capture.seconds == 12);
    CHECK(capture.from == 5);
    CHECK(capture.to == 25);
    CHECK(capture.captured == std::vector<int>{22, 12, 23, 20});
    CHECK(encode(capture) == "M001205250422122320");
}

TEST_CASE("a malformed MOVE names the field and the column", "[dxp][message]")
{
    const DecodeError shortTime = failure("M12");
    CHECK(shortTime.field == "time");
    CHECK(shortTime.column == 2);
    CHECK(failure("M00120611").field == "number captured");
    const DecodeError missing = failure("M0012052502221");
    CHECK(missing.field == "captured square 2");
    CHECK(missing.column == 14);
    CHECK(missing.reason == "too short: 1 of 2 characters");
    const DecodeError zero = failure("M0012001100");
    CHECK(zero.field == "from square");
    CHECK(zero.reason == "0 is not from 1 to 50");
    CHECK(failure("M0012065100").field == "to square");
    CHECK(failure("M0012062521").field == "number captured");
    const DecodeError twice = failure("M00120525022222");
    CHECK(twice.field == "captured square 2");
    CHECK(twice.reason == "square 22 is captured twice");
    CHECK(failure("M001206110").reason == "too short: 1 of 2 characters");
    CHECK(failure("M0012061100 ").field == "end");
    CHECK(failure("M00a2061100").reason == "\"00a2\" is not a number of 4 digits");
}

TEST_CASE("GAMEEND, CHAT, BACKREQ and BACKACC: the published examples", "[dxp][message]")
{
    CHECK(decoded<GameEnd>("E00") == GameEnd{EndReason::Unspecified, StopCode::NextGameWelcome});
    CHECK(decoded<GameEnd>("E31") == GameEnd{EndReason::SenderWins, StopCode::NoMoreGames});
    CHECK(encode(GameEnd{EndReason::SenderLoses, StopCode::NextGameWelcome}) == "E10");
    CHECK(failure("E4").field == "reason");
    CHECK(failure("E0").field == "stop code");
    CHECK(failure("E02").reason == "2 is not from 0 to 1");

    CHECK(decoded<Chat>("CWhat do you think about move 35?").text == "What do you think about move 35?");
    CHECK(encode(Chat{"What do you think about move 35?"}) == "CWhat do you think about move 35?");

    const BackRequest back = decoded<BackRequest>("B005Z");
    CHECK(back.moveNumber == 5);
    CHECK(back.sideToMove == core::Side::Black);
    CHECK(encode(back) == "B005Z");
    CHECK(failure("B000W").field == "move number");
    CHECK(failure("B005X").field == "colour to move");

    CHECK(decoded<BackAccept>("K1").acceptance == BackAcceptance::NotSupported);
    CHECK(encode(BackAccept{BackAcceptance::Declined}) == "K2");
    CHECK(failure("K3").field == "acceptance code");
}

TEST_CASE("an empty text or an unknown type is no message", "[dxp][message]")
{
    CHECK(failure("").reason == "the message is empty");
    const DecodeError unknown = failure("Xhello");
    CHECK(unknown.unknownType);
    CHECK(unknown.reason == "\"X\" is no DXP message type");
    CHECK_FALSE(failure("M12").unknownType);
}

TEST_CASE("names are padded, cut to 32 characters and kept to ASCII", "[dxp][message]")
{
    const std::string longName(40, 'n');
    CHECK(encode(GameAccept{longName, Acceptance::Accepted}) == "A" + std::string(32, 'n') + "0");
    // One '?' for each character outside ASCII, also for one of two bytes in UTF-8.
    CHECK(encode(GameAccept{"Dvořák", Acceptance::Accepted}) == "ADvo??k" + blanks(26) + "0");
    CHECK(encode(GameAccept{"  leading", Acceptance::Accepted}) == "Aleading" + blanks(25) + "0");
    // Bytes beyond ASCII read as Latin-1.
    CHECK(decoded<Chat>("Cd\xE1ma").text == "d\xC3\xA1ma");
    CHECK(decoded<Chat>("Ctab\there").text == "tab?here");
    CHECK(encode(Chat{std::string(200, 'c')}).size() == 127);
}
