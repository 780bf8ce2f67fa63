#pragma once

#include <QString>

class QFileDialog;
class QWidget;

namespace draughts::app {

// The file dialogs of the window (open and save a game, open puzzles): Qt's
// own dialog where the desktop has none, at a size where its detail
// columns (size, type, date) read whole, and the desktop's dialog where
// there is one (Windows), which sizes itself.
namespace FileDialog {

// The file chosen, or empty when the player cancels.
QString openFileName(QWidget* parent, const QString& title, const QString& directory, const QString& filters);
QString saveFileName(QWidget* parent, const QString& title, const QString& suggestion, const QString& filters);

// Sizes `dialog` (Qt's own) so that its list's columns fit what they show:
// the name takes what the others leave, which are as wide as their texts.
void fitColumns(QFileDialog& dialog);

} // namespace FileDialog

} // namespace draughts::app
