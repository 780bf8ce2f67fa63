// The search under the FMJD's rules (international.md §10; docs/engine.md,
// "The FMJD's rules"): repetitions and the draw counters are part of what
// it scores. Every expected score is worked out beside its test.

#include "engine_test_support.hpp"

#include <draughts/engine/action_choice.hpp>
#include <draughts/game/game.hpp>

using namespace draughts;
using namespace draughts::test;
using engine::GameRules;
using rules::FmjdCounters;
using rules::FmjdEnding;

namespace {

constexpr Variant I = Variant::International;

engine::SearchResult searchFmjd(engine::Engine& engine, const core::Position& root, const FmjdCounters& counters,
                                int depth, std::vector<core::Move> rootMoves = {})
{
    engine::SearchLimits limits;
    limits.depth = depth;
    limits.rootMoves = std::move(rootMoves);
    return engine.search(root, limits, {}, {}, GameRules{rules::RuleSet::Fmjd, counters});
}

} // namespace

// White: a king in the corner on 46 and a man on 36; Black: a lone king in
// the other corner, on 5, whose only line is the long diagonal 5-46. White
// wins in three plies: the man steps (36-31), Black's king must go onto the
// long diagonal, and White's king takes it from 46 (it cannot take back:
// there is no square beyond 46). A king and a man against a king is an
// ending of 5 moves each (§10.6): with 9 of its 10 plies made, White's move
// is the 10th, and no White move wins at once, so every move draws and the
// score is exactly a draw. With the count fresh the search finds the win.
TEST_CASE("FMJD: a won position whose every move reaches the 5-move limit scores a draw", "[engine][fmjd]")
{
    const core::Position root = position(I, "W:WK46,36:BK5");
    engine::Engine engine(I);
    const FmjdCounters last{0, FmjdEnding::FiveMoves, 9, rules::fmjdFiveMovesLimit};
    const engine::SearchResult atLimit = searchFmjd(engine, root, last, 6);
    REQUIRE(atLimit.hasMove);
    CHECK(atLimit.score == engine::DrawScore);

    engine::Engine fresh(I);
    const FmjdCounters start{0, FmjdEnding::FiveMoves, 0, rules::fmjdFiveMovesLimit};
    const engine::SearchResult won = searchFmjd(fresh, root, start, 6);
    CHECK(won.score == engine::winIn(3));
    CHECK(text(I, won.bestMove) == "36-31");
}

// The table keeps the counters in its key: the same engine, having scored
// the placement as a draw with the count at its end, must not give that
// draw to the same placement with the count fresh (and the other way).
TEST_CASE("FMJD: a score found with a counter near its end is not reused for the same placement with moves to go",
          "[engine][fmjd]")
{
    const core::Position root = position(I, "W:WK46,36:BK5");
    engine::Engine engine(I);
    const FmjdCounters last{0, FmjdEnding::FiveMoves, 9, rules::fmjdFiveMovesLimit};
    const FmjdCounters start{0, FmjdEnding::FiveMoves, 0, rules::fmjdFiveMovesLimit};
    CHECK(searchFmjd(engine, root, last, 6).score == engine::DrawScore);
    CHECK(searchFmjd(engine, root, start, 6).score == engine::winIn(3));
    CHECK(searchFmjd(engine, root, last, 6).score == engine::DrawScore);
}

// §10.8: a move that leaves the opponent without a piece wins, also as the
// move that completes a count. White's king on 28 takes Black's last piece
// on 23 (28x19, landing beyond it), the 10th ply of the 5-move ending.
TEST_CASE("FMJD: a win on the last move of a count is a win", "[engine][fmjd]")
{
    const core::Position root = position(I, "W:WK28,45:BK23");
    engine::Engine engine(I);
    const FmjdCounters last{0, FmjdEnding::FiveMoves, 9, rules::fmjdFiveMovesLimit};
    const engine::SearchResult result = searchFmjd(engine, root, last, 4);
    REQUIRE(result.hasMove);
    CHECK(result.bestMove.isCapture());
    CHECK(engine::isWin(result.score));
}

