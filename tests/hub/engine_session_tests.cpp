// Our engine behind the Hub protocol, driven line by line as a GUI would:
// whole games in every variant, time limits, stop and ping while it
// thinks, and bad lines that get an error and change nothing.

#include "support/temp_folder.hpp"

#include <draughts/egdb/builder.hpp>
#include <draughts/game/game.hpp>
#include <draughts/hub/engine_session.hpp>
#include <draughts/hub/hub_message.hpp>
#include <draughts/hub/notation.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <mutex>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

using namespace draughts;
using core::Variant;

namespace {

// What the session writes, readable from the test's thread while the
// search thread writes.
class SharedBuffer : public std::stringbuf {
public:
    std::vector<std::string> lines()
    {
        const std::lock_guard lock(m_mutex);
        std::vector<std::string> list;
        std::istringstream in(str());
        for (std::string line; std::getline(in, line);)
            list.push_back(line);
        return list;
    }

protected:
    std::streamsize xsputn(const char* s, std::streamsize n) override
    {
        const std::lock_guard lock(m_mutex);
        return std::stringbuf::xsputn(s, n);
    }
    int_type overflow(int_type c) override
    {
        const std::lock_guard lock(m_mutex);
        return std::stringbuf::overflow(c);
    }

private:
    std::recursive_mutex m_mutex; // stringbuf::xsputn may call overflow
};

struct Session {
    SharedBuffer buffer;
    std::ostream out{&buffer};
    hub::EngineSession engine{out, {"Draughts", "1.0", "The Draughts Project developers", {}}};

    std::size_t read = 0;
    // The lines written since the last call.
    std::vector<std::string> newLines()
    {
        const auto all = buffer.lines();
        std::vector<std::string> fresh(all.begin() + static_cast<std::ptrdiff_t>(read), all.end());
        read = all.size();
        return fresh;
    }
    void send(const std::string& line) { REQUIRE(engine.handle(line)); }
    // "go think", and what the session writes until its search has ended.
    std::vector<std::string> think()
    {
        send("go think");
        engine.waitForSearch();
        return newLines();
    }
};

hub::Message message(const std::string& line)
{
    const auto parsed = hub::parseMessage(line);
    INFO(line);
    REQUIRE(parsed);
    return *parsed.message;
}

// The done line that ends a search's answer, with every earlier line an info line.
hub::Message doneOf(const std::vector<std::string>& lines)
{
    REQUIRE_FALSE(lines.empty());
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
        INFO(lines[i]);
        CHECK(message(lines[i]).command == "info");
    }
    const hub::Message done = message(lines.back());
    INFO(lines.back());
    REQUIRE(done.command == "done");
    return done;
}

void handshake(Session& s, Variant variant)
{
    s.send("hub");
    const auto hello = s.newLines();
    REQUIRE(hello.size() == 7);
    CHECK(message(hello[0]).command == "id");
    CHECK(message(hello[0]).value("name") == "Draughts");
    CHECK(hello[1] ==
          "param name=variant value=normal type=enum values=\"normal polish twenty-vs-ten corner last-man\"");
    CHECK(hello[2] == "param name=hash value=32 type=int min=1 max=1024");
    CHECK(hello[3] == "param name=rules value=original type=enum values=\"original fmjd\"");
    CHECK(hello[4] == "param name=threads value=1 type=int min=1 max=256");
    CHECK(hello[5] == "param name=book value=true type=bool");
    CHECK(hello[6] == "wait");
    s.send("set-param name=variant value=" + std::string(hub::variantValue(variant)));
    s.send("set-param name=hash value=4");
    s.send("init");
    CHECK(s.newLines() == std::vector<std::string>{"ready"});
    s.send("new-game");
}

std::string joined(const std::vector<std::string>& words)
{
    std::string text;
    for (const auto& w : words)
        text += (text.empty() ? "" : " ") + w;
    return text;
}

} // namespace

