// Thousands of complete random games through game::Game, in both
// missed-capture settings, with the invariants of a game checked after every
// action: a move, a claim, a resignation or a draw offer, and undo/redo of
// each.

#include <draughts/game/game.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/geometry.hpp>
#include <draughts/rules/movegen.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace draughts;
using core::Position;
using core::Side;
using core::Square;
using core::Variant;
using game::EndReason;
using game::Game;
using game::MissedCaptureRule;
using game::Outcome;

#ifdef NDEBUG
constexpr int gamesPerSetting = 1000;
#else
constexpr int gamesPerSetting = 150; // sanitizer builds are many times slower
#endif
constexpr int maxActionsPerGame = 400; // games without a draw counter may go on for ever

std::size_t sideIndex(Side side) { return static_cast<std::size_t>(side); }

int piecesOf(const Position& p, Side side) { return core::countOf(p.pieces(side)) + p.hand[sideIndex(side)]; }

bool sameMoves(const core::MoveList& a, const core::MoveList& b)
{
    if (a.size() != b.size())
        return false;
    return std::all_of(a.begin(), a.end(), [&](const core::Move& m) { return b.contains(m); });
}

// The first broken invariant of the game's present state, or "".
std::string brokenInvariant(const Game& game)
{
    const Variant v = game.variant();
    const Position& p = game.position();
    const Side us = p.sideToMove;
    const Side them = core::opposite(us);
    const bool lastMan = v == Variant::ToTheLastMan;

    if (p.white & p.black)
        return "a square holds pieces of both sides";
    if (p.kings & ~p.occupied())
        return "a king flag on an empty square";
    if (p.occupied() & ~rules::allSquares(v))
        return "a piece outside the playing squares";
    if (lastMan) {
        if (p.kings)
            return "a king in To the Last Man";
        if (piecesOf(p, Side::White) + piecesOf(p, Side::Black) != 24)
            return "To the Last Man does not hold 24 stones on the board and in the hands";
        for (Square s = 0; s < p.captureCount.size(); ++s) {
            if (p.captureCount[s] > 3)
                return "a capture count above three";
            if (p.captureCount[s] && !core::contains(p.occupied(), s))
                return "a capture count on an empty square";
        }
    } else {
        if (p.hand[0] || p.hand[1] || p.placedThisTurn)
            return "a hand or a placement outside To the Last Man";
        if (std::any_of(p.captureCount.begin(), p.captureCount.end(), [](auto c) { return c != 0; }))
            return "a capture count outside To the Last Man";
    }
    if (p.barred != core::NoSquare &&
        (v != Variant::TwentyVsTen || us != Side::Black || !core::contains(p.black, p.barred)))
        return "a barred piece that is not a Black piece of Twenty vs Ten";

    // FEN round trip.
    const auto read = notation::readFen(v, notation::writeFen(v, p));
    if (!read)
        return "writeFen gives a FEN that readFen rejects: " + read.error().message;
    if (!(*read == p))
        return "readFen(writeFen(p)) differs from p";

    // The move lists describe the position; right after a claim of a stone
    // in hand with a free first row, that stone's placement is the only move
    // (last-man.md §7.4), whatever the claimant placed before.
    const auto& history = game.history();
    const bool claimedStoneDue = !history.empty() && history.back().action.kind == game::Action::Kind::Claim &&
                                 history.back().action.claimed == core::NoSquare &&
                                 (rules::facts(v).homeRowOf(us) & ~p.occupied()) != 0;
    Position regular = p;
    if (claimedStoneDue)
        regular.placedThisTurn = false;
    core::MoveList legal, permitted;
    rules::generateMoves(v, regular, legal, rules::MoveSet::Legal);
    rules::generateMoves(v, regular, permitted, rules::MoveSet::Permitted);
    if (claimedStoneDue && (legal.empty() || legal[0].kind != core::MoveKind::Placement))
        return "a claimed stone is due but cannot be placed";
    if (!sameMoves(game.legalMoves(), legal))
        return "legalMoves() is not generateMoves(Legal)";
    if (!sameMoves(game.permittedMoves(),
                   game.missedCaptureRule() == MissedCaptureRule::Forfeit && !claimedStoneDue ? permitted : legal))
        return "permittedMoves() does not match the setting";
    for (const core::Move& m : game.legalMoves())
        if (!game.permittedMoves().contains(m))
            return "a legal move that is not permitted";

    // Claims are the opponent's violations, on the opponent's pieces.
    for (const game::Violation& violation : game.pendingClaims()) {
        if (game.missedCaptureRule() == MissedCaptureRule::Compulsory)
            return "a pending claim in the Compulsory setting";
        if (violation.by != them)
            return "a pending claim against the side to move";
        if (violation.offenders & ~p.pieces(them))
            return "an offender that is not an opponent's piece";
        if (violation.kind == game::Violation::Kind::MissedPlacement && !lastMan)
            return "a missed placement outside To the Last Man";
    }
    if (p.isSecondHalfOfTurn() && !game.pendingClaims().empty())
        return "a claim still pending in the second half of Black's turn";
    if (game.claimablePieces() & ~p.pieces(them))
        return "a claimable piece that is not an opponent's piece";
    if (game.claimablePieces() & rules::unjumpable(v, p))
        return "a claimable stone at the capture limit";
    if (game.canClaimHandStone() && p.hand[sideIndex(them)] == 0)
        return "a hand stone claimable from an empty hand";

    // The result.
    const game::Result r = game.result();
    const int limit = rules::facts(v).drawCounterLimit;
    if (!r.isOver()) {
        if (piecesOf(p, Side::White) == 0 || piecesOf(p, Side::Black) == 0)
            return "the game goes on although a side has no pieces";
        if (legal.empty())
            return "the game goes on although the side to move has no move";
        if (limit > 0 && p.quietPlies >= limit)
            return "the game goes on past the draw counter";
        if (game.drawCounterLimit() != limit)
            return "drawCounterLimit() is not the game's";
        return {};
    }
    if (game.claimablePieces() || game.canClaimHandStone())
        return "a claim offered after the end";
    const Side winner = r.outcome == Outcome::WhiteWins ? Side::White : Side::Black;
    switch (r.reason) {
    case EndReason::NoPieces:
        if (r.outcome == Outcome::Draw || piecesOf(p, core::opposite(winner)) != 0 || piecesOf(p, winner) == 0)
            return "NoPieces but the loser has pieces or the winner none";
        break;
    case EndReason::NoMoves:
        if (r.outcome == Outcome::Draw || winner != them || !legal.empty() || !permitted.empty())
            return "NoMoves but the side to move can move or is not the loser";
        if (v == Variant::TwentyVsTen && us == Side::Black)
            return "NoMoves for Black in Twenty vs Ten (should be BlackCannotMoveTwice)";
        if (piecesOf(p, us) == 0)
            return "NoMoves for a side without pieces (should be NoPieces)";
        break;
    case EndReason::BlackCannotMoveTwice:
        if (v != Variant::TwentyVsTen || us != Side::Black || r.outcome != Outcome::WhiteWins || !legal.empty())
            return "BlackCannotMoveTwice where Black can move, or outside Twenty vs Ten";
        break;
    case EndReason::DrawCounter:
        if (r.outcome != Outcome::Draw || limit == 0 || p.quietPlies < limit || legal.empty())
            return "DrawCounter without a full counter, or when the side to move is stuck";
        break;
    case EndReason::Agreement:
        if (r.outcome != Outcome::Draw)
            return "an agreement that is not a draw";
        break;
    case EndReason::Resignation:
        if (r.outcome == Outcome::Draw)
            return "a resignation that is a draw";
        break;
    case EndReason::TimeForfeit:
        if (r.outcome == Outcome::Draw)
            return "a loss on time that is a draw";
        break;
    case EndReason::None: return "a result without a reason";
    case EndReason::Repetition:
    case EndReason::KingMovesOnly:
    case EndReason::SixteenMoves:
    case EndReason::FiveMoves: return "an FMJD draw in a game played without the FMJD rules";
    }
    if (game::describe(r).empty() || game::describe(r) == "Game in progress")
        return "describe() of a finished game";
    return {};
}

