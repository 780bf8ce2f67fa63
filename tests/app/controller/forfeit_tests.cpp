// The Forfeit setting: a missed capture stands, and the opponent may claim.

#include "app_test_support.hpp"

#include "board/board_roles.hpp"
#include "board/highlights.hpp"
#include "controller/game_controller.hpp"
#include "panel/claim_banner.hpp"
#include "panel/side_panel.hpp"
#include "panel/why_box.hpp"
#include "settings/language.hpp"

#include <QPushButton>
#include <QTest>

#include <catch2/catch.hpp>

using namespace draughts;
using app::test::Harness;

TEST_CASE("Forfeit in International: the missed capture is announced and claimed", "[app][forfeit]")
{
    Harness h;
    h.start(core::Variant::International, "W:W27,37:B22,12");
    CHECK_FALSE(h.claimBanner().isVisible());
    h.click("37");
    CHECK(h.status() == "This piece may move, but not with the capture the rules ask: 27x7 takes 2 pieces. Moving it "
                        "lets Black claim a piece.");
    h.click("32");
    CHECK(h.fen() == "B:W27,32:B12,22:N1");
    CHECK(h.status() == "White played 37-32, missing a compulsory capture: Black may claim");

    // Black sees the banner and the piece that should have captured glowing.
    CHECK(h.claimBanner().isVisible());
    CHECK(h.claimBanner().text() == "White missed a compulsory capture: Black may click a glowing piece to remove it.");
    CHECK(h.highlightAt("27") & app::Highlight::Claimable);
    CHECK_FALSE(h.highlightAt("32") & app::Highlight::Claimable);
    CHECK(h.sidePanel().claimsText() == "Black may claim a piece");

    h.click("27");
    CHECK(h.fen() == "B:W32:B12,22");
    CHECK(h.lastText() == "~27");
    CHECK_FALSE(h.claimBanner().isVisible());
    CHECK(h.status() == "Black claimed the piece on 27");
    // The claim is not a move: Black still moves.
    CHECK(h.controller().game().sideToMove() == core::Side::Black);
    h.clicks({"22", "27"});
    CHECK(h.historyLength() == 3);
}

TEST_CASE("Forfeit: a piece that cannot capture is picked up with one message in the status bar and Why?",
          "[app][forfeit]")
{
    Harness h;
    // White's 27 must take 22 and 12 (27x18x7); 37 and 38 cannot capture.
    h.start(core::Variant::International, "W:W27,37,38:B22,12");
    const QString careful = "This piece may move, but not with the capture the rules ask: 27x7 takes 2 pieces. "
                            "Moving it lets Black claim a piece.";
    h.click("37");
    CHECK(h.highlights().selected() == h.square("37")); // the Forfeit setting lets it be picked up
    CHECK(h.status() == careful);
    CHECK(h.whyBox().text() == careful);
    CHECK_FALSE(h.whyBox().text().contains("Choose a piece that can capture"));
    // Another such piece, the same words.
    h.click("38");
    CHECK(h.highlights().selected() == h.square("38"));
    CHECK(h.status() == careful);
    CHECK(h.whyBox().text() == careful);
    // The piece that must capture: the capture, not the warning.
    h.click("27");
    CHECK(h.whyBox().text().contains("This piece must capture"));
    CHECK_FALSE(h.status().contains("claim"));

    // Under the Compulsory setting the piece is not picked up at all.
    h.start(core::Variant::International, "W:W27,37,38:B22,12", game::MissedCaptureRule::Compulsory);
    h.click("37");
    CHECK(h.highlights().selected() == core::NoSquare);
    CHECK(h.status() == "A capture is compulsory: 27x7 takes 2 pieces");
}

TEST_CASE("Forfeit: Decline lets the claim lapse", "[app][forfeit]")
{
    Harness h;
    h.start(core::Variant::International, "W:W27,37:B22,12");
    h.clicks({"37", "32"});
    REQUIRE(h.claimBanner().isVisible());
    QTest::mouseClick(&h.claimBanner().declineButton(), Qt::LeftButton);
    CHECK_FALSE(h.claimBanner().isVisible());
    CHECK_FALSE(h.highlightAt("27") & app::Highlight::Claimable);
    h.click("27"); // now an opponent's piece, not a claim
    CHECK(h.fen() == "B:W27,32:B12,22:N1");
    CHECK(h.status() == "It is Black's turn");
}

