#pragma once

class QApplication;

namespace draughts::app {

// The program's one style and palette on every desktop; the screenshots
// the tests render for the documentation use it too.
void applyLook(QApplication& app);

} // namespace draughts::app
