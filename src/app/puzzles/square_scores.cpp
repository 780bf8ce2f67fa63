#include "puzzles/square_scores.hpp"

#include <QSettings>

namespace draughts::app {

SquareScores::SquareScores(QSettings* settings) : m_settings(settings) {}

QString SquareScores::key(const DrillMode& mode)
{
    // Plain words rather than enum values, so that a reordered enum keeps the scores.
    return QStringLiteral("squareTrainer/%1/%2-%3-%4")
        .arg(QString::fromLatin1(core::variantId(mode.variant)),
             mode.task == DrillTask::FindSquare ? QStringLiteral("find") : QStringLiteral("name"),
             mode.blackAtBottom ? QStringLiteral("black") : QStringLiteral("white"),
             mode.namesShown ? QStringLiteral("shown") : QStringLiteral("hidden"));
}

int SquareScores::best(const DrillMode& mode) const
{
    if (m_settings)
        return m_settings->value(key(mode), 0).toInt();
    const auto found = m_unsaved.find(key(mode));
    return found == m_unsaved.end() ? 0 : found->second;
}

bool SquareScores::record(const DrillMode& mode, int score)
{
    if (score <= best(mode))
        return false;
    if (m_settings)
        m_settings->setValue(key(mode), score);
    else
        m_unsaved[key(mode)] = score;
    return true;
}

} // namespace draughts::app
