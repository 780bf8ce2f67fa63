// Edit > Undo and Redo, one action at a time.

#include "app_test_support.hpp"

#include "board/board_roles.hpp"
#include "controller/game_controller.hpp"
#include "panel/claim_banner.hpp"
#include "panel/side_panel.hpp"

#include <QAction>
#include <QKeySequence>

#include <catch2/catch.hpp>

using namespace draughts;
using app::MainWindow;
using app::WindowActions;
using app::test::Harness;

namespace {
void undo(Harness& h) { h.action(WindowActions::Command::Undo).trigger(); }
void redo(Harness& h) { h.action(WindowActions::Command::Redo).trigger(); }
} // namespace

TEST_CASE("Undo and Redo use the standard shortcuts", "[app][undo]")
{
    Harness h;
    CHECK(h.action(WindowActions::Command::Undo).shortcut() == QKeySequence(QKeySequence::Undo));
    CHECK(h.action(WindowActions::Command::Redo).shortcut() == QKeySequence(QKeySequence::Redo));
    CHECK_FALSE(h.action(WindowActions::Command::Undo).isEnabled());
}

TEST_CASE("Undo and redo across Black's double move in Twenty vs Ten", "[app][undo][twenty-vs-ten]")
{
    Harness h;
    h.start(core::Variant::TwentyVsTen);
    const std::string start = h.fen();
    h.clicks({"6", "11", "7", "12"});
    const std::string after = h.fen();
    CHECK(h.sidePanel().turnText() == "White to move");

    undo(h);
    CHECK(h.sidePanel().turnText() == "Black: move 2 of 2");
    CHECK(h.highlightAt("11") & app::Highlight::Barred);
    undo(h);
    CHECK(h.fen() == start);
    CHECK(h.historyLength() == 0);
    CHECK(h.action(WindowActions::Command::Redo).isEnabled());

    redo(h);
    redo(h);
    CHECK(h.fen() == after);
    CHECK(h.historyLength() == 2);
    CHECK_FALSE(h.action(WindowActions::Command::Redo).isEnabled());
}

TEST_CASE("Undo and redo across a forfeit claim", "[app][undo][forfeit]")
{
    Harness h;
    h.start(core::Variant::International, "W:W27,37:B22,12");
    h.clicks({"37", "32"}); // violation
    const std::string violated = h.fen();
    h.click("27");          // Black claims
    h.clicks({"12", "17"}); // and moves
    const std::string end = h.fen();
    CHECK(end == "W:W32:B17,22:N1");

    undo(h);
    undo(h); // back before the claim: it is offered again
    CHECK(h.fen() == violated);
    CHECK(h.claimBanner().isVisible());
    CHECK(h.highlightAt("27") & app::Highlight::Claimable);

    redo(h);
    CHECK(h.lastText() == "~27");
    CHECK_FALSE(h.claimBanner().isVisible());
    redo(h);
    CHECK(h.fen() == end);
}

TEST_CASE("A new move after undo discards the redo list", "[app][undo]")
{
    Harness h;
    h.start(core::Variant::Polish);
    h.clicks({"37", "32"});
    undo(h);
    h.clicks({"36", "31"});
    CHECK_FALSE(h.action(WindowActions::Command::Redo).isEnabled());
    CHECK(h.lastText() == "36-31");
}
