// The FMJD rule set for International (international.md §10): White first,
// compulsory captures, and the draw rules that end the game by themselves.
//
// Squares 1-50 as in international_tests.cpp. The expected results follow
// from the articles cited; where a test picks moves by a search of its own
// (the long king walks), it only chooses among legal king moves, and what
// is checked is the rule's count, never the program's own output.

#include "rules_test_support.hpp"

#include <draughts/game/game.hpp>
#include <draughts/rules/fmjd_draws.hpp>
#include <draughts/rules/rule_set.hpp>

#include <set>
#include <utility>

namespace {

using namespace draughts;
using core::Variant;
using rules::EndReason;
using rules::FmjdEnding;
using rules::Outcome;
using rules::RuleSet;

// The FMJD rules are a rule set of International.
constexpr Variant FmjdBoard = Variant::International;

game::Game fmjdGame(std::string_view fen)
{
    return game::Game(FmjdBoard, RuleSet::Fmjd, test::position(FmjdBoard, fen));
}

// Whether the side to move in `p` has a capture.
bool canCapture(const core::Position& p)
{
    const core::MoveList moves = test::moveList(FmjdBoard, p);
    return !moves.empty() && moves[0].isCapture();
}

// One king move of the side to move that leaves the opponent no capture
// and no capture to be forced on us next (the walks below are of kings
// only), and that does not bring a position a third time; the first such
// move in generator order, preferring a placement not seen yet.
core::Move quietKingMove(const game::Game& game)
{
    const core::Position& now = game.position();
    std::optional<core::Move> fallback;
    for (const core::Move& m : game.legalMoves()) {
        REQUIRE_FALSE(m.isCapture());
        if (!core::contains(now.kings, m.from))
            continue;
        const core::Position next = rules::afterMove(FmjdBoard, now, m);
        if (canCapture(next))
            continue;
        int seen = rules::samePlacement(game.startPosition(), next) ? 1 : 0;
        for (const game::HistoryEntry& e : game.history())
            seen += rules::samePlacement(e.before, next) ? 1 : 0;
        if (seen == 0)
            return m;
        if (seen == 1 && !fallback)
            fallback = m;
    }
    REQUIRE(fallback);
    return *fallback;
}

// Plays `plies` king moves with quietKingMove; the game stays on throughout.
void walkKings(game::Game& game, int plies)
{
    for (int i = 0; i < plies; ++i) {
        INFO("ply " << i + 1);
        REQUIRE_FALSE(game.result().isOver());
        REQUIRE(game.play(quietKingMove(game)));
    }
}

} // namespace

TEST_CASE("the rule sets have one spelling each, and FMJD is offered for International only", "[fmjd][rule-set]")
{
    CHECK(rules::ruleSetId(RuleSet::Fmjd) == "fmjd");
    CHECK(rules::ruleSetId(RuleSet::Original) == "original");
    CHECK(rules::ruleSetFromId("fmjd") == RuleSet::Fmjd);
    CHECK(rules::ruleSetFromId("original") == RuleSet::Original);
    CHECK_FALSE(rules::ruleSetFromId("FMJD"));
    CHECK(rules::offersRuleSet(FmjdBoard, RuleSet::Fmjd));
    CHECK_FALSE(rules::offersRuleSet(Variant::Polish, RuleSet::Fmjd));
    CHECK(rules::offersRuleSet(Variant::Polish, RuleSet::Original));
}

TEST_CASE("an FMJD game starts with White to move and takes only compulsory captures", "[fmjd][setup]")
{
    const game::Game game(FmjdBoard, RuleSet::Fmjd);
    CHECK(game.position() == test::position(FmjdBoard, "W:W31-50:B1-20"));  // international.md §10.1
    CHECK(game.missedCaptureRule() == game::MissedCaptureRule::Compulsory); // §10.2
    CHECK(game.drawCounterLimit() == 0);
    // White 28 next to Black 23 with 19 empty: 28x19 is the only move.
    game::Game capture = fmjdGame("W:W28,40:B23,5");
    CHECK(test::legalTexts(capture) == test::Texts{"28x19"});
    CHECK(capture.permittedMoves().size() == 1);
}

TEST_CASE("the same position with the same player to move a third time draws", "[fmjd][repetition]")
{
    game::Game game = fmjdGame("W:WK46,K47:BK4,K5");
    for (const char* text : {"47-42", "4-10", "42-47", "10-4", "47-42", "4-10", "42-47"}) {
        test::playMove(game, text);
        CHECK_FALSE(game.result().isOver());
    }
    CHECK(game.repetitions() == 2); // Black to move with 10 and 5 after 42-47 twice
    test::playMove(game, "10-4");   // the start position, White to move, a third time
    CHECK(game.repetitions() == 3);
    CHECK(game.result() == rules::Result{Outcome::Draw, EndReason::Repetition});
    game.undo();
    CHECK_FALSE(game.result().isOver());
}

