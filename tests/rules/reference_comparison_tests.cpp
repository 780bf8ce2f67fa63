// The bitboard generator (generateMoves, afterMove) against the plain
// reference generator, on positions from random games of each of the five
// games and on random positions written as FEN.

#include "reference_generator.hpp"

#include <draughts/core/position.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/notation/square_names.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/geometry.hpp>
#include <draughts/rules/kernel.hpp>
#include <draughts/rules/movegen.hpp>
#include <draughts/rules/perft.hpp>
#include <draughts/rules/policies.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <iterator>
#include <random>
#include <string>
#include <vector>

namespace {

using namespace draughts;
using core::Position;
using core::Side;
using core::Square;
using core::Variant;
using rules::MoveSet;

std::string setName(MoveSet set) { return set == MoveSet::Legal ? "Legal" : "Permitted"; }

std::string listed(Variant variant, const std::vector<test::MoveKey>& keys)
{
    std::string text;
    for (const test::MoveKey& key : keys)
        text += (text.empty() ? "" : ", ") + test::describe(variant, key);
    return text.empty() ? "(none)" : text;
}

// Counts what was compared, so that a test can insist on its minimum.
struct Tally {
    int positions = 0;
    int withKings = 0;
    int withCaptures = 0;
    int withMultiCaptures = 0;
    int withSpecials = 0; // the game's own rule at work, see showsSpecialRule()
    int skipped = 0;      // more moves than a MoveList holds
};

// Whether a rule peculiar to the game matters in this position: Black's
// barred piece (Twenty vs Ten), a stone to place, a backward step or a stone
// at the capture limit (To the Last Man), a man capturing onto the last row
// (Polish), a man on the far edge that did not promote (Corner Checkers).
bool showsSpecialRule(Variant variant, const Position& position, const core::MoveList& permitted)
{
    const Side us = position.sideToMove;
    switch (variant) {
    case Variant::TwentyVsTen: return position.barred != core::NoSquare;
    case Variant::ToTheLastMan: {
        for (Square s = 0; s < position.captureCount.size(); ++s)
            if (position.captureCount[s] >= 3)
                return true;
        return std::any_of(permitted.begin(), permitted.end(), [&](const core::Move& m) {
            if (m.kind == core::MoveKind::Placement)
                return true;
            const int rise = rules::rankOf(variant, m.to) - rules::rankOf(variant, m.from);
            return m.kind == core::MoveKind::Step && (us == Side::White ? rise < 0 : rise > 0);
        });
    }
    case Variant::CornerCheckers: {
        // A man on the far edge outside the two corner squares stays a man.
        bool onFarEdge = false;
        core::forEachSquare(position.occupied() & ~position.kings, [&](Square s) {
            const bool white = core::contains(position.white, s);
            onFarEdge = onFarEdge || rules::rankOf(variant, s) == (white ? 9 : 0);
        });
        return onFarEdge;
    }
    case Variant::Polish:
        return std::any_of(permitted.begin(), permitted.end(), [&](const core::Move& m) {
            return m.isCapture() && !core::contains(position.kings, m.from) &&
                   core::contains(rules::facts(variant).promotionSquaresOf(us), m.to);
        });
    case Variant::International: break;
    }
    return false;
}

// The draw counter is a rule of International and Corner Checkers only; in
// the other games the field has no meaning and is not compared.
bool samePosition(Variant variant, Position a, Position b)
{
    if (rules::facts(variant).drawCounterLimit == 0)
        a.quietPlies = b.quietPlies = 0;
    return a == b;
}

void compareAfter(Variant variant, const Position& position, const core::Move& move)
{
    const Position expected = test::referenceAfter(variant, position, move);
    const Position actual = rules::afterMove(variant, position, move);
    if (!samePosition(variant, expected, actual)) {
        INFO("variant " << core::variantName(variant) << ", FEN " << notation::writeFen(variant, position));
        INFO("move " << test::describe(variant, {move.kind, move.from, move.to, move.captured}));
        INFO("expected " << notation::writeFen(variant, expected) << " (draw counter " << int{expected.quietPlies}
                         << ")");
        INFO("actual   " << notation::writeFen(variant, actual) << " (draw counter " << int{actual.quietPlies} << ")");
        FAIL("afterMove differs from the reference");
    }
}

// The generator's other entry points against the same reference moves: the
// count that bulk perft uses, the captures-only list and the capture test
// that a search uses.
void compareEntryPoints(Variant variant, const Position& position, MoveSet set,
                        const std::vector<test::MoveKey>& expected)
{
    std::vector<test::MoveKey> captures;
    std::copy_if(expected.begin(), expected.end(), std::back_inserter(captures),
                 [](const test::MoveKey& key) { return key.kind == core::MoveKind::Capture; });
    rules::withPolicy(variant, [&](auto policy) {
        using P = decltype(policy);
        INFO("variant " << core::variantName(variant) << ", " << setName(set) << " moves");
        INFO("FEN " << notation::writeFen(variant, position));
        core::MoveList scratch;
        CHECK(rules::MoveGenerator<P>(position, scratch, set).countLegal() == expected.size());
        core::MoveList captureList;
        rules::generateCaptures<P>(position, captureList, set);
        CHECK(test::keysOf(captureList) == captures);
        if (set == MoveSet::Permitted)
            CHECK(rules::MoveGenerator<P>(position, scratch, set).anyCapture() == !captures.empty());
    });
    if (set == MoveSet::Legal)
        CHECK(rules::perft(variant, position, 1) == expected.size());
}

// Compares both move sets of one position; on the first difference reports
// the FEN and the moves missing and extra, and stops the test case.
void compare(Variant variant, const Position& position, Tally& tally)
{
    for (MoveSet set : {MoveSet::Legal, MoveSet::Permitted}) {
        const std::vector<test::MoveKey> expected = test::referenceMoves(variant, position, set);
        if (expected.size() > core::MoveList::Capacity) {
            ++tally.skipped;
            continue;
        }
        core::MoveList list;
        rules::generateMoves(variant, position, list, set);
        const std::vector<test::MoveKey> actual = test::keysOf(list);
        if (actual != expected) {
            std::vector<test::MoveKey> missing, extra;
            std::set_difference(expected.begin(), expected.end(), actual.begin(), actual.end(),
                                std::back_inserter(missing));
            std::set_difference(actual.begin(), actual.end(), expected.begin(), expected.end(),
                                std::back_inserter(extra));
            const std::string fen = notation::writeFen(variant, position);
            INFO("variant " << core::variantName(variant) << ", " << setName(set) << " moves");
            INFO("FEN " << fen);
            INFO("missing: " << listed(variant, missing));
            INFO("extra (or duplicated): " << listed(variant, extra));
            FAIL("generateMoves differs from the reference generator");
        }
        for (const core::Move& move : list) {
            const std::string why = test::checkRoute(variant, position, move);
            if (!why.empty()) {
                INFO("variant " << core::variantName(variant) << ", FEN " << notation::writeFen(variant, position));
                INFO("move " << test::describe(variant, {move.kind, move.from, move.to, move.captured}));
                FAIL("bad capture route: " << why);
            }
            if (set == MoveSet::Permitted)
                compareAfter(variant, position, move);
        }
        compareEntryPoints(variant, position, set, expected);
        if (set == MoveSet::Permitted) {
            if (std::any_of(list.begin(), list.end(), [](const core::Move& m) { return m.isCapture(); }))
                ++tally.withCaptures;
            if (std::any_of(list.begin(), list.end(), [](const core::Move& m) { return m.captureCount() >= 2; }))
                ++tally.withMultiCaptures;
            if (showsSpecialRule(variant, position, list))
                ++tally.withSpecials;
        }
    }
    ++tally.positions;
    if (position.kings)
        ++tally.withKings;
}

// Insists that the compared positions really exercised captures, multiple
// captures and the game's own rules, so that agreement means something.
void checkCoverage(Variant variant, const Tally& tally)
{
    INFO(core::variantName(variant) << ": " << tally.positions << " positions, " << tally.withKings << " with kings, "
                                    << tally.withCaptures << " with captures, " << tally.withMultiCaptures
                                    << " with multiple captures, " << tally.withSpecials
                                    << " with the game's own rule at work, " << tally.skipped << " skipped");
    CHECK(tally.skipped < tally.positions / 100);
    CHECK(tally.withCaptures > tally.positions / 10);
    CHECK(tally.withMultiCaptures > tally.positions / 50);
    if (variant != Variant::International)
        CHECK(tally.withSpecials > tally.positions / 100);
}

// Promotes one random man to a king, as if the FEN had a K before it.
void promoteRandomMan(Position& position, std::mt19937& rng)
{
    std::vector<Square> men;
    core::forEachSquare(position.occupied() & ~position.kings, [&](Square s) { men.push_back(s); });
    if (men.empty())
        return;
    position.kings |= core::bitOf(men[std::uniform_int_distribution<std::size_t>(0, men.size() - 1)(rng)]);
}

bool chance(std::mt19937& rng, double p) { return std::bernoulli_distribution(p)(rng); }

// Random games from the start position with afterMove, mostly rule-conforming
// moves (so that games reach kings and endings), sometimes a forfeit move,
// and now and then a man turned into a king.
Tally compareRandomGames(Variant variant, unsigned seed, int wanted, int maxPlies)
{
    std::mt19937 rng(seed);
    Tally tally;
    const bool hasKings = variant != Variant::ToTheLastMan;
    while (tally.positions < wanted) {
        Position position = rules::startPosition(variant);
        for (int ply = 0; ply < maxPlies && tally.positions < wanted; ++ply) {
            if (hasKings && ply > 10 && chance(rng, 0.04))
                promoteRandomMan(position, rng);
            compare(variant, position, tally);
            core::MoveList moves;
            rules::generateMoves(variant, position, moves, chance(rng, 0.3) ? MoveSet::Permitted : MoveSet::Legal);
            if (moves.empty())
                break;
            const core::Move& move = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
            position = rules::afterMove(variant, position, move);
        }
    }
    checkCoverage(variant, tally);
    return tally;
}

// ---- random positions written as FEN text ------------------------------

struct SquareInfo {
    std::string name; // as written in a FEN of this game
    int file = 0;
    int rank = 0;
};

// The playing squares in numbering order, as section 2 of the rule pages numbers them:
// row by row from the top as seen by White, five (four) to a row.
std::vector<SquareInfo> playingSquares(Variant variant)
{
    std::vector<SquareInfo> squares;
    const int size = variant == Variant::ToTheLastMan ? 8 : 10;
    const bool light = variant == Variant::CornerCheckers;
    for (int rank = size - 1; rank >= 0; --rank)
        for (int file = 0; file < size; ++file) {
            const bool dark = (file + rank) % 2 == 0;
            if (dark == light)
                continue;
            std::string name = size == 8 ? std::string(1, static_cast<char>('a' + file)) + std::to_string(rank + 1)
                                         : std::to_string(squares.size() + 1);
            squares.push_back({name, file, rank});
        }
    return squares;
}

// Where a man of `side` would already be a king (or, in To the Last Man,
// would have left the board): a man never stands there.
bool manCannotStand(Variant variant, Side side, const SquareInfo& square)
{
    const int size = variant == Variant::ToTheLastMan ? 8 : 10;
    if (variant == Variant::CornerCheckers)
        return side == Side::White ? (square.file == 8 && square.rank == 9) || (square.file == 9 && square.rank == 8)
                                   : (square.file == 1 && square.rank == 0) || (square.file == 0 && square.rank == 1);
    return square.rank == (side == Side::White ? size - 1 : 0);
}

std::string randomFen(Variant variant, std::mt19937& rng)
{
    std::vector<SquareInfo> squares = playingSquares(variant);
    std::shuffle(squares.begin(), squares.end(), rng);
    const bool lastMan = variant == Variant::ToTheLastMan;
    const int maxPieces = lastMan ? 12 : 16;
    const int whiteCount = std::uniform_int_distribution<int>(1, maxPieces)(rng);
    const int blackCount = std::uniform_int_distribution<int>(1, maxPieces)(rng);
    const double kingShare = lastMan ? 0.0 : std::array<double, 4>{0.0, 0.1, 0.3, 0.7}[rng() % 4];
    const Side toMove = chance(rng, 0.5) ? Side::White : Side::Black;

    std::string lists[2];
    std::vector<std::string> blackSquares;
    std::string counts;
    int placed[2] = {0, 0};
    for (const SquareInfo& square : squares) {
        const int sideIndex = placed[0] < whiteCount ? 0 : (placed[1] < blackCount ? 1 : -1);
        if (sideIndex < 0)
            break;
        const Side side = sideIndex == 0 ? Side::White : Side::Black;
        const bool king = chance(rng, kingShare);
        if (!king && manCannotStand(variant, side, square))
            continue;
        std::string& list = lists[sideIndex];
        list += (list.empty() ? "" : ",") + std::string(king ? "K" : "") + square.name;
        if (side == Side::Black)
            blackSquares.push_back(square.name);
        if (lastMan && chance(rng, 0.3))
            counts += (counts.empty() ? "" : ",") + square.name + "=" + std::to_string(1 + rng() % 3);
        ++placed[sideIndex];
    }
    std::string fen = std::string(toMove == Side::White ? "W" : "B") + ":W" + lists[0] + ":B" + lists[1];
    if (variant == Variant::TwentyVsTen && toMove == Side::Black && !blackSquares.empty() && chance(rng, 0.4))
        fen += ":D" + blackSquares[rng() % blackSquares.size()];
    if (lastMan) {
        const int room = 24 - placed[0] - placed[1];
        const int whiteHand = std::min(room, static_cast<int>(rng() % 3));
        const int blackHand = std::min(room - whiteHand, static_cast<int>(rng() % 3));
        fen += ":H" + std::to_string(whiteHand) + "," + std::to_string(blackHand);
        if (!counts.empty())
            fen += ":C" + counts;
        if (chance(rng, 0.25))
            fen += ":P";
    }
    return fen;
}

Tally compareRandomPositions(Variant variant, unsigned seed, int wanted)
{
    std::mt19937 rng(seed);
    Tally tally;
    while (tally.positions < wanted) {
        const std::string fen = randomFen(variant, rng);
        const auto position = notation::readFen(variant, fen);
        INFO("FEN " << fen);
        REQUIRE(position);
        compare(variant, *position, tally);
    }
    checkCoverage(variant, tally);
    return tally;
}

// Perft by the reference generator alone: its moves, and its positions after
// them.
std::uint64_t referencePerft(Variant variant, const Position& position, int depth)
{
    const std::vector<test::MoveKey> moves = test::referenceMoves(variant, position, MoveSet::Legal);
    if (depth <= 1)
        return depth == 1 ? moves.size() : 1;
    std::uint64_t leaves = 0;
    for (const test::MoveKey& key : moves) {
        core::Move move = core::Move::step(key.from, key.to);
        move.kind = key.kind;
        move.captured = key.captured;
        leaves += referencePerft(variant, test::referenceAfter(variant, position, move), depth - 1);
    }
    return leaves;
}

#ifdef NDEBUG
constexpr int randomPositionCount = 10000;
constexpr int gamePositionCount = 30000;
constexpr int perftDepthCut = 0;
#else
constexpr int perftDepthCut = 1;          // one ply less under the sanitizers
constexpr int randomPositionCount = 5000; // sanitizer builds are many times slower
constexpr int gamePositionCount = 12000;
#endif

} // namespace

