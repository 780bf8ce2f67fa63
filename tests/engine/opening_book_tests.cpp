// The opening book: its text, looking positions up, the draw of a move, the
// shipped book, and who plays from it (the levels) and who never does
// (hints and analysis).

#include "engine_test_support.hpp"

#include <draughts/engine/action_choice.hpp>
#include <draughts/engine/analysis.hpp>
#include <draughts/engine/explanation.hpp>
#include <draughts/engine/level.hpp>
#include <draughts/engine/opening_book.hpp>
#include <draughts/game/game.hpp>
#include <draughts/rules/rule_set.hpp>

#include <algorithm>
#include <memory>
#include <string>

namespace {

using namespace draughts;
using test::intl;

// White begins under the FMJD's rules (international.md §10.1); 32-28
// leaves White's men on 28, 31 and 33-50.
constexpr const char* whiteStart = "W:W31-50:B1-20";
constexpr const char* after32to28 = "B:W28,31,33-50:B1-20";

constexpr const char* smallBook = "# a book of two positions\n"
                                  "\n"
                                  "W:W31-50:B1-20 33-28 +4 32-28 +10\n"
                                  "B:W28,31,33-50:B1-20   18-23 -5 19-23 -12\n";

std::string moveText(const engine::BookMove& m) { return test::text(intl, m.move); }

// The line BookError names for `text`, 0 when it reads.
std::size_t errorLine(const std::string& text)
{
    try {
        (void)engine::OpeningBook::read(intl, text);
    } catch (const engine::BookError& error) {
        INFO(error.what());
        return error.line();
    }
    return 0;
}

std::shared_ptr<const engine::OpeningBook> bookOf(const std::string& text)
{
    return std::make_shared<const engine::OpeningBook>(engine::OpeningBook::read(intl, text));
}

engine::EngineConfig withBook(std::shared_ptr<const engine::OpeningBook> book)
{
    engine::EngineConfig config = test::smallTable();
    config.book = std::move(book);
    return config;
}

// A level's limits for a move, but a depth of 2 plies instead of the
// level's time, so that the search (when the book does not answer) is short.
engine::SearchLimits levelMove(int level, std::uint64_t seed)
{
    engine::SearchLimits limits = engine::levelLimits(engine::levelSettings(level), seed);
    limits.time = engine::Milliseconds{0};
    limits.depth = 2;
    return limits;
}

} // namespace

TEST_CASE("book text is read into positions with their moves best first", "[engine][book]")
{
    const engine::OpeningBook book = engine::OpeningBook::read(intl, smallBook);
    CHECK(book.size() == 2);

    const auto* start = book.find(test::position(intl, whiteStart));
    REQUIRE(start != nullptr);
    REQUIRE(start->size() == 2);
    CHECK(moveText((*start)[0]) == "32-28");
    CHECK((*start)[0].score == 10);
    CHECK(moveText((*start)[1]) == "33-28");
    CHECK((*start)[1].score == 4);

    const auto* reply = book.find(test::position(intl, after32to28));
    REQUIRE(reply != nullptr);
    CHECK(moveText(reply->front()) == "18-23");
    CHECK(reply->front().score == -5);

    // The position after the move, made by the rules, is the book's.
    const core::Position start32 = rules::afterMove(intl, test::position(intl, whiteStart),
                                                    test::move(intl, test::position(intl, whiteStart), "32-28"));
    CHECK(book.find(start32) == reply);
}

TEST_CASE("a book position is found by its pieces and side to move alone", "[engine][book]")
{
    const engine::OpeningBook book = engine::OpeningBook::read(intl, smallBook);
    core::Position counted = test::position(intl, whiteStart);
    counted.quietPlies = 7; // the draw counter of a game that got there in 7 plies
    CHECK(book.find(counted) != nullptr);
    // Black to move from the same pieces (the original text's start) is another position.
    CHECK(book.find(test::position(intl, "B:W31-50:B1-20")) == nullptr);
}

TEST_CASE("written book text reads back the same", "[engine][book]")
{
    const engine::OpeningBook book = engine::OpeningBook::read(intl, smallBook);
    const std::string text = book.write({"made by a test"});
    CHECK(text == "# made by a test\n"
                  "W:W31-50:B1-20 32-28 +10 33-28 +4\n"
                  "B:W28,31,33-50:B1-20 18-23 -5 19-23 -12\n");
    CHECK(engine::OpeningBook::read(intl, text).write({"made by a test"}) == text);
}