TEST_CASE("the same placement with the other player to move does not count as a repetition", "[fmjd][repetition]")
{
    game::Game game = fmjdGame("W:WK46,K47:BK4,K5");
    // Twice with White to move (after 10-4), then White loses a tempo on the
    // diagonal 47-42-38 and the placement comes back with Black to move.
    for (const char* text : {"47-42", "4-10", "42-47", "10-4", "47-42", "4-10", "42-38", "10-4", "38-47"}) {
        test::playMove(game, text);
        CHECK_FALSE(game.result().isOver());
    }
    CHECK(game.position().sideToMove == core::Side::Black);
    CHECK(game.repetitions() == 1); // the placement's third time, Black's first
    for (const char* text : {"4-10", "47-42", "10-4", "42-47"})
        test::playMove(game, text);
    CHECK(game.repetitions() == 2);
    CHECK_FALSE(game.result().isOver());
}

TEST_CASE("25 moves of each player with kings only and no capture draw", "[fmjd][king-moves]")
{
    // Three kings and a man each: no ending of §10.5 or §10.6; only kings move.
    game::Game game = fmjdGame("W:WK46,K47,K48,36:BK3,K4,K5,15");
    walkKings(game, 49);
    CHECK(game.fmjdCounters().kingPlies == 49);
    CHECK_FALSE(game.result().isOver());
    REQUIRE(game.play(quietKingMove(game))); // Black's 25th king move
    CHECK(game.fmjdCounters().kingPlies == 50);
    CHECK(game.result() == rules::Result{Outcome::Draw, EndReason::KingMovesOnly});
}

TEST_CASE("a man's move or a capture starts the count of king moves again", "[fmjd][king-moves]")
{
    const core::Position kings = test::position(FmjdBoard, "W:WK46,33:BK5,18");
    rules::FmjdCounters counters = rules::fmjdCountersAt(kings);
    counters.kingPlies = 49;
    const core::Move king = test::findMove(FmjdBoard, kings, "46-41");
    CHECK(rules::fmjdCountersAfter(counters, kings, king, rules::afterMove(FmjdBoard, kings, king)).kingPlies == 50);
    const core::Move man = test::findMove(FmjdBoard, kings, "33-29");
    CHECK(rules::fmjdCountersAfter(counters, kings, man, rules::afterMove(FmjdBoard, kings, man)).kingPlies == 0);
    const core::Position taking = test::position(FmjdBoard, "W:WK46,33:BK5,28");
    const core::Move capture = test::findMove(FmjdBoard, taking, "33x22");
    CHECK(rules::fmjdCountersAfter(counters, taking, capture, rules::afterMove(FmjdBoard, taking, capture)).kingPlies ==
          0);
    // A king's capture is a capture too (§10.4): White's king on 46 takes
    // Black's man on 37 along the long diagonal, landing on 28.
    const core::Position kingTakes = test::position(FmjdBoard, "W:WK46,33:BK5,37");
    const core::Move kingCapture = test::findMove(FmjdBoard, kingTakes, "46x28");
    CHECK(
        rules::fmjdCountersAfter(counters, kingTakes, kingCapture, rules::afterMove(FmjdBoard, kingTakes, kingCapture))
            .kingPlies == 0);
}

TEST_CASE("the endings against a lone king are told by their material", "[fmjd][endings]")
{
    CHECK(rules::fmjdEndingOf(test::position(FmjdBoard, "W:WK46,K47,K48:BK3")) == FmjdEnding::SixteenMoves);
    CHECK(rules::fmjdEndingOf(test::position(FmjdBoard, "W:WK46,K47,38:BK3")) == FmjdEnding::SixteenMoves);
    CHECK(rules::fmjdEndingOf(test::position(FmjdBoard, "W:WK46,38,39:BK3")) == FmjdEnding::SixteenMoves);
    CHECK(rules::fmjdEndingOf(test::position(FmjdBoard, "W:WK3:BK46,K47,K48")) == FmjdEnding::SixteenMoves);
    CHECK(rules::fmjdEndingOf(test::position(FmjdBoard, "W:WK46,K47:BK3")) == FmjdEnding::FiveMoves);
    CHECK(rules::fmjdEndingOf(test::position(FmjdBoard, "W:WK46,38:BK3")) == FmjdEnding::FiveMoves);
    CHECK(rules::fmjdEndingOf(test::position(FmjdBoard, "W:WK46:BK3")) == FmjdEnding::FiveMoves);
    // Four kings, three men, a lone man, or two pieces on each side: none.
    CHECK(rules::fmjdEndingOf(test::position(FmjdBoard, "W:WK46,K47,K48,K49:BK3")) == FmjdEnding::None);
    CHECK(rules::fmjdEndingOf(test::position(FmjdBoard, "W:W36,37,38:BK3")) == FmjdEnding::None);
    CHECK(rules::fmjdEndingOf(test::position(FmjdBoard, "W:WK46,K47:B3")) == FmjdEnding::None);
    CHECK(rules::fmjdEndingOf(test::position(FmjdBoard, "W:WK46,K47:BK3,K4")) == FmjdEnding::None);
}