TEST_CASE("hub session: a whole game in every variant, both sides played through the protocol")
{
    // Each game with another kind of limit the protocol has.
    const std::vector<std::pair<Variant, std::string>> games{
        {Variant::International, "level depth=2"},        {Variant::Polish, "level move-time=0.01"},
        {Variant::TwentyVsTen, "level time=4 inc=0.005"}, {Variant::CornerCheckers, "level moves=40 time=2"},
        {Variant::ToTheLastMan, "level depth=3"},
    };
    for (const auto& [variant, level] : games) {
        INFO(core::variantId(variant) << " with " << level);
        Session s;
        handshake(s, variant);
        game::Game game(variant, game::MissedCaptureRule::Compulsory);
        const std::string start = hub::writePosition(variant, game.startPosition());
        std::vector<std::string> moves;
        constexpr int MostPlies = 300;
        while (!game.result().isOver() && static_cast<int>(moves.size()) < MostPlies) {
            // The whole history each time, as a GUI sends it for repetitions.
            s.send("pos pos=" + start + " moves=\"" + joined(moves) + "\"");
            REQUIRE(s.engine.position() == game.position());
            s.send(level);
            const auto answer = s.think();
            const hub::Message done = doneOf(answer);
            const auto move = hub::readMove(variant, done.value("move").value_or(""), game.legalMoves());
            INFO("after " << joined(moves) << ": " << answer.back());
            REQUIRE(move);
            // The ponder move, when given, is the opponent's legal answer.
            if (const auto ponder = done.value("ponder")) {
                const auto next = rules::afterMove(variant, game.position(), *move);
                CHECK(next.sideToMove != game.sideToMove());
                core::MoveList replies;
                rules::generateMoves(variant, next, replies);
                CHECK(hub::readMove(variant, *ponder, replies));
            }
            moves.push_back(hub::writeMove(variant, *move));
            REQUIRE(game.play(*move));
        }
        // International and Corner Checkers end by their draw counter at the
        // latest; the others may go on for ever at this depth.
        if (variant == Variant::International || variant == Variant::CornerCheckers)
            CHECK(game.result().isOver());
        CHECK(moves.size() >= 10);
        CHECK_FALSE(s.engine.handle("quit"));
    }
}

TEST_CASE("hub session: ping is answered and stop ends a search that has no limit")
{
    Session s;
    handshake(s, Variant::International);
    s.send("pos");
    s.send("level infinite");
    s.send("go analyse");
    REQUIRE(s.engine.isSearching()); // it only ends when told to
    s.send("ping");
    s.send("pos pos=Weee"); // refused while it thinks, and the search goes on
    REQUIRE(s.engine.isSearching());
    s.send("stop");
    s.engine.waitForSearch();
    auto lines = s.newLines();
    const auto pong = std::find(lines.begin(), lines.end(), "pong");
    CHECK(pong != lines.end());
    std::vector<std::string> rest;
    for (const auto& line : lines)
        if (line != "pong" && message(line).command != "error")
            rest.push_back(line);
    CHECK(std::count_if(lines.begin(), lines.end(),
                        [](const std::string& l) { return message(l).command == "error"; }) == 1);
    const hub::Message done = doneOf(rest);
    core::MoveList legal;
    rules::generateMoves(Variant::International, rules::startPosition(Variant::International), legal);
    CHECK(hub::readMove(Variant::International, done.value("move").value_or(""), legal));
    // The session carries on: another search after the stopped one.
    s.send("level depth=1");
    doneOf(s.think());
}

TEST_CASE("hub session: the threads parameter searches on two threads, which stop ends")
{
    Session s;
    handshake(s, Variant::Polish);
    s.send("set-param name=threads value=2");
    CHECK(s.newLines().empty());
    s.send("pos");
    s.send("level infinite");
    s.send("go analyse");
    REQUIRE(s.engine.isSearching());
    s.send("stop");
    s.engine.waitForSearch(); // returns once both threads have ended
    const hub::Message done = doneOf(s.newLines());
    core::MoveList legal;
    rules::generateMoves(Variant::Polish, rules::startPosition(Variant::Polish), legal);
    CHECK(hub::readMove(Variant::Polish, done.value("move").value_or(""), legal));
    s.send("hub"); // the parameter keeps its new value
    const auto hello = s.newLines();
    REQUIRE(hello.size() == 7);
    CHECK(hello[4] == "param name=threads value=2 type=int min=1 max=256");
}

// A search stopped inside an iteration (here by its limit of positions)
// ends with an info line of the whole search's count, which a match divides
// by the time spent: the finished iterations alone count fewer positions.
TEST_CASE("hub session: the last info line before done counts every position searched")
{
    Session s;
    handshake(s, Variant::International);
    s.send("set-param name=book value=false"); // the start is a book position
    s.send("pos");
    s.send("level nodes=20000");
    const auto lines = s.think();
    doneOf(lines);
    REQUIRE(lines.size() >= 3);
    const auto nodesOf = [](const std::string& line) {
        return std::stoull(message(line).value("nodes").value_or("0"));
    };
    const hub::Message last = message(lines[lines.size() - 2]);
    const hub::Message lastIteration = message(lines[lines.size() - 3]);
    // The stop comes at 20,000 positions, within an iteration, so the
    // totals repeat the last finished iteration's depth and variation
    // with more positions.
    CHECK(nodesOf(lines[lines.size() - 2]) >= 20000);
    CHECK(nodesOf(lines[lines.size() - 3]) < 20000);
    CHECK(last.value("depth") == lastIteration.value("depth"));
    CHECK(last.value("pv") == lastIteration.value("pv"));
}