TEST_CASE("malformed book lines are refused with their line number", "[engine][book]")
{
    const std::string header = "# comment\n\nW:W31-50:B1-20 32-28 +10\n";
    // 32 steps to 27 or 28 only.
    CHECK(errorLine(header + "B:W31-50:B1-20 17-21 +2 32-29 +1\n") == 4);
    CHECK(errorLine(header + "X:W31-50:B1-20 17-21 +2\n") == 4);
    CHECK(errorLine(header + "B:W31-50:B1-20\n") == 4);
    CHECK(errorLine(header + "B:W31-50:B1-20 17-21\n") == 4);
    CHECK(errorLine(header + "B:W31-50:B1-20 17-21 ten\n") == 4);
    CHECK(errorLine(header + "B:W31-50:B1-20 17-21 +99999\n") == 4);
    CHECK(errorLine(header + "B:W31-50:B1-20 17-21 +2 17-21 +1\n") == 4);
    // White moves from the start here: 17-21 is Black's.
    CHECK(errorLine(header + "W:W31-50:B1-20 17-21 +2\n") == 4);
    CHECK(errorLine("# comment\nW:W31-50:B1-20 32-28 +1\nW:W31-50:B1-20 33-28 +1\n") == 3);
    CHECK(errorLine("\x01\xff garbage\n") == 1);
    CHECK(errorLine(header) == 0);

    try {
        (void)engine::OpeningBook::read(intl, header + "B:W31-50:B1-20 17-21\n");
        FAIL("read a move without its score");
    } catch (const engine::BookError& error) {
        CHECK(std::string(error.what()) == "line 4: the move \"17-21\" has no score");
    }
}

TEST_CASE("the book draws its moves from the seed, rarely the ones well below the best", "[engine][book]")
{
    const engine::OpeningBook even = engine::OpeningBook::read(intl, smallBook);
    const core::Position start = test::position(intl, whiteStart);
    int best = 0;
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        const auto chosen = even.choose(start, seed);
        REQUIRE(chosen.has_value());
        CHECK(chosen->move.sameMove(even.choose(start, seed)->move)); // the same seed, the same move
        best += moveText(*chosen) == "32-28" ? 1 : 0;
    }
    // 6 centipieces apart: both weigh the same (the chance halves every 10).
    CHECK(best > 60);
    CHECK(best < 140);

    // 100 below the best: its weight is 1 against 1024.
    const engine::OpeningBook steep = engine::OpeningBook::read(intl, "W:W31-50:B1-20 32-28 +10 31-26 -90\n");
    int worse = 0;
    for (std::uint64_t seed = 0; seed < 1000; ++seed)
        worse += moveText(*steep.choose(start, seed)) == "31-26" ? 1 : 0;
    CHECK(worse < 10);
    CHECK_FALSE(steep.choose(test::position(intl, after32to28), 1).has_value());
}

TEST_CASE("the share of book moves follows the percent asked", "[engine][book]")
{
    int never = 0, quarter = 0, always = 0;
    for (std::uint64_t seed = 0; seed < 1000; ++seed) {
        never += engine::playsFromBook(0, seed) ? 1 : 0;
        quarter += engine::playsFromBook(25, seed) ? 1 : 0;
        always += engine::playsFromBook(100, seed) ? 1 : 0;
    }
    CHECK(never == 0);
    CHECK(quarter > 200);
    CHECK(quarter < 300);
    CHECK(always == 1000);
}

TEST_CASE("the shipped International book covers both start positions with legal moves", "[engine][book]")
{
    const engine::OpeningBook* book = engine::builtInBook(intl);
    REQUIRE(book != nullptr);
    CHECK(book->size() >= 100);
    CHECK(book->size() <= 2000);
    for (const rules::RuleSet ruleSet : {rules::RuleSet::Original, rules::RuleSet::Fmjd}) {
        const auto* moves = book->find(rules::startPosition(intl, ruleSet));
        REQUIRE(moves != nullptr);
        CHECK(moves->size() >= 2);
    }
    for (const engine::BookEntry& entry : book->entries()) {
        core::MoveList legal;
        rules::generateMoves(intl, entry.position, legal);
        REQUIRE_FALSE(entry.moves.empty());
        for (std::size_t i = 0; i < entry.moves.size(); ++i) {
            const engine::BookMove& m = entry.moves[i];
            INFO(notation::writeFen(intl, entry.position) << ' ' << moveText(m));
            CHECK(std::any_of(legal.begin(), legal.end(), [&](const core::Move& l) { return l.sameMove(m.move); }));
            if (i > 0)
                CHECK(entry.moves[i - 1].score >= m.score);
        }
    }
    CHECK(engine::builtInBook(core::Variant::Polish) == nullptr);
}

