#pragma once

#include "board/move_animation.hpp"

#include <QColor>
#include <QHash>
#include <QString>
#include <QStringList>

#include <vector>

namespace draughts::app {

// How the board and its pieces look. Themes are data, not code, as in KDE's
// games: a folder resources/themes/<id>/ holds theme.ini (names, colours)
// and SVG art for the two colours of square and for every piece, built into
// the program under :/themes/<id>/. Adding a theme is adding a folder.
class BoardTheme {
public:
    // Every theme built into the program, in the order their ini files give.
    static const std::vector<BoardTheme>& all();
    // The theme `id`, or the standard one when no theme has that id.
    static const BoardTheme& byId(const QString& id);
    static QString standardId(); // "wood", the look the program comes with

    // The theme of the pieces shown beside the board (the side panel, the
    // New Game dialog); the board view is given its own alongside.
    static const BoardTheme& current();
    static void setCurrent(const QString& id);

    QString id() const { return m_id; }
    // The theme's name and one line about it in `language` ("cs"), or in
    // English when the ini file has no translation.
    QString name(const QString& language) const;
    QString description(const QString& language) const;

    // The resources of the art: ":/themes/wood/dark.svg", ":/themes/wood/man-white.svg".
    QString squareArt(bool dark) const;
    QString pieceArt(const PieceLook& look) const;

    QColor frameLight() const { return m_frameLight; } // the frame's gradient, top-left
    QColor frameDark() const { return m_frameDark; }   // and bottom-right
    QColor frameEdge() const { return m_frameEdge; }   // the line between frame and squares
    QColor labels() const { return m_labels; }         // letters and digits on the frame
    QColor numbers() const { return m_numbers; }       // square numbers
    QColor numberHalo() const { return m_numberHalo; } // around them, to read them over pieces
    QColor crowning() const { return m_crowning; }     // Corner Checkers' crowning squares
    bool relief() const { return m_relief; }           // a shadow under the board, a bevel on the frame
    bool varySquares() const { return m_varySquares; } // turn the square art so its grain does not repeat

    // What the theme's files lack: a name, a colour, a piece of art. Empty
    // for a complete theme (a test checks every theme built in).
    QStringList problems() const { return m_problems; }

private:
    static BoardTheme load(const QString& id);
    QString translated(const QString& key, const QString& language) const;

    QString m_id;
    int m_order = 0;
    QHash<QString, QString> m_texts; // "Name", "Name[cs]", "Description", ...
    QColor m_frameLight;
    QColor m_frameDark;
    QColor m_frameEdge;
    QColor m_labels;
    QColor m_numbers;
    QColor m_numberHalo;
    QColor m_crowning;
    bool m_relief = false;
    bool m_varySquares = false;
    QStringList m_problems;
};

} // namespace draughts::app
