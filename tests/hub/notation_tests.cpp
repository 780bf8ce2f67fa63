// Each game's positions and moves as the Hub protocol writes them
// (docs/hub.md). Expected strings were built by hand from the square
// numbering of the rule pages (section 2 of each): squares in the order of
// their numbers, To the Last Man's 8x8 board numbered 1 = b8 ... 32 = g1.

#include <draughts/hub/notation.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>

#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <utility>

using namespace draughts;
using core::Variant;

namespace {

// Side letter, then `count` squares: every square 'e' except those given (by number).
std::string hubBoard(char side, int count, std::initializer_list<std::pair<int, char>> pieces, std::string fields = {})
{
    std::string text(1, side);
    text += std::string(static_cast<std::size_t>(count), 'e');
    for (const auto& [number, letter] : pieces)
        text[static_cast<std::size_t>(number)] = letter;
    return text + fields;
}

std::string run(char letter, int from, int to)
{
    std::string text;
    for (int n = from; n <= to; ++n)
        text += letter;
    return text;
}

core::Position fen(Variant variant, std::string_view text)
{
    const auto parsed = notation::readFen(variant, text);
    INFO(text);
    REQUIRE(parsed);
    return *parsed;
}

core::Move legalMove(Variant variant, const core::Position& position, std::string_view text)
{
    core::MoveList legal;
    rules::generateMoves(variant, position, legal);
    const auto move = hub::readMove(variant, text, legal);
    INFO(text << ": " << (move ? std::string("read") : move.error().message));
    REQUIRE(move);
    return *move;
}

} // namespace

TEST_CASE("hub: the variant values, normal for International")
{
    CHECK(hub::variantValue(Variant::International) == "normal");
    CHECK(hub::variantValue(Variant::TwentyVsTen) == "twenty-vs-ten");
    CHECK(hub::allVariantValues() == "normal polish twenty-vs-ten corner last-man");
    CHECK(hub::variantFromValue("normal") == Variant::International);
    CHECK(hub::variantFromValue("international") == Variant::International);
    CHECK(hub::variantFromValue("last-man") == Variant::ToTheLastMan);
    CHECK_FALSE(hub::variantFromValue("killer"));
}

TEST_CASE("hub: starting positions of the games as Hub positions")
{
    // International: Black's men on 1-20, White's on 31-50; Black moves first here.
    CHECK(hub::writePosition(Variant::International, rules::startPosition(Variant::International)) ==
          "B" + run('b', 1, 20) + run('e', 21, 30) + run('w', 31, 50));
    // Polish: fifteen men each (1-15 and 36-50), White begins.
    CHECK(hub::writePosition(Variant::Polish, rules::startPosition(Variant::Polish)) ==
          "W" + run('b', 1, 15) + run('e', 16, 35) + run('w', 36, 50));
    // Twenty vs Ten: ten Black men on 1-10 against twenty on 31-50, Black opens.
    CHECK(hub::writePosition(Variant::TwentyVsTen, rules::startPosition(Variant::TwentyVsTen)) ==
          "B" + run('b', 1, 10) + run('e', 11, 30) + run('w', 31, 50));
    // To the Last Man: Black on b8-h6 (1-12), White on a3-g1 (21-32), White opens.
    CHECK(hub::writePosition(Variant::ToTheLastMan, rules::startPosition(Variant::ToTheLastMan)) ==
          "W" + run('b', 1, 12) + run('e', 13, 20) + run('w', 21, 32));
}

TEST_CASE("hub: the published example position reads as kings, men and empty squares")
{
    // The protocol's own example: White kings on 4 and 5, men on 25, 35 and
    // 36; Black kings on 38 and 48 (letters counted by hand).
    const std::string text = "BeeeWWeeeeeeeeeeeeeeeeeeeweeeeeeeeewweBeeeeeeeeeBee";
    const auto parsed = hub::readPosition(Variant::International, text);
    REQUIRE(parsed);
    const core::Position& p = *parsed;
    CHECK(p.sideToMove == core::Side::Black);
    CHECK(p == fen(Variant::International, "B:WK4,K5,25,35,36:BK38,K48"));
    CHECK(hub::writePosition(Variant::International, p) == text);
}

TEST_CASE("hub: the extension fields of each game")
{
    // Twenty vs Ten, second half of Black's turn: the man that moved stands on 15.
    const auto halfway = fen(Variant::TwentyVsTen, "B:W31-50:B2-10,15:D15");
    const std::string halfwayText = hubBoard(
        'B', 50, {{2, 'b'}, {3, 'b'}, {4, 'b'}, {5, 'b'}, {6, 'b'}, {7, 'b'}, {8, 'b'}, {9, 'b'}, {10, 'b'}, {15, 'b'}},
        ":D15");
    std::string withWhite = halfwayText;
    for (int n = 31; n <= 50; ++n)
        withWhite[static_cast<std::size_t>(n)] = 'w';
    CHECK(hub::writePosition(Variant::TwentyVsTen, halfway) == withWhite);
    REQUIRE(hub::readPosition(Variant::TwentyVsTen, withWhite));
    CHECK(*hub::readPosition(Variant::TwentyVsTen, withWhite) == halfway);

    // To the Last Man: f8 = 3, d6 = 10, e5 = 15, c3 = 22; hands 2 and 1, e5 captured twice.
    const auto lastMan = fen(Variant::ToTheLastMan, "B:Wc3,e5:Bd6,f8:H2,1:Ce5=2");
    const std::string lastManText = hubBoard('B', 32, {{3, 'b'}, {10, 'b'}, {15, 'w'}, {22, 'w'}}, ":H2,1:Ce5=2");
    CHECK(hub::writePosition(Variant::ToTheLastMan, lastMan) == lastManText);
    REQUIRE(hub::readPosition(Variant::ToTheLastMan, lastManText));
    CHECK(*hub::readPosition(Variant::ToTheLastMan, lastManText) == lastMan);

    // International's draw counter.
    const auto counted = fen(Variant::International, "W:WK46:BK5:N12");
    CHECK(hub::writePosition(Variant::International, counted) == hubBoard('W', 50, {{5, 'B'}, {46, 'W'}}, ":N12"));
}

