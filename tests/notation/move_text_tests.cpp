// Move text: "32-28", "28x19", intermediate squares only where two captures
// share their start and end, "@c1" placements; reading short, full and
// partial forms. Positions and texts are worked out by hand.

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/notation/square_names.hpp>
#include <draughts/rules/geometry.hpp>
#include <draughts/rules/movegen.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace draughts;
using Catch::Matchers::Contains;
using core::Variant;
using Texts = std::vector<std::string>;

core::MoveList legalMoves(Variant variant, std::string_view fen)
{
    const auto parsed = notation::readFen(variant, fen);
    INFO("FEN " << fen);
    REQUIRE(static_cast<bool>(parsed));
    core::MoveList moves;
    rules::generateMoves(variant, *parsed, moves);
    return moves;
}

Texts shortTexts(Variant variant, const core::MoveList& moves)
{
    Texts texts;
    for (const core::Move& m : moves)
        texts.push_back(notation::formatMove(variant, m, moves));
    std::sort(texts.begin(), texts.end());
    return texts;
}

Texts sorted(Texts texts)
{
    std::sort(texts.begin(), texts.end());
    return texts;
}

core::Move parsed(Variant variant, std::string_view text, const core::MoveList& moves)
{
    const auto result = notation::parseMove(variant, text, moves);
    INFO("move \"" << text << "\": " << (result ? std::string("read") : result.error().message));
    REQUIRE(static_cast<bool>(result));
    return *result;
}

core::ParseError parseError(Variant variant, std::string_view text, const core::MoveList& moves)
{
    const auto result = notation::parseMove(variant, text, moves);
    INFO("move \"" << text << "\"");
    REQUIRE_FALSE(static_cast<bool>(result));
    return result.error();
}

// Turkish-strike position: king c3=37 takes e5, h6, h4 via g7=19 and i5=30,
// ending on g3=39, f2=43 or e1=48.
constexpr const char* Turkish = "W:WK37:B22,24,28,34";
// Polish: f6=23 takes two and is crowned on f10=3, via d8=12 or via h8=14.
constexpr const char* PolishTwoRoutes = "W:W23:B8,9,18,19";
// To the Last Man: c1 takes two and ends on c5, via a3 or via e3.
constexpr const char* LastManTwoRoutes = "W:Wc1:Bb2,b4,d2,d4";

} // namespace

TEST_CASE("steps are written with a dash", "[notation][move-text]")
{
    const core::MoveList moves = legalMoves(Variant::International, "W:W31-50:B1-20");
    CHECK(shortTexts(Variant::International, moves) ==
          sorted({"31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30"}));
}

TEST_CASE("a capture is written from start to end when that is enough", "[notation][move-text]")
{
    // e5=28 over f6=23 to g7=19.
    const core::MoveList single = legalMoves(Variant::International, "W:W28:B23");
    CHECK(shortTexts(Variant::International, single) == Texts{"28x19"});
    // Three different end squares: the short form tells them apart.
    const core::MoveList turkish = legalMoves(Variant::International, Turkish);
    CHECK(shortTexts(Variant::International, turkish) == sorted({"37x39", "37x43", "37x48"}));
    Texts full;
    for (const core::Move& m : turkish)
        full.push_back(notation::formatFullPath(Variant::International, m));
    CHECK(sorted(full) == sorted({"37x19x30x39", "37x19x30x43", "37x19x30x48"}));
}

TEST_CASE("intermediate squares are added when two captures share start and end", "[notation][move-text]")
{
    const core::MoveList polish = legalMoves(Variant::Polish, PolishTwoRoutes);
    CHECK(shortTexts(Variant::Polish, polish) == sorted({"23x12x3", "23x14x3"}));
    const core::MoveList lastMan = legalMoves(Variant::ToTheLastMan, LastManTwoRoutes);
    CHECK(shortTexts(Variant::ToTheLastMan, lastMan) == sorted({"c1xa3xc5", "c1xe3xc5"}));
    // Alone in the list, the same move needs no intermediate square.
    core::MoveList one;
    one.push(polish[0]);
    CHECK(notation::formatMove(Variant::Polish, polish[0], one) == "23x3");
}

