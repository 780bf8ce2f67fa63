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

QString Texts::thinking(int depth)
{
    return depth > 0 ? tr("Thinking… depth %1").arg(depth) : tr("Thinking…");
}

QString Texts::scoreMeaning()
{
    return tr("Scores count men from White's side: +1.0 = a man ahead for White, "
              "−1.0 = a man ahead for Black");
}

QString Texts::searchingHint() { return tr("Looking for the best move…"); }

QString Texts::hintReason(core::Variant variant, const core::Position& position, const engine::Hint& hint)
{
    using engine::HintReasonCode;
    const engine::HintReason& reason = hint.reason;
    const int turns = ownTurns(variant, position, hint.best.pv, reason.plies);
    switch (reason.code) {
    case HintReasonCode::OnlyMove: return tr("The only move");
    case HintReasonCode::WinsGame: return tr("Wins the game in %n move(s)", nullptr, turns);
    case HintReasonCode::DelaysLoss: return tr("Every move loses; this one holds out longest");
    case HintReasonCode::AvoidsDefeat: return tr("Every other move loses the game");
    case HintReasonCode::WinsMaterial:
        if (turns == 1)
            return tr("Wins %n piece(s) at once", nullptr, reason.pieces);
        return tr("Wins %1 in %n move(s)", nullptr, turns).arg(pieces(reason.pieces));
    case HintReasonCode::AvoidsMaterialLoss: return tr("Avoids losing %n piece(s)", nullptr, reason.pieces);
    case HintReasonCode::Crowns:
        return turns == 1 ? tr("Makes a king") : tr("Makes a king in %n move(s)", nullptr, turns);
    case HintReasonCode::Positional: break;
    }
    // The search scores for the side to move; the window speaks from White's side everywhere (scoreMeaning).
    const engine::Score whiteView = position.sideToMove == core::Side::White ? reason.score : -reason.score;
    return tr("No material at stake: the best position (%1)").arg(evaluation(whiteView));
}

} // namespace draughts::app
