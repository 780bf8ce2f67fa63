#include "text/puzzle_texts.hpp"

#include "text/texts.hpp"

#include <draughts/rules/movegen.hpp>

#include <QStringList>

namespace draughts::app {

using puzzle::GoalKind;

QString PuzzleTexts::goal(const puzzle::Puzzle& p)
{
    const bool white = p.solver() == core::Side::White;
    switch (p.goal.kind) {
    case GoalKind::Win: return white ? tr("White to play and win") : tr("Black to play and win");
    case GoalKind::WinMaterial:
        return white ? tr("White to play and win %n man(s)", nullptr, p.goal.pieces)
                     : tr("Black to play and win %n man(s)", nullptr, p.goal.pieces);
    case GoalKind::Crown: return white ? tr("White to play and crown a man") : tr("Black to play and crown a man");
    case GoalKind::Draw: return white ? tr("White to play and draw") : tr("Black to play and draw");
    }
    return {};
}

QString PuzzleTexts::wrongMove(const puzzle::Refutation& r)
{
    switch (r.reason) {
    case puzzle::WrongReason::LosesGame: return tr("Not this move: after it the opponent wins by force.");
    case puzzle::WrongReason::LosesMaterial: return tr("Not this move: it loses %n piece(s).", nullptr, r.pieces);
    case puzzle::WrongReason::AllowsKing: return tr("Not this move: after it a man of the opponent is crowned.");
    case puzzle::WrongReason::MissesGoal:
        if (r.pieces > 0)
            return tr("Not this move: it wins %n piece(s), but does not force the goal.", nullptr, r.pieces);
        return tr("Not this move: it loses nothing, but does not force the goal.");
    }
    return {};
}

QString PuzzleTexts::line(core::Variant variant, const core::Position& start, const std::vector<core::Move>& moves)
{
    QStringList written;
    core::Position position = start;
    for (const core::Move& move : moves) {
        written << Texts::moveIn(variant, position, move);
        position = rules::afterMove(variant, position, move);
    }
    return written.join(QLatin1Char(' '));
}

QString PuzzleTexts::solution(const QString& played, const QString& rest)
{
    if (played.isEmpty())
        return tr("The solution: %1. Next gives another puzzle.").arg(rest);
    return tr("The solution: [%1] %2. The moves in brackets were played already. Next gives another puzzle.")
        .arg(played, rest);
}

QString PuzzleTexts::afterWrongMove(const QString& line, bool cut)
{
    return cut ? tr("After this move: %1 …").arg(line) : tr("After this move: %1.").arg(line);
}

QString PuzzleTexts::slowerAlternative(const puzzle::Goal& goal, const QString& shortest)
{
    QString accepted;
    switch (goal.kind) {
    case GoalKind::Win: accepted = tr("Accepted: this move also wins."); break;
    case GoalKind::WinMaterial: accepted = tr("Accepted: this move also wins %n man(s).", nullptr, goal.pieces); break;
    case GoalKind::Crown: accepted = tr("Accepted: this move also crowns a man."); break;
    case GoalKind::Draw: accepted = tr("Accepted: this move also draws."); break;
    }
    if (shortest.isEmpty())
        return accepted;
    return accepted + QLatin1Char(' ') + tr("The shortest way starts with %1.").arg(shortest);
}

QString PuzzleTexts::level(puzzle::Level level)
{
    switch (level) {
    case puzzle::Level::Easy: return tr("Easy");
    case puzzle::Level::Medium: return tr("Medium");
    case puzzle::Level::Hard: return tr("Hard");
    }
    return {};
}

namespace {

QString argument(const puzzle::PuzzleError& e, std::size_t index)
{
    return index < e.arguments.size() ? Texts::fromUtf8(e.arguments[index]) : QString();
}

} // namespace

QString PuzzleTexts::error(const puzzle::PuzzleError& e)
{
    using puzzle::PuzzleProblem;
    QString why;
    switch (e.problem) {
    case PuzzleProblem::Pdn:
        why = e.pdn ? Texts::pdnError(*e.pdn) : Texts::fromUtf8(e.message);
        if (why.endsWith(QLatin1Char('.')))
            why.chop(1);
        break;
    case PuzzleProblem::NoMove: why = tr("the side to move has no move"); break;
    case PuzzleProblem::NoSolution: why = tr("the puzzle has no solution"); break;
    case PuzzleProblem::ClaimInSolution:
        why = tr("the solution makes a claim (%1); puzzles are played with compulsory captures").arg(argument(e, 0));
        break;
    case PuzzleProblem::NotRuleConforming:
        why = tr("the move %1 of the solution leaves out a compulsory capture").arg(argument(e, 0));
        break;
    case PuzzleProblem::BadGoal: why = tr("the goal \"%1\" is not known").arg(argument(e, 0)); break;
    case PuzzleProblem::BadTheme: why = tr("the theme \"%1\" is not known").arg(argument(e, 0)); break;
    case PuzzleProblem::BadNumber:
        why = tr("the tag %1 has the value \"%2\", which is not a number").arg(argument(e, 0), argument(e, 1));
        break;
    }
    return tr("Game %1, line %2: %3.").arg(e.game).arg(e.line).arg(why);
}

QString PuzzleTexts::guessScore(const puzzle::GuessScore& s)
{
    switch (s.kind) {
    case puzzle::GuessKind::GameMove: return tr("The game's move: %n point(s).", nullptr, s.points);
    case puzzle::GuessKind::Good: return tr("Another move the engine finds as good: %n point(s).", nullptr, s.points);
    case puzzle::GuessKind::Weaker: return tr("A weaker move: %n point(s).", nullptr, s.points);
    }
    return {};
}

} // namespace draughts::app