TEST_CASE("the reference board reads squares where the rule pages number them", "[core][reference]")
{
    using rules::squareAt;
    using rules::squareFromNumber;
    // International, Polish, Twenty vs Ten: 1 = b10, 5 = j10, 6 = a9, 46 = a1, 50 = i1.
    for (Variant v : {Variant::International, Variant::Polish, Variant::TwentyVsTen}) {
        CHECK(squareFromNumber(v, 1) == squareAt(v, 1, 9));
        CHECK(squareFromNumber(v, 5) == squareAt(v, 9, 9));
        CHECK(squareFromNumber(v, 6) == squareAt(v, 0, 8));
        CHECK(squareFromNumber(v, 46) == squareAt(v, 0, 0));
        CHECK(squareFromNumber(v, 50) == squareAt(v, 8, 0));
    }
    // Corner Checkers, light squares: 1 = a10, 5 = i10, 10 = j9, 41 = a2, 46 = b1, 50 = j1.
    const Variant corner = Variant::CornerCheckers;
    CHECK(squareFromNumber(corner, 1) == squareAt(corner, 0, 9));
    CHECK(squareFromNumber(corner, 5) == squareAt(corner, 8, 9));
    CHECK(squareFromNumber(corner, 10) == squareAt(corner, 9, 8));
    CHECK(squareFromNumber(corner, 41) == squareAt(corner, 0, 1));
    CHECK(squareFromNumber(corner, 46) == squareAt(corner, 1, 0));
    CHECK(squareFromNumber(corner, 50) == squareAt(corner, 9, 0));
    CHECK(squareAt(corner, 0, 0) == core::NoSquare); // a1 is dark, not a playing square
    // To the Last Man: a1 is dark and played on, b1 is not.
    CHECK(notation::parseSquare(Variant::ToTheLastMan, "a1") == squareAt(Variant::ToTheLastMan, 0, 0));
    CHECK(squareAt(Variant::ToTheLastMan, 1, 0) == core::NoSquare);
    // The FEN square list of the random positions follows the same numbering.
    for (Variant v : core::allVariants) {
        const std::vector<SquareInfo> squares = playingSquares(v);
        REQUIRE(static_cast<int>(squares.size()) == rules::playingSquareCount(v));
        for (const SquareInfo& s : squares)
            CHECK(notation::parseSquare(v, s.name) == squareAt(v, s.file, s.rank));
    }
}

