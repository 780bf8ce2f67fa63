#pragma once

class QWidget;

namespace draughts::app {

// The board is square and as large as the height of `central` allows; the
// panel gets the width left beside it, at least `least` (enough for its
// cards) and at most `most` (what reads comfortably). A narrow window
// shrinks the board, never the panel below its least width, and the panel
// scrolls rather than squeezes.
void fitPanel(const QWidget& central, QWidget& panel, int least, int most);

// A saved or default size larger than the screen (a smaller screen, a
// larger scale) is cut down to it, and `window` moved onto it.
void keepOnScreen(QWidget& window);

} // namespace draughts::app
