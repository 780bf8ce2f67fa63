#pragma once

#include "settings/app_settings.hpp"

#include <QDialog>

class QDialogButtonBox;
class QListWidget;
class QStackedWidget;

namespace draughts::app {

class PreferencesPage;

// Edit > Preferences: pages listed on the left (Board, Sound), the chosen
// one on the right. Every change applies at once (the board repaints while
// the dialog is open); Restore Defaults puts back how the program comes.
class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(const Preferences& current, QWidget* parent = nullptr);

    // Adds a page after the others; the dialog owns it.
    void addPage(PreferencesPage* page);
    int pageCount() const;
    PreferencesPage& page(int index) const;
    void showPage(int index);
    const Preferences& preferences() const { return m_values; }
    // Shows `values`, changed elsewhere (the View menu), without reporting a change.
    void setPreferences(const Preferences& values);

signals:
    void changed(const draughts::app::Preferences& values);

protected:
    void changeEvent(QEvent* event) override;

private:
    void pageEdited(PreferencesPage* page);
    void restoreDefaults();
    void retranslate();

    Preferences m_values;
    QListWidget* m_list;
    QStackedWidget* m_pages;
    QDialogButtonBox* m_buttons;
};

} // namespace draughts::app
