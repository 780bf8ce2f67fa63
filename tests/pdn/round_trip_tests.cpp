#include <draughts/pdn/pdn_reader.hpp>
#include <draughts/pdn/pdn_writer.hpp>

#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>

#include "pdn_compare.hpp"
#include "pdn_test_support.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <random>

using namespace draughts;
using namespace draughts::pdn;
using namespace draughts::pdn::testing;
using core::Variant;

namespace {

// A game played at random through everything the rules allow: in the
// Forfeit setting it breaks rules on purpose and claims now and then.
game::Game randomGame(Variant variant, game::MissedCaptureRule rule, std::uint32_t seed, const core::Position& start,
                      int maxActions = 160)
{
    game::Game game(variant, start, rule);
    std::mt19937 random(seed);
    const auto chance = [&](unsigned percent) { return random() % 100 < percent; };
    for (int i = 0; i < maxActions && !game.result().isOver(); ++i) {
        const core::Bitboard claimable = game.claimablePieces();
        if (claimable && chance(70)) {
            std::vector<core::Square> squares;
            core::forEachSquare(claimable, [&](core::Square s) { squares.push_back(s); });
            REQUIRE(game.claim(squares[random() % squares.size()]));
            continue;
        }
        if (game.canClaimHandStone() && chance(70)) {
            REQUIRE(game.claimHandStone());
            continue;
        }
        // Mostly rule-conforming moves, so that games last; sometimes any.
        const core::MoveList& moves = chance(75) ? game.legalMoves() : game.permittedMoves();
        REQUIRE(game.play(moves[random() % moves.size()]));
    }
    if (!game.result().isOver()) {
        const auto ending = random() % 4;
        if (ending == 1)
            game.resign(core::Side::White);
        else if (ending == 2)
            game.resign(core::Side::Black);
        else if (ending == 3)
            game.agreeDraw();
    }
    return game;
}

// Another permitted action in place of action `place` (from 1), with a
// reply, a comment before it and a variation in place of the reply, or an
// empty line when the rules permit no other.
game::Variation sideLine(const game::Game& game, std::size_t place, std::mt19937& random)
{
    game::Game before = game.upTo(place - 1);
    const game::Action played = game.history()[place - 1].action;
    game::Variation line;
    for (const core::Move& move : before.permittedMoves())
        if (!(played.kind == game::Action::Kind::Move && move == played.move)) {
            line.moves.push_back({{game::Action::Kind::Move, move, core::NoSquare}, {}});
            break;
        }
    if (line.moves.empty() || !game::playRecorded(before, line.moves[0].action))
        return {};
    line.moves[0].notes.commentBefore = "instead {of} [it] (" + std::to_string(place) + ")";
    line.moves[0].notes.strength = "?!";
    const core::MoveList& replies = before.permittedMoves();
    if (replies.size() == 0 || before.result().isOver())
        return line;
    game::VariationMove reply{{game::Action::Kind::Move, replies[random() % replies.size()], core::NoSquare}, {}};
    reply.notes.nags = {static_cast<int>(random() % 256)};
    reply.notes.comment = "a brace } and a bracket (";
    if (replies.size() > 1) {
        const core::Move& other = replies[0] == reply.action.move ? replies[1] : replies[0];
        reply.notes.variations.push_back({{{{game::Action::Kind::Move, other, core::NoSquare}, {}}}, {}});
    }
    line.moves.push_back(std::move(reply));
    return line;
}

PdnGame annotated(const game::Game& game, std::uint32_t seed)
{
    std::mt19937 random(seed);
    PdnGame pdn;
    pdn.tags = {{"Event", "Round trip " + std::to_string(seed)}, {"White", "Bílý, Jan"}, {"Black", "Černý \"Black\""}};
    pdn.game = game;
    pdn.notes.assign(game.history().size() + 1, PlyNotes{});
    for (std::size_t i = 0; i < pdn.notes.size(); ++i) {
        PlyNotes& notes = pdn.notes[i];
        switch (random() % 8) {
        case 0: notes.comment = "comment at " + std::to_string(i); break;
        case 1: notes.comment = "two lines\nand a brace }"; break;
        case 2: notes.nags = {1, 14}; break;
        case 3:
            if (i > 0)
                notes.strength = "!?";
            break;
        case 4: notes.variations = {{{}, "1. 99-98 {a line the rules refuse (kept as text)} ( 2. 33-29 )"}}; break;
        case 5:
            if (game::Variation line = i > 0 ? sideLine(game, i, random) : game::Variation{}; !line.moves.empty())
                notes.variations = {std::move(line)};
            break;
        default: break;
        }
    }
    return pdn;
}

void requireRoundTrip(const PdnGame& original)
{
    const std::string text = writePdn(original);
    INFO(text);
    const auto entries = readPdn(text);
    REQUIRE(entries.size() == 1);
    const PdnGame& back = gameOf(entries[0]);
    CHECK(differenceBetween(original, back) == "");
    CHECK(writePdn(back) == text);
}

struct Coverage {
    int claims = 0;
    int handClaims = 0;
    int placements = 0;
    int violations = 0;
    int secondHalves = 0;
};

void count(Coverage& coverage, const game::Game& game)
{
    for (const game::HistoryEntry& entry : game.history()) {
        if (entry.action.kind == game::Action::Kind::Claim)
            ++(entry.action.claimed == core::NoSquare ? coverage.handClaims : coverage.claims);
        else if (entry.action.move.kind == core::MoveKind::Placement)
            ++coverage.placements;
        if (!entry.committed.empty())
            ++coverage.violations;
        if (entry.before.isSecondHalfOfTurn())
            ++coverage.secondHalves;
    }
}

} // namespace

