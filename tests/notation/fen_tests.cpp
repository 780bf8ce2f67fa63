// FEN reading and writing: PDN FEN with ranges and K kings, plus the
// program's extension fields D (Twenty vs Ten barred piece), H (hand), C
// (capture counts), P (placed this turn) and N (draw counter). The expected
// texts are written by hand from the format, not taken from the program.

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/notation/square_names.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/geometry.hpp>
#include <draughts/rules/movegen.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace draughts;
using Catch::Matchers::Contains;
using core::Variant;

core::Position read(Variant variant, std::string_view text)
{
    const auto parsed = notation::readFen(variant, text);
    INFO("FEN \"" << text << "\": " << (parsed ? std::string("read") : parsed.error().message));
    REQUIRE(static_cast<bool>(parsed));
    return *parsed;
}

core::Bitboard numbers(Variant variant, int first, int last)
{
    core::Bitboard set = 0;
    for (int n = first; n <= last; ++n)
        set |= core::bitOf(rules::squareFromNumber(variant, n));
    return set;
}

core::Square at(Variant variant, std::string_view name) { return notation::parseSquare(variant, name); }

struct Failure {
    std::string message;
    std::size_t column;
    core::ParseProblem problem;
    std::vector<std::string> arguments;
};

Failure failure(Variant variant, std::string_view text)
{
    const auto parsed = notation::readFen(variant, text);
    INFO("FEN \"" << text << "\"");
    REQUIRE_FALSE(static_cast<bool>(parsed));
    return {parsed.error().message, parsed.error().column, parsed.error().problem, parsed.error().arguments};
}

} // namespace

TEST_CASE("writing a FEN that was read gives back the same text", "[notation][fen][round-trip]")
{
    struct Case {
        Variant variant;
        const char* fen;
    };
    const Case cases[] = {
        {Variant::International, "W:W31-50:B1-20"},
        {Variant::International, "B:W31-50:B1-20"},
        {Variant::International, "W:W32,K46:B28,29,K31,39,K41"},
        {Variant::International, "W:W31,32,34-36:B1-3,5"},
        {Variant::International, "W:W31,32,K33,34,35:B1"},
        {Variant::International, "W:WK1,K50:BK5,K46"},
        {Variant::International, "W:W31-50:B1-20:N12"},
        {Variant::International, "B:W:B1"},
        {Variant::Polish, "W:W36-50:B1-15"},
        {Variant::TwentyVsTen, "B:W31-50:B1-10"},
        {Variant::TwentyVsTen, "B:W31-50:B1-6,8-10,12:D12"},
        {Variant::CornerCheckers, "B:W21,26,31,32,36,37,41-43,46-48:B3-5,8-10,14,15,19,20,25,30"},
        {Variant::CornerCheckers, "W:W9:B1:N5"},
        {Variant::ToTheLastMan, "W:Wa3,c3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6"},
        {Variant::ToTheLastMan, "W:Wc3:Bh8,d4:Cd4=3"},
        {Variant::ToTheLastMan, "B:W:Bh8:H1,0"},
        {Variant::ToTheLastMan, "W:Wc3,c1:Bh8,d4:H0,1:Cd4=2,c3=1:P"},
    };
    for (const Case& c : cases) {
        INFO(core::variantName(c.variant) << ": " << c.fen);
        CHECK(notation::writeFen(c.variant, read(c.variant, c.fen)) == c.fen);
    }
}

TEST_CASE("the starting positions are written in standard form", "[notation][fen]")
{
    CHECK(notation::writeFen(Variant::International, rules::startPosition(Variant::International)) == "B:W31-50:B1-20");
    CHECK(notation::writeFen(Variant::Polish, rules::startPosition(Variant::Polish)) == "W:W36-50:B1-15");
    CHECK(notation::writeFen(Variant::TwentyVsTen, rules::startPosition(Variant::TwentyVsTen)) == "B:W31-50:B1-10");
    CHECK(notation::writeFen(Variant::CornerCheckers, rules::startPosition(Variant::CornerCheckers)) ==
          "B:W21,26,31,32,36,37,41-43,46-48:B3-5,8-10,14,15,19,20,25,30");
    CHECK(notation::writeFen(Variant::ToTheLastMan, rules::startPosition(Variant::ToTheLastMan)) ==
          "W:Wa3,c3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6");
}

