// The program's command line.

#include "startup/launch_options.hpp"

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
    CHECK(variant.error == "unknown variant \"chess\" (choose international, polish, twenty-vs-ten, corner, last-man)");
    const auto fen = parseLaunchArguments({"--variant", "polish", "--fen", "X:W1"});
    CHECK_FALSE(fen.options);
    CHECK(fen.error.startsWith("FEN: side to move must be W or B"));
    CHECK_FALSE(fen.error.contains('\n'));
    CHECK(parseLaunchArguments({"--frobnicate"}).error == "unknown option \"--frobnicate\"");
    CHECK(parseLaunchArguments({"--variant"}).error == "--variant needs a value");
}

TEST_CASE("The one argument without a dash is a file to open", "[app][command-line]")
{
    const auto parsed = parseLaunchArguments({"--data-dir", "saves", QString::fromUtf8("Partie Dvořák.pdn")});
    REQUIRE(parsed.options);
    CHECK(parsed.options->file == QString::fromUtf8("Partie Dvořák.pdn"));
    CHECK(parsed.options->dataDir == "saves");
    CHECK_FALSE(parsed.options->variant);

    CHECK(parseLaunchArguments({"a.pdn", "b.pdn"}).error == "one file at a time, not \"b.pdn\" too");
    // A file brings its own game, so the options that set one up do not go with it.
    for (const QStringList& arguments :
         {QStringList{"a.pdn", "--variant", "polish"}, QStringList{"--moves", "32-28", "a.pdn"},
          QStringList{"a.pdn", "--screenshot", "a.png"}})
        CHECK(parseLaunchArguments(arguments).error ==
              "a file to open cannot be combined with --variant, --fen, --moves, --select or --screenshot");
}

TEST_CASE("The version option asks for the version", "[app][command-line]")
{
    const auto parsed = parseLaunchArguments({"--version"});
    REQUIRE(parsed.options);
    CHECK(parsed.options->version);
    CHECK_FALSE(parsed.options->help);
    CHECK_FALSE(parseLaunchArguments({}).options->version);
}

TEST_CASE("The language of a run is cs or en, and it may go with a screenshot or a file", "[app][command-line]")
{
    const auto czech = parseLaunchArguments({"--variant", "corner", "--language", "cs", "--screenshot", "cs.png"});
    REQUIRE(czech.options);
    CHECK(czech.options->language == "cs");
    const auto english = parseLaunchArguments({"--language=en", "games.pdn"});
    REQUIRE(english.options);
    CHECK(english.options->language == "en");
    CHECK(english.options->file == "games.pdn");
    CHECK(parseLaunchArguments({}).options->language.isEmpty()); // the saved or the system's language
    CHECK(parseLaunchArguments({"--language", "de"}).error == "unknown language \"de\" (choose cs or en)");
    CHECK(app::launchUsage().contains("--language cs|en"));
}

TEST_CASE("The board theme of a run is one of the themes built in", "[app][command-line][theme]")
{
    const auto flat = parseLaunchArguments({"--variant", "polish", "--theme", "flat", "--screenshot", "p.png"});
    REQUIRE(flat.options);
    CHECK(flat.options->theme == "flat");
    CHECK(parseLaunchArguments({"--theme", "marble"}).error ==
          "unknown theme \"marble\" (choose wood, contrast, flat)");
    CHECK(app::launchUsage().contains("themes: wood, contrast, flat"));
}
