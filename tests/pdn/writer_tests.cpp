#include <draughts/pdn/pdn_writer.hpp>

#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/notation/square_names.hpp>
#include <draughts/pdn/pdn_reader.hpp>

#include "pdn_test_support.hpp"

#include <catch2/catch.hpp>

#include <sstream>

using namespace draughts;
using namespace draughts::pdn;
using namespace draughts::pdn::testing;
using core::Variant;

namespace {

std::string movetextOf(const std::string& pdn) { return pdn.substr(pdn.find("\n\n") + 2); }

} // namespace

TEST_CASE("International as this program starts it: Black first, so a FEN is written", "[pdn][writer]")
{
    game::Game game(Variant::International);
    play(game, {"19-23", "32-28", "23x32", "37x28"});
    const std::string text = writePdn(game, {{"Event", "Club"}, {"White", "A"}, {"Black", "B"}});
    CHECK(text == "[Event \"Club\"]\n"
                  "[Site \"?\"]\n"
                  "[Date \"????.??.??\"]\n"
                  "[Round \"?\"]\n"
                  "[White \"A\"]\n"
                  "[Black \"B\"]\n"
                  "[Result \"*\"]\n"
                  "[GameType \"20\"]\n"
                  "[MissedCaptures \"forfeit\"]\n"
                  "[SetUp \"1\"]\n"
                  "[FEN \"B:W31-50:B1-20\"]\n"
                  "\n"
                  "1... 19-23 2. 32-28 23x32 3. 37x28 *\n"
                  "\n");
}

// Both games name their rules: the FMJD game as every FMJD game, the
// original one because a reader would otherwise take a game from this
// start for an FMJD game (docs/pdn.md, "Which rules").
TEST_CASE("International from the published start: no FEN, White's move numbered", "[pdn][writer]")
{
    for (const rules::RuleSet ruleSet : {rules::RuleSet::Fmjd, rules::RuleSet::Original}) {
        game::Game game = ruleSet == rules::RuleSet::Fmjd
                              ? game::Game(Variant::International, rules::RuleSet::Fmjd)
                              : game::Game(Variant::International, defaultStart(Variant::International),
                                           game::MissedCaptureRule::Compulsory);
        play(game, {"32-28", "19-23", "28x19"});
        game.resign(core::Side::White);
        const std::string rulesLine = ruleSet == rules::RuleSet::Fmjd ? "[Rules \"fmjd\"]\n" : "[Rules \"original\"]\n";
        CHECK(writePdn(game) == "[Event \"?\"]\n"
                                "[Site \"?\"]\n"
                                "[Date \"????.??.??\"]\n"
                                "[Round \"?\"]\n"
                                "[White \"?\"]\n"
                                "[Black \"?\"]\n"
                                "[Result \"0-2\"]\n"
                                "[GameType \"20\"]\n"
                                "[MissedCaptures \"compulsory\"]\n" +
                                    rulesLine +
                                    "\n"
                                    "1. 32-28 19-23 2. 28x19 0-2\n"
                                    "\n");
    }
}

TEST_CASE("the seven tags of the roster come first, tags the library owns take the caller's place, and others keep "
          "their order and are escaped",
          "[pdn][writer]")
{
    PdnGame pdn;
    pdn.game = game::Game(Variant::Polish);
    pdn.tags = {{"Event", "The \"big\" one \\ 2024"},
                {"Result", "2-0"},
                {"GameType", "20"},
                {"Annotator", "me"},
                {"Variant", "polish"},
                {"Variant", "again"},
                {"FEN", "W:W1:B2"},
                {"SetUp", "1"}};
    pdn.notes = {PlyNotes{}};
    CHECK(writePdn(pdn) == "[Event \"The \\\"big\\\" one \\\\ 2024\"]\n"
                           "[Site \"?\"]\n"
                           "[Date \"????.??.??\"]\n"
                           "[Round \"?\"]\n"
                           "[White \"?\"]\n"
                           "[Black \"?\"]\n"
                           "[Result \"*\"]\n"
                           "[GameType \"91,W,10,10,N2,0\"]\n"
                           "[Annotator \"me\"]\n"
                           "[Variant \"polish\"]\n"
                           "[MissedCaptures \"forfeit\"]\n"
                           "\n"
                           "*\n"
                           "\n");
    const PdnGame back = readOne(writePdn(pdn));
    CHECK(*back.tag("Event") == "The \"big\" one \\ 2024");
}

TEST_CASE("Twenty vs Ten: one number per turn, Black's two moves after it", "[pdn][writer][twenty-vs-ten]")
{
    game::Game game(Variant::TwentyVsTen);
    play(game, {"6-11", "7-12", "32-28", "8-13", "9-14"});
    CHECK(movetextOf(writePdn(game)) == "1... 6-11 7-12 2. 32-28 8-13 9-14 *\n\n");
    // A comment between Black's moves repeats the number so the turn stays readable.
    CHECK(movetextOf(writePdn(game, {}, {"", "first half"})) ==
          "1... 6-11 {first half} 1... 7-12 2. 32-28 8-13 9-14 *\n\n");
}

