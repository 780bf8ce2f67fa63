#pragma once

#include <QString>

class QWidget;

namespace draughts::app {

// The help page of Puzzles and Guess the move (docs/help/puzzles.md, the
// Czech one under docs/help/cs/, built into the program) in the window's
// language: its Markdown, and a window of its own showing it (one per owner).
QString puzzleHelpText(const QString& language);
QWidget* showPuzzleHelp(QWidget* owner);

} // namespace draughts::app