TEST_CASE("hub: positions that cannot be read say where and why")
{
    const auto noSide = hub::readPosition(Variant::International, "X" + run('e', 1, 50));
    REQUIRE_FALSE(noSide);
    CHECK(noSide.error().column == 1);
    const auto shortBoard = hub::readPosition(Variant::International, "W" + run('e', 1, 49));
    REQUIRE_FALSE(shortBoard);
    CHECK(shortBoard.error().message.find("50 squares of International") != std::string::npos);
    const auto badLetter = hub::readPosition(Variant::International, "W" + run('e', 1, 9) + "x" + run('e', 11, 50));
    REQUIRE_FALSE(badLetter);
    CHECK(badLetter.error().column == 11);
    const auto king = hub::readPosition(Variant::ToTheLastMan, "W" + run('W', 1, 1) + run('e', 2, 32));
    REQUIRE_FALSE(king);
    CHECK(king.error().message.find("no kings") != std::string::npos);
    const auto badField = hub::readPosition(Variant::International, "W" + run('e', 1, 49) + "w:D16");
    REQUIRE_FALSE(badField);
    CHECK(badField.error().message.find("only used in Twenty vs Ten") != std::string::npos);
    CHECK(badField.error().column == 53);
}

TEST_CASE("hub: moves are from-to, captures list the captured squares")
{
    // White man on 28, Black men on 23 and 19's neighbour: 28 jumps 23 and lands on 19.
    const auto p = fen(Variant::International, "W:W28:B23,5");
    const core::Move capture = legalMove(Variant::International, p, "28x19x23");
    CHECK(capture.from == rules::squareFromNumber(Variant::International, 28));
    CHECK(capture.to == rules::squareFromNumber(Variant::International, 19));
    CHECK(hub::writeMove(Variant::International, capture) == "28x19x23");
    // "from x to" alone names the only capture that goes there.
    CHECK(legalMove(Variant::International, p, "28x19") == capture);

    // A king on 46 (a1) takes 37 (c3) along the long diagonal, turns on 23
    // (f6) and takes 18 (e7), landing on 12 (d8), 7 or 1: three moves that
    // take the same two men, the captured squares in increasing order.
    const auto k = fen(Variant::International, "W:WK46:B37,18");
    const core::Move two = legalMove(Variant::International, k, "46x12x18x37");
    CHECK(hub::writeMove(Variant::International, two) == "46x12x18x37");
    CHECK(legalMove(Variant::International, k, "46x12x37x18") == two);
    CHECK(legalMove(Variant::International, k, "46x12") == two);
    CHECK(hub::writeMove(Variant::International, legalMove(Variant::International, k, "46x1")) == "46x1x18x37");

    const auto start = rules::startPosition(Variant::Polish);
    CHECK(hub::writeMove(Variant::Polish, legalMove(Variant::Polish, start, "36-31")) == "36-31");
}

TEST_CASE("hub: To the Last Man writes squares by name and placements with @")
{
    const auto p = fen(Variant::ToTheLastMan, "W:Wc3:Bd4,h8:H1,0");
    core::MoveList legal;
    rules::generateMoves(Variant::ToTheLastMan, p, legal);
    const core::Move place = legalMove(Variant::ToTheLastMan, p, "@a1");
    CHECK(place.kind == core::MoveKind::Placement);
    CHECK(hub::writeMove(Variant::ToTheLastMan, place) == "@a1");
    const auto after = fen(Variant::ToTheLastMan, "W:Wc3:Bd4,h8:P");
    const core::Move capture = legalMove(Variant::ToTheLastMan, after, "c3xe5xd4");
    CHECK(hub::writeMove(Variant::ToTheLastMan, capture) == "c3xe5xd4");
}

TEST_CASE("hub: every legal move of random games reads back as itself")
{
    std::mt19937 random(14);
    for (Variant variant : core::allVariants) {
        core::Position p = rules::startPosition(variant);
        for (int ply = 0; ply < 80; ++ply) {
            core::MoveList legal;
            rules::generateMoves(variant, p, legal);
            if (legal.empty())
                break;
            INFO(core::variantId(variant) << " at " << notation::writeFen(variant, p));
            REQUIRE(hub::readPosition(variant, hub::writePosition(variant, p)));
            CHECK(*hub::readPosition(variant, hub::writePosition(variant, p)) == p);
            for (const core::Move& m : legal) {
                const auto back = hub::readMove(variant, hub::writeMove(variant, m), legal);
                REQUIRE(back);
                CHECK(*back == m);
            }
            p = rules::afterMove(variant, p, legal[random() % legal.size()]);
        }
    }
}

TEST_CASE("hub: a move that is not legal is refused")
{
    const auto start = rules::startPosition(Variant::International);
    core::MoveList legal;
    rules::generateMoves(Variant::International, start, legal);
    CHECK_FALSE(hub::readMove(Variant::International, "32-28", legal)); // White's move, Black to play
    CHECK_FALSE(hub::readMove(Variant::International, "17x28x22", legal));
    CHECK_FALSE(hub::readMove(Variant::International, "hello", legal));
}
