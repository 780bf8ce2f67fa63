#pragma once

class QWidget;

namespace draughts::app {

// Help > About Draughts: what the program is, over `parent`.
void showAbout(QWidget* parent);

} // namespace draughts::app
