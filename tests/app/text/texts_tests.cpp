// The window's sentences about the games.

#include "app_test_support.hpp"

#include "text/texts.hpp"

#include <draughts/engine/explanation.hpp>
#include <draughts/game/game.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/notation/fen.hpp>

#include <catch2/catch.hpp>

#include <algorithm>

using namespace draughts;
using app::Texts;

TEST_CASE("The list of games names every game once, with a title and a line about it", "[app][text]")
{
    app::test::ensureApplication();
    const std::vector<core::Variant>& games = Texts::games();
    CHECK(games.size() == core::allVariants.size());
    for (core::Variant v : core::allVariants) {
        INFO(core::variantName(v));
        CHECK(std::count(games.begin(), games.end(), v) == 1);
        // In English the title is the game's own name.
        CHECK(Texts::gameTitle(v) == QString::fromUtf8(core::variantName(v).data()));
        CHECK_FALSE(Texts::gameDescription(v).isEmpty());
    }
}

TEST_CASE("The turn names the half of Black's double move, and the result once over", "[app][text]")
{
    app::test::ensureApplication();
    const auto v = core::Variant::TwentyVsTen;
    const auto barred = notation::readFen(v, "B:W31-50:B1-5,7-11:D11");
    REQUIRE(barred);
    const app::GameSetup unnamed;
    CHECK(Texts::turn(game::Game(v, *barred), unnamed) == "Black: move 2 of 2");
    const auto over = notation::readFen(v, "B:W46:B10:D10");
    REQUIRE(over);
    CHECK(Texts::turn(game::Game(v, *over), unnamed) == "White wins: Black cannot make two moves");
    CHECK(Texts::turn(game::Game(core::Variant::Polish), unnamed) == "White to move");
}

TEST_CASE("Results name the players, and the colours when they have no names", "[app][text]")
{
    app::test::ensureApplication();
    using game::EndReason;
    using game::Outcome;
    app::GameSetup named;
    named.whiteName = "Jana";
    named.blackName = "Petr";
    const app::GameSetup unnamed;
    CHECK(Texts::result({Outcome::WhiteWins, EndReason::NoMoves}, named) == "Jana wins: Petr cannot move");
    CHECK(Texts::result({Outcome::BlackWins, EndReason::NoPieces}, named) == "Petr wins: Jana has no pieces left");
    CHECK(Texts::result({Outcome::WhiteWins, EndReason::BlackCannotMoveTwice}, named) ==
          "Jana wins: Petr cannot make two moves");
    CHECK(Texts::result({Outcome::BlackWins, EndReason::Resignation}, named) == "Petr wins: Jana resigned");
    CHECK(Texts::result({Outcome::WhiteWins, EndReason::TimeForfeit}, named) == "Jana wins: Petr ran out of time");
    CHECK(Texts::result({Outcome::Draw, EndReason::Agreement}, named) == "Draw by agreement");
    CHECK(Texts::result({Outcome::WhiteWins, EndReason::NoMoves}, unnamed) == "White wins: Black cannot move");
    CHECK(Texts::result({Outcome::BlackWins, EndReason::TimeForfeit}, unnamed) == "Black wins: White ran out of time");
    // One name is enough to name both: the other player is his colour.
    app::GameSetup one;
    one.blackName = "Petr";
    CHECK(Texts::result({Outcome::BlackWins, EndReason::Resignation}, one) == "Petr wins: White resigned");
}

TEST_CASE("A player's name with the side never doubles brackets", "[app][text]")
{
    app::test::ensureApplication();
    app::GameSetup setup;
    CHECK(Texts::playerAndSide(setup, core::Side::White) == "White");
    setup.blackName = QStringLiteral("Jana");
    CHECK(Texts::playerAndSide(setup, core::Side::Black) == "Jana (Black)");
    setup.players[static_cast<std::size_t>(core::Side::Black)] = app::PlayerChoice::computer(5);
    CHECK(Texts::player(setup, core::Side::Black) == "Computer, level 5");
    CHECK(Texts::playerAndSide(setup, core::Side::Black) == "Computer, level 5 (Black)");
    setup.players[static_cast<std::size_t>(core::Side::White)] =
        app::PlayerChoice::engine(QStringLiteral("scan"), QStringLiteral("Scan (3.1)"), 0);
    CHECK(Texts::playerAndSide(setup, core::Side::White) == "Scan (3.1), White");
}

TEST_CASE("Reviewing names the position shown by the move list's numbers, never by plies", "[app][text]")
{
    app::test::ensureApplication();
    // Polish: White opens (polish.md §3.1). Three plies are move 1 (White, then Black's
    // reply) and White's half of move 2.
    game::Game polish(core::Variant::Polish);
    for (int i = 0; i < 3; ++i)
        REQUIRE(polish.play(polish.legalMoves()[0]));
    const auto& history = polish.history();
    CHECK(Texts::reviewing(history, 0) == "Reviewing: the starting position");
    CHECK(Texts::reviewing(history, 1) == "Reviewing: position after move 1 (White)");
    CHECK(Texts::reviewing(history, 2) == QString::fromUtf8("Reviewing: position after move 1\u2026 (Black)"));
    CHECK(Texts::reviewing(history, 3) == "Reviewing: position after move 2 (White)");
    CHECK(Texts::reviewingPaused(history, 3) ==
          "Reviewing: position after move 2 (White). Play is paused. Press P to resume from the "
          "latest position.");

    // International: Black opens (international.md §3.1), so its first ply
    // is Black's half of move 1, "1. … 19-23".
    game::Game international(core::Variant::International);
    REQUIRE(international.play(international.legalMoves()[0]));
    CHECK(Texts::reviewing(international.history(), 1) ==
          QString::fromUtf8("Reviewing: position after move 1\u2026 (Black)"));
}