std::string historyText(const Game& game)
{
    std::string text;
    for (const game::HistoryEntry& entry : game.history())
        text += entry.text + " ";
    return text;
}

// Everything an action must leave behind, to compare after undo and redo.
struct Snapshot {
    Position position;
    std::vector<game::Violation> pending;
    game::Result result;
    std::size_t historySize = 0;

    explicit Snapshot(const Game& game)
        : position(game.position()), pending(game.pendingClaims()), result(game.result()),
          historySize(game.history().size())
    {}
    bool operator==(const Snapshot&) const = default;
};

class Soak {
public:
    Soak(Variant variant, MissedCaptureRule rule, unsigned seed) : m_variant(variant), m_rule(rule), m_rng(seed) {}

    void playGames(int count)
    {
        for (int i = 0; i < count; ++i)
            playOne();
    }

    std::map<EndReason, int> reasons;
    int actions = 0;
    int claims = 0;
    int violations = 0;
    int unfinished = 0;
    int unreadableTexts = 0;         // history texts that do not read back as their move
    std::string firstUnreadableText; // the first of them, with its position

private:
    bool chance(double p) { return std::bernoulli_distribution(p)(m_rng); }
    template <class T>
    const T& pick(const std::vector<T>& items)
    {
        return items[std::uniform_int_distribution<std::size_t>(0, items.size() - 1)(m_rng)];
    }

