#pragma once

#include "settings/app_settings.hpp"

#include <QIcon>
#include <QString>
#include <QWidget>

namespace draughts::app {

// One page of Edit > Preferences: it shows its part of the Preferences and
// reports every edit at once, so that the board follows while the dialog
// is open. A new page (engines, clocks) is a subclass and one addPage().
class PreferencesPage : public QWidget {
    Q_OBJECT

public:
    using QWidget::QWidget;

    // The page's name in the list of pages, in the window's language.
    virtual QString title() const = 0;
    virtual QIcon icon() const = 0;
    // Shows `values` without reporting an edit.
    virtual void load(const Preferences& values) = 0;
    // Writes the page's part into `values`, leaving the rest alone.
    virtual void store(Preferences& values) const = 0;

signals:
    // The player changed something on the page.
    void edited();
};

} // namespace draughts::app