// The king i1=50 takes h2=44 and g9=9 and one of h4=34 (landing g3=39,
// then j6=25) or f6=23 (landing e5=28, then h8=14); both end on f10=3.
TEST_CASE("an ambiguous capture is written with every landing square", "[notation][move-text]")
{
    const core::MoveList moves = legalMoves(Variant::International, "W:WK50,17,38:B9,23,31,44,16,34");
    CHECK(shortTexts(Variant::International, moves) == sorted({"50x39x25x3", "50x28x14x3"}));
    // Turkish strike: one route to each end square, so the short form is enough.
    CHECK(shortTexts(Variant::International, legalMoves(Variant::International, Turkish)) ==
          sorted({"37x39", "37x43", "37x48"}));
}

TEST_CASE("a capture returning to its start square is written start x start", "[notation][move-text]")
{
    const core::MoveList moves = legalMoves(Variant::International, "W:W23:B8,9,18,19");
    REQUIRE(moves.size() == 1);
    CHECK(notation::formatMove(Variant::International, moves[0], moves) == "23x23");
}

TEST_CASE("placements are written with an at sign", "[notation][move-text][last-man]")
{
    const core::MoveList moves = legalMoves(Variant::ToTheLastMan, "W:Wc3:Bd4,h8:H1,0");
    CHECK(shortTexts(Variant::ToTheLastMan, moves) == sorted({"@a1", "@c1", "@e1", "@g1"}));
    CHECK(notation::formatFullPath(Variant::ToTheLastMan,
                                   core::Move::placement(notation::parseSquare(Variant::ToTheLastMan, "c1"))) == "@c1");
}

TEST_CASE("moves are read in short form", "[notation][move-text][parse]")
{
    const core::MoveList start = legalMoves(Variant::International, "W:W31-50:B1-20");
    const core::Move step = parsed(Variant::International, "32-28", start);
    CHECK(step.kind == core::MoveKind::Step);
    CHECK(rules::squareNumber(Variant::International, step.from) == 32);
    CHECK(rules::squareNumber(Variant::International, step.to) == 28);

    const core::MoveList turkish = legalMoves(Variant::International, Turkish);
    const core::Move capture = parsed(Variant::International, "37x43", turkish);
    CHECK(notation::formatFullPath(Variant::International, capture) == "37x19x30x43");
}

TEST_CASE("moves are read with their full path or part of it", "[notation][move-text][parse]")
{
    const Variant v = Variant::International;
    const core::MoveList turkish = legalMoves(v, Turkish);
    for (const char* text : {"37x19x30x39", "37x30x39", "37x19x39", "37x39"}) {
        INFO(text);
        CHECK(notation::formatFullPath(v, parsed(v, text, turkish)) == "37x19x30x39");
    }
    CHECK(notation::formatFullPath(v, parsed(v, "37x30x48", turkish)) == "37x19x30x48");
    // Squares out of order, or not on the route, describe no move.
    CHECK_THAT(parseError(v, "37x30x19x39", turkish).message, Contains("not a possible move"));
    CHECK_THAT(parseError(v, "37x14x39", turkish).message, Contains("not a possible move"));

    const core::MoveList polish = legalMoves(Variant::Polish, PolishTwoRoutes);
    CHECK(notation::formatFullPath(Variant::Polish, parsed(Variant::Polish, "23x12x3", polish)) == "23x12x3");
    CHECK(notation::formatFullPath(Variant::Polish, parsed(Variant::Polish, "23x14x3", polish)) == "23x14x3");
}

