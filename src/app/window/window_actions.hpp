#pragma once

#include <QObject>

#include <map>
#include <utility>
#include <vector>

class QAction;
class QMenu;
class QMenuBar;

namespace draughts::app {

class AnalysisPanel;
class GameController;
class GameFiles;
class PlayerSeats;

// The window's own commands as QActions, with their shortcuts and tips,
// and the menu bar that holds them beside the commands of the files
// (GameFiles) and of the analysis (AnalysisPanel). It sets every text again
// when the language changes. Which commands may be used follows the game
// (follow()); what a command does is wired by the window.
class WindowActions : public QObject {
    Q_OBJECT

public:
    enum class Command {
        NewGame,
        PlayOverNetwork,
        OfferDraw,
        Resign,
        Quit,
        MoveNow,
        Pause,
        Undo,
        Redo,
        SetUpPosition,
        Preferences,
        FlipBoard,
        TurnBoard,
        SquareNames,
        Highlights,
        EvaluationBar,
        Sounds,
        About,
        Hint,
        ThinkAlong,
        Rules,
        ExplainRules,
        EnglishLanguage,
        CzechLanguage,
    };

    explicit WindowActions(QObject* parent);

    QAction& action(Command command) const { return *m_actions.at(command); }
    // Game, Edit, View (with Language) and Help, in `bar`.
    void buildMenus(QMenuBar& bar, GameFiles& files, AnalysisPanel& analysis);
    // Every action's and menu's text again, in the language now installed.
    void retranslate();
    // Game > Pause says Resume Play while play is paused.
    void showPaused(bool paused);
    // From now on the game's commands are enabled as `controller`'s game
    // and `seats`' players allow, after every change of either.
    void follow(const GameController& controller, const PlayerSeats& seats);

private:
    QAction* add(Command command, const char* text, const char* tip = nullptr);
    void createGameActions();
    void createViewActions();
    void createLearnerActions();
    QMenu* menu(QMenuBar& bar, QMenu* parent, const char* title);
    void enable(const GameController& controller, const PlayerSeats& seats);

    std::map<Command, QAction*> m_actions;
    // The source texts of the actions and menus, set again in a new language.
    std::map<QAction*, const char*> m_actionTexts;
    std::map<QAction*, const char*> m_actionTips;
    std::vector<std::pair<QMenu*, const char*>> m_menuTitles;
};

} // namespace draughts::app
