#pragma once

#include "app_test_support.hpp"
#include "board/board_model.hpp"
#include "board/board_roles.hpp"
#include "files/file_prompter.hpp"
#include "files/game_files.hpp"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace draughts::app::test {

// Answers the file questions as a test decides, and records them.
class ScriptedFilePrompter : public FilePrompter {
public:
    QString openFileName(const QString&) override { return openName; }
    QString saveFileName(const QString&) override { return saveName; }
    std::optional<int> chooseGame(const std::vector<GameSummary>& games, const QStringList& problems) override
    {
        offered = games;
        offeredProblems = problems;
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

    QString openName;
    QString saveName;
    std::optional<int> gameChoice = 0;
    bool dropAnswer = true;
    int listsShown = 0;
    std::vector<GameSummary> offered;
    QStringList offeredProblems;
    QStringList errors;
    QList<int> dropsAsked;
};

// A Harness whose file questions are scripted too.
class FileHarness : public Harness {
public:
    FileHarness() { window().files().setPrompter(&files); }
    GameFiles& doc() { return window().files(); }

    // "white man", "black king", "" for an empty square.
    std::string pieceAt(const std::string& name)
    {
        const QModelIndex index = window().boardModel().indexOfSquare(square(name));
        const int piece = index.data(BoardRole::Piece).toInt();
        if (piece == static_cast<int>(PieceKind::None))
            return {};
        const std::string side = index.data(BoardRole::Colour).toInt() == 1 ? "black " : "white ";
        return side + (piece == static_cast<int>(PieceKind::King) ? "king" : "man");
    }

    ScriptedFilePrompter files;
};

// The hand-made PDN files of the core tests.
inline QString pdnData(const char* name) { return QStringLiteral(DRAUGHTS_PDN_DATA "/") + QLatin1String(name); }

} // namespace draughts::app::test
