#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>

#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

namespace draughts::app {

// What the command line asks of the program:
//   draughts [--variant ID] [--fen FEN] [--moves "32-28 19-23"] [--select SQUARE]
//            [--screenshot FILE.png [--size 1100x760]] [--language cs|en] [--theme ID]
//            [--data-dir DIR] [--print-fen]
//   draughts [--language cs|en] [--data-dir DIR] [--print-fen] FILE.pdn
//   draughts --version | --help
struct LaunchOptions {
    std::optional<core::Variant> variant;
    std::optional<core::Position> start;
    QStringList moves;  // played after the start, in notation
    QString select;     // a square to select afterwards, to show its moves
    QString screenshot; // render the window to this PNG and exit
    QSize size{1100, 760};
    QString language;      // "en" or "cs" for this run, whatever is saved; empty: the saved or system choice
    QString theme;         // a board theme's id, as Edit > Preferences chooses it; empty: the saved one
    QString dataDir;       // settings and autosave here instead of the usual places
    bool printFen = false; // print the position of the game (after the autosave) and exit
    QString file;          // a PDN file to open, as Game > Open does (the desktop passes it)
    bool help = false;
    bool version = false;
};

struct LaunchParse {
    std::optional<LaunchOptions> options;
    QString error; // one line, set when options is empty
};

// `arguments` without the program name.
LaunchParse parseLaunchArguments(const QStringList& arguments);

// The arguments of main() without the program name. On Windows argv holds the
// ANSI code page, which cannot spell every file name, so they are read from
// the wide command line instead.
QStringList commandLineArguments(int argc, char** argv);

QString launchUsage();

} // namespace draughts::app
