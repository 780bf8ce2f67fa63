#pragma once

#include "database/game_database.hpp"
#include "files/file_prompter.hpp"
#include "players/prompter.hpp"
#include "values/game_setup.hpp"
#include "window/main_window.hpp"
#include "window/window_actions.hpp"

#include <QAction>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

// Catch prints QStrings as text in failure messages.
namespace Catch {
template <>
struct StringMaker<QString> {
    static std::string convert(const QString& value) { return '"' + value.toStdString() + '"'; }
};
} // namespace Catch

namespace draughts::app {
class BoardModel;
class EndgameTablesKeeper;
class TablesProgress;
class BoardOrientation;
class BoardView;
class EvaluationBar;
class Highlights;
class PreferencesDialog;
class SetupFlow;
} // namespace draughts::app

namespace draughts::app::test {

// The QApplication all widget tests share; created on first use.
void ensureApplication();

// Lets queued layout and paint events run (a few rounds: one event may post
// the next).
void settle();

// Runs `check` with the window speaking English, then Czech (each after
// its LanguageChange events), and leaves it English.
void inEnglishAndCzech(const std::function<void()>& check);

// Answers the players' questions as a test decides, and records them.
class ScriptedPrompter : public Prompter {
public:
    bool acceptDraw(const QString& offeredBy, const QString& offeredTo) override;
    bool confirmResign(const QString& player) override;
    bool acceptTakeBack(const QString& askedBy, const QString& askedOf) override;
    void announceResult(const QString& text) override;
    std::optional<GameSetup> chooseNewGame(const GameSetup& current) override;

    bool drawAnswer = false;
    bool resignAnswer = true;
    bool takeBackAnswer = true;
    std::optional<GameSetup> nextGame;
    QStringList asked;     // every question, in order
    QStringList announced; // every result announced
};

// Answers the file questions as a test decides, and records them.
class ScriptedFilePrompter : public FilePrompter {
public:
    QString openFileName(const QString&) override { return openName; }
    QString saveFileName(const QString&) override { return saveName; }
    std::optional<std::size_t> chooseGame(const std::shared_ptr<const GameDatabase>& games,
                                          std::size_t selected) override
    {
        offered = games;
        offeredSelection = selected;
        ++listsShown;
        return gameChoice;
    }
    void showError(const QString& title, const QString& text) override
    {
        errors << title + QStringLiteral(": ") + text;
    }
    bool confirmDropMoves(int count) override
    {
        dropsAsked << count;
        return dropAnswer;
    }
    Unsaved askToSave(bool quitting) override
    {
        savesAsked << (quitting ? QStringLiteral("quit") : QStringLiteral("replace"));
        return unsavedAnswer;
    }

    QString openName;
    QString saveName;
    std::optional<std::size_t> gameChoice = 0;
    bool dropAnswer = true;
    Unsaved unsavedAnswer = Unsaved::Discard;
    QStringList savesAsked; // "replace" or "quit", each time a game with unsaved moves was to go
    int listsShown = 0;
    std::shared_ptr<const GameDatabase> offered; // the games of the list shown last
    std::size_t offeredSelection = 0;            // the row it was to open with
    QStringList errors;
    QList<int> dropsAsked;
};

// The parts of a game window by name (MainWindow::parts()), as the tests
// reach them.
class WindowFixture {
public:
    explicit WindowFixture(MainWindow* window = nullptr) : m_fixed(window) {}

    GameController& controller() const;
    PlayerSeats& seats() const;
    HumanInput& input() const;
    BoardView& boardView() const;
    BoardModel& boardModel() const;
    const Highlights& highlights() const;
    BoardOrientation& orientation() const;
    SidePanel& sidePanel() const;
    ClaimBanner& claimBanner() const;
    WhyBox& whyBox() const;
    MoveListModel& moveListModel() const;
    ReviewNavigator& review() const;
    AnalysisPanel& analysis() const;
    EvaluationBar& evaluationBar() const;
    HintFinder& hintFinder() const;
    EndgameTablesKeeper& tables() const;
    TablesProgress& tablesProgress() const;
    GameFiles& gameFiles() const;
    SoundPlayer& sound() const;
    QAction& action(WindowActions::Command command) const;
    // Edit > Set Up Position…: the editor and what follows it.
    SetupFlow& setupFlow() const;
    // Edit > Preferences, opened as the menu opens it.
    PreferencesDialog& openPreferences() const;
    // The status bar's message.
    QString status() const;

protected:
    void fix(MainWindow* window) { m_fixed = window; }

private:
    const WindowParts& parts() const { return m_fixed->parts(); }

    MainWindow* m_fixed;
};

// A game window in the test's hands: settings in a temporary file,
// animations off, scripted answers. Squares are named as notation names them
// ("27" on 10x10 boards, "c3" on 8x8).
class Harness : public WindowFixture {
public:
    Harness();
    ~Harness();

    // Starts a game from a FEN (empty: the usual start).
    void start(core::Variant variant, const std::string& fen = {},
               game::MissedCaptureRule rule = game::MissedCaptureRule::Forfeit);

    // Clicks the centre of a square on the board, as a player would.
    void click(const std::string& square);
    // Clicks each square in turn.
    void clicks(std::initializer_list<std::string> squares);
    // Drags the piece on `from` with the mouse and lets go over `to`.
    void drag(const std::string& from, const std::string& to);

    core::Square square(const std::string& name) const;
    // Where a square is drawn, in the board view's viewport.
    QRect cellOf(const std::string& square);
    // The position as FEN, for exact assertions on where every piece stands.
    std::string fen() const;
    int highlightAt(const std::string& square) const;
    std::size_t historyLength() const;
    // The notation of the last action, empty before the first.
    std::string lastText() const;
    QString result() const;

    MainWindow& window() { return *m_window; }
    QSettings& settings() { return *m_settings; }
    ScriptedPrompter prompter;
    ScriptedFilePrompter files;

private:
    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
};

} // namespace draughts::app::test