// White: a king on 47 and four men (36, 37, 38, 41) against a lone king on
// 1; no capture for either side on any of the squares used. The game went
// 47-42 1-6 42-47 6-1, so the start stands on the board for the second
// time; 47-42 brings back the position after White's first move, Black to
// move, and the search scores a return to a position of the game as a draw
// (docs/engine.md: the side that repeats can repeat again, and the third
// time ends the game, §10.3). The same move in a game without that history
// is scored above a draw, for White's four men more (no FMJD ending: only kings and men of this
// many are counted by §10.5, §10.6; the 25 king moves of §10.4 are far).
TEST_CASE("FMJD: a move back to a position of the game is scored as the repetition draw", "[engine][fmjd]")
{
    const core::Position start = position(I, "W:WK47,36,37,38,41:BK1");
    game::Game game(I, rules::RuleSet::Fmjd, start);
    for (const char* move : {"47-42", "1-6", "42-47", "6-1"}) {
        const auto parsed = notation::parseMove(I, move, game.legalMoves());
        REQUIRE(parsed);
        REQUIRE(game.play(*parsed));
    }
    CHECK(game.repetitions() == 2);
    const auto back = notation::parseMove(I, "47-42", game.legalMoves());
    REQUIRE(back);

    engine::SearchLimits limits;
    limits.depth = 4;
    limits.rootMoves = {*back};
    engine::Engine engine(I);
    const std::vector<core::Position> earlier = engine::earlierPositions(game);
    const engine::SearchResult repeating =
        engine.search(game.position(), limits, {}, earlier, engine::gameRulesOf(game));
    CHECK(repeating.score == engine::DrawScore);

    engine::Engine fresh(I);
    const game::Game newGame(I, rules::RuleSet::Fmjd, start);
    CHECK(fresh.search(newGame.position(), limits, {}, {}, engine::gameRulesOf(newGame)).score > engine::DrawScore);
}

// Under the FMJD's rules the original text's 30-move counter is no rule:
// with the quiet-ply count at 29 of the original's 30 plies, every White
// move (none is a capture) would end the original game in a draw; under the
// FMJD's rules the search scores White's four men more above a draw.
TEST_CASE("FMJD: the original 30-move counter plays no part in the search", "[engine][fmjd]")
{
    core::Position root = position(I, "W:WK47,36,37,38,41:BK1");
    root.quietPlies = 29;
    engine::SearchLimits limits;
    limits.depth = 4;
    engine::Engine engine(I);
    CHECK(engine.search(root, limits, {}, {}, GameRules{rules::RuleSet::Fmjd, {}}).score > engine::DrawScore);
    engine::Engine original(I);
    CHECK(original.search(root, limits).score == engine::DrawScore);
}

// Analyse Game under the FMJD's rules: each move is searched with the
// game's counters at it. In W:WK46,36:BK5 with 9 of the 5-move ending's 10
// plies made, every White move draws (the test above), so a king move
// that does not win is no worse than 36-31: the position is drawn before
// and after it. Under the original rules 36-31 wins in three plies and the
// king move throws the win away.
TEST_CASE("FMJD: game analysis judges a position at the end of a count as drawn", "[engine][fmjd][analysis]")
{
    const core::Position root = position(I, "W:WK46,36:BK5");
    const core::Move kingMove = move(I, root, "46-41");
    const FmjdCounters last{0, FmjdEnding::FiveMoves, 9, rules::fmjdFiveMovesLimit};
    engine::SearchLimits limits;
    limits.depth = 6;

    const engine::PlayedMove fmjd{root, kingMove, GameRules{rules::RuleSet::Fmjd, last}};
    engine::Engine engine(I);
    const auto underFmjd = engine::analyseGame(engine, std::span(&fmjd, 1), limits);
    REQUIRE(underFmjd.size() == 1);
    CHECK(underFmjd[0].best == engine::DrawScore);
    CHECK(underFmjd[0].played == engine::DrawScore);
    CHECK(underFmjd[0].judgement == engine::Judgement::Good);

    const engine::PlayedMove original{root, kingMove, GameRules{}};
    engine::Engine other(I);
    const auto underOriginal = engine::analyseGame(other, std::span(&original, 1), limits);
    REQUIRE(underOriginal.size() == 1);
    CHECK(underOriginal[0].best == engine::winIn(3));
    CHECK(text(I, underOriginal[0].bestMove) == "36-31");
    CHECK(underOriginal[0].judgement != engine::Judgement::Good);
}

// The counters reach the analysis from the game: playedMoves gives each
// move the counters the game had when it was made. A king and a man
// against a king is an ending of 5 moves each (§10.6), counted from the
// start of the game (§10.7): 0, 1 and 2 plies made before the three moves.
// Black's king on 3 (f10) steps to 9 (g9), off the long diagonal that
// White's king stands on.
TEST_CASE("FMJD: playedMoves gives each move the game's counters at it", "[engine][fmjd][analysis]")
{
    game::Game game(I, rules::RuleSet::Fmjd, position(I, "W:WK46,36:BK3"));
    for (const char* text : {"46-41", "3-9", "41-46"})
        REQUIRE(game.play(move(I, game.position(), text)));
    const auto moves = engine::playedMoves(game);
    REQUIRE(moves.size() == 3);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        CHECK(moves[i].rules.ruleSet == rules::RuleSet::Fmjd);
        CHECK(moves[i].rules.fmjd.ending == FmjdEnding::FiveMoves);
        CHECK(moves[i].rules.fmjd.endingPlies == static_cast<int>(i));
    }
}