TEST_CASE("reading a written starting position gives back the position", "[notation][fen][round-trip]")
{
    for (Variant variant : core::allVariants) {
        INFO(core::variantName(variant));
        const core::Position start = rules::startPosition(variant);
        CHECK(read(variant, notation::writeFen(variant, start)) == start);
    }
}

TEST_CASE("positions reached by play read back equal from their FEN", "[notation][fen][round-trip]")
{
    // A few plies from each start, always taking a different legal move, so
    // that the positions carry barred pieces, counters and so on.
    for (Variant variant : core::allVariants) {
        core::Position p = rules::startPosition(variant);
        for (std::size_t ply = 0; ply < 12; ++ply) {
            core::MoveList moves;
            rules::generateMoves(variant, p, moves);
            if (moves.empty())
                break;
            p = rules::afterMove(variant, p, moves[(ply * 7) % moves.size()]);
            const std::string fen = notation::writeFen(variant, p);
            INFO(core::variantName(variant) << " after ply " << ply + 1 << ": " << fen);
            const core::Position back = read(variant, fen);
            CHECK(back.white == p.white);
            CHECK(back.black == p.black);
            CHECK(back.kings == p.kings);
            CHECK(back.sideToMove == p.sideToMove);
            CHECK(back.barred == p.barred);
            CHECK(back.placedThisTurn == p.placedThisTurn);
            CHECK(back.hand == p.hand);
            CHECK(back.captureCount == p.captureCount);
            CHECK(int{back.quietPlies} == int{p.quietPlies});
            CHECK(back == p);
        }
    }
}

TEST_CASE("positions with hand, counts and a placement read back equal", "[notation][fen][round-trip][last-man]")
{
    const Variant v = Variant::ToTheLastMan;
    core::Position p = read(v, "W:Wc3:Bd4,h8:H1,0:Cd4=2");
    core::MoveList moves;
    rules::generateMoves(v, p, moves);
    REQUIRE(moves.size() == 4);
    p = rules::afterMove(v, p, moves[0]); // a placement: P
    CHECK(p.placedThisTurn);
    CHECK(read(v, notation::writeFen(v, p)) == p);
    rules::generateMoves(v, p, moves);
    REQUIRE(moves.size() == 1); // c3xe5, d4 reaches count 3
    p = rules::afterMove(v, p, moves[0]);
    CHECK(p.captureCount[at(v, "d4")] == 3);
    CHECK(read(v, notation::writeFen(v, p)) == p);
}

TEST_CASE("FEN ranges and K kings are read", "[notation][fen]")
{
    const Variant v = Variant::International;
    const core::Position kings = read(v, "W:WK31-50:BK1-20");
    CHECK(kings.white == numbers(v, 31, 50));
    CHECK(kings.black == numbers(v, 1, 20));
    CHECK(kings.kings == (kings.white | kings.black));
    CHECK(kings.sideToMove == core::Side::White);

    const core::Position mixed = read(v, "B:W31,32-34,K40:B1-3,K7");
    CHECK(mixed.white == (numbers(v, 31, 34) | numbers(v, 40, 40)));
    CHECK(mixed.black == (numbers(v, 1, 3) | numbers(v, 7, 7)));
    CHECK(mixed.kings == (numbers(v, 40, 40) | numbers(v, 7, 7)));
    CHECK(mixed.sideToMove == core::Side::Black);
    CHECK(notation::writeFen(v, mixed) == "B:W31-34,K40:B1-3,K7");
}

TEST_CASE("a FEN may end with a full stop", "[notation][fen]")
{
    CHECK(read(Variant::International, "B:W31-50:B1-20.") == rules::startPosition(Variant::International));
}

TEST_CASE("FEN fields may come in any order", "[notation][fen]")
{
    CHECK(read(Variant::International, "B:B1-20:W31-50") == rules::startPosition(Variant::International));
    CHECK(read(Variant::TwentyVsTen, "B:D12:B1-6,8-10,12:W31-50") ==
          read(Variant::TwentyVsTen, "B:W31-50:B1-6,8-10,12:D12"));
    CHECK(read(Variant::ToTheLastMan, "W:Cc3=1:P:Wc3:H1,0:Bh8") ==
          read(Variant::ToTheLastMan, "W:Wc3:Bh8:H1,0:Cc3=1:P"));
    CHECK(read(Variant::International, "W:N7:B1-20:W31-50").quietPlies == 7);
}

