// The last turn marked on the board in every game, and what each side has
// captured on the player cards.

#include "app_test_support.hpp"

#include "board/board_model.hpp"
#include "board/board_roles.hpp"
#include "panel/player_card.hpp"
#include "panel/side_panel.hpp"
#include "players/human_input.hpp"
#include "controller/game_controller.hpp"

#include <catch2/catch.hpp>

#include <set>

using namespace draughts;
namespace Highlight = app::Highlight;
using app::test::Harness;

namespace {

// The squares the board marks as the last turn, by name.
std::set<std::string> marked(Harness& h)
{
    std::set<std::string> squares;
    const app::BoardModel& model = h.boardModel();
    for (int row = 0; row < model.rowCount(); ++row)
        for (int column = 0; column < model.columnCount(); ++column) {
            const QModelIndex index = model.index(row, column);
            if (index.data(app::BoardRole::Highlight).toInt() & Highlight::LastMove)
                squares.insert(index.data(app::BoardRole::Notation).toString().toStdString());
        }
    return squares;
}

// The last turn's capture routes, by square name.
std::vector<std::vector<std::string>> routes(Harness& h)
{
    std::vector<std::vector<std::string>> all;
    for (const auto& route : h.boardModel().lastTurnRoutes()) {
        std::vector<std::string> names;
        for (const QModelIndex& index : route)
            names.push_back(index.data(app::BoardRole::Notation).toString().toStdString());
        all.push_back(names);
    }
    return all;
}

} // namespace

TEST_CASE("International and Polish: a move marks where it left and landed, a capture every landing",
          "[app][last-move]")
{
    Harness h;
    h.start(core::Variant::International, "W:W31,45:B27,18,9");
    CHECK(marked(h).empty());
    h.clicks({"31", "22", "13", "4"}); // 31x22x13x4, landing by landing
    CHECK(marked(h) == std::set<std::string>{"31", "22", "13", "4"});
    CHECK(routes(h) == std::vector<std::vector<std::string>>{{"31", "22", "13", "4"}});

    h.start(core::Variant::Polish);
    h.clicks({"36", "31"});
    CHECK(marked(h) == std::set<std::string>{"36", "31"});
    CHECK(routes(h).empty());
    h.clicks({"12", "17"});
    CHECK(marked(h) == std::set<std::string>{"12", "17"}); // only the last turn
}

TEST_CASE("Twenty vs Ten: both halves of Black's turn stay marked", "[app][last-move][twenty-vs-ten]")
{
    Harness h;
    h.start(core::Variant::TwentyVsTen);
    h.clicks({"6", "11"});
    CHECK(marked(h) == std::set<std::string>{"6", "11"});
    h.clicks({"7", "12"});
    CHECK(marked(h) == std::set<std::string>{"6", "11", "7", "12"});
    h.clicks({"31", "27"});
    CHECK(marked(h) == std::set<std::string>{"31", "27"});
}

TEST_CASE("To the Last Man and claims: a placement and the claimed piece are marked with the move",
          "[app][last-move][last-man]")
{
    Harness h;
    h.start(core::Variant::ToTheLastMan, "W:Wc7:Bh4");
    h.clicks({"c7", "b8", "h4", "g3"});
    h.clicks({"c1", "c1", "d2"}); // place on c1, then move it on
    CHECK(marked(h) == std::set<std::string>{"c1", "d2"});

    // International in the Forfeit setting: Black claims, then moves.
    h.start(core::Variant::International, "W:W27,37:B22,12");
    h.clicks({"37", "32", "27", "12", "17"});
    CHECK(marked(h) == std::set<std::string>{"27", "12", "17"});
}

TEST_CASE("The player cards count what each side has captured, in every game", "[app][captured]")
{
    Harness h;
    h.start(core::Variant::International, "W:W31,45:B27,18,9,1");
    h.clicks({"31", "22", "13", "4"});
    CHECK(h.sidePanel().card(0).capturedText() == "3 captured");
    CHECK(h.sidePanel().card(1).capturedText() == "0 captured");

    // Twenty vs Ten: Black's capture in the second half of his turn.
    h.start(core::Variant::TwentyVsTen, "B:W22,40:B18,5,1");
    h.clicks({"5", "10", "18", "27"});
    CHECK(h.sidePanel().card(1).capturedText() == "1 captured");
    // A claim takes a piece too.
    h.click("27");
    CHECK(h.sidePanel().card(0).capturedText() == "1 captured");

    // To the Last Man: captured stones are won, turned to the captor's colour.
    h.start(core::Variant::ToTheLastMan, "W:Wc3:Bd4,g7");
    h.clicks({"c3", "e5"});
    CHECK(h.sidePanel().card(0).capturedText() == "1 won by capturing");
    CHECK(h.sidePanel().card(0).countText() == "2 stones · 0 in hand");

    // Corner Checkers counts the same way; reviewing shows the count of the position shown.
    h.start(core::Variant::CornerCheckers, "B:W27,40:B22");
    h.clicks({"22", "33"});
    CHECK(h.sidePanel().card(1).capturedText() == "1 captured");
    h.controller().reviewControl().showPly(0);
    CHECK(h.sidePanel().card(1).capturedText() == "0 captured");
}
