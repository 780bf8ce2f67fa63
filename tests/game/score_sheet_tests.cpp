// The score sheet's numbering: a number counts White's move and Black's
// reply, as the move list and PDN files number them (docs/pdn.md, "Numbering").

#include <draughts/game/game.hpp>
#include <draughts/game/score_sheet.hpp>

#include <catch2/catch.hpp>

using namespace draughts;

TEST_CASE("the score sheet names each ply by its move number and side", "[game][score-sheet]")
{
    // Polish: White opens (polish.md §3.1). Plies 1-5: move 1 White,
    // move 1 Black, move 2 White, move 2 Black, move 3 White.
    game::Game polish(core::Variant::Polish);
    for (int i = 0; i < 5; ++i)
        REQUIRE(polish.play(polish.legalMoves()[0]));
    const auto& history = polish.history();
    CHECK(game::sheetPlace(history, 0).number == 0);
    const std::pair<int, core::Side> expected[] = {{1, core::Side::White},
                                                   {1, core::Side::Black},
                                                   {2, core::Side::White},
                                                   {2, core::Side::Black},
                                                   {3, core::Side::White}};
    for (std::size_t ply = 1; ply <= 5; ++ply) {
        INFO("ply " << ply);
        CHECK(game::sheetPlace(history, ply).number == expected[ply - 1].first);
        CHECK(game::sheetPlace(history, ply).side == expected[ply - 1].second);
    }
    CHECK(game::movesCounted(history) == 3);

    // International: Black opens (international.md §3.1), so ply 1 is
    // Black's half of move 1 ("1. … 19-23") and ply 2 opens move 2.
    game::Game international(core::Variant::International);
    for (int i = 0; i < 2; ++i)
        REQUIRE(international.play(international.legalMoves()[0]));
    CHECK(game::sheetPlace(international.history(), 1).number == 1);
    CHECK(game::sheetPlace(international.history(), 1).side == core::Side::Black);
    CHECK(game::sheetPlace(international.history(), 2).number == 2);
    CHECK(game::sheetPlace(international.history(), 2).side == core::Side::White);
    CHECK(game::movesCounted(international.history()) == 2);
}
