#include "window/window_preferences.hpp"

#include "board/board_area.hpp"
#include "dialogs/board_page.hpp"
#include "dialogs/engines_page.hpp"
#include "dialogs/player_page.hpp"
#include "dialogs/preferences_dialog.hpp"
#include "dialogs/sound_page.hpp"
#include "engines/endgame_tables_keeper.hpp"
#include "engines/hint_finder.hpp"
#include "engines/line_finder.hpp"
#include "panel/side_panel.hpp"
#include "panel/why_box.hpp"
#include "players/player_seats.hpp"
#include "review/analysis_panel.hpp"
#include "review/evaluation_bar.hpp"
#include "review/game_analysis.hpp"
#include "review/think_along_panel.hpp"
#include "sound/sound_player.hpp"
#include "window/window_actions.hpp"
#include "window/window_parts.hpp"

#include <QAction>
#include <QSettings>
#include <QSignalBlocker>
#include <QWidget>

#include <utility>

namespace draughts::app {

using Command = WindowActions::Command;

WindowPreferences::WindowPreferences(const WindowParts& parts, QSettings* settings, QWidget* window)
    : QObject(window), m_parts(parts), m_settings(settings), m_window(window)
{
    // The View menu's options that are Preferences.
    for (const auto& [command, field] :
         {std::pair{Command::FlipBoard, &Preferences::flipped},
          std::pair{Command::TurnBoard, &Preferences::turnToPlayer},
          std::pair{Command::SquareNames, &Preferences::squareNames}, std::pair{Command::Sounds, &Preferences::sounds}})
        connect(&parts.actions->action(command), &QAction::toggled, this, [this, field = field](bool on) {
            Preferences values = m_values;
            values.*field = on;
            set(values);
        });
    const auto keep = [this](const char* key, bool on) {
        if (m_settings && !m_restoring)
            m_settings->setValue(QLatin1String(key), on);
    };
    connect(&parts.actions->action(Command::EvaluationBar), &QAction::toggled, this, [this, keep](bool on) {
        m_parts.evaluationBar->setVisible(on);
        keep("view/evaluationBar", on);
    });
    connect(&parts.actions->action(Command::ExplainRules), &QAction::toggled, this, [this, keep](bool on) {
        m_parts.whyBox->setExplaining(on);
        keep("view/explainRules", on);
    });
}

void WindowPreferences::set(const Preferences& values)
{
    if (values == m_values)
        return;
    m_values = values;
    apply();
    emit edited();
}

void WindowPreferences::restore(const Preferences& values, const QSettings* settings)
{
    m_values = values;
    apply();
    if (!settings)
        return;
    m_restoring = true;
    m_parts.actions->action(Command::ExplainRules)
        .setChecked(settings->value(QStringLiteral("view/explainRules"), true).toBool());
    // Off unless chosen: most of the time there is no value to show.
    m_parts.actions->action(Command::EvaluationBar)
        .setChecked(settings->value(QStringLiteral("view/evaluationBar"), false).toBool());
    m_restoring = false;
}

void WindowPreferences::turnBoardToPerson(const GameSetup& setup)
{
    const bool whiteHuman = setup.player(core::Side::White).isHuman();
    const bool blackHuman = setup.player(core::Side::Black).isHuman();
    const bool flipped = blackHuman && !whiteHuman;
    if (flipped == m_values.flipped)
        return;
    m_values.flipped = flipped;
    apply();
}

void WindowPreferences::apply()
{
    const Preferences& p = m_values;
    m_parts.board->applyPreferences(p);
    m_parts.sound->setEnabled(p.sounds);
    m_parts.sound->setVolume(p.volume);
    m_parts.seats->setThreads(p.threads);
    m_parts.hints->setThreads(p.threads);
    m_parts.thinkAlong->finder().setThreads(p.threads);
    m_parts.analysis->analysis().setThreads(p.threads);
    m_parts.tables->setEnabled(p.endgameTables);
    // The menu shows the same choices; setting them must not come back here as edits.
    const WindowActions& actions = *m_parts.actions;
    for (const auto& [command, on] :
         {std::pair{Command::FlipBoard, p.flipped}, std::pair{Command::TurnBoard, p.turnToPlayer},
          std::pair{Command::SquareNames, p.squareNames}, std::pair{Command::Sounds, p.sounds}}) {
        const QSignalBlocker block(actions.action(command));
        actions.action(command).setChecked(on);
    }
    // While the board turns to the player, the fixed orientation waits.
    actions.action(Command::FlipBoard).setEnabled(!p.turnToPlayer);
    if (m_dialog)
        m_dialog->setPreferences(p);
    // The pieces beside the board follow the theme.
    m_parts.panel->update();
}

PreferencesDialog* WindowPreferences::showDialog()
{
    if (!m_dialog) {
        m_dialog = new PreferencesDialog(m_values, m_window);
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
        m_dialog->addPage(new BoardPage);
        m_dialog->addPage(new SoundPage);
        m_dialog->addPage(new EnginesPage);
        m_dialog->addPage(new PlayerPage);
        connect(m_dialog, &PreferencesDialog::changed, this, &WindowPreferences::set);
    }
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
    return m_dialog;
}

} // namespace draughts::app
