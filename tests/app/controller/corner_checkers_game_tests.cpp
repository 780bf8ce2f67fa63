// Corner Checkers played by mouse on the real window: the light squares.

#include "app_test_support.hpp"

#include "board/board_model.hpp"
#include "board/board_roles.hpp"
#include "controller/game_controller.hpp"

#include <catch2/catch.hpp>

using namespace draughts;
using app::test::Harness;

TEST_CASE("Corner Checkers: the playing squares are the light ones, crowning squares marked", "[app][corner]")
{
    Harness h;
    h.start(core::Variant::CornerCheckers);
    const auto& model = h.boardModel();
    // a1 is dark and not played on; b1 is light and holds a white man.
    CHECK_FALSE(model.index(9, 0).data(app::BoardRole::Playable).toBool());
    CHECK(model.index(9, 1).data(app::BoardRole::Playable).toBool());
    CHECK(model.index(9, 1).data(app::BoardRole::Piece).toInt() == static_cast<int>(app::PieceKind::Man));
    CHECK(model.index(0, 8).data(app::BoardRole::PromotionSquare).toBool());       // i10
    CHECK(model.index(1, 9).data(app::BoardRole::PromotionSquare).toBool());       // j9
    CHECK_FALSE(model.index(0, 6).data(app::BoardRole::PromotionSquare).toBool()); // g10
}

TEST_CASE("Corner Checkers: only the corner squares crown a man", "[app][corner]")
{
    Harness h;
    h.start(core::Variant::CornerCheckers, "W:W9,8:B16");
    h.clicks({"9", "5"});   // h9-i10, a crowning square
    h.clicks({"16", "21"}); // Black steps
    h.clicks({"8", "4"});   // f9-g10, far row but no crown
    CHECK(h.fen() == "B:W4,K5:B21:N3");
}

TEST_CASE("Corner Checkers: Black takes White's last man and wins", "[app][corner]")
{
    Harness h;
    h.start(core::Variant::CornerCheckers, "B:W22:B16");
    h.clicks({"16", "27"});
    CHECK(h.fen() == "W:W:B27");
    CHECK(h.result() == "Black wins: White has no pieces left");
}

TEST_CASE("Corner Checkers: the draw counter ends a quiet game", "[app][corner]")
{
    Harness h;
    h.start(core::Variant::CornerCheckers, "B:WK46:BK5:N29");
    h.clicks({"5", "10"});
    CHECK(h.result() == "Draw: 30 moves without a capture");
}