TEST_CASE("every game reads back exactly as written: random games of all five", "[pdn][round-trip]")
{
    for (Variant variant : core::allVariants) {
        Coverage coverage;
        for (auto rule : {game::MissedCaptureRule::Forfeit, game::MissedCaptureRule::Compulsory}) {
            for (std::uint32_t seed = 1; seed <= 12; ++seed) {
                INFO(core::variantId(variant) << " " << missedCaptureId(rule) << " seed " << seed);
                const game::Game game = randomGame(variant, rule, seed, rules::startPosition(variant));
                count(coverage, game);
                requireRoundTrip(annotated(game, seed));
            }
        }
        INFO(core::variantId(variant));
        CHECK(coverage.claims > 0);
        CHECK(coverage.violations > 0);
        if (variant == Variant::ToTheLastMan) {
            CHECK(coverage.placements > 0);
            CHECK(coverage.handClaims > 0);
        }
        if (variant == Variant::TwentyVsTen)
            CHECK(coverage.secondHalves > 0);
    }
}

TEST_CASE("games from set-up positions read back: mid-turn, with stones in hand, White first", "[pdn][round-trip]")
{
    for (Variant variant : core::allVariants) {
        for (std::uint32_t seed = 1; seed <= 6; ++seed) {
            INFO(core::variantId(variant) << " seed " << seed);
            // Start a few actions into a random game, wherever that is: in
            // the middle of Black's turn, with a placement due, ...
            const game::Game prefix = randomGame(variant, game::MissedCaptureRule::Forfeit, seed * 7,
                                                 rules::startPosition(variant), static_cast<int>(seed * 5));
            if (prefix.result().isOver())
                continue;
            core::Position start = prefix.position();
            // A FEN holds the draw counter only in games that have one.
            if (rules::facts(variant).drawCounterLimit == 0)
                start.quietPlies = 0;
            const game::Game game = randomGame(variant, game::MissedCaptureRule::Forfeit, seed, start);
            requireRoundTrip(annotated(game, seed));
        }
        core::Position swapped = rules::startPosition(variant);
        swapped.sideToMove = core::opposite(swapped.sideToMove);
        requireRoundTrip(annotated(randomGame(variant, game::MissedCaptureRule::Compulsory, 99, swapped), 99));
    }
}

// pdn.md, "Results": a game may go on past the 30-move counter, and reads
// back the same with the program's own tags. Found by the fuzz target: a
// FEN whose counter (N46, 46 quiet plies) is past the 30 already, then the
// king's capture of five men round a loop (37x28x19x8x17x28 over 32, 23,
// 13, 12 and 22), leaving Black the man on 5.
TEST_CASE("a foreign International game past its 30-move counter reads back, the counter still off",
          "[pdn][round-trip][draw]")
{
    const PdnGame game =
        readOne("[GameType \"20\"]\n[FEN \"W:WK37:B5,12,13,22,23,32:N46\"]\n\n1. 37x28x19x8x17x28 *\n");
    REQUIRE_FALSE(game.game.countedDrawsEnforced());
    REQUIRE(game.game.actions().size() == 1);
    const std::string written = writePdn(game);
    CHECK(written.find("[MissedCaptures \"compulsory\"]") != std::string::npos);
    requireRoundTrip(game);
    const PdnGame back = readOne(written);
    CHECK_FALSE(back.game.countedDrawsEnforced());
    CHECK(back.game.replay().passedDraw() == game::PassedDraw{0, {game::Outcome::Draw, game::EndReason::DrawCounter}});
}

TEST_CASE("a game that has just begun or never began reads back", "[pdn][round-trip]")
{
    for (Variant variant : core::allVariants) {
        INFO(core::variantId(variant));
        PdnGame empty;
        empty.game = game::Game(variant);
        requireRoundTrip(empty);
        PdnGame bothLose = empty;
        bothLose.result = "0-0";
        requireRoundTrip(bothLose);
    }
}

TEST_CASE("every game of every test file reads back after writing, to the same positions", "[pdn][round-trip]")
{
    int games = 0;
    for (const auto& file : std::filesystem::directory_iterator(DRAUGHTS_PDN_TEST_DATA)) {
        if (file.path().extension() != ".pdn")
            continue;
        INFO(file.path().filename().string());
        for (const PdnEntry& entry : readPdn(dataFile(file.path().filename().string())))
            if (const auto* game = std::get_if<PdnGame>(&entry)) {
                requireRoundTrip(*game);
                ++games;
            }
    }
    CHECK(games >= 19); // the hand-made files hold 19 games without errors
}
