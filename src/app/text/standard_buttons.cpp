#include "text/standard_buttons.hpp"

#include <QtGlobal>

namespace draughts::app {

const std::vector<const char*>& standardButtonLabels()
{
    // Exactly the texts of QPlatformTheme::defaultStandardButtonText, the buttons this program shows or may show.
    static const std::vector<const char*> labels{
        QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
        QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),  QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
        QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),  QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
        QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),  QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
        QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"), QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
        QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    };
    return labels;
}

} // namespace draughts::app