// international.md §10.1: under the FMJD's rules White begins, so the
// start the session plays from has White to move, and its move is one of
// White's nine first moves (from 31 to 35).
TEST_CASE("hub session: the rules parameter plays International under the FMJD's rules")
{
    Session s;
    handshake(s, Variant::International);
    s.send("set-param name=rules value=fmjd");
    CHECK(s.newLines().empty());
    CHECK(s.engine.position() == rules::startPosition(Variant::International, rules::RuleSet::Fmjd));
    s.send("pos");
    s.send("level depth=1");
    const hub::Message done = doneOf(s.think());
    core::MoveList whiteFirst;
    rules::generateMoves(Variant::International, rules::startPosition(Variant::International, rules::RuleSet::Fmjd),
                         whiteFirst);
    CHECK(hub::readMove(Variant::International, done.value("move").value_or(""), whiteFirst));
}

// docs/engine.md, "The opening book": `go think` answers a book position
// from the book at once (no info line: nothing was searched), unless the
// book parameter is false; analysing always searches.
TEST_CASE("hub session: the book parameter plays book moves at once or searches")
{
    Session s;
    handshake(s, Variant::International);
    s.send("pos");
    s.send("level depth=2");
    s.send("go think");
    s.engine.waitForSearch();
    CHECK(s.newLines().size() == 1); // done alone
    s.send("go analyse");
    s.engine.waitForSearch();
    CHECK(s.newLines().size() == 3); // two iterations, done
    s.send("set-param name=book value=false");
    CHECK(s.newLines().empty());
    s.send("go think");
    s.engine.waitForSearch();
    const auto searched = s.newLines();
    CHECK(searched.size() == 3);
    doneOf(searched);
}

// docs/hub.md: `draughts-cli hub --egdb DIR` searches with each game's
// endgame tables in DIR/<game>. A White king against a Black man on 31 is
// won in 5 plies (46-23 31-36 23-28 36-41 28x46, counted by hand in
// tests/engine/endgame_tables_tests.cpp), which depth 2 alone does not see.
TEST_CASE("hub session: with endgame tables, a position they hold is scored from them")
{
    const test::TempFolder folder;
    egdb::BuildOptions options;
    options.variant = Variant::International;
    options.pieces = 2;
    options.folder = folder.path() / "international";
    egdb::buildTables(options);
    const auto king = *notation::readFen(Variant::International, "W:WK46:B31");

    const auto mateAtDepth2 = [&](bool withTables) {
        Session s;
        if (withTables)
            s.engine.setEndgameTables(folder.path());
        handshake(s, Variant::International);
        s.send("pos pos=" + hub::writePosition(Variant::International, king));
        s.send("level depth=2");
        const auto lines = s.think();
        const hub::Message done = doneOf(lines);
        CHECK(done.value("move") != "46-37"); // the one move that loses
        REQUIRE(lines.size() >= 2);
        return message(lines[lines.size() - 2]).value("mate");
    };
    CHECK(mateAtDepth2(true) == "5");
    CHECK_FALSE(mateAtDepth2(false).has_value());
}

TEST_CASE("hub session: a bad line gets one error line and changes nothing")
{
    Session s;
    handshake(s, Variant::Polish);
    const auto polishStart = rules::startPosition(Variant::Polish);
    const std::vector<std::pair<std::string, std::string>> bad{
        {"frobnicate now", "error message=\"unknown command 'frobnicate'\""},
        {"pos pos=W", "error message=\"position: it needs one letter for each of the 50 squares of Polish, then only "
                      "fields starting with ':' (at column 2)\""},
        {"pos moves=\"36-31 31-26\"", ""},
        {"level depth=zero", "error message=\"level: depth must be a whole number above 0, not 'zero'\""},
        {"level", "error message=\"level needs depth, move-time, time, nodes or infinite\""},
        {"set-param name=variant value=killer",
         "error message=\"variant 'killer' is none of: normal polish twenty-vs-ten corner last-man\""},
        {"set-param name=ponder value=true", "error message=\"unknown parameter 'ponder'\""},
        {"set-param name=book value=yes", "error message=\"book must be true or false\""},
        {"set-param name=rules value=fmjd", "error message=\"rules fmjd are for variant normal only\""},
        {"set-param name=rules value=FMJD", "error message=\"rules 'FMJD' is none of: original fmjd\""},
        {"set-param name=threads value=0", "error message=\"threads must be a whole number from 1 to 256\""},
        {"info pv=\"unclosed",
         "error message=\"cannot read the line: the quote opened here is never closed (at column 9)\""},
    };
    s.send("level depth=2");
    for (const auto& [line, expected] : bad) {
        INFO(line);
        s.send(line);
        const auto answer = s.newLines();
        REQUIRE(answer.size() == 1);
        CHECK(message(answer[0]).command == "error");
        if (!expected.empty())
            CHECK(answer[0] == expected);
        CHECK(s.engine.position() == polishStart);
        CHECK(s.engine.variant() == Variant::Polish);
        CHECK(s.engine.level().depth == 2);
    }
    // 36-31 is White's move, then Black's 31-26 is no move at all.
    s.send("ping");
    CHECK(s.newLines() == std::vector<std::string>{"pong"});
    doneOf(s.think());
}

