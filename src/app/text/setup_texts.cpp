#include "text/texts.hpp"

namespace draughts::app {

QString Texts::setupIssue(core::Variant variant, const rules::SetupIssue& issue)
{
    const bool white = issue.side == core::Side::White;
    switch (issue.problem) {
    case rules::SetupProblem::ManOnCrowningSquare:
        return white ? tr("A White man cannot stand on %1, where White's men are crowned: make it a king or move it.")
                           .arg(square(variant, issue.square))
                     : tr("A Black man cannot stand on %1, where Black's men are crowned: make it a king or move it.")
                           .arg(square(variant, issue.square));
    case rules::SetupProblem::TooManyPieces:
        return white ? tr("White has more pieces than the %n the game starts with.", nullptr, issue.limit)
                     : tr("Black has more pieces than the %n the game starts with.", nullptr, issue.limit);
    case rules::SetupProblem::TooManyStones:
        return tr("The board and the hands hold more than the game's %n stones.", nullptr, issue.limit);
    case rules::SetupProblem::GameOver:
        return tr("The game is over here (%1): it can be studied and saved, not played.")
            .arg(result(issue.end, GameSetup{}));
    }
    return {};
}

QString Texts::setupReady(const core::Position& position)
{
    return position.sideToMove == core::Side::White ? tr("Ready to play: White to move.")
                                                    : tr("Ready to play: Black to move.");
}

} // namespace draughts::app
