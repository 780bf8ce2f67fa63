#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QWidget;

namespace draughts::app {

// One game of a file, as the list to pick from shows it.
struct GameSummary {
    QString white;
    QString black;
    QString event;
    QString date;
    QString result;
    int moves = 0; // actions in the game
};

// The questions opening and saving files asks. The window answers them with
// dialogs; tests substitute scripted answers, so that no modal loop runs.
class FilePrompter {
public:
    virtual ~FilePrompter() = default;

    // A file to open or to save to; empty when the player cancels.
    virtual QString openFileName(const QString& directory) = 0;
    virtual QString saveFileName(const QString& suggestion) = 0;
    // Which game of a file to open (an index into `games`), or nothing.
    // `problems` lists the games that could not be read, with their errors.
    virtual std::optional<int> chooseGame(const std::vector<GameSummary>& games, const QStringList& problems) = 0;
    virtual void showError(const QString& title, const QString& text) = 0;
    // Whether the `count` actions after the position shown may be dropped.
    virtual bool confirmDropMoves(int count) = 0;
};

// Answers with file dialogs, message boxes and the game list over `parent`.
class DialogFilePrompter : public FilePrompter {
public:
    explicit DialogFilePrompter(QWidget* parent) : m_parent(parent) {}

    QString openFileName(const QString& directory) override;
    QString saveFileName(const QString& suggestion) override;
    std::optional<int> chooseGame(const std::vector<GameSummary>& games, const QStringList& problems) override;
    void showError(const QString& title, const QString& text) override;
    bool confirmDropMoves(int count) override;

private:
    QWidget* m_parent;
};

} // namespace draughts::app
