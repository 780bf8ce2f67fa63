// Texts: names, results, the game as it stands and what just happened.

#include "text/texts.hpp"

#include "text/czech_numbers.hpp"

#include <draughts/game/score_sheet.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/notation/square_names.hpp>
#include <draughts/rules/facts.hpp>

#include <algorithm>

namespace draughts::app {

using core::Side;

// ---- Names ------------------------------------------------------------------

QString Texts::fromUtf8(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString Texts::side(Side side) { return side == Side::White ? tr("White") : tr("Black"); }

QString Texts::player(const GameSetup& setup, Side side)
{
    if (const PlayerChoice& choice = setup.player(side);
        choice.kind == PlayerChoice::Kind::Engine || choice.kind == PlayerChoice::Kind::Remote)
        return recordedName(choice);
    else if (choice.kind == PlayerChoice::Kind::Network)
        return choice.engineName.isEmpty() ? tr("Engine at %1").arg(choice.engineId) : choice.engineName;
    else if (!choice.isHuman())
        return computer(choice.level);
    const QString& name = side == Side::White ? setup.whiteName : setup.blackName;
    const bool unnamed = name.trimmed().isEmpty() || name == QStringLiteral("White") || name == QStringLiteral("Black");
    return unnamed ? Texts::side(side) : name.trimmed();
}

// Without brackets, so that a side added in brackets never doubles them.
QString Texts::computer(int level) { return tr("Computer, level %1").arg(level); }

QString Texts::playerAndSide(const GameSetup& setup, Side side)
{
    const QString name = player(setup, side);
    if (name == Texts::side(side))
        return name;
    // A name that ends in brackets of its own ("Scan (3.1)") takes the side after a comma.
    return name.endsWith(QLatin1Char(')')) ? tr("%1, %2").arg(name, Texts::side(side))
                                           : tr("%1 (%2)").arg(name, Texts::side(side));
}

QString Texts::square(core::Variant variant, core::Square square)
{
    return fromUtf8(notation::squareName(variant, square));
}

QString Texts::move(const game::Game& game, const core::Move& move)
{
    return fromUtf8(notation::formatMove(game.variant(), move, game.legalMoves()));
}

QString Texts::pieces(int count) { return tr("%n piece(s)", nullptr, count); }

QString Texts::result(const game::Result& result, const GameSetup& setup)
{
    using game::EndReason;
    if (!result.isOver())
        return tr("Game in progress");
    if (result.outcome == game::Outcome::Draw) {
        switch (result.reason) {
        case EndReason::DrawCounter: return tr("Draw: 30 moves without a capture");
        // international.md §10.3 to §10.6: the FMJD's draw rules.
        case EndReason::Repetition: return tr("Draw: the same position a third time");
        case EndReason::KingMovesOnly: return tr("Draw: 25 moves each with kings only");
        case EndReason::SixteenMoves: return tr("Draw: 16 moves each against a lone king");
        case EndReason::FiveMoves: return tr("Draw: 5 moves each against a lone king");
        default: return tr("Draw by agreement");
        }
    }
    const Side winner = result.outcome == game::Outcome::WhiteWins ? Side::White : Side::Black;
    const bool white = winner == Side::White;
    const bool named =
        player(setup, Side::White) != side(Side::White) || player(setup, Side::Black) != side(Side::Black);
    if (!named) {
        switch (result.reason) {
        case EndReason::NoPieces:
            return white ? tr("White wins: Black has no pieces left") : tr("Black wins: White has no pieces left");
        case EndReason::NoMoves:
            return white ? tr("White wins: Black cannot move") : tr("Black wins: White cannot move");
        case EndReason::BlackCannotMoveTwice: return tr("White wins: Black cannot make two moves");
        case EndReason::Resignation: return white ? tr("White wins: Black resigned") : tr("Black wins: White resigned");
        case EndReason::TimeForfeit:
            return white ? tr("White wins: Black ran out of time") : tr("Black wins: White ran out of time");
        default: return white ? tr("White wins") : tr("Black wins");
        }
    }
    const QString winning = player(setup, winner);
    const QString losing = player(setup, core::opposite(winner));
    switch (result.reason) {
    case EndReason::NoPieces: return tr("%1 wins: %2 has no pieces left").arg(winning, losing);
    case EndReason::NoMoves: return tr("%1 wins: %2 cannot move").arg(winning, losing);
    case EndReason::BlackCannotMoveTwice: return tr("%1 wins: %2 cannot make two moves").arg(winning, losing);
    case EndReason::Resignation: return tr("%1 wins: %2 resigned").arg(winning, losing);
    case EndReason::TimeForfeit: return tr("%1 wins: %2 ran out of time").arg(winning, losing);
    default: return tr("%1 wins").arg(winning);
    }
}

QString Texts::captureCountNote(core::Variant variant, int count)
{
    const int limit = rules::facts(variant).captureLimit;
    if (limit == 0 || count <= 0)
        return {};
    if (count >= limit)
        return tr("captured %n time(s) since it last moved: it can no longer be jumped until it moves", nullptr, count);
    return tr("captured %n time(s) since it last moved; at %1 it can no longer be jumped", nullptr, count).arg(limit);
}

QString Texts::passedDraw(const game::Game& game, const GameSetup& setup)
{
    const auto& passed = game.passedDraw();
    if (!passed)
        return {};
    const QString draw = result(passed->result, setup);
    if (passed->place == 0 || passed->place > game.history().size())
        return tr("By the rules this game was drawn from its start (%1); the players played on, as the file records.")
            .arg(draw);
    const game::HistoryEntry& entry = game.history()[passed->place - 1];
    return tr("By the rules this game ended after %1's %2 (%3); the players played on, as the file records.")
        .arg(player(setup, entry.side), fromUtf8(entry.text), draw);
}

QString Texts::resultToken(const game::Game& game) { return fromUtf8(pdn::resultToken(game.variant(), game.result())); }

// ---- The game as it stands --------------------------------------------------

QString Texts::turn(const game::Game& game, const GameSetup& setup)
{
    if (game.result().isOver())
        return result(game.result(), setup);
    const Side to = game.sideToMove();
    const QString who = side(to);
    // twenty-vs-ten.md §3.1: a Black turn is two moves.
    if (rules::facts(game.variant()).blackMovesTwice && to == Side::Black)
        return tr("%1: move %2 of 2").arg(who).arg(game.partOfTurn());
    if (game.placementDue())
        return tr("%1: place a stone, then move").arg(who);
    if (game.position().placedThisTurn)
        return tr("%1: now move a stone").arg(who);
    return tr("%1 to move").arg(who);
}

QString Texts::drawCounter(const game::Game& game)
{
    if (game.ruleSet() == rules::RuleSet::Fmjd)
        return fmjdCounter(game);
    const int limit = game.drawCounterLimit();
    if (limit <= 0)
        return {};
    // The limit is the counted number ("of 30 moves"); the count so far is %1.
    // Czech: "z 50", "ze 30" (text/czech_numbers.hpp).
    return (czechTakesZe(static_cast<unsigned>(limit)) ? tr("No capture for %1 of %n move(s)", "ze", limit)
                                                       : tr("No capture for %1 of %n move(s)", nullptr, limit))
        .arg(game.drawCounter());
}

// The FMJD's count that runs (international.md §10.4 to §10.6), in moves
// of each player; none when no count runs or the game is over.
QString Texts::fmjdCounter(const game::Game& game)
{
    const CounterProgress progress = counterProgress(game);
    if (progress.limit == 0 || game.result().isOver())
        return {};
    const rules::FmjdCounters& counters = game.fmjdCounters();
    const int moves = progress.limit / 2;
    const int made = progress.value / 2;
    if (counters.ending != rules::FmjdEnding::None)
        return tr("Against a lone king: %1 of %n move(s) each", nullptr, moves).arg(made);
    return tr("Only kings moved: %1 of %n move(s) each", nullptr, moves).arg(made);
}

Texts::CounterProgress Texts::counterProgress(const game::Game& game)
{
    if (game.ruleSet() != rules::RuleSet::Fmjd)
        return {game.drawCounter(), game.drawCounterLimit()};
    const rules::FmjdCounters& counters = game.fmjdCounters();
    if (counters.ending != rules::FmjdEnding::None)
        return {counters.endingPlies, counters.endingLimit};
    if (counters.kingPlies > 0)
        return {counters.kingPlies, rules::fmjdKingPliesLimit};
    return {};
}

QString Texts::claimOffer(const game::Game& game, const QString& offender, const QString& claimant, bool pieceClaimable,
                          bool handStoneClaimable)
{
    QStringList parts;
    // international.md §7.3: the piece is removed; last-man.md §7.3: turned over.
    if (pieceClaimable)
        parts << (rules::facts(game.variant()).flipsCaptured
                      ? tr("%1 missed a compulsory capture: %2 may click a glowing piece to turn it over")
                      : tr("%1 missed a compulsory capture: %2 may click a glowing piece to remove it"))
                     .arg(offender, claimant);
    if (handStoneClaimable)
        parts << tr("%1 did not place a stone from hand: %2 may take it").arg(offender, claimant);
    return parts.isEmpty() ? QString() : parts.join(QStringLiteral(". ")) + QStringLiteral(".");
}

QString Texts::claimsOnOffer(const game::Game& game, const QString& claimant, bool pieceClaimable,
                             bool handStoneClaimable)
{
    QStringList claims;
    if (pieceClaimable) {
        const auto& pending = game.pendingClaims();
        const auto count = std::count_if(pending.begin(), pending.end(), [](const game::Violation& v) {
            return v.kind == game::Violation::Kind::MissedCapture && v.offenders != 0;
        });
        claims << (count > 1 ? tr("%1 may claim %n piece(s)", nullptr, static_cast<int>(count)).arg(claimant)
                             : tr("%1 may claim a piece").arg(claimant));
    }
    if (handStoneClaimable)
        claims << tr("%1 may take the unplaced stone").arg(claimant);
    return claims.join(QLatin1Char('\n'));
}

QString Texts::violationNote(const game::HistoryEntry& entry, const game::Violation& violation)
{
    return fromUtf8(entry.text) + (violation.kind == game::Violation::Kind::MissedCapture
                                       ? tr(": missed a compulsory capture")
                                       : tr(": did not place a stone from hand"));
}

// ---- What just happened -----------------------------------------------------

QString Texts::newGame(core::Variant variant) { return tr("New game: %1").arg(gameTitle(variant)); }

QString Texts::opened(core::Variant variant) { return tr("Opened a game of %1").arg(gameTitle(variant)); }

QString Texts::played(const game::Game& game, const GameSetup& setup)
{
    const game::HistoryEntry& made = game.history().back();
    const QString by = player(setup, made.side);
    // international.md §6.1: a man that ends its move on its crowning squares becomes a king.
    const core::Move& move = made.action.move;
    const bool crowned = made.action.kind == game::Action::Kind::Move && move.from != core::NoSquare &&
                         !core::contains(made.before.kings, move.from) &&
                         core::contains(game.position().kings, move.to);
    const QString crowning = crowned ? tr(". A new king on %1").arg(square(game.variant(), move.to)) : QString();
    if (!made.committed.empty()) {
        QStringList missed;
        for (const game::Violation& v : made.committed)
            missed << (v.kind == game::Violation::Kind::MissedCapture ? tr("a compulsory capture")
                                                                      : tr("placing a stone from hand"));
        return tr("%1 played %2, missing %3: %4 may claim")
                   .arg(by, fromUtf8(made.text), missed.join(tr(" and ")), player(setup, core::opposite(made.side))) +
               crowning;
    }
    QString text = tr("%1 played %2").arg(by, fromUtf8(made.text)) + crowning;
    // twenty-vs-ten.md §3.1: the second move of Black's turn follows.
    if (rules::facts(game.variant()).blackMovesTwice && game.partOfTurn() == 2)
        text += tr(". Black: now the second move, with another piece");
    return text;
}

QString Texts::claimed(const game::Game& game, const GameSetup& setup)
{
    const game::HistoryEntry& made = game.history().back();
    const QString by = player(setup, made.side);
    if (made.action.claimed == core::NoSquare)
        return tr("%1 took the stone %2 did not place").arg(by, player(setup, core::opposite(made.side)));
    return tr("%1 claimed the piece on %2").arg(by, square(game.variant(), made.action.claimed));
}

QString Texts::claimsDeclined(const QString& player) { return tr("%1 declined the claim").arg(player); }

QString Texts::drawDeclined(const QString& offeredTo, const QString& offeredBy)
{
    return tr("%1 declined the draw offered by %2").arg(offeredTo, offeredBy);
}

QString Texts::undone() { return tr("Undone"); }

QString Texts::takeBackAsked(const QString& askedOf)
{
    return tr("Asked %1 to take back your last move…").arg(askedOf);
}

QString Texts::takeBackDeclined(const QString& askedOf)
{
    return tr("%1 does not agree to take back your move").arg(askedOf);
}

QString Texts::redone() { return tr("Redone"); }

QString Texts::droppedBack() { return tr("The dropped moves are back"); }

QString Texts::continuedHere() { return tr("Play continues from here"); }

QString Texts::reviewing(const std::vector<game::HistoryEntry>& history, std::size_t shown)
{
    // Moves as the move list numbers them: White's move and Black's reply
    // share a number, and the side says which half is shown.
    const game::SheetPlace place = game::sheetPlace(history, shown);
    if (place.number == 0)
        return tr("Reviewing: the starting position");
    return (place.side == core::Side::White ? tr("Reviewing: position after move %1 (White)")
                                            : tr("Reviewing: position after move %1… (Black)"))
        .arg(place.number);
}

QString Texts::playPaused(bool reviewing)
{
    return reviewing ? tr("Play is paused. Press P to resume from the latest position.")
                     : tr("Play is paused. Press P to resume.");
}

QString Texts::reviewingPaused(const std::vector<game::HistoryEntry>& history, std::size_t shown)
{
    return tr("%1. %2", "where the review is, then that play is paused")
        .arg(reviewing(history, shown), playPaused(true));
}

QString Texts::playResumed() { return tr("Play resumed"); }

QString Texts::gameIsOver(const game::Result& over, const GameSetup& setup)
{
    return tr("The game is over. %1").arg(result(over, setup));
}

} // namespace draughts::app
