// The program's command line.

#include "startup/command_line.hpp"

#include <catch2/catch.hpp>

using namespace draughts;
using app::parseLaunchArguments;

TEST_CASE("The command line reads a variant, a FEN and a screenshot file", "[app][command-line]")
{
    const auto parsed = parseLaunchArguments(
        {"--variant", "twenty-vs-ten", "--fen=B:W46:B5", "--screenshot", "out.png", "--size", "900x700"});
    REQUIRE(parsed.options);
    CHECK(parsed.options->variant == core::Variant::TwentyVsTen);
    REQUIRE(parsed.options->start);
    CHECK(parsed.options->start->sideToMove == core::Side::Black);
    CHECK(parsed.options->screenshot == "out.png");
    CHECK(parsed.options->size == QSize(900, 700));
}

TEST_CASE("A bad variant or FEN is one clear line", "[app][command-line]")
{
    const auto variant = parseLaunchArguments({"--variant", "chess"});
    CHECK_FALSE(variant.options);
    CHECK(variant.error ==
          "unknown variant \"chess\" (choose international, polish, twenty-vs-ten, corner, last-man)");
    const auto fen = parseLaunchArguments({"--variant", "polish", "--fen", "X:W1"});
    CHECK_FALSE(fen.options);
    CHECK(fen.error.startsWith("FEN: side to move must be W or B"));
    CHECK_FALSE(fen.error.contains('\n'));
    CHECK(parseLaunchArguments({"--frobnicate"}).error == "unknown option \"--frobnicate\"");
    CHECK(parseLaunchArguments({"--variant"}).error == "--variant needs a value");
}