TEST_CASE("Forfeit: moving instead of claiming lets the claim lapse", "[app][forfeit]")
{
    Harness h;
    h.start(core::Variant::International, "W:W27,37:B22,12");
    h.clicks({"37", "32", "12", "17"});
    CHECK(h.fen() == "W:W27,32:B17,22:N2");
    // White's claim on 27 lapsed; Black's own 12-17 skipped 22x31, so now White may claim 22.
    CHECK_FALSE(h.highlightAt("27") & app::Highlight::Claimable);
    CHECK(h.highlightAt("22") & app::Highlight::Claimable);
    CHECK(h.claimBanner().text() == "Black missed a compulsory capture: White may click a glowing piece to remove it.");
}

TEST_CASE("Forfeit in To the Last Man: the claimed stone turns over", "[app][forfeit][last-man]")
{
    Harness h;
    h.start(core::Variant::ToTheLastMan, "W:Wc3,g3:Bd4,a7");
    h.clicks({"g3", "h4"}); // c3xe5 was compulsory
    CHECK(h.claimBanner().text() ==
          "White missed a compulsory capture: Black may click a glowing piece to turn it over.");
    CHECK(h.highlightAt("c3") & app::Highlight::Claimable);
    h.click("c3");
    CHECK(h.fen() == "B:Wh4:Ba7,d4,c3:Cc3=1");
    CHECK(h.lastText() == "~c3");
}

TEST_CASE("Forfeit in To the Last Man: a stone left in hand is taken by the opponent", "[app][forfeit][last-man]")
{
    Harness h;
    h.start(core::Variant::ToTheLastMan, "W:Wc3:Bh6:H1,0");
    h.clicks({"c3", "d4"}); // moves instead of placing the stone
    CHECK(h.status() == "White played c3-d4, missing placing a stone from hand: Black may claim");
    REQUIRE(h.claimBanner().isVisible());
    CHECK(h.claimBanner().text() == "White did not place a stone from hand: Black may take it.");
    REQUIRE(h.claimBanner().takeStoneButton().isVisible());
    QTest::mouseClick(&h.claimBanner().takeStoneButton(), Qt::LeftButton);
    CHECK(h.fen() == "B:Wd4:Bh6:H0,1");
    CHECK(h.lastText() == "~@");
    CHECK(h.sidePanel().turnText() == "Black: place a stone, then move");
    CHECK(h.highlightAt("b8") & app::Highlight::PlacementTarget);
}

TEST_CASE("Compulsory setting: a stone in hand must be placed first", "[app][last-man]")
{
    Harness h;
    h.start(core::Variant::ToTheLastMan, "W:Wc3:Bh6:H1,0", game::MissedCaptureRule::Compulsory);
    h.click("c3");
    CHECK(h.status() == "First place a stone from your hand on a glowing square of your first row");
    h.click("a1");
    CHECK(h.fen() == "W:Wc3,a1:Bh6:P");
}

TEST_CASE("In Czech the claim banner names who missed and who may claim, without addressing the offender",
          "[app][forfeit][translation]")
{
    app::test::ensureApplication();
    REQUIRE(app::Language::install(app::Language::Czech));
    {
        Harness h;
        h.start(core::Variant::International, "W:W27,37:B22,12");
        h.clicks({"37", "32"});
        CHECK(h.claimBanner().text() ==
              QString::fromUtf8("Nevzaté braní (Bílý) – Černý může kliknout na zvýrazněný kámen a odebrat ho."));
        h.start(core::Variant::ToTheLastMan, "W:Wc3:Bh6:H1,0");
        h.clicks({"c3", "d4"}); // moves instead of placing the stone
        CHECK(h.claimBanner().text() == QString::fromUtf8("Nenasazený kámen z ruky (Bílý) – Černý si ho může vzít."));
        h.start(core::Variant::ToTheLastMan, "W:Wc3,g3:Bd4,a7");
        h.clicks({"g3", "h4"});
        CHECK(h.claimBanner().text() ==
              QString::fromUtf8("Nevzaté braní (Bílý) – Černý může kliknout na zvýrazněný kámen a otočit ho."));
    }
    app::Language::install(app::Language::English);
}