TEST_CASE("the reference generator gives the start moves of the rule pages", "[core][reference]")
{
    // Hand-counted: International / Twenty vs Ten Black 16-20 have 9 steps
    // (a man on the edge has one), Polish White 36-40 have 9, Corner Black
    // has j5-i4, i6-h5, h7-g6 ... counted below, To the Last Man 7.
    CHECK(test::referenceMoves(Variant::International, rules::startPosition(Variant::International), MoveSet::Legal)
              .size() == 9);
    CHECK(test::referenceMoves(Variant::Polish, rules::startPosition(Variant::Polish), MoveSet::Legal).size() == 9);
    CHECK(
        test::referenceMoves(Variant::TwentyVsTen, rules::startPosition(Variant::TwentyVsTen), MoveSet::Legal).size() ==
        9);
    // Corner, Black to move: the front of the black triangle is j5, i6, h7, g8,
    // f9, e10. j5-i4; i6-h5 (j5 is taken); h7-g6; g8-f7; f9-e8; e10-d9:
    // each front man has exactly one free forward square.
    CHECK(test::referenceMoves(Variant::CornerCheckers, rules::startPosition(Variant::CornerCheckers), MoveSet::Legal)
              .size() == 6);
    // To the Last Man, White: a3-b4, c3-b4, c3-d4, e3-d4, e3-f4, g3-f4, g3-h4.
    CHECK(test::referenceMoves(Variant::ToTheLastMan, rules::startPosition(Variant::ToTheLastMan), MoveSet::Legal)
              .size() == 7);
}

