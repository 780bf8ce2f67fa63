#include "game_texts.hpp"

#include "move_input.hpp"
#include "text.hpp"

#include <draughts/notation/move_text.hpp>

#include <QStringList>

#include <algorithm>
#include <vector>

namespace draughts::app::GameTexts {

QString turn(const core::Game& game)
{
    const core::Side side = game.sideToMove();
    const QString who = sideName(side);
    // rules-spec Twenty vs Ten: a Black turn is two moves.
    if (game.variant() == core::Variant::TwentyVsTen && side == core::Side::Black)
        return QStringLiteral("%1: move %2 of 2").arg(who).arg(game.partOfTurn());
    if (game.placementDue())
        return QStringLiteral("%1: place a stone, then move").arg(who);
    if (game.position().placedThisTurn)
        return QStringLiteral("%1: now move a stone").arg(who);
    return QStringLiteral("%1 to move").arg(who);
}

QString drawCounter(const core::Game& game)
{
    const int limit = game.drawCounterLimit();
    if (limit <= 0)
        return {};
    return QStringLiteral("No capture for %1 of %2 moves").arg(game.drawCounter()).arg(limit);
}

QString selectionHint(const core::Game& game, const MoveInput& input)
{
    std::vector<core::Move> captures;
    for (const MoveInput::Candidate* c : input.open(true))
        if (c->move.isCapture() &&
            std::none_of(captures.begin(), captures.end(), [&](const core::Move& m) { return m.sameMove(c->move); }))
            captures.push_back(c->move);
    if (captures.empty())
        return QStringLiteral("Now click the square to move it to");
    if (captures.size() == 1)
        return QStringLiteral("%1 takes %2: click where it lands")
            .arg(toQString(notation::formatMove(game.variant(), captures.front(), game.permittedMoves())),
                 countedNoun(captures.front().captureCount(), QStringLiteral("piece"), QStringLiteral("pieces")));
    return QStringLiteral("This piece has %1 captures: click the landing squares one by one").arg(captures.size());
}

QString violation(const core::HistoryEntry& made, const QString& offender, const QString& claimant)
{
    QStringList missed;
    for (const core::Violation& v : made.committed)
        missed << (v.kind == core::Violation::Kind::MissedCapture ? QStringLiteral("a compulsory capture")
                                                                   : QStringLiteral("placing a stone from hand"));
    return QStringLiteral("%1 played %2, missing %3: %4 may claim")
        .arg(offender, toQString(made.text), missed.join(QStringLiteral(" and ")), claimant);
}

} // namespace draughts::app::GameTexts