TEST_CASE("The analysis counts the moves the move list numbers", "[app][text]")
{
    app::test::ensureApplication();
    CHECK(Texts::analysisProgress(1, 16) == "Judging move 1 of 16");
    CHECK(Texts::analysisSummary(16, 1, 2, false) == "16 moves judged: 1 mistake, 2 blunders");
    CHECK(Texts::analysisSummary(1, 0, 0, true) == "Analysis cancelled after 1 move: 0 mistakes, 0 blunders");
}

TEST_CASE("A hint's score that rounds to nothing is 0.0, never -0.0", "[app][text]")
{
    app::test::ensureApplication();
    const auto v = core::Variant::International;
    const core::Position start = rules::startPosition(v);
    engine::Hint hint;
    hint.reason.code = engine::HintReasonCode::Positional;
    const auto said = [&](engine::Score score) {
        hint.reason.score = score;
        return Texts::hintReason(v, start, hint);
    };
    // ManValue (100) is one man: -4 is 0.04 of a man, shown to one decimal as 0.0.
    CHECK(said(-4) == "Material is level; the best position (0.0)");
    CHECK(said(4) == "Material is level; the best position (0.0)");
    CHECK(said(0) == "Material is level; the best position (0.0)");
    // Black moves first in International (international.md §3.1): the
    // search's score is Black's, the window's White's.
    CHECK(said(-30) == "Material is level; the best position (+0.3)");
    CHECK(said(120) == QString::fromUtf8("Material is level; the best position (\u22121.2)"));
    CHECK(Texts::evaluation(-4) == "0.0");

    // With White to move, the search's score is White's already.
    hint.reason.score = 30;
    CHECK(Texts::hintReason(v, *notation::readFen(v, "W:W31-50:B1-20"), hint) ==
          "Material is level; the best position (+0.3)");
    CHECK(Texts::scoreMeaning().contains("+1.0 = a man ahead for White"));
}

TEST_CASE("A positional hint says the material as it stands, and counts are the hinted side's moves", "[app][text]")
{
    app::test::ensureApplication();
    const auto v = core::Variant::International;
    // White 31-48 (18 men) against Black 1-20 (20 men), White to move: the
    // engine says White is two pieces behind (reason.ahead, set by
    // engine::explain), and scores the best move -1.8 for White.
    const core::Position twoDown = *notation::readFen(v, "W:W31-48:B1-20");
    engine::Hint hint;
    hint.reason.code = engine::HintReasonCode::Positional;
    hint.reason.ahead = -2;
    hint.reason.score = -180;
    CHECK(Texts::hintReason(v, twoDown, hint) == QString::fromUtf8("White is 2 pieces down; the best position (−1.8)"));
    // The same count with Black to move is Black's: Black is 2 pieces up, and a
    // score of +1.8 for Black is -1.8 from White's side.
    const core::Position blackToMove = *notation::readFen(v, "B:W31-48:B1-20");
    hint.reason.ahead = 2;
    hint.reason.score = 180;
    CHECK(Texts::hintReason(v, blackToMove, hint) ==
          QString::fromUtf8("Black is 2 pieces up; the best position (−1.8)"));
    hint.reason.ahead = 1;
    hint.reason.score = 0;
    CHECK(Texts::hintReason(v, blackToMove, hint) == "Black is 1 piece up; the best position (0.0)");

    // A count of moves names whose moves it counts. Beyond the line the
    // hint's search gave (here none), every other ply is the side's own:
    // plies 1-3 hold White's 1st and 2nd moves.
    hint.reason = {};
    hint.reason.code = engine::HintReasonCode::WinsMaterial;
    hint.reason.pieces = 1;
    hint.reason.plies = 3;
    CHECK(Texts::hintReason(v, twoDown, hint) == "Wins 1 piece in 2 moves of White");
    CHECK(Texts::hintReason(v, blackToMove, hint) == "Wins 1 piece in 2 moves of Black");
    hint.reason.plies = 1;
    CHECK(Texts::hintReason(v, twoDown, hint) == "Wins 1 piece at once");
    hint.reason.code = engine::HintReasonCode::WinsGame;
    hint.reason.plies = 5; // White's moves at plies 1, 3 and 5
    CHECK(Texts::hintReason(v, twoDown, hint) == "Wins the game in 3 moves of White");
    hint.reason.code = engine::HintReasonCode::Crowns;
    hint.reason.plies = 3;
    CHECK(Texts::hintReason(v, blackToMove, hint) == "Makes a king in 2 moves of Black");
}
