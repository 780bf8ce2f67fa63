#pragma once

#include <vector>

namespace draughts::app {

// The labels of Qt's standard buttons (Yes, No, Cancel, Save, Discard...),
// as Qt asks for them: QCoreApplication::translate("QPlatformTheme", label).
// Our own catalogue translates them too, so that a system without Qt's
// catalogue (Debian's qt6-translations-l10n) shows no English buttons in a
// Czech window.
const std::vector<const char*>& standardButtonLabels();

} // namespace draughts::app
