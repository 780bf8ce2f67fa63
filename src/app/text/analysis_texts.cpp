// Texts: what the engine's analysis of a game says.

#include "text/texts.hpp"

#include "text/czech_numbers.hpp"

#include <draughts/engine/score.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>
#include <cstdlib>

namespace draughts::app {

QString Texts::moveIn(core::Variant variant, const core::Position& before, const core::Move& move)
{
    core::MoveList legal;
    rules::generateMoves(variant, before, legal);
    return fromUtf8(notation::formatMove(variant, move, legal));
}

QString Texts::evaluation(engine::Score whiteView)
{
    if (engine::isWin(whiteView))
        return tr("White wins in %n ply(s)", nullptr, engine::pliesToEnd(whiteView));
    if (engine::isLoss(whiteView))
        return tr("Black wins in %n ply(s)", nullptr, engine::pliesToEnd(whiteView));
    return signedScore(whiteView);
}

QString Texts::signedScore(engine::Score score)
{
    const QString number = QString::number(std::abs(score) / double(engine::ManValue), 'f', 1);
    // A score that rounds to nothing has no sign: "0.0", never "-0.0".
    if (number == QStringLiteral("0.0"))
        return QStringLiteral("0.0");
    return (score > 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) + number;
}

QString Texts::judgement(const QString& played, engine::Judgement judgement, const QString& better)
{
    switch (judgement) {
    case engine::Judgement::Mistake: return tr("%1? is a mistake: %2 was better").arg(played, better);
    case engine::Judgement::Blunder: return tr("%1?? is a blunder: %2 was better").arg(played, better);
    case engine::Judgement::Good: break;
    }
    return tr("%1 is a good move").arg(played);
}

QString Texts::playedAfterEnd(const QString& played)
{
    return tr("%1 was played after the game had ended by its rules: no verdict").arg(played);
}

QString Texts::betterComment(const QString& better) { return tr("Better: %1").arg(better); }

QString Texts::analysisProgress(std::size_t number, std::size_t total)
{
    // Czech: "z 5", "ze 7" (text/czech_numbers.hpp).
    const QString text = czechTakesZe(total) ? tr("Judging move %1 of %2", "ze") : tr("Judging move %1 of %2");
    return text.arg(std::min(number, total)).arg(total);
}

QString Texts::analysisSummary(std::size_t judged, int mistakes, int blunders, bool cancelled)
{
    const int count = static_cast<int>(judged);
    const QString moves =
        cancelled ? tr("Analysis cancelled after %n move(s)", nullptr, count) : tr("%n move(s) judged", nullptr, count);
    return tr("%1: %2, %3").arg(moves, tr("%n mistake(s)", nullptr, mistakes), tr("%n blunder(s)", nullptr, blunders));
}

} // namespace draughts::app