TEST_CASE("an ambiguous capture is reported with both routes", "[notation][move-text][parse]")
{
    const core::MoveList polish = legalMoves(Variant::Polish, PolishTwoRoutes);
    const core::ParseError p = parseError(Variant::Polish, "23x3", polish);
    CHECK_THAT(p.message, Contains("ambiguous") && Contains("23x12x3") && Contains("23x14x3"));

    const core::MoveList lastMan = legalMoves(Variant::ToTheLastMan, LastManTwoRoutes);
    const core::ParseError l = parseError(Variant::ToTheLastMan, "c1xc5", lastMan);
    CHECK_THAT(l.message, Contains("ambiguous") && Contains("c1xa3xc5") && Contains("c1xe3xc5"));
    CHECK(notation::formatFullPath(Variant::ToTheLastMan, parsed(Variant::ToTheLastMan, "c1xe3xc5", lastMan)) ==
          "c1xe3xc5");
}

TEST_CASE("a direct capture is told apart from a roundabout capture between the same squares",
          "[notation][move-text][parse][forfeit]")
{
    // In the forfeit setting the king c7=17 may take b6 straight to a5=26
    // (17x26), or d6, f6, f8 and b6 via e5, g7 and e9 (17x28x19x8x26), both
    // complete. The direct capture's text must read back as that move.
    const Variant v = Variant::International;
    const auto position = notation::readFen(v, "W:WK17:B13,21,22,23");
    REQUIRE(static_cast<bool>(position));
    core::MoveList moves;
    rules::generateMoves(v, *position, moves, rules::MoveSet::Permitted);
    const core::Move* direct = nullptr;
    const core::Move* round = nullptr;
    for (const core::Move& m : moves) {
        if (notation::formatFullPath(v, m) == "17x26")
            direct = &m;
        if (notation::formatFullPath(v, m) == "17x28x19x8x26")
            round = &m;
    }
    REQUIRE(direct != nullptr);
    REQUIRE(round != nullptr);
    CHECK(notation::formatMove(v, *round, moves) != "17x26");
    CHECK(parsed(v, notation::formatMove(v, *round, moves), moves) == *round);
    CHECK(parsed(v, "17x28x19x8x26", moves) == *round);
    for (const std::string& text : {notation::formatMove(v, *direct, moves), std::string("17x26")}) {
        const auto back = notation::parseMove(v, text, moves);
        INFO("\"" << text << "\": " << (back ? std::string("read") : back.error().message));
        CHECK(static_cast<bool>(back));
        if (back)
            CHECK(*back == *direct);
    }
}

TEST_CASE("unknown squares in a move are rejected with their column", "[notation][move-text][parse]")
{
    const Variant v = Variant::International;
    const core::MoveList start = legalMoves(v, "W:W31-50:B1-20");
    const core::ParseError big = parseError(v, "32-51", start);
    CHECK_THAT(big.message, Contains("\"51\"") && Contains("not a square"));
    CHECK(big.column == 4);
    const core::ParseError zero = parseError(v, "0-5", start);
    CHECK_THAT(zero.message, Contains("\"0\"") && Contains("not a square"));
    CHECK(zero.column == 1);
    const core::ParseError missing = parseError(v, "32-", start);
    CHECK_THAT(missing.message, Contains("missing"));
    CHECK(missing.column == 4);
    const core::ParseError lastMan =
        parseError(Variant::ToTheLastMan, "c3-c4", legalMoves(Variant::ToTheLastMan, "W:Wc3:Bh8"));
    CHECK_THAT(lastMan.message, Contains("\"c4\"") && Contains("not a square"));
    CHECK(lastMan.column == 4);
}

TEST_CASE("impossible moves are rejected", "[notation][move-text][parse]")
{
    const Variant v = Variant::International;
    const core::MoveList start = legalMoves(v, "W:W31-50:B1-20");
    for (const char* text : {"32-23", "32x28", "28-32", "46-41"}) {
        INFO(text);
        CHECK_THAT(parseError(v, text, start).message, Contains("not a possible move"));
    }
    CHECK_THAT(parseError(v, "", start).message, Contains("empty"));
    CHECK_THAT(parseError(v, "32", start).message, Contains("start and an end"));
    CHECK_THAT(parseError(v, "32-28x23", start).message, Contains("mixes"));
    // A step is not accepted when a capture is compulsory.
    CHECK_THAT(parseError(v, "46-41", legalMoves(v, "W:W28,46:B22")).message, Contains("not a possible move"));
}

