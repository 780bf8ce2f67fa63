#pragma once

#include "values/game_setup.hpp"
#include "files/autosave.hpp"
#include "files/file_prompter.hpp"
#include "settings/app_settings.hpp"

#include <draughts/pdn/pdn_game.hpp>

#include <QDate>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

class QAction;
class QMenu;
class QSettings;
class QWidget;

namespace draughts::app {

class GameController;

// The game as a document: opening and saving PDN files, recent files, the
// clipboard (FEN and PDN), "Continue from here" and the autosave. It owns the
// file's tags and knows whether the game changed since it was saved; the
// game itself stays in the GameController.
class GameFiles : public QObject {
    Q_OBJECT

public:
    enum class Command { Open, Save, SaveAs, ContinueFromHere, CopyFen, CopyPdn, Paste };

    // `settings` (not owned, may be null) keeps the recent files.
    GameFiles(GameController& controller, QSettings* settings, QWidget* window);
    ~GameFiles() override;

    QAction& action(Command command);
    QMenu* recentMenu() { return m_recentMenu; }
    // Sets the actions' and the recent menu's texts again, in the language now installed.
    void retranslate();
    // Who answers; null restores the dialogs.
    void setPrompter(FilePrompter* prompter);

    bool openFile(const QString& path);
    // Opens the game text of a file or of the clipboard; `source` names it in messages.
    bool openText(const QByteArray& bytes, const QString& source, const QString& path = {});
    bool save();
    bool saveAs();
    bool saveTo(const QString& path);
    void copyFen();
    void copyPdn();
    bool paste();
    void continueFromHere();

    // The whole game as PDN, with the file's tags and the players' names.
    QString pdnText() const;
    // Adds to the annotations a saved file gets (the analysis); the game's
    // own text, its copy and the autosave stay without them.
    void setSaveAnnotator(std::function<void(std::vector<pdn::PlyNotes>&)> annotate)
    {
        m_annotate = std::move(annotate);
    }
    // The day a new game starts on, written in its Date tag; the clock's
    // date unless a test gives its own.
    void setToday(std::function<QDate()> today) { m_today = std::move(today); }
    QString filePath() const { return m_path; }
    // The file name shown in the title ("" before a game is opened or saved).
    QString documentName() const { return m_name; }
    bool isModified() const { return m_modified; }
    // Whether the game has moves that no file holds.
    bool hasUnsavedMoves() const;
    // Before the game is replaced (`quitting`: before the program closes):
    // a game with unsaved moves is saved, or dropped, as the player says.
    // False when the player cancels, or the save did not happen.
    bool mayReplaceGame(bool quitting = false);
    const std::vector<pdn::Tag>& tags() const { return m_tags; }
    QStringList recentFiles() const { return m_recent; }

    // From now on the game is kept in `directory` after every action; the game
    // kept there last time is opened now. Returns the notice about a damaged
    // autosave set aside (also shown in the status bar), or "".
    QString enableAutosave(const QString& directory);
    const Autosave* autosave() const { return m_autosave ? &*m_autosave : nullptr; }

signals:
    // The file, its tags or the modified mark changed.
    void documentChanged();
    void statusMessage(const QString& text);

private:
    void createActions(QWidget* window);
    bool openGames(const std::shared_ptr<const GameDatabase>& games, const QString& source, const QString& path);
    void load(const pdn::PdnGame& game);
    // Keeps the game and the position shown of the file the game came from.
    void rememberPlace();
    QString pdnText(bool forSaving) const;
    void gameStarted();
    void gameChanged();
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    FilePrompter& prompter() { return *m_prompter; }

    GameController& m_controller;
    QSettings* m_settings;
    std::unique_ptr<DialogFilePrompter> m_dialogs;
    FilePrompter* m_prompter;
    std::map<Command, QAction*> m_actions;
    std::map<Command, const char*> m_actionTexts; // as written, before translation
    QMenu* m_recentMenu;
    QStringList m_recent;

    QString m_path;      // where Save writes; empty: Save asks
    QString m_name;      // shown in the title
    QString m_savedText; // the text last saved or opened
    bool m_modified = false;
    std::vector<pdn::Tag> m_tags;
    std::string m_result = "*"; // "0-0" survives only here
    bool m_loading = false;
    QString m_placePath;                   // canonical path of the file the game came from, "" when none
    std::size_t m_placeGame = 1;           // the game's number in that file
    std::optional<FilePlace> m_placeSaved; // what was kept for it last
    std::optional<Autosave> m_autosave;
    QString m_autosaved; // the text last written to the autosave
    std::function<void(std::vector<pdn::PlyNotes>&)> m_annotate;
    std::function<QDate()> m_today = &QDate::currentDate;
    std::optional<QDate> m_started; // the day a game started here was started
};

} // namespace draughts::app