TEST_CASE("three kings against a king: drawn after 16 more moves each", "[fmjd][endings]")
{
    game::Game game = fmjdGame("W:WK46,K47,K48:BK3");
    walkKings(game, 31);
    CHECK(game.fmjdCounters().endingPlies == 31);
    CHECK_FALSE(game.result().isOver());
    REQUIRE(game.play(quietKingMove(game))); // Black's 16th move
    CHECK(game.result() == rules::Result{Outcome::Draw, EndReason::SixteenMoves});
}

TEST_CASE("two kings against a king: drawn after 5 more moves each", "[fmjd][endings]")
{
    game::Game game = fmjdGame("W:WK46,K47:BK3");
    walkKings(game, 9);
    CHECK_FALSE(game.result().isOver());
    REQUIRE(game.play(quietKingMove(game)));
    CHECK(game.result() == rules::Result{Outcome::Draw, EndReason::FiveMoves});
}

TEST_CASE("an ending's count starts where its material first stands", "[fmjd][endings]")
{
    // Four kings against a king: no ending; Black's king takes 37 and
    // three kings against a king are left: the 16 moves count from there.
    game::Game game = fmjdGame("W:WK37,K48,K49,K50:BK46");
    CHECK(game.fmjdCounters().ending == FmjdEnding::None);
    test::playMove(game, "48-42");
    test::playMove(game, "46x32");
    CHECK(game.fmjdCounters().ending == FmjdEnding::SixteenMoves);
    CHECK(game.fmjdCounters().endingPlies == 0);
    CHECK(game.fmjdCounters().endingLimit == 32);
}

TEST_CASE("a capture from 16 moves into 5 moves leaves 5 moves each, never beyond the 16", "[fmjd][endings]")
{
    // international.md §10.7.
    const core::Position three = test::position(FmjdBoard, "B:WK37,K48,K50:BK46");
    const core::Move take = test::findMove(FmjdBoard, three, "46x32");
    const core::Position two = rules::afterMove(FmjdBoard, three, take);
    REQUIRE(rules::fmjdEndingOf(two) == FmjdEnding::FiveMoves);
    rules::FmjdCounters early{0, FmjdEnding::SixteenMoves, 3, 32};
    const rules::FmjdCounters afterEarly = rules::fmjdCountersAfter(early, three, take, two);
    CHECK(afterEarly.ending == FmjdEnding::FiveMoves);
    CHECK(afterEarly.endingPlies == 0);
    CHECK(afterEarly.endingLimit == 10);
    rules::FmjdCounters late{0, FmjdEnding::SixteenMoves, 27, 32};
    const rules::FmjdCounters afterLate = rules::fmjdCountersAfter(late, three, take, two);
    CHECK(afterLate.endingLimit == 4); // 32 - 28 plies of the 16 moves left
    CHECK_FALSE(rules::fmjdDraw(afterLate, 1).isOver());
    rules::FmjdCounters fourLater = afterLate;
    fourLater.endingPlies = 4;
    CHECK(rules::fmjdDraw(fourLater, 1) == rules::Result{Outcome::Draw, EndReason::FiveMoves});
}

TEST_CASE("a crowning inside an ending does not start its count again", "[fmjd][endings]")
{
    // A king and two men against a king; White's man on 7 is crowned on 2.
    const core::Position before = test::position(FmjdBoard, "W:WK46,7,38:BK30");
    const core::Move crown = test::findMove(FmjdBoard, before, "7-2");
    const core::Position after = rules::afterMove(FmjdBoard, before, crown);
    REQUIRE(rules::fmjdEndingOf(after) == FmjdEnding::SixteenMoves);
    const rules::FmjdCounters counters{0, FmjdEnding::SixteenMoves, 10, 32};
    const rules::FmjdCounters next = rules::fmjdCountersAfter(counters, before, crown, after);
    CHECK(next.endingPlies == 11);
    CHECK(next.endingLimit == 32);
}