TEST_CASE("placements are read", "[notation][move-text][parse][last-man]")
{
    const Variant v = Variant::ToTheLastMan;
    const core::MoveList moves = legalMoves(v, "W:Wc3:Bd4,h8:H1,0");
    const core::Move placed = parsed(v, "@c1", moves);
    CHECK(placed.kind == core::MoveKind::Placement);
    CHECK(placed.to == notation::parseSquare(v, "c1"));
    CHECK_THAT(parseError(v, "@c3", moves).message, Contains("no stone can be placed on c3"));
    CHECK_THAT(parseError(v, "@c2", moves).message, Contains("\"c2\"") && Contains("not a square"));
    // The placement comes first: the capture is not a possible move yet.
    CHECK_THAT(parseError(v, "c3xe5", moves).message, Contains("not a possible move"));
}

namespace {

struct RoundTripCase {
    Variant variant;
    const char* fen;
};

const RoundTripCase roundTripCases[] = {
    {Variant::International, "W:W31-50:B1-20"},
    {Variant::International, "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46"},
    {Variant::International, "W:WK31-50:BK1-20"},
    {Variant::International, Turkish},
    {Variant::International, "W:WK46:B14,28"},
    {Variant::International, "W:WK17:B13,21,22,23"},
    {Variant::Polish, PolishTwoRoutes},
    {Variant::TwentyVsTen, "B:W31-50:B1-6,8-10,12:D12"},
    {Variant::CornerCheckers, "B:W21,26,31,32,36,37,41-43,46-48:B3-5,8-10,14,15,19,20,25,30"},
    {Variant::CornerCheckers, "W:WK39:B22,24,28,32"},
    {Variant::ToTheLastMan, LastManTwoRoutes},
    {Variant::ToTheLastMan, "W:Wc3:Bd4,h8:H1,0"},
};

// The texts (short and full) of the moves of `set` that do not read back as
// their own move, with the reason.
std::vector<std::string> unreadableTexts(rules::MoveSet set)
{
    std::vector<std::string> unreadable;
    for (const RoundTripCase& c : roundTripCases) {
        const auto position = notation::readFen(c.variant, c.fen);
        REQUIRE(static_cast<bool>(position));
        core::MoveList moves;
        rules::generateMoves(c.variant, *position, moves, set);
        REQUIRE_FALSE(moves.empty());
        for (const core::Move& m : moves) {
            for (const std::string& text :
                 {notation::formatMove(c.variant, m, moves), notation::formatFullPath(c.variant, m)}) {
                const auto back = notation::parseMove(c.variant, text, moves);
                if (!back)
                    unreadable.push_back(std::string(c.fen) + " \"" + text + "\": " + back.error().message);
                else if (!(*back == m))
                    unreadable.push_back(std::string(c.fen) + " \"" + text + "\": read as another move");
            }
        }
    }
    return unreadable;
}

} // namespace

TEST_CASE("every legal move reads back from its short and its full text", "[notation][move-text][round-trip]")
{
    const std::vector<std::string> unreadable = unreadableTexts(rules::MoveSet::Legal);
    INFO(unreadable.size() << " texts do not read back");
    CHECK(unreadable == std::vector<std::string>{});
}

TEST_CASE("every permitted move reads back from its short and its full text",
          "[notation][move-text][round-trip][forfeit]")
{
    // The forfeit setting's list, which the game uses to write its moves.
    std::vector<std::string> unreadable = unreadableTexts(rules::MoveSet::Permitted);
    INFO(unreadable.size() << " texts do not read back");
    if (unreadable.size() > 6)
        unreadable.resize(6); // enough to see the pattern
    CHECK(unreadable == std::vector<std::string>{});
}

