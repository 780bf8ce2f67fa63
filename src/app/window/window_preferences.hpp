#pragma once

#include "settings/app_settings.hpp"

#include <QObject>
#include <QPointer>

class QSettings;
class QWidget;

namespace draughts::app {

class PreferencesDialog;
struct WindowParts;

// The players' Preferences in the main window: the values, applied at once
// to every part that follows them (the board, the sounds, the threads of
// the players, the hint and the analysis, the endgame tables) and shown
// the same in the View menu and in Edit > Preferences; and the View menu's
// own options, Explain Rules and Evaluation Bar, kept in the settings.
class WindowPreferences : public QObject {
    Q_OBJECT

public:
    // `parts` (built, the menus too) outlive this; the dialog is a child of
    // `window`. `settings` (may be null) keep the View menu's own options.
    WindowPreferences(const WindowParts& parts, QSettings* settings, QWidget* window);

    const Preferences& values() const { return m_values; }
    // The players' change: applied, then edited() once they differ.
    void set(const Preferences& values);
    // Applied without being an edit: the saved values at the start, and
    // View > Explain Rules and Evaluation Bar as `settings` (may be null) keep them.
    void restore(const Preferences& values, const QSettings* settings);
    // Flip Board is a choice for the game at hand: each game starts with
    // the person's pieces at the bottom when one person plays the computer
    // (or an engine), White at the bottom otherwise. Not an edit either.
    void turnBoardToPerson(const GameSetup& setup);
    // Edit > Preferences: the one dialog, shown and raised.
    PreferencesDialog* showDialog();

signals:
    void edited();

private:
    void apply();

    const WindowParts& m_parts;
    QSettings* m_settings;
    QWidget* m_window;
    bool m_restoring = false; // options set from the settings are not written back
    Preferences m_values;
    QPointer<PreferencesDialog> m_dialog;
};

} // namespace draughts::app
