// Texts: the computer thinking, and why its hint is good.

#include "text/texts.hpp"

#include <draughts/rules/movegen.hpp>

#include <algorithm>

namespace draughts::app {

namespace {

// The turns of the side to move of `position` within the first `plies`
// moves of `line`: each half of Black's Twenty vs Ten turn and a placement
// before the move belong to one turn. Beyond the line, every other ply.
int ownTurns(core::Variant variant, const core::Position& position, const std::vector<core::Move>& line, int plies)
{
    const core::Side own = position.sideToMove;
    core::Position at = position;
    bool ownBefore = false;
    int turns = 0;
    for (int ply = 0; ply < plies; ++ply) {
        if (ply >= static_cast<int>(line.size())) {
            turns += (plies - ply + (ownBefore ? 0 : 1)) / 2;
            break;
        }
        const bool ownMove = at.sideToMove == own;
        if (ownMove && !ownBefore)
            ++turns;
        ownBefore = ownMove;
        at = rules::afterMove(variant, at, line[static_cast<std::size_t>(ply)]);
    }
    return std::max(1, turns);
}

} // namespace

QString Texts::thinking(int depth) { return depth > 0 ? tr("Thinking… depth %1").arg(depth) : tr("Thinking…"); }

QString Texts::scoreMeaning()
{
    return tr("Scores count men from White's side: +1.0 = a man ahead for White, "
              "−1.0 = a man ahead for Black");
}

QString Texts::searchingHint() { return tr("Looking for the best move…"); }

namespace {

// "a win", "a draw", "a loss": a noun, so that the sentences need no agreement.
QString tablesValue(egdb::Wdl value)
{
    switch (value) {
    case egdb::Wdl::Win: return Texts::tr("a win");
    case egdb::Wdl::Loss: return Texts::tr("a loss");
    case egdb::Wdl::Draw: break;
    }
    return Texts::tr("a draw");
}

} // namespace

QString Texts::hintTables(egdb::Wdl value)
{
    return tr("Endgame tables: %1 with perfect play").arg(tablesValue(value));
}

QString Texts::analysisTables(egdb::Wdl before, std::optional<egdb::Wdl> after)
{
    if (!after || *after == before)
        return tr("Endgame tables: %1 before the move and after it").arg(tablesValue(before));
    return tr("Endgame tables: %1 before the move, %2 after it").arg(tablesValue(before), tablesValue(*after));
}

QString Texts::tablesBuilding(core::Variant variant, const QString& folder)
{
    return tr("Building the endgame tables of %1 in the background, in %2. Once they are complete, the computer, "
              "Hint and Analyse Game know the endings of few pieces exactly.")
        .arg(gameTitle(variant), folder);
}

QString Texts::tablesReady(core::Variant variant, int pieces)
{
    return tr("The endgame tables of %1 are ready: the computer, Hint and Analyse Game now know every ending of "
              "up to %n piece(s) exactly.",
              nullptr, pieces)
        .arg(gameTitle(variant));
}

QString Texts::tablesFailed(core::Variant variant, const QString& reason)
{
    return tr("The endgame tables of %1 could not be built: %2 The computer plays on without them.")
        .arg(gameTitle(variant), reason);
}

QString Texts::tablesStopped(core::Variant variant)
{
    return tr("The endgame tables of %1 were not finished; their build goes on where it stopped when they are "
              "next needed.")
        .arg(gameTitle(variant));
}

QString Texts::hintReason(core::Variant variant, const core::Position& position, const engine::Hint& hint)
{
    const engine::HintReason& reason = hint.reason;
    const QString why = reasonOf(variant, position, hint);
    if (!reason.tables || reason.code == engine::HintReasonCode::OnlyMove)
        return why;
    return tr("%1. %2").arg(hintTables(*reason.tables), why);
}

QString Texts::reasonOf(core::Variant variant, const core::Position& position, const engine::Hint& hint)
{
    using engine::HintReasonCode;
    const engine::HintReason& reason = hint.reason;
    // The counts are the hinted side's own moves, and the sentence names that side: the hint may be asked
    // for either side, at one board or reviewing.
    const int turns = ownTurns(variant, position, hint.best.pv, reason.plies);
    const bool white = position.sideToMove == core::Side::White;
    // "Wins the game in 3 moves" + "of White": the count's own plural forms serve both sides.
    const auto whose = [white](const QString& counted) {
        return (white ? tr("%1 of White", "a count of moves, then whose moves they are")
                      : tr("%1 of Black", "a count of moves, then whose moves they are"))
            .arg(counted);
    };
    switch (reason.code) {
    case HintReasonCode::OnlyMove: return tr("The only move");
    case HintReasonCode::WinsGame: return whose(tr("Wins the game in %n move(s)", nullptr, turns));
    case HintReasonCode::DelaysLoss: return tr("Every move loses; this one holds out longest");
    case HintReasonCode::AvoidsDefeat: return tr("Every other move loses the game");
    case HintReasonCode::WinsMaterial:
        if (turns == 1)
            return tr("Wins %n piece(s) at once", nullptr, reason.pieces);
        return whose(tr("Wins %1 in %n move(s)", nullptr, turns).arg(pieces(reason.pieces)));
    case HintReasonCode::AvoidsMaterialLoss: return tr("Avoids losing %n piece(s)", nullptr, reason.pieces);
    case HintReasonCode::Crowns:
        return turns == 1 ? tr("Makes a king") : whose(tr("Makes a king in %n move(s)", nullptr, turns));
    case HintReasonCode::Positional: break;
    }
    // The search scores for the side to move; the window speaks from White's side everywhere (scoreMeaning).
    const engine::Score whiteView = white ? reason.score : -reason.score;
    return tr("%1; the best position (%2)", "the material on the board, then the hinted move's value")
        .arg(material(position.sideToMove, reason.ahead), evaluation(whiteView));
}

QString Texts::material(core::Side side, int ahead)
{
    if (ahead > 0)
        return tr("%1 is %2 up", "a side, then a count of pieces").arg(Texts::side(side), pieces(ahead));
    if (ahead < 0)
        return tr("%1 is %2 down", "a side, then a count of pieces").arg(Texts::side(side), pieces(-ahead));
    return tr("Material is level");
}

} // namespace draughts::app