TEST_CASE("generateMoves agrees with the reference in random International games", "[core][reference][international]")
{
    const Tally tally = compareRandomGames(Variant::International, 20240601U, gamePositionCount, 250);
    CHECK(tally.positions >= 10000);
    CHECK(tally.withKings > 1000);
}

TEST_CASE("generateMoves agrees with the reference in random Polish games", "[core][reference][polish]")
{
    const Tally tally = compareRandomGames(Variant::Polish, 20240602U, gamePositionCount, 250);
    CHECK(tally.positions >= 10000);
    CHECK(tally.withKings > 1000);
}

TEST_CASE("generateMoves agrees with the reference in random Twenty vs Ten games", "[core][reference][twenty-vs-ten]")
{
    const Tally tally = compareRandomGames(Variant::TwentyVsTen, 20240603U, gamePositionCount, 250);
    CHECK(tally.positions >= 10000);
    CHECK(tally.withKings > 1000);
}

TEST_CASE("generateMoves agrees with the reference in random Corner Checkers games", "[core][reference][corner]")
{
    const Tally tally = compareRandomGames(Variant::CornerCheckers, 20240604U, gamePositionCount, 250);
    CHECK(tally.positions >= 10000);
    CHECK(tally.withKings > 1000);
}

TEST_CASE("generateMoves agrees with the reference in random To the Last Man games", "[core][reference][last-man]")
{
    const Tally tally = compareRandomGames(Variant::ToTheLastMan, 20240605U, gamePositionCount, 300);
    CHECK(tally.positions >= 10000);
}

