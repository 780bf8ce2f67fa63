#include "puzzle_test_support.hpp"

#include <draughts/puzzle/themes.hpp>

namespace draughts::test {

using puzzle::Theme;

namespace {

puzzle::Puzzle puzzleOf(Variant variant, const char* fen, std::initializer_list<const char*> moves)
{
    puzzle::Puzzle p;
    p.variant = variant;
    p.position = position(variant, fen);
    core::Position at = p.position;
    for (const char* text : moves) {
        p.solution.push_back(move(variant, at, text));
        at = rules::afterMove(variant, at, p.solution.back());
    }
    return p;
}

} // namespace

TEST_CASE("a sacrifice that wins a man is a shot", "[puzzle][themes]")
{
    // 33-28 leaves Black only captures, and White ends a man up; Black has
    // three men left: an endgame too.
    CHECK(puzzle::detectThemes(uniqueShotPuzzle()) == std::vector<Theme>{Theme::Shot, Theme::Endgame});
}

TEST_CASE("Polish: a man crowned where its capture could have gone on", "[puzzle][themes][polish]")
{
    // 13x2 takes 8 and reaches the far row: crowned, the capture ends there
    // (polish.md §6.1), next to the man on 7 with 11 empty beyond it.
    const auto themes = puzzle::detectThemes(puzzleOf(Variant::Polish, "W:W13:B7,8,40", {"13x2"}));
    CHECK(themes == std::vector<Theme>{Theme::Breakthrough, Theme::Endgame, Theme::CaptureCrowning});
    // In International the man goes on (13x2x11) and is not crowned.
    const auto inInternational = puzzle::detectThemes(puzzleOf(Variant::International, "W:W13:B7,8,40", {"13x2x11"}));
    CHECK(inInternational == std::vector<Theme>{Theme::Endgame});
}

TEST_CASE("Corner Checkers: a man crowned on a corner square", "[puzzle][themes][corner]")
{
    // 15 (i8) steps to 10 (j9), one of White's two crowning squares (corner.md §6.1).
    const auto themes = puzzle::detectThemes(puzzleOf(Variant::CornerCheckers, "W:W15:B1", {"15-10"}));
    CHECK(themes == std::vector<Theme>{Theme::Breakthrough, Theme::Endgame, Theme::CrowningSquare});
}

TEST_CASE("To the Last Man: a double capture flips, a far-row move goes to the hand", "[puzzle][themes][last-man]")
{
    // c3xe5xg7 flips d4 and f6.
    const auto flips = puzzle::detectThemes(puzzleOf(Variant::ToTheLastMan, "W:Wc3:Bd4,f6,a7", {"c3xe5xg7"}));
    CHECK(flips == std::vector<Theme>{Theme::Endgame, Theme::Flips});
    // g7-h8 ends on the far row: the stone goes to White's hand.
    const auto hand = puzzle::detectThemes(puzzleOf(Variant::ToTheLastMan, "W:Wg7,a1:Ba7,b8", {"g7-h8"}));
    CHECK(hand == std::vector<Theme>{Theme::Endgame, Theme::Hand});
}

TEST_CASE("Twenty vs Ten: Black's first move opens the capture of his second", "[puzzle][themes][twenty-vs-ten]")
{
    // 34-40 clears the square behind 29, and the second move 23x34 takes it.
    const auto themes = puzzle::detectThemes(puzzleOf(Variant::TwentyVsTen, "B:W29,46:B23,34", {"34-40", "23x34"}));
    CHECK(themes == std::vector<Theme>{Theme::Endgame, Theme::DoubleMove});
}

} // namespace draughts::test