TEST_CASE("FEN extension fields set the position", "[notation][fen]")
{
    const core::Position tvt = read(Variant::TwentyVsTen, "B:W31-50:B1-6,8-10,12:D12");
    CHECK(tvt.barred == at(Variant::TwentyVsTen, "12"));
    const core::Position lm = read(Variant::ToTheLastMan, "W:Wc3,c1:Bh8,d4:H0,1:Cd4=2,c3=1:P");
    CHECK(lm.hand[0] == 0);
    CHECK(lm.hand[1] == 1);
    CHECK(lm.captureCount[at(Variant::ToTheLastMan, "d4")] == 2);
    CHECK(lm.captureCount[at(Variant::ToTheLastMan, "c3")] == 1);
    CHECK(lm.placedThisTurn);
    CHECK(read(Variant::CornerCheckers, "W:W9:B1:N5").quietPlies == 5);
}

TEST_CASE("a FEN with a bad side to move is rejected", "[notation][fen][error]")
{
    const Failure f = failure(Variant::International, "X:W31-50:B1-20");
    CHECK_THAT(f.message, Contains("side to move") && Contains("X"));
    CHECK(f.column == 1);
    const Failure g = failure(Variant::International, "hello");
    CHECK_THAT(g.message, Contains("side to move") && Contains("hello"));
    CHECK(g.column == 1);
}

TEST_CASE("a FEN naming an unknown square is rejected", "[notation][fen][error]")
{
    const Failure single = failure(Variant::International, "W:W51:B1-20");
    CHECK_THAT(single.message, Contains("\"51\"") && Contains("not a square"));
    CHECK(single.column == 4);
    const Failure range = failure(Variant::International, "W:W31-51:B1-20");
    CHECK_THAT(range.message, Contains("range") && Contains("31-51"));
    CHECK(range.column == 4);
    const Failure letters = failure(Variant::International, "W:W31-50:Bxyz");
    CHECK_THAT(letters.message, Contains("\"xyz\"") && Contains("not a square"));
    CHECK(letters.column == 11);
    // a2 is a light square, not part of the 8x8 board.
    const Failure light = failure(Variant::ToTheLastMan, "W:Wa2:Bh8");
    CHECK_THAT(light.message, Contains("\"a2\"") && Contains("not a square"));
    CHECK(light.column == 4);
}

TEST_CASE("a FEN giving a square twice is rejected", "[notation][fen][error]")
{
    const Failure same = failure(Variant::International, "W:W31-50:B1-20,20");
    CHECK_THAT(same.message, Contains("20") && Contains("twice"));
    CHECK(same.column == 16);
    const Failure both = failure(Variant::International, "W:W31-50:B1-20,31");
    CHECK_THAT(both.message, Contains("31") && Contains("twice"));
    CHECK(both.column == 16);
    const Failure second = failure(Variant::International, "W:W31-50:B1-20:W1");
    CHECK_THAT(second.message, Contains("second piece list"));
    CHECK(second.column == 16);
}

TEST_CASE("a FEN with kings in To the Last Man is rejected", "[notation][fen][error][last-man]")
{
    const Failure f = failure(Variant::ToTheLastMan, "W:WKc3:Bd4");
    CHECK_THAT(f.message, Contains("no kings"));
    CHECK(f.column == 4);
}

TEST_CASE("FEN extension fields of another game are rejected", "[notation][fen][error]")
{
    const Failure d = failure(Variant::International, "B:W31-50:B1-20:D12");
    CHECK_THAT(d.message, Contains("field D") && Contains("Twenty vs Ten"));
    CHECK(d.column == 16);
    for (const char* fen : {"W:W31-50:B1-20:H1,0", "W:W31-50:B1-20:Cc3=1", "W:W31-50:B1-20:P"}) {
        const Failure f = failure(Variant::Polish, fen);
        INFO(fen);
        CHECK_THAT(f.message, Contains("only used in To the Last Man"));
        CHECK(f.column == 16);
    }
}

