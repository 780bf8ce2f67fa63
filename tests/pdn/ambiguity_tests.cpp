#include <draughts/pdn/pdn_reader.hpp>
#include <draughts/pdn/pdn_writer.hpp>

#include "pdn_test_support.hpp"

#include <catch2/catch.hpp>

using namespace draughts;
using namespace draughts::pdn;
using namespace draughts::pdn::testing;

namespace {

// International, White to move. The king on a1 (46) takes three men by
// either of two routes that both start on 46 and end on e9 (8):
//   46x32x21x8: over c3 (37) to d4, over c5 (27) to b6, over d8 (12) to e9;
//   46x28x17x8: over c3 (37) to e5, over d6 (22) to c7, over d8 (12) to e9.
// The first leaves Black the man on d6 (22), the second the man on c5
// (27); the man on a7 (16) is left by both. (Each route may also end on
// f10, 3; nothing captures more than three.) "46x8" names both routes.
const std::string twoRoutes = "[FEN \"W:WK46:B12,16,22,27,37\"]\n";

} // namespace

TEST_CASE("a short capture that two routes fit takes the route after which the rest of the game is legal",
          "[pdn][reader][ambiguity]")
{
    // d6-e5 (22-28) is a move only if the first route left the man on d6.
    const PdnGame first = readOne(twoRoutes + "1. 46x8 22-28 *");
    CHECK(historyTexts(first.game) == std::vector<std::string>{"46x32x21x8", "22-28"});
    // c5-b4 (27-31) only if the second route left the man on c5.
    const PdnGame second = readOne(twoRoutes + "1. 46x8 27-31 *");
    CHECK(historyTexts(second.game) == std::vector<std::string>{"46x28x17x8", "27-31"});
    // The notes of the capture stay with it.
    const PdnGame annotated = readOne(twoRoutes + "1. 46x8! {both take three} 22-28 *");
    CHECK(annotated.notes[1].strength == "!");
    CHECK(annotated.notes[1].comment == "both take three");
    // Written back, the capture has its full route, which names one move.
    const std::string text = writePdn(first);
    CHECK(text.find("1. 46x32x21x8 22-28 *") != std::string::npos);
    CHECK(historyTexts(readOne(text).game) == historyTexts(first.game));
}

TEST_CASE("a short capture that both routes fit to the end of the game is an error naming the routes",
          "[pdn][reader][ambiguity]")
{
    // a7-b6 (16-21) is a move after either route.
    const PdnError both = readOneError(twoRoutes + "1. 46x8 16-21 *");
    CHECK(both.line == 2);
    CHECK(both.column == 4);
    CHECK(both.problem == PdnProblem::BadMove);
    REQUIRE(both.cause);
    CHECK(both.cause->problem == core::ParseProblem::AmbiguousMove);
    CHECK(both.message == "move \"46x8\": ambiguous, it could be 46x32x21x8, 46x28x17x8 (White to move)");
    CHECK(both.failedRoutes.empty());
    // Nothing after the capture fits either route too.
    CHECK(readOneError(twoRoutes + "1. 46x8 *").message == both.message);
}

TEST_CASE("a short capture after which no route lets the game go on is an error naming each route's problem",
          "[pdn][reader][ambiguity]")
{
    // After the first route 22-28 and 8-3 are moves but 27-31 is not (c5
    // was taken); after the second, 22-28 is not (d6 was taken).
    const PdnError neither = readOneError(twoRoutes + "1. 46x8 22-28 2. 8-3 27-31 *");
    CHECK(neither.line == 2);
    CHECK(neither.column == 4);
    REQUIRE(neither.cause);
    CHECK(neither.cause->problem == core::ParseProblem::AmbiguousMove);
    REQUIRE(neither.failedRoutes.size() == 2);
    CHECK(neither.failedRoutes[0].route == "46x32x21x8");
    CHECK(neither.failedRoutes[0].error.line == 2);
    CHECK(neither.failedRoutes[0].error.column == 22);
    CHECK(neither.failedRoutes[0].error.text == "27-31");
    CHECK(neither.failedRoutes[1].route == "46x28x17x8");
    CHECK(neither.failedRoutes[1].error.column == 9);
    CHECK(neither.failedRoutes[1].error.text == "22-28");
    CHECK(neither.message ==
          "move \"46x8\": ambiguous, it could be 46x32x21x8, 46x28x17x8 (White to move); the game reads on after "
          "none of them: after 46x32x21x8, 2:22 move \"27-31\": not a possible move here (Black to move); after "
          "46x28x17x8, 2:9 move \"22-28\": not a possible move here (Black to move)");
    // The same problem after every route does not depend on the route: it is the error.
    const PdnError same = readOneError(twoRoutes + "1. 46x8 45-50 *");
    CHECK(same.column == 9);
    CHECK(same.message == "move \"45-50\": not a possible move here (Black to move)");
    CHECK(same.failedRoutes.empty());
}

TEST_CASE("a game with an ambiguous capture reads on in the next game of the file", "[pdn][reader][ambiguity]")
{
    const auto entries = readPdn(twoRoutes + "1. 46x8 16-21 *\n\n" + twoRoutes + "1. 46x8 27-31 *\n");
    REQUIRE(entries.size() == 2);
    CHECK(errorOf(entries[0]).game == 1);
    CHECK(historyTexts(gameOf(entries[1]).game) == std::vector<std::string>{"46x28x17x8", "27-31"});
}
