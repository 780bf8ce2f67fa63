// The rule set of an International game in a PDN file: the Rules tag, and
// the FMJD's rules for a published game without it (docs/pdn.md, "Which
// rules"; international.md §10).

#include <draughts/notation/fen.hpp>
#include <draughts/pdn/pdn_reader.hpp>
#include <draughts/pdn/pdn_writer.hpp>

#include "pdn_test_support.hpp"

#include <catch2/catch.hpp>

using namespace draughts;
using namespace draughts::pdn;
using namespace draughts::pdn::testing;
using Catch::Matchers::Contains;
using core::Variant;
using rules::RuleSet;

namespace {

std::string written(const game::Game& played) { return writePdn(played); }

} // namespace

TEST_CASE("a published International game without the Rules tag opens and goes on under the FMJD's rules",
          "[pdn][rules][fmjd]")
{
    const auto entries = readPdn(dataFile("fmjd.pdn"));
    REQUIRE(entries.size() == 3);
    const PdnGame& published = gameOf(entries[0]);
    CHECK(published.ruleSet() == RuleSet::Fmjd);
    CHECK(published.game.actions().size() == 7);
    const game::Game continued = published.game.replay();
    CHECK(continued.ruleSet() == RuleSet::Fmjd);
    CHECK(continued.sideToMove() == core::Side::Black);
    CHECK(continued.drawCounterLimit() == 0); // no 30-move counter under the FMJD's rules (§10.2)
    CHECK(continued.missedCaptureRule() == game::MissedCaptureRule::Compulsory);

    // The hand-made file of published games: the same for each of its
    // games from the standard position.
    const auto others = readPdn(dataFile("international.pdn"));
    CHECK(gameOf(others[0]).ruleSet() == RuleSet::Fmjd);
    CHECK(gameOf(others[1]).ruleSet() == RuleSet::Original); // from a FEN: the original rules
}

TEST_CASE("a game under the Rules tag \"fmjd\" ends by the third repetition, and a move after it goes on past it",
          "[pdn][rules][fmjd]")
{
    const auto entries = readPdn(dataFile("fmjd.pdn"));
    REQUIRE(entries.size() == 3);
    const PdnGame& drawn = gameOf(entries[1]);
    CHECK(drawn.ruleSet() == RuleSet::Fmjd);
    CHECK(drawn.game.actions().size() == 8);
    CHECK(drawn.game.result() == game::Result{game::Outcome::Draw, game::EndReason::Repetition});
    CHECK(drawn.result == "1-1");

    // docs/pdn.md, "Results": the players went on; the game notes where the rules drew it.
    const PdnGame& past = gameOf(entries[2]);
    CHECK(past.game.actions().size() == 9);
    CHECK_FALSE(past.game.result().isOver());
    CHECK(past.game.replay().passedDraw() == game::PassedDraw{8, {game::Outcome::Draw, game::EndReason::Repetition}});
}

TEST_CASE("an FMJD game is written with GameType 20 and the Rules tag, and read back under the same rules",
          "[pdn][rules][fmjd][writer]")
{
    game::Game fmjd(Variant::International, RuleSet::Fmjd);
    play(fmjd, {"32-28", "19-23"});
    const std::string text = written(fmjd);
    CHECK_THAT(text, Contains("[GameType \"20\"]\n"));
    CHECK_THAT(text, Contains("[Rules \"fmjd\"]\n"));
    CHECK_THAT(text, !Contains("[FEN "));
    const PdnGame back = readOne(text);
    CHECK(back.ruleSet() == RuleSet::Fmjd);
    CHECK(back.game.actions().size() == 2);

    // From a position of its own, too: the tag, not the start, names the rules.
    game::Game fromPosition(Variant::International, RuleSet::Fmjd,
                            *notation::readFen(Variant::International, "W:WK47,K49:BK1"));
    const std::string setUp = written(fromPosition);
    CHECK_THAT(setUp, Contains("[Rules \"fmjd\"]\n"));
    CHECK(readOne(setUp).ruleSet() == RuleSet::Fmjd);
}

TEST_CASE("an original International game is written so that it is read back under the original rules",
          "[pdn][rules][writer]")
{
    // From its own start, Black to move: the FEN tells it apart, no Rules tag.
    game::Game blackFirst(Variant::International, game::MissedCaptureRule::Compulsory);
    play(blackFirst, {"19-23"});
    const std::string text = written(blackFirst);
    CHECK_THAT(text, !Contains("[Rules "));
    CHECK(readOne(text).ruleSet() == RuleSet::Original);

    // From the standard position with White to move, which a published
    // game starts from: the Rules tag keeps the original rules.
    game::Game whiteFirst(Variant::International, defaultStart(Variant::International),
                          game::MissedCaptureRule::Compulsory);
    play(whiteFirst, {"32-28"});
    const std::string published = written(whiteFirst);
    CHECK_THAT(published, Contains("[Rules \"original\"]\n"));
    CHECK(readOne(published).ruleSet() == RuleSet::Original);

    // Forfeit games are the original rules' own (the FMJD has no Forfeit).
    game::Game forfeit(Variant::International, defaultStart(Variant::International), game::MissedCaptureRule::Forfeit);
    const std::string forfeitText = written(forfeit);
    CHECK_THAT(forfeitText, !Contains("[Rules "));
    CHECK(readOne(forfeitText).ruleSet() == RuleSet::Original);
}

TEST_CASE("a Rules tag that names no rule set of the game is an error naming the tag", "[pdn][rules][malformed]")
{
    const PdnError unknown = readOneError("[Rules \"tournament\"]\n1. 32-28 *");
    CHECK(unknown.problem == PdnProblem::BadRules);
    CHECK_THAT(unknown.describe(), Contains("[Rules \"tournament\"]") && Contains("expected \"original\""));

    const PdnError polish = readOneError("[Variant \"polish\"]\n[Rules \"fmjd\"]\n1. 32-28 *");
    CHECK(polish.problem == PdnProblem::BadRules);

    const PdnError forfeit = readOneError("[Rules \"fmjd\"]\n[MissedCaptures \"forfeit\"]\n1. 32-28 *");
    CHECK(forfeit.problem == PdnProblem::RulesContradict);
    CHECK_THAT(forfeit.describe(), Contains("compulsory captures only"));

    const PdnError twice = readOneError("[Rules \"fmjd\"]\n[Rules \"original\"]\n1. 32-28 *");
    CHECK(twice.problem == PdnProblem::SecondTag);

    // The value is read as the other tags' values are: case and spaces do not matter.
    CHECK(readOne("[Rules \" FMJD \"]\n1. 32-28 *").ruleSet() == RuleSet::Fmjd);
}
