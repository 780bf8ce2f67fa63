#pragma once

#include <QPalette>

class QApplication;

namespace draughts::app {

// One calm, warm look on every desktop, so that the board's wood fits in:
// the Fusion style with the palette below, and the program's icon. The
// screenshots the tests render for the documentation use it too.
void applyLook(QApplication& app);

// `base` in the program's warm colours. Disabled controls keep a lighter
// text, so that a choice that cannot be made looks so.
QPalette warmPalette(QPalette base);

} // namespace draughts::app