TEST_CASE("claims are written where they were made, before the claimant's move, as commands in comments",
          "[pdn][writer][claims]")
{
    // White's 31-27 leaves the capture 28x19: Black claims the man on 28.
    game::Game game(Variant::International, defaultStart(Variant::International));
    play(game, {"32-28", "19-23", "31-27", "~28", "18-22"});
    CHECK(movetextOf(writePdn(game)) == "1. 32-28 19-23 2. 31-27 {[%claim 28]} 2... 18-22 *\n\n");
    // A claim's own notes follow its comment.
    PdnGame pdn;
    pdn.game = game;
    pdn.notes.resize(game.history().size() + 1);
    pdn.notes[4].strength = "!";
    pdn.notes[4].comment = "seen at once";
    CHECK(movetextOf(writePdn(pdn)) == "1. 32-28 19-23 2. 31-27 {[%claim 28]} ! {seen at once} 2... 18-22 *\n\n");
    // Black's 5-10 leaves 23x32: White claims the man on 23, and the
    // number of White's turn goes on the move after the claim.
    game::Game white(Variant::International, *notation::readFen(Variant::International, "B:W28,45:B23,5"));
    play(white, {"5-10", "~23", "45-40"});
    CHECK(movetextOf(writePdn(white)) == "1... 5-10 {[%claim 23]} 2. 45-40 *\n\n");
}

TEST_CASE("To the Last Man: placements and algebraic squares", "[pdn][writer][last-man]")
{
    const auto start = notation::readFen(Variant::ToTheLastMan, "W:Wc3,b6:Bh8:H1,0");
    REQUIRE(start);
    game::Game game(Variant::ToTheLastMan, *start);
    play(game, {"@a1", "b6-a7"});
    const std::string text = writePdn(game);
    CHECK(text.find("[Variant \"last-man\"]\n") != std::string::npos);
    CHECK(text.find("[FEN \"" + notation::writeFen(Variant::ToTheLastMan, *start) + "\"]\n") != std::string::npos);
    CHECK(movetextOf(text) == "1. @a1 b6-a7 *\n\n");
}

TEST_CASE("comments, marks, NAGs and variations are written after their move", "[pdn][writer]")
{
    game::Game game(Variant::International, defaultStart(Variant::International), game::MissedCaptureRule::Compulsory);
    play(game, {"32-28", "19-23"});
    PdnGame pdn;
    pdn.game = game;
    pdn.notes.resize(3);
    pdn.notes[0].comment = "before {all}";
    pdn.notes[1].strength = "!";
    pdn.notes[1].nags = {3, 300};
    game::Game start(Variant::International, defaultStart(Variant::International), game::MissedCaptureRule::Compulsory);
    play(start, {"33-28"});
    game::Variation instead{{{start.history()[0].action, {}}}, {}};
    instead.moves[0].notes.comment = "or this";
    pdn.notes[1].variations = {instead, {{}, "1. 99-98 {kept as written}"}};
    pdn.notes[2].comment = "two\nlines";
    pdn.notes[2].commentBefore = "now";
    CHECK(movetextOf(writePdn(pdn)) == "{before {all)} 1. 32-28! $3 (1. 33-28 {or this}) (1. 99-98 {kept as written})\n"
                                       "1... {now} 19-23 {two\nlines} *\n\n");
}

TEST_CASE("movetext lines stay within 79 characters", "[pdn][writer]")
{
    game::Game game(Variant::International, defaultStart(Variant::International), game::MissedCaptureRule::Compulsory);
    while (!game.result().isOver() && game.history().size() < 120)
        game.play(game.permittedMoves()[0]);
    std::istringstream lines(writePdn(game));
    std::string line;
    int count = 0;
    while (std::getline(lines, line)) {
        CHECK(line.size() <= 79);
        ++count;
    }
    CHECK(count > 5);
}

TEST_CASE("results are written in the game's own PDN convention", "[pdn][writer][result]")
{
    // International scores a win 2-0 (PDN 3.0); the other games 1-0, 0-1, 1/2-1/2.
    game::Game international(Variant::International, defaultStart(Variant::International));
    international.resign(core::Side::Black);
    const auto writes = [](const game::Game& game, const std::string& result) {
        const std::string text = writePdn(game);
        return text.find("[Result \"" + result + "\"]\n") != std::string::npos &&
               text.find("\n\n" + result + "\n") != std::string::npos;
    };
    CHECK(writes(international, "2-0"));
    game::Game polish(Variant::Polish);
    polish.resign(core::Side::Black);
    CHECK(writes(polish, "1-0"));
    game::Game corner(Variant::CornerCheckers);
    corner.resign(core::Side::White);
    CHECK(writes(corner, "0-1"));
    game::Game lastMan(Variant::ToTheLastMan);
    lastMan.agreeDraw();
    CHECK(writes(lastMan, "1/2-1/2"));
    CHECK(readOne(writePdn(lastMan)).game.result() == game::Result{game::Outcome::Draw, game::EndReason::Agreement});
}

// The king i1=50 can reach f10=3 over h2, h4 and g9 (landing g3=39, then
// j6=25) or over h2, f6 and g9 (landing e5=28, then h8=14).
TEST_CASE("an ambiguous capture is written with its full route", "[pdn][writer]")
{
    game::Game game(Variant::International,
                    *notation::readFen(Variant::International, "W:WK50,17,38:B9,23,31,44,16,34"));
    play(game, {"50x28x3"});
    CHECK(movetextOf(writePdn(game)) == "1. 50x28x14x3 *\n\n");
}
