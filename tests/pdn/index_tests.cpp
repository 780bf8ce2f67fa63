// indexPdn and readIndexedGame: a file's games and tags found without
// replaying them, and each game read again at its offset.

#include <draughts/pdn/pdn_index.hpp>

#include "pdn_compare.hpp"
#include "pdn_test_support.hpp"

#include <catch2/catch.hpp>

#include <sstream>

using namespace draughts;
using namespace draughts::pdn;
using namespace draughts::pdn::testing;
using core::Variant;

namespace {

const char* const dataFiles[] = {"international.pdn", "five_games.pdn", "encodings.pdn",
                                 "column_padded.pdn", "loops.pdn",      "tags_only.pdn"};

// "" when both entries say the same, else what differs.
std::string differenceBetween(const PdnEntry& a, const PdnEntry& b)
{
    if (a.index() != b.index())
        return "a game against an error";
    if (const auto* error = std::get_if<PdnError>(&a))
        return error->describe() == std::get<PdnError>(b).describe() && error->game == std::get<PdnError>(b).game
                   ? ""
                   : error->describe() + " vs " + std::get<PdnError>(b).describe();
    return testing::differenceBetween(std::get<PdnGame>(a), std::get<PdnGame>(b), testing::Comments::Exact);
}

} // namespace

TEST_CASE("the index lists the games the reader reads, and each reads again at its offset", "[pdn][index]")
{
    for (const char* name : dataFiles) {
        INFO(name);
        const std::string bytes = dataFile(name);
        const std::vector<PdnEntry> entries = readPdn(bytes);
        const PdnIndex index = indexPdn(bytes);
        CHECK_FALSE(index.stop);
        REQUIRE(index.games.size() == entries.size());
        std::istringstream stream(bytes);
        const PdnIndex streamed = indexPdn(stream);
        REQUIRE(streamed.games.size() == entries.size());
        for (std::size_t i = 0; i < entries.size(); ++i) {
            INFO("game " << i + 1);
            const IndexedGame& game = index.games[i];
            CHECK(game.number == i + 1);
            CHECK(differenceBetween(readIndexedGame(bytes, game), entries[i]) == "");
            std::istringstream again(bytes);
            CHECK(differenceBetween(readIndexedGame(again, game), entries[i]) == "");
            // The stream gives the same index.
            CHECK(streamed.games[i].offset == game.offset);
            CHECK(streamed.games[i].length == game.length);
            CHECK(streamed.games[i].white == game.white);
            CHECK(streamed.games[i].moves == game.moves);
            if (const auto* read = std::get_if<PdnGame>(&entries[i])) {
                CHECK(game.line == read->line);
                CHECK(game.variant == read->variant());
            }
        }
    }
}

TEST_CASE("the index holds the tags a game list shows and the moves as players count them", "[pdn][index]")
{
    const std::string bytes = dataFile("international.pdn");
    const PdnIndex index = indexPdn(bytes);
    REQUIRE(index.games.size() == 5);
    const IndexedGame& first = index.games[0];
    CHECK(first.white == "Novák, Jan");
    CHECK(first.black == "Dvořák, Petr");
    CHECK(first.event == "Club championship");
    CHECK(first.date == "2024.03.09");
    CHECK(first.result == "0-2");
    CHECK(first.line == 3);
    CHECK(first.offset == bytes.find("[Event \"Club"));
    CHECK(bytes.substr(first.offset + first.length - 3, 3) == "0-2");
    // 27 plies from White's first move: White's 14th turn is the last.
    CHECK(first.moves == 14);
    CHECK(index.games[1].moves == 3);
    CHECK(index.games[1].result == "1-1");
    CHECK(index.games[2].moves == 4); // the misprinted game: its moves are counted, not checked
    CHECK(index.games[2].result == "2-0");
    CHECK(index.games[3].moves == 2);
    CHECK(index.games[3].result == "*");
    CHECK(index.games[3].white.empty());
    // 9 plies from Black's first move (FEN "B:..."): 1... 19-23 to 5... 17x28.
    CHECK(index.games[4].moves == 5);
}