    void fail(const Game& game, const std::string& why)
    {
        INFO("variant " << core::variantName(m_variant) << ", "
                        << (m_rule == MissedCaptureRule::Forfeit ? "Forfeit" : "Compulsory"));
        INFO("game so far: " << historyText(game));
        INFO("position " << notation::writeFen(m_variant, game.position()));
        FAIL(why);
    }

    void check(const Game& game)
    {
        const std::string why = brokenInvariant(game);
        if (!why.empty())
            fail(game, why);
    }

    // Undo must give back exactly the state before the action, redo exactly the one after.
    void checkUndoRedo(Game& game, const Snapshot& before)
    {
        const Snapshot after(game);
        const game::HistoryEntry last = game.history().back();
        if (!(last.before == before.position))
            fail(game, "the history entry does not hold the position before the action");
        game.undo();
        if (!(Snapshot(game) == before))
            fail(game, "undo does not restore the state before the action");
        check(game);
        game.redo();
        if (!(Snapshot(game) == after))
            fail(game, "redo does not re-apply the action");
        if (game.history().back().text != last.text)
            fail(game, "redo writes the action differently");
    }

    void playOne()
    {
        Game game(m_variant, m_rule);
        check(game);
        bool declared = false;
        for (int n = 0; n < maxActionsPerGame && !game.result().isOver(); ++n) {
            const Snapshot before(game);
            std::vector<Square> claimable;
            core::forEachSquare(game.claimablePieces(), [&](Square s) { claimable.push_back(s); });
            if (game.canClaimHandStone())
                claimable.push_back(core::NoSquare);

            if (chance(0.002)) {
                declared = declare(game);
                if (declared)
                    break;
                continue;
            }
            if (!claimable.empty() && chance(0.7)) {
                const Square s = pick(claimable);
                const bool done = s == core::NoSquare ? game.claimHandStone() : game.claim(s);
                if (!done)
                    fail(game, "an offered claim is refused");
                ++claims;
            } else {
                const core::MoveList& moves = chance(0.5) ? game.permittedMoves() : game.legalMoves();
                const core::Move move = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(m_rng)];
                const bool violation = !game.legalMoves().contains(move);
                if (!game.play(move))
                    fail(game, "a permitted move is refused");
                const game::HistoryEntry& entry = game.history().back();
                if (violation != !entry.committed.empty())
                    fail(game, "a move's violations do not match its being outside the legal moves");
                for (const game::Violation& v : entry.committed)
                    if (v.kind == game::Violation::Kind::MissedCapture &&
                        (v.offenders == 0 || (v.offenders & ~before.position.pieces(entry.side))))
                        fail(game, "a missed capture without offenders, or with the opponent's pieces");
                violations += violation ? 1 : 0;
            }
            ++actions;
            check(game);
            checkUndoRedo(game, before);
        }
        if (!game.result().isOver())
            ++unfinished;
        else
            ++reasons[game.result().reason];
        checkReplay(game, declared);
    }

    // A resignation or a draw agreement; undone again half of the time.
    bool declare(Game& game)
    {
        const game::Result ongoing = game.result();
        const Position position = game.position();
        const bool resign = chance(0.5);
        const Side side = chance(0.5) ? Side::White : Side::Black;
        if (resign)
            game.resign(side);
        else
            game.agreeDraw();
        const game::Result r = game.result();
        const game::Result expected =
            resign ? game::Result{side == Side::White ? Outcome::BlackWins : Outcome::WhiteWins, EndReason::Resignation}
                   : game::Result{Outcome::Draw, EndReason::Agreement};
        if (!(r == expected))
            fail(game, "resign() or agreeDraw() gives the wrong result");
        check(game);
        if (!game.legalMoves().empty() && game.play(game.legalMoves()[0]))
            fail(game, "a move accepted after the end");
        if (chance(0.5)) {
            ++actions;
            return true;
        }
        game.undo();
        if (!(game.result() == ongoing) || !(game.position() == position))
            fail(game, "undo of a resignation or agreement does not resume the game");
        return false;
    }

    // position() is the start with every action of history() applied in
    // order, and every history text reads back as its action.
    void checkReplay(const Game& game, bool declared)
    {
        Game replay(m_variant, game.startPosition(), m_rule);
        for (const game::HistoryEntry& entry : game.history()) {
            if (!(replay.position() == entry.before))
                fail(game, "replaying the history reaches another position");
            if (entry.action.kind == game::Action::Kind::Move) {
                // Not fatal, so that a notation fault does not hide the invariants above.
                const auto parsed = notation::parseMove(m_variant, entry.text, replay.permittedMoves());
                if ((!parsed || !(*parsed == entry.action.move)) && unreadableTexts++ == 0)
                    firstUnreadableText = "\"" + entry.text + "\" in " + notation::writeFen(m_variant, entry.before) +
                                          " (" + (parsed ? "reads as another move" : parsed.error().message) + ")";
                if (!replay.play(entry.action.move))
                    fail(game, "replaying a move fails");
            } else {
                const std::string text = entry.action.claimed == core::NoSquare
                                             ? std::string(notation::handClaimText)
                                             : notation::formatClaim(m_variant, entry.action.claimed);
                if (entry.text != text)
                    fail(game, "a claim is written \"" + entry.text + "\"");
                if (!replay.claim(entry.action.claimed))
                    fail(game, "replaying a claim fails");
            }
        }
        if (!(replay.position() == game.position()))
            fail(game, "replaying the history reaches another position");
        if (!declared && !(replay.result() == game.result()))
            fail(game, "replaying the history reaches another result");
    }

    Variant m_variant;
    MissedCaptureRule m_rule;
    std::mt19937 m_rng;
};

