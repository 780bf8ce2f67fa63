#pragma once

#include "settings/app_settings.hpp"
#include "values/game_setup.hpp"
#include "window/window_parts.hpp"

#include <QMainWindow>
#include <memory>

class QSettings;

namespace draughts::app {

class DialogPrompter;
class Prompter;
class WindowPreferences;

// The game window. It builds its parts (WindowParts: the game and its
// players, the board, the side panel, the files, the menus) and wires
// them to each other, and nothing more: the game's flow is the
// controller's and the players', what is shown is the parts' own, the
// players' Preferences are WindowPreferences', the hint is HintFlow's and
// which commands may be used is WindowActions'. It speaks the language
// chosen, switching it while running.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // `settings` (not owned, may be null) is read now and written as the
    // players change options and when the window closes.
    explicit MainWindow(QSettings* settings = nullptr, QWidget* parent = nullptr);
    ~MainWindow() override;

    // What the window is made of (the program's start, the tests' fixture).
    const WindowParts& parts() const { return m_parts; }
    // Starts the game `setup` describes; the next start begins with it too,
    // and New Game offers it again (also after a file was opened).
    void startGame(const GameSetup& setup);
    // The first start's welcome (WelcomeDialog): the ways to begin and the
    // games; what the player chooses is started, opened or shown.
    void welcome();
    // Who answers the players' questions; null restores the dialogs.
    void setPrompter(Prompter* prompter);
    // How the board looks and sounds; a change applies at once and is saved.
    const Preferences& preferences() const;
    void setPreferences(const Preferences& values);

    // The least window: below it a 10×10 board's squares get smaller than
    // BoardPainter::leastNumberedCell and their numbers cover the pieces
    // (seen in screenshots at 480×360 and 560×420), while the side panel
    // keeps its least width beside the board and scrolls.
    static constexpr int leastWidth = 640;
    static constexpr int leastHeight = 480;
    // The side panel's width: at least this, at most that, whatever is left beside the board.
    static constexpr int panelWidthLeast = 210;
    static constexpr int panelWidthMost = 360;

protected:
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void showStatus(const QString& text);
    // The parts, in the order they are built and wired.
    void buildGame();
    void buildBoardAndPanel();
    void buildMenus();
    void addPuzzles();
    void connectCommands();
    void connectViewOptions();
    void connectGame();
    void buildHint();
    void restoreOptions();

    // The menus' commands.
    void chooseNewGame();
    void showRules();
    void chooseLanguage(const QString& code);

    void updateTitle();
    void saveOptions();
    void retranslate();

    QSettings* m_settings;
    WindowParts m_parts;
    WindowPreferences* m_preferences = nullptr;
    // The game last set up (New Game, the last run, the command line):
    // what New Game offers and the next start begins with, whatever file
    // was opened since.
    GameSetup m_newGame;
    std::unique_ptr<DialogPrompter> m_dialogs;
    Prompter* m_prompter;
    bool m_ready = false; // construction done: option changes are the players' own
};

} // namespace draughts::app