TEST_CASE("a FEN barring a piece that is not Black's, or with White to move, is rejected",
          "[notation][fen][error][twenty-vs-ten]")
{
    const std::string whiteToMove = "W:W31-50:B1-10:D10";
    const Failure w = failure(Variant::TwentyVsTen, whiteToMove);
    CHECK_THAT(w.message, Contains("field D") && Contains("Black"));
    CHECK(w.column == whiteToMove.size() + 1);
    const std::string empty = "B:W31-50:B1-10:D12";
    CHECK_THAT(failure(Variant::TwentyVsTen, empty).message, Contains("field D"));
    const Failure unknown = failure(Variant::TwentyVsTen, "B:W31-50:B1-10:D51");
    CHECK_THAT(unknown.message, Contains("\"51\"") && Contains("not a square"));
    CHECK(unknown.column == 17);
}

TEST_CASE("a FEN with a bad hand is rejected", "[notation][fen][error][last-man]")
{
    const Failure letter = failure(Variant::ToTheLastMan, "W:Wc3:Bd4:Hx,0");
    CHECK_THAT(letter.message, Contains("\"x\"") && Contains("not a number from 0 to 24"));
    CHECK(letter.column == 12);
    const Failure one = failure(Variant::ToTheLastMan, "W:Wc3:Bd4:H1");
    CHECK_THAT(one.message, Contains("hand") && Contains("two numbers"));
    CHECK(one.column == 12);
    const Failure big = failure(Variant::ToTheLastMan, "W:Wc3:Bd4:H0,25");
    CHECK_THAT(big.message, Contains("\"25\"") && Contains("0 to 24"));
    CHECK(big.column == 14);
    const Failure many = failure(Variant::ToTheLastMan, "W:Wa1:Bh8:H12,12");
    CHECK_THAT(many.message, Contains("more than 24 stones"));
}

TEST_CASE("a FEN with a bad capture count is rejected", "[notation][fen][error][last-man]")
{
    const Failure big = failure(Variant::ToTheLastMan, "W:Wc3:Bd4:Cd4=4");
    CHECK_THAT(big.message, Contains("\"4\"") && Contains("0 to 3"));
    CHECK(big.column == 15);
    const Failure shape = failure(Variant::ToTheLastMan, "W:Wc3:Bd4:Cd4");
    CHECK_THAT(shape.message, Contains("capture count") && Contains("c3=2"));
    CHECK(shape.column == 12);
    const std::string emptySquare = "W:Wc3:Bd4:Ce5=1";
    const Failure empty = failure(Variant::ToTheLastMan, emptySquare);
    CHECK_THAT(empty.message, Contains("empty square e5"));
    CHECK(empty.column == emptySquare.size() + 1);
}

TEST_CASE("an empty FEN is rejected", "[notation][fen][error]")
{
    for (const char* text : {"", "   ", "."}) {
        INFO("\"" << text << "\"");
        const Failure f = failure(Variant::International, text);
        CHECK_THAT(f.message, Contains("empty FEN"));
        CHECK(f.column == 1);
    }
}

TEST_CASE("FEN garbage is rejected with the field named", "[notation][fen][error]")
{
    const Failure unknown = failure(Variant::International, "W:W31-50:B1-20:Q7");
    CHECK_THAT(unknown.message, Contains("unknown field") && Contains("Q7"));
    CHECK(unknown.column == 16);
    const Failure emptyField = failure(Variant::International, "W:W31-50::B1-20");
    CHECK_THAT(emptyField.message, Contains("empty field"));
    CHECK(emptyField.column == 10);
    const Failure counter = failure(Variant::International, "W:W31-50:B1-20:N300");
    CHECK_THAT(counter.message, Contains("\"300\"") && Contains("0 to 255"));
    CHECK(counter.column == 17);
    // Every message says it is about the FEN.
    CHECK_THAT(counter.message, Contains("FEN"));
}

TEST_CASE("FEN error columns count from the start of the text, spaces included", "[notation][fen][error]")
{
    const Failure f = failure(Variant::International, "  W:W51:B1-20");
    CHECK_THAT(f.message, Contains("\"51\""));
    CHECK(f.column == 6);
}

TEST_CASE("FEN fields with a wrong value are rejected", "[notation][fen][error]")
{
    const Failure placed = failure(Variant::ToTheLastMan, "W:Wc3:Bh8:P1");
    CHECK_THAT(placed.message, Contains("field P") && Contains("no value"));
    CHECK(placed.column == 11);
    const Failure barred = failure(Variant::TwentyVsTen, "B:W31-50:B1-10:D");
    CHECK_THAT(barred.message, Contains("not a square"));
    CHECK(barred.column == 17);
    const Failure trailing = failure(Variant::International, "W:W31-50:B1-20:");
    CHECK_THAT(trailing.message, Contains("empty field"));
    CHECK(trailing.column == 16);
}

