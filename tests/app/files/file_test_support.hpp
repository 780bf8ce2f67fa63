#pragma once

#include "app_test_support.hpp"
#include "board/board_model.hpp"
#include "board/board_roles.hpp"
#include "files/game_files.hpp"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace draughts::app::test {

// A Harness with the document at hand.
class FileHarness : public Harness {
public:
    GameFiles& doc() { return gameFiles(); }

    // "white man", "black king", "" for an empty square.
    std::string pieceAt(const std::string& name)
    {
        const QModelIndex index = boardModel().indexOfSquare(square(name));
        const int piece = index.data(BoardRole::Piece).toInt();
        if (piece == static_cast<int>(PieceKind::None))
            return {};
        const std::string side = index.data(BoardRole::Colour).toInt() == 1 ? "black " : "white ";
        return side + (piece == static_cast<int>(PieceKind::King) ? "king" : "man");
    }
};

// The hand-made PDN files of the core tests.
inline QString pdnData(const char* name) { return QStringLiteral(DRAUGHTS_PDN_DATA "/") + QLatin1String(name); }

} // namespace draughts::app::test