const char* reasonName(EndReason reason)
{
    switch (reason) {
    case EndReason::None: return "none";
    case EndReason::NoPieces: return "no pieces";
    case EndReason::NoMoves: return "no moves";
    case EndReason::BlackCannotMoveTwice: return "Black cannot move twice";
    case EndReason::DrawCounter: return "draw counter";
    case EndReason::Agreement: return "agreement";
    case EndReason::Resignation: return "resignation";
    case EndReason::TimeForfeit: return "time forfeit";
    case EndReason::Repetition: return "repetition";
    case EndReason::KingMovesOnly: return "king moves only";
    case EndReason::SixteenMoves: return "sixteen moves";
    case EndReason::FiveMoves: return "five moves";
    }
    return "?";
}

std::string summary(const Soak& soak)
{
    std::ostringstream out;
    out << soak.actions << " actions, " << soak.violations << " violations, " << soak.claims << " claims, "
        << soak.unfinished << " games cut off; results:";
    for (const auto& [reason, count] : soak.reasons)
        out << " " << reasonName(reason) << " " << count << ";";
    return out.str();
}

void soakVariant(Variant variant, unsigned seed)
{
    for (MissedCaptureRule rule : {MissedCaptureRule::Forfeit, MissedCaptureRule::Compulsory}) {
        Soak soak(variant, rule, seed + (rule == MissedCaptureRule::Forfeit ? 0U : 1000U));
        soak.playGames(gamesPerSetting);
        INFO(core::variantName(variant) << (rule == MissedCaptureRule::Forfeit ? " Forfeit: " : " Compulsory: ")
                                        << summary(soak));
        CHECK(soak.actions > gamesPerSetting * 20);
        CHECK(soak.unfinished < gamesPerSetting);
        if (rule == MissedCaptureRule::Forfeit) {
            CHECK(soak.violations > gamesPerSetting);
            CHECK(soak.claims > gamesPerSetting / 2);
        } else {
            CHECK(soak.violations == 0);
            CHECK(soak.claims == 0);
        }
        INFO("first unreadable history text: " << soak.firstUnreadableText);
        CHECK(soak.unreadableTexts == 0);
    }
}

} // namespace

TEST_CASE("random International games keep every invariant", "[core][soak][international]")
{
    soakVariant(Variant::International, 101U);
}

TEST_CASE("random Polish games keep every invariant", "[core][soak][polish]") { soakVariant(Variant::Polish, 202U); }

TEST_CASE("random Twenty vs Ten games keep every invariant", "[core][soak][twenty-vs-ten]")
{
    soakVariant(Variant::TwentyVsTen, 303U);
}

TEST_CASE("random Corner Checkers games keep every invariant", "[core][soak][corner]")
{
    soakVariant(Variant::CornerCheckers, 404U);
}

TEST_CASE("random To the Last Man games keep every invariant", "[core][soak][last-man]")
{
    soakVariant(Variant::ToTheLastMan, 505U);
}

// docs/fen.md: a saved position reads back as itself,
// the draw counter included, after one quiet move from the start of each game.
TEST_CASE("FEN round trip keeps the draw counter in every game", "[core][fen]")
{
    for (Variant variant : core::allVariants) {
        Position p = rules::startPosition(variant);
        core::MoveList moves;
        rules::generateMoves(variant, p, moves, rules::MoveSet::Legal);
        REQUIRE(!moves.empty());
        p = rules::afterMove(variant, p, moves[0]);
        const std::string fen = notation::writeFen(variant, p);
        const auto read = notation::readFen(variant, fen);
        INFO(core::variantName(variant) << ": " << fen << ", draw counter in the position " << int{p.quietPlies});
        REQUIRE(read);
        CHECK(int{read->quietPlies} == int{p.quietPlies});
        CHECK(*read == p);
    }
}