// International: White men are crowned on 1-5 (row 10), Black men on 46-50
// (row 1); Corner Checkers only on i10 (5) and j9 (10) for White, b1 (46)
// and a2 (41) for Black; To the Last Man has no crowning.
TEST_CASE("a FEN with a man on his own crowning squares is rejected", "[notation][fen][error]")
{
    const Failure white = failure(Variant::International, "W:W1:B50");
    CHECK(white.message == "FEN: a White man cannot stand on 1, where it is crowned (a king is written K1)");
    CHECK(white.column == 4);
    CHECK(white.problem == core::ParseProblem::ManOnCrowningSquare);
    CHECK(white.arguments == std::vector<std::string>{"White", "1"});
    const Failure black = failure(Variant::International, "W:WK1:B40,50");
    CHECK_THAT(black.message, Contains("Black man cannot stand on 50"));
    CHECK(black.column == 11);
    CHECK(black.arguments == std::vector<std::string>{"Black", "50"});
    const Failure inRange = failure(Variant::Polish, "W:W36-45:B1-15,46-48");
    CHECK_THAT(inRange.message, Contains("Black man cannot stand on 46"));
    CHECK(failure(Variant::TwentyVsTen, "B:W3:B1-10").message.find("White man cannot stand on 3") != std::string::npos);
    // Kings may stand there, and so may men on squares where the other side is crowned.
    CHECK(read(Variant::International, "W:WK1,46:BK50,5").kings ==
          (numbers(Variant::International, 1, 1) | numbers(Variant::International, 50, 50)));
    // Corner Checkers crowns on two squares of the far edge only: 1 (a10)
    // and 4 (g10) are no crowning squares, 5 (i10) and 10 (j9) are.
    CHECK(read(Variant::CornerCheckers, "W:W1,4:B30").white ==
          (numbers(Variant::CornerCheckers, 1, 1) | numbers(Variant::CornerCheckers, 4, 4)));
    CHECK_THAT(failure(Variant::CornerCheckers, "W:W10:B30").message, Contains("White man cannot stand on 10"));
    CHECK_THAT(failure(Variant::CornerCheckers, "W:W9:B41").message, Contains("Black man cannot stand on 41"));
    // To the Last Man: a stone on its far row is possible (a claim can put it there).
    CHECK(read(Variant::ToTheLastMan, "W:Wb8:Ba1").white == core::bitOf(at(Variant::ToTheLastMan, "b8")));
}

TEST_CASE("a FEN giving an extension field twice is rejected", "[notation][fen][error]")
{
    const Failure counter = failure(Variant::International, "W:W31-50:B1-20:N3:N4");
    CHECK(counter.message == "FEN: field N is given twice");
    CHECK(counter.column == 19);
    CHECK(counter.problem == core::ParseProblem::FieldGivenTwice);
    CHECK(counter.arguments == std::vector<std::string>{"N"});
    CHECK_THAT(failure(Variant::ToTheLastMan, "W:Wc3:Bd4:H1,0:H0,1").message, Contains("field H is given twice"));
    CHECK_THAT(failure(Variant::ToTheLastMan, "W:Wc3:Bd4:P:P").message, Contains("field P is given twice"));
}

TEST_CASE("a long bad FEN is quoted only in part", "[notation][fen][error]")
{
    const std::string junk(100000, 'Q');
    const Failure side = failure(Variant::International, junk);
    CHECK(side.message == "FEN: side to move must be W or B, found \"" + std::string(40, 'Q') + "...\"");
    CHECK(side.arguments == std::vector<std::string>{std::string(40, 'Q') + "..."}); // as the window shows it too
    const Failure field = failure(Variant::International, "W:W31-50:B1-20:" + junk);
    CHECK(field.message == "FEN: unknown field \"" + std::string(40, 'Q') + "...\"");
    const Failure square = failure(Variant::International, "W:W" + std::string(100000, '7'));
    CHECK(square.message.size() < 120);
    CHECK_THAT(square.message, Contains("\"" + std::string(40, '7') + "...\" is not a square of International"));
    // Control characters are not copied into the one-line message either.
    CHECK_THAT(failure(Variant::International, "W:W3\n1:B1").message, Contains("\"3?1\""));
}