TEST_CASE("level 8 plays a book move at once from either start position", "[engine][book][level]")
{
    const engine::OpeningBook* book = engine::builtInBook(intl);
    REQUIRE(book != nullptr);
    for (const rules::RuleSet ruleSet : {rules::RuleSet::Original, rules::RuleSet::Fmjd}) {
        const core::Position start = rules::startPosition(intl, ruleSet);
        engine::Engine engine(intl, test::smallTable());
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            const engine::SearchResult result = engine.search(start, levelMove(8, seed));
            CHECK(result.fromBook);
            CHECK(result.nodes == 0);
            const auto* moves = book->find(start);
            REQUIRE(moves != nullptr);
            CHECK(std::any_of(moves->begin(), moves->end(),
                              [&](const engine::BookMove& m) { return m.move.sameMove(result.bestMove); }));
        }
    }
}

TEST_CASE("the computer at a game plays from the book under both rule sets", "[engine][book][level]")
{
    engine::Engine engine(intl, withBook(bookOf("W:W31-50:B1-20 34-29 +3\nB:W31-50:B1-20 17-21 +3\n")));
    for (const rules::RuleSet ruleSet : {rules::RuleSet::Original, rules::RuleSet::Fmjd}) {
        const game::Game game(intl, ruleSet);
        const engine::ActionChoice choice = engine::decideAction(engine, game, levelMove(8, 3));
        CHECK(choice.search.fromBook);
        CHECK(test::text(intl, choice.action.move) == (ruleSet == rules::RuleSet::Fmjd ? "34-29" : "17-21"));
    }
}

TEST_CASE("lower levels play from the book less, levels 1 to 4 never", "[engine][book][level]")
{
    // Whether the answer came from the book is in the result, whatever move a search would choose.
    engine::Engine engine(intl, withBook(bookOf(std::string(whiteStart) + " 31-26 +1\n")));
    const core::Position start = test::position(intl, whiteStart);
    const auto fromBook = [&](int level) {
        int count = 0;
        for (std::uint64_t seed = 0; seed < 100; ++seed)
            count += engine.search(start, levelMove(level, seed)).fromBook ? 1 : 0;
        return count;
    };
    CHECK(fromBook(8) == 100);
    const int seventh = fromBook(7), sixth = fromBook(6), fifth = fromBook(5);
    CHECK(seventh > 60);
    CHECK(seventh < 90);
    CHECK(sixth > 35);
    CHECK(sixth < 65);
    CHECK(fifth > 12);
    CHECK(fifth < 38);
    CHECK(fifth < sixth);
    CHECK(sixth < seventh);
    for (int level = 1; level <= 4; ++level)
        CHECK(fromBook(level) == 0);
}

TEST_CASE("the book can be switched off", "[engine][book]")
{
    engine::EngineConfig config = withBook(bookOf(std::string(whiteStart) + " 31-26 +1\n"));
    config.openingBook = false;
    engine::Engine engine(intl, config);
    const engine::SearchResult result = engine.search(test::position(intl, whiteStart), levelMove(8, 1));
    CHECK_FALSE(result.fromBook);
    CHECK(result.depth == 2);
    // Nor does a search without a level's share, or one of chosen root moves.
    engine::Engine withIt(intl, withBook(bookOf(std::string(whiteStart) + " 31-26 +1\n")));
    CHECK_FALSE(withIt.search(test::position(intl, whiteStart), test::depth(2)).fromBook);
    engine::SearchLimits some = levelMove(8, 1);
    some.rootMoves = {test::move(intl, test::position(intl, whiteStart), "32-28")};
    CHECK_FALSE(withIt.search(test::position(intl, whiteStart), some).fromBook);
}

TEST_CASE("hints and game analysis search and never answer from the book", "[engine][book][hint]")
{
    // A book score no search of the start position can find: 999, nine men ahead.
    engine::Engine engine(intl, withBook(bookOf(std::string(whiteStart) + " 31-26 +999\n")));
    const core::Position start = test::position(intl, whiteStart);
    const engine::SearchLimits limits = levelMove(8, 1);
    REQUIRE(engine.search(start, limits).score == 999);

    const engine::Hint hint = engine::findHint(engine, start, limits);
    CHECK_FALSE(hint.best.fromBook);
    CHECK(hint.best.depth == 2);
    CHECK(hint.best.score < 100);

    const std::vector<engine::PlayedMove> played{{start, test::move(intl, start, "31-26"), {}}};
    const auto plies = engine::analyseGame(engine, played, limits);
    REQUIRE(plies.size() == 1);
    CHECK(plies[0].best < 100);
    CHECK(plies[0].played < 100);
}
