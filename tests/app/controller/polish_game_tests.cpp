// Polish draughts played by mouse on the real window.

#include "app_test_support.hpp"

#include "controller/game_controller.hpp"

#include <catch2/catch.hpp>

#include <utility>

using namespace draughts;
using app::test::Harness;

TEST_CASE("Polish: Black blocks White's last man and wins", "[app][polish]")
{
    Harness h;
    h.start(core::Variant::Polish, "B:W46:B41,32");
    h.clicks({"32", "37"});
    CHECK(h.fen() == "W:W46:B37,41");
    CHECK(h.result() == "Black wins: White cannot move");
    CHECK(h.prompter.announced == QStringList{"Black wins: White cannot move"});
}

TEST_CASE("Polish: a man crowned during a capture stops on the last row", "[app][polish]")
{
    Harness h;
    h.start(core::Variant::Polish, "W:W13:B8,7");
    h.clicks({"13", "2"});
    CHECK(h.fen() == "B:WK2:B7");
    CHECK(h.lastText() == "13x2");
}

TEST_CASE("Polish: a game from the start position, moves by drag and drop", "[app][polish]")
{
    Harness h;
    h.start(core::Variant::Polish);
    for (const auto& [from, to] : {std::pair{"37", "32"}, {"13", "18"}, {"32", "28"}, {"18", "23"}, {"28", "19"}})
        h.drag(from, to);
    CHECK(h.historyLength() == 5);
    CHECK(h.lastText() == "28x19");
    CHECK(h.fen() == "B:W19,36,38-50:B1-12,14,15");
}
