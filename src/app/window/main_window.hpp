#pragma once

#include "controller/game_setup.hpp"

#include <QMainWindow>

#include <map>
#include <memory>

class QSettings;

namespace draughts::app {

class BoardModel;
class BoardView;
class ClaimBanner;
class DialogPrompter;
class GameController;
class GameFiles;
class Highlights;
class HumanInput;
class MoveListModel;
class ReviewNavigator;
class StatusLine;
class Prompter;
class SidePanel;
class WhyBox;

// The game window: board, claim banner, side panel with the move list,
// menus and status bar, wired to one GameController between two people at
// the board (a HumanPlayer per side, both fed by one HumanInput).
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    enum class Command {
        NewGame, OfferDraw, Resign, Quit,
        Undo, Redo,
        FlipBoard, Coordinates, SquareNumbers, Highlights,
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
    // Opening, saving, the clipboard and the autosave; stepping through the game.
    GameFiles& files() { return *m_files; }
    ReviewNavigator& review() { return *m_review; }
    QAction& action(Command command);

    // Who answers the players' questions; null restores the dialogs.
    void setPrompter(Prompter* prompter);
    void startGame(const GameSetup& setup);
    void setAnimationsEnabled(bool enabled);
    QString statusText() const;

public slots:
    void chooseNewGame();
    void about();
    // Help > Rules of This Game: the current game's rule page, non-modal.
    void showRules();
    // Game > Hint: marks one legal move on the board without playing it.
    void showHint();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createMenus();
    void connectController();
    void updateActions();
    void updateTitle();
    void saveOptions();
    void createLearnerActions();
    void chooseLanguage(const QString& code);

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
    GameFiles* m_files = nullptr;
    ReviewNavigator* m_review = nullptr;
    std::unique_ptr<DialogPrompter> m_dialogs;
    Prompter* m_prompter;
    std::map<Command, QAction*> m_actions;
    bool m_ready = false; // construction done: option changes are the players' own
};

} // namespace draughts::app