// White king on a1 (46); Black men on b2 (41) and e5 (28), all else empty on
// the long diagonal a1-j10: 46, 41, 37, 32, 28, 23, 19, 14, 10, 5. The king
// takes 41, may land on 37 or 32, goes straight on over 28 and lands on 23,
// 19, 14, 10 or 5. Other programs' long form may name 32 instead of 37.
TEST_CASE("the long form may name any free square where a king goes straight on", "[notation][move-text][king]")
{
    const core::MoveList moves = legalMoves(Variant::International, "W:WK46:B41,28");
    REQUIRE(moves.size() == 5);
    for (const char* text : {"46x23", "46x37x23", "46x32x23", "46x37x32x23"}) {
        const auto move = notation::parseMove(Variant::International, text, moves);
        INFO(text);
        REQUIRE(move);
        CHECK(move->to == rules::squareFromNumber(Variant::International, 23));
        CHECK(move->captureCount() == 2);
    }
    // A jumped piece is not a square the king stands on.
    const auto overPiece = notation::parseMove(Variant::International, "46x28x23", moves);
    REQUIRE_FALSE(overPiece);
    CHECK_THAT(overPiece.error().message, Contains("not a possible move"));
}

// White man e3=38 (the position) goes round the four Black men d4=32,
// f4=33, f6=23, d6=22 and comes back to e3: right-hand first over f4 to
// g5=29, f6 to e7=18, d6 to c5=27, d4 to e3; or the mirror route over d4 to
// c5, d6 to e7, f6 to g5, f4 to e3. Both take the same four men and end on
// e3, so they are one move, whichever way the generator found it.
TEST_CASE("a capture going round a loop is read in both directions", "[notation][move-text][parse]")
{
    const Variant v = Variant::International;
    const core::MoveList moves = legalMoves(v, "W:W38:B32,22,23,33,1");
    REQUIRE(moves.size() == 1);
    const core::Bitboard fourMen =
        core::bitOf(rules::squareFromNumber(v, 22)) | core::bitOf(rules::squareFromNumber(v, 23)) |
        core::bitOf(rules::squareFromNumber(v, 32)) | core::bitOf(rules::squareFromNumber(v, 33));
    CHECK(moves[0].captured == fourMen);
    CHECK(moves[0].to == rules::squareFromNumber(v, 38));
    for (const char* text : {"38x29x18x27x38", "38x27x18x29x38", "38x38"}) {
        INFO(text);
        CHECK(parsed(v, text, moves) == moves[0]);
    }
    // A route that turns where no piece stands is no route.
    CHECK_THAT(parseError(v, "38x29x27x38", moves).message, Contains("not a possible move"));
}

// White king c3=37 takes d4=32 landing on e5=28, then goes round the
// diamond of Black men d6=22, d8=12, f8=13, f6=23 back to e5: over d6 to
// c7=17, d8 to e9=8, f8 to g7=19, f6 to e5; or over f6 to g7, f8 to e9, d8
// to c7, d6 to e5. The second way may also run on past e5 (d4, jumped,
// blocks the first way), to f4=33, g3=39, h2=44 or i1=50: other moves.
TEST_CASE("a king's five-piece loop is read in both directions", "[notation][move-text][parse][king]")
{
    const Variant v = Variant::International;
    const core::MoveList moves = legalMoves(v, "W:WK37:B32,22,12,13,23");
    REQUIRE(moves.size() == 5);
    const core::Move loop = parsed(v, "37x28", moves);
    CHECK(loop.captureCount() == 5);
    CHECK(loop.to == rules::squareFromNumber(v, 28));
    for (const char* text : {"37x28x17x8x19x28", "37x28x19x8x17x28"}) {
        INFO(text);
        CHECK(parsed(v, text, moves) == loop);
    }
    CHECK(notation::formatFullPath(v, parsed(v, "37x28x19x8x17x33", moves)) == "37x28x19x8x17x33");
    CHECK(shortTexts(v, moves) == sorted({"37x28", "37x33", "37x39", "37x44", "37x50"}));
}