TEST_CASE("generateMoves agrees with the reference on random positions with kings", "[core][reference]")
{
    for (Variant variant : core::allVariants) {
        INFO("variant " << core::variantName(variant));
        const Tally tally = compareRandomPositions(variant, 777U + static_cast<unsigned>(variant), randomPositionCount);
        CHECK(tally.positions == randomPositionCount);
        if (variant != Variant::ToTheLastMan)
            CHECK(tally.withKings > randomPositionCount / 2);
    }
}

TEST_CASE("perft agrees with the reference generator on the benchmark positions", "[core][reference][perft]")
{
    // The four International positions of docs/performance.md, to the depth
    // the reference generator reaches in a few seconds, and every game's
    // start; bulk perft counts the last ply without listing it, full perft
    // makes every leaf move.
    struct Case {
        Variant variant;
        const char* fen; // nullptr: the start position
        int depth;
    };
    const Case cases[] = {
        {Variant::International, "B:W31-50:B1-20", 6},
        {Variant::International, "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38", 9},
        {Variant::International, "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46", 5},
        {Variant::International, "W:WK23,K28,K32,K37,K41,K44,K46,K50:BK1,K5,K7,K10,K14,K19,K24,K26", 5},
        {Variant::Polish, nullptr, 6},
        {Variant::TwentyVsTen, nullptr, 6},
        {Variant::CornerCheckers, nullptr, 7},
        {Variant::ToTheLastMan, nullptr, 8},
    };
    for (const Case& c : cases) {
        const Position position = c.fen ? *notation::readFen(c.variant, c.fen) : rules::startPosition(c.variant);
        const int depth = c.depth - perftDepthCut;
        INFO(core::variantName(c.variant) << " " << notation::writeFen(c.variant, position) << " depth " << depth);
        const std::uint64_t expected = referencePerft(c.variant, position, depth);
        CHECK(rules::perft(c.variant, position, depth, rules::PerftMode::Bulk) == expected);
        CHECK(rules::perft(c.variant, position, depth, rules::PerftMode::Full) == expected);
    }
}