TEST_CASE("hub session: Black's two Twenty vs Ten moves are two searches, the second from the barred position")
{
    Session s;
    handshake(s, Variant::TwentyVsTen);
    s.send("level depth=3");
    s.send("pos");
    const hub::Message first = doneOf(s.think());
    // The next ply is Black's own second move: no ponder move.
    CHECK_FALSE(first.has("ponder"));
    const auto start = rules::startPosition(Variant::TwentyVsTen);
    core::MoveList legal;
    rules::generateMoves(Variant::TwentyVsTen, start, legal);
    const auto move = hub::readMove(Variant::TwentyVsTen, *first.value("move"), legal);
    REQUIRE(move);
    const auto halfway = rules::afterMove(Variant::TwentyVsTen, start, *move);
    REQUIRE(halfway.isSecondHalfOfTurn());
    // The same position sent as a position with its D field, or as a move.
    s.send("pos pos=" + hub::writePosition(Variant::TwentyVsTen, halfway));
    CHECK(s.engine.position() == halfway);
    s.send("pos moves=" + *first.value("move"));
    CHECK(s.engine.position() == halfway);
    const hub::Message second = doneOf(s.think());
    core::MoveList secondMoves;
    rules::generateMoves(Variant::TwentyVsTen, halfway, secondMoves);
    const auto other = hub::readMove(Variant::TwentyVsTen, *second.value("move"), secondMoves);
    REQUIRE(other);
    CHECK(other->from != move->to); // another piece
}

TEST_CASE("hub session: go ponder waits for ponder-hit before its clock runs")
{
    Session s;
    handshake(s, Variant::CornerCheckers);
    s.send("pos");
    s.send("level move-time=0.05");
    s.send("go ponder");
    s.send("ping");
    s.send("ponder-hit");
    s.engine.waitForSearch();
    auto lines = s.newLines();
    REQUIRE(lines.size() >= 2);
    lines.erase(std::find(lines.begin(), lines.end(), "pong"));
    doneOf(lines);
}

TEST_CASE("hub session: a position without a legal move gets an error and an empty done")
{
    Session s;
    handshake(s, Variant::International);
    // White to move without a piece: the game is over.
    s.send("pos pos=W" + std::string(49, 'e') + "B");
    CHECK(s.think() ==
          std::vector<std::string>{"error message=\"the side to move has no legal move: the game is over\"", "done"});
}

TEST_CASE("hub session: allotted time from the level")
{
    using engine::Milliseconds;
    using engine::MoveTime;
    const Milliseconds unset{777};
    CHECK(hub::allottedTime({}, 0, unset) == MoveTime::fixed(unset));
    hub::TimeLevel moveTime;
    moveTime.moveTime = 1.5;
    CHECK(hub::allottedTime(moveTime, 0, unset) == MoveTime::fixed(Milliseconds{1500}));
    // 60 s for the rest of the game (engine::allotTime): 45 moves to go at
    // the start, 50 ms kept for each of 135 answers, 53,250 / 45 = 1,183 ms,
    // 80 % of it in the opening, up to three times that.
    hub::TimeLevel suddenDeath;
    suddenDeath.time = 60;
    CHECK(hub::allottedTime(suddenDeath, 0, unset) == MoveTime{Milliseconds{946}, Milliseconds{2838}});
    // 20 moves later, in the middle game: 35 moves to go, 115 answers,
    // 5.75 s kept, 54,250 / 35 = 1,550 ms, 125 % of it.
    CHECK(hub::allottedTime(suddenDeath, 20, unset) == MoveTime{Milliseconds{1937}, Milliseconds{5811}});
    // 10 moves in 20 s, 1 s increment, which pays for the later answers:
    // 50 ms kept, 19,950 / 10 = 1,995 ms + 750 ms of the increment, 80 % of
    // it; the limit is a quarter of the 19.95 s.
    hub::TimeLevel control;
    control.time = 20;
    control.moves = 10;
    control.increment = 1;
    CHECK(hub::allottedTime(control, 0, unset) == MoveTime{Milliseconds{2196}, Milliseconds{4987}});
    // The last move before the time control, in the middle game: all of the
    // 4 s but the 50 ms kept for the answer.
    hub::TimeLevel last;
    last.time = 4;
    last.moves = 1;
    CHECK(hub::allottedTime(last, 30, unset) == MoveTime{Milliseconds{3950}, Milliseconds{3950}});
}
