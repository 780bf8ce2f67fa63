#pragma once

#include "controller/game_setup.hpp"
#include "settings/app_settings.hpp"

#include <QMainWindow>
#include <QPointer>

#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <memory>
#include <utility>
#include <vector>

class QMenu;
class QSettings;

namespace draughts::app {

class BoardModel;
class BoardOrientation;
class BoardView;
class ClaimBanner;
class DialogPrompter;
class GameController;
class GameFiles;
class Highlights;
class HintFinder;
class HumanInput;
class MoveListModel;
class PreferencesDialog;
class ReviewNavigator;
class StatusLine;
class Prompter;
class SidePanel;
class SoundPlayer;
class WhyBox;
class ComputerPlayer;
class PlayerCard;

// The game window: board, claim banner, side panel with the move list,
// menus and status bar, wired to one GameController between two people at
// the board (a HumanPlayer per side, both fed by one HumanInput). It keeps
// the players' Preferences (theme, square names, orientation, sounds) and
// speaks the language chosen, switching it while running.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    enum class Command {
        NewGame, OfferDraw, Resign, Quit, MoveNow,
        Undo, Redo, Preferences,
        FlipBoard, TurnBoard, SquareNames, Highlights, Sounds,
        About,
        Hint, Rules, ExplainRules, EnglishLanguage, CzechLanguage,
    };

    // `settings` (not owned, may be null) is read now and written as the
    // players change options and when the window closes.
    explicit MainWindow(QSettings* settings = nullptr, QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController& controller() { return *m_controller; }
    // What the person at the board does, and what the board marks.
    HumanInput& input() { return *m_input; }
    const Highlights& highlights() const { return *m_highlights; }
    BoardModel& boardModel() { return *m_boardModel; }
    MoveListModel& moveListModel() { return *m_moveList; }
    BoardView& boardView() { return *m_view; }
    SidePanel& sidePanel() { return *m_sidePanel; }
    ClaimBanner& claimBanner() { return *m_banner; }
    WhyBox& whyBox() { return *m_whyBox; }
    BoardOrientation& orientation() { return *m_orientation; }
    SoundPlayer& sound() { return *m_sound; }
    // Opening, saving, the clipboard and the autosave; stepping through the game.
    GameFiles& files() { return *m_files; }
    ReviewNavigator& review() { return *m_review; }
    QAction& action(Command command);

    // Who answers the players' questions; null restores the dialogs.
    void setPrompter(Prompter* prompter);
    void startGame(const GameSetup& setup);
    void setAnimationsEnabled(bool enabled);
    // How the computer players of the next games play: a fixed seed makes
    // every level repeat its moves (none: a new seed each game); the pause
    // is the least time before a computer answers a person, the demo pause
    // the same when two computers play each other.
    struct ComputerTiming {
        std::optional<std::uint64_t> seed;
        std::chrono::milliseconds pause{500};
        std::chrono::milliseconds demoPause{1200};
        std::chrono::milliseconds moveTime{4000};
    };
    void setComputerTiming(const ComputerTiming& timing) { m_computerTiming = timing; }
    // The computer playing `side`, if a computer does.
    ComputerPlayer* computer(core::Side side) const;
    // Game > Hint's engine.
    HintFinder& hintFinder() { return *m_hintFinder; }
    QString statusText() const;

    // How the board looks and sounds; a change applies at once and is saved.
    const Preferences& preferences() const { return m_preferences; }
    void setPreferences(const Preferences& values);

    // The side panel's width: at least this, at most that, whatever is left beside the board.
    static constexpr int panelWidthLeast = 210;
    static constexpr int panelWidthMost = 360;

public slots:
    void chooseNewGame();
    void about();
    // Help > Rules of This Game: the current game's rule page, non-modal.
    void showRules();
    // Game > Hint: the engine's best move marked on the board, never played,
    // with the reason beside the board once the search ends.
    void showHint();
    // Game > Move Now: the computer thinking plays its best move so far.
    void moveNow();
    // Edit > Undo against the computer: back to the person's last move
    // (all the computer's actions after it); Redo the same way forward.
    void takeBack();
    void bringBack();
    // Edit > Preferences: the dialog, open beside the board; one at a time.
    PreferencesDialog* showPreferences();
    // View > Language: every text of the window in `code` ("en", "cs") at
    // once, and at the next start.
    void chooseLanguage(const QString& code);

protected:
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    // The players of the game just started, as its setup chooses them.
    void applyPlayers();
    bool isHuman(core::Side side) const;
    void showFoundHint(const QString& reason, const core::Move& move);
    void createMenus();
    void connectController();
    void updateActions();
    void updateTitle();
    void saveOptions();
    void createLearnerActions();
    void retranslate();
    void applyPreferences();
    // Turns the board to the orientation's bottom side once no move is animating.
    void turnBoard();
    void fitPanel();
    void keepOnScreen();

    QSettings* m_settings;
    GameController* m_controller;
    HumanInput* m_input;
    std::unique_ptr<Highlights> m_highlights;
    StatusLine* m_statusLine;
    BoardModel* m_boardModel;
    MoveListModel* m_moveList;
    BoardView* m_view;
    ClaimBanner* m_banner;
    SidePanel* m_sidePanel;
    WhyBox* m_whyBox;
    BoardOrientation* m_orientation;
    SoundPlayer* m_sound;
    Preferences m_preferences;
    QPointer<PreferencesDialog> m_preferencesDialog;
    GameFiles* m_files = nullptr;
    ReviewNavigator* m_review = nullptr;
    std::unique_ptr<DialogPrompter> m_dialogs;
    Prompter* m_prompter;
    HintFinder* m_hintFinder;
    ComputerTiming m_computerTiming;
    std::map<Command, QAction*> m_actions;
    // The source texts of the actions and menus, set again in a new language.
    std::map<QAction*, const char*> m_actionTexts;
    std::map<QAction*, const char*> m_actionTips;
    std::vector<std::pair<QMenu*, const char*>> m_menuTitles;
    bool m_ready = false; // construction done: option changes are the players' own
};

} // namespace draughts::app
