#include "text/game_texts.hpp"

#include "players/move_input.hpp"
#include "text/text.hpp"

#include <draughts/notation/move_text.hpp>
#include <draughts/rules/facts.hpp>

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <vector>

namespace draughts::app::GameTexts {

QString turn(const game::Game& game)
{
    const core::Side side = game.sideToMove();
    const QString who = sideName(side);
    // twenty-vs-ten.md §3.1: a Black turn is two moves.
    if (rules::facts(game.variant()).blackMovesTwice && side == core::Side::Black)
        return QCoreApplication::translate("GameTexts", "%1: move %2 of 2").arg(who).arg(game.partOfTurn());
    if (game.placementDue())
        return QCoreApplication::translate("GameTexts", "%1: place a stone, then move").arg(who);
    if (game.position().placedThisTurn)
        return QCoreApplication::translate("GameTexts", "%1: now move a stone").arg(who);
    return QCoreApplication::translate("GameTexts", "%1 to move").arg(who);
}

QString drawCounter(const game::Game& game)
{
    const int limit = game.drawCounterLimit();
    if (limit <= 0)
        return {};
    return QCoreApplication::translate("GameTexts", "No capture for %1 of %2 moves").arg(game.drawCounter()).arg(limit);
}

QString selectionHint(const game::Game& game, const MoveInput& input)
{
    std::vector<core::Move> captures;
    for (const MoveInput::Candidate* c : input.open(true))
        if (c->move.isCapture() &&
            std::none_of(captures.begin(), captures.end(), [&](const core::Move& m) { return m.sameMove(c->move); }))
            captures.push_back(c->move);
    if (captures.empty())
        return QCoreApplication::translate("GameTexts", "Now click the square to move it to");
    if (captures.size() == 1)
        return QCoreApplication::translate("GameTexts", "%1 takes %2: click where it lands")
            .arg(toQString(notation::formatMove(game.variant(), captures.front(), game.permittedMoves())),
                 QCoreApplication::translate("GameTexts", "%n piece(s)", nullptr, captures.front().captureCount()));
    return QCoreApplication::translate("GameTexts", "This piece has %1 captures: click the landing squares one by one")
        .arg(captures.size());
}

QString claimOffer(const game::Game& game, const QString& offender, bool pieceClaimable, bool handStoneClaimable)
{
    QStringList parts;
    // international.md §7.3: the piece is removed; last-man.md §7.3: turned over.
    if (pieceClaimable)
        parts << (rules::facts(game.variant()).flipsCaptured
                      ? QCoreApplication::translate(
                            "GameTexts", "%1 missed a compulsory capture: click a glowing piece to turn it over")
                      : QCoreApplication::translate(
                            "GameTexts", "%1 missed a compulsory capture: click a glowing piece to remove it"))
                     .arg(offender);
    if (handStoneClaimable)
        parts << QCoreApplication::translate("GameTexts", "%1 did not place a stone from hand: you may take it")
                     .arg(offender);
    return parts.isEmpty() ? QString() : parts.join(QStringLiteral(". ")) + QStringLiteral(".");
}

QString violation(const game::HistoryEntry& made, const QString& offender, const QString& claimant)
{
    QStringList missed;
    for (const game::Violation& v : made.committed)
        missed << (v.kind == game::Violation::Kind::MissedCapture
                       ? QCoreApplication::translate("GameTexts", "a compulsory capture")
                       : QCoreApplication::translate("GameTexts", "placing a stone from hand"));
    return QCoreApplication::translate("GameTexts", "%1 played %2, missing %3: %4 may claim")
        .arg(offender, toQString(made.text), missed.join(QCoreApplication::translate("GameTexts", " and ")), claimant);
}

} // namespace draughts::app::GameTexts