TEST_CASE("moves are counted by each game's turn structure, claims and placements within a turn", "[pdn][index]")
{
    const PdnIndex index = indexPdn(dataFile("five_games.pdn"));
    REQUIRE(index.games.size() == 5);
    // International with a claim (~28): 8 moves from White's first, 4 turns.
    CHECK(index.games[0].variant == Variant::International);
    CHECK(index.games[0].moves == 4);
    CHECK(index.games[0].result == "1-1");
    // Polish: 12 moves, White first.
    CHECK(index.games[1].variant == Variant::Polish);
    CHECK(index.games[1].moves == 6);
    // Twenty vs Ten: Black's turns are two moves; 15 moves make 6 turns of each.
    CHECK(index.games[2].variant == Variant::TwentyVsTen);
    CHECK(index.games[2].moves == 6);
    // Corner Checkers, Black first: 8 moves and a claim; its 2-0 is 1-0 in this game.
    CHECK(index.games[3].variant == Variant::CornerCheckers);
    CHECK(index.games[3].moves == 5);
    CHECK(index.games[3].result == "1-0");
    // To the Last Man: 7 moves, a claim and a placement.
    CHECK(index.games[4].variant == Variant::ToTheLastMan);
    CHECK(index.games[4].moves == 4);
}

TEST_CASE("the index reads each game's tags in its own encoding", "[pdn][index][encoding]")
{
    const PdnIndex index = indexPdn(dataFile("encodings.pdn"));
    REQUIRE(index.games.size() == 2);
    CHECK(index.games[0].white == "M\xC3\xBCller, J\xC3\xBC"
                                  "rgen");
    CHECK(index.games[1].white == "M\xC3\xBCller, J\xC3\xBC"
                                  "rgen");
    CHECK(index.games[1].black == "Ren\xC3\xA9");
}

TEST_CASE("a game read at its offset reports errors at their place in the whole file", "[pdn][index]")
{
    const std::string bytes = "[Event \"a\"]\n1. 32-28 *[Event \"b\"]1. 31-22 *\n";
    const PdnIndex index = indexPdn(bytes);
    REQUIRE(index.games.size() == 2);
    CHECK(index.games[1].line == 2);
    CHECK(index.games[1].offset == bytes.find("[Event \"b\"]"));
    const PdnError error = errorOf(readIndexedGame(bytes, index.games[1]));
    CHECK(error.game == 2);
    CHECK(error.line == 2);
    CHECK(error.column == 25);
    CHECK(error.message == "move \"31-22\": not a possible move here (White to move)");
}

TEST_CASE("a game no longer where the index found it is an error naming its line", "[pdn][index]")
{
    const std::string bytes = "[Event \"a\"]\n1. 32-28 *\n[Event \"b\"]\n1. 33-28 *\n";
    const PdnIndex index = indexPdn(bytes);
    REQUIRE(index.games.size() == 2);
    // The file was cut after its first game since it was indexed.
    const PdnError error = errorOf(readIndexedGame(bytes.substr(0, bytes.find("[Event \"b\"]")), index.games[1]));
    CHECK(error.game == 2);
    CHECK(error.line == 3);
    CHECK(error.problem == PdnProblem::GameMissing);
    CHECK(error.arguments == std::vector<std::string>{"3"});
    CHECK(error.message == "no game at line 3 any more (has the file changed?)");
}

TEST_CASE("the index stops at a game over the limits and says so", "[pdn][index][limits]")
{
    const std::string game = "[Event \"x\"]\n1. 32-28 *\n";
    const std::string bytes = game + "[Event \"" + std::string(3000, 'x') + "\"]\n*\n" + game;
    const PdnIndex index = indexPdn(bytes, std::nullopt, {100000, 1000});
    CHECK(index.games.size() == 1);
    REQUIRE(index.stop);
    CHECK(index.stop->game == 2);
    CHECK(index.stop->line == 3);
}

TEST_CASE("the index takes the variant from the tags, else the default", "[pdn][index]")
{
    const PdnIndex index = indexPdn(
        "1. 36-31 *\n[Variant \"Corner\"]\n1... 19-24 1-0\n[GameType \"20,B\"]\n1... 19-23 *", Variant::Polish);
    REQUIRE(index.games.size() == 3);
    CHECK(index.games[0].variant == Variant::Polish);
    CHECK(index.games[1].variant == Variant::CornerCheckers);
    CHECK(index.games[1].result == "1-0");
    CHECK(index.games[2].variant == Variant::International);
    CHECK(index.games[2].moves == 1);
}
