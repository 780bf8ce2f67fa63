#pragma once

#include <QString>

#include <cstddef>
#include <memory>
#include <optional>

class QWidget;

namespace draughts::app {

class GameDatabase;

// The questions opening and saving files asks. The window answers them with
// dialogs; tests substitute scripted answers, so that no modal loop runs.
class FilePrompter {
public:
    virtual ~FilePrompter() = default;

    // A file to open or to save to; empty when the player cancels.
    virtual QString openFileName(const QString& directory) = 0;
    virtual QString saveFileName(const QString& suggestion) = 0;
    // Which game of a file to open (a row of `games`), or nothing; the list
    // starts with row `selected` chosen.
    virtual std::optional<std::size_t> chooseGame(const std::shared_ptr<const GameDatabase>& games,
                                                  std::size_t selected) = 0;
    virtual void showError(const QString& title, const QString& text) = 0;
    // Whether the `count` actions after the position shown may be dropped.
    virtual bool confirmDropMoves(int count) = 0;

    enum class Unsaved { Save, Discard, Cancel };
    // The game has moves not saved in a file and is about to be replaced by
    // another; `quitting`: the program is closing (the autosave keeps the
    // game for the next start either way).
    virtual Unsaved askToSave(bool quitting) = 0;
};

// Answers with file dialogs, message boxes and the game list over `parent`.
class DialogFilePrompter : public FilePrompter {
public:
    explicit DialogFilePrompter(QWidget* parent) : m_parent(parent) {}

    QString openFileName(const QString& directory) override;
    QString saveFileName(const QString& suggestion) override;
    std::optional<std::size_t> chooseGame(const std::shared_ptr<const GameDatabase>& games,
                                          std::size_t selected) override;
    void showError(const QString& title, const QString& text) override;
    bool confirmDropMoves(int count) override;
    Unsaved askToSave(bool quitting) override;

private:
    QWidget* m_parent;
};

} // namespace draughts::app
