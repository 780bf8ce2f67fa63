#pragma once

#include <draughts/core/variant.hpp>
#include <draughts/puzzle/progress.hpp>
#include <draughts/puzzle/puzzle_file.hpp>

#include <QString>

#include <optional>
#include <vector>

namespace draughts::app {

// A collection the puzzle window offers: the built-in one of a game (a
// resource, resources/puzzles/<game>.pdn) or a PDN file the player opened.
struct NamedCollection {
    // How the progress knows it: "built-in", or the file's absolute path.
    QString id;
    QString title; // shown in the window
    puzzle::PuzzleCollection contents;
};

// The built-in collection of `variant`.
NamedCollection builtInCollection(core::Variant variant);

// A PDN problem collection read from `path`; its bad puzzles are in
// contents.errors. Nothing when the file cannot be read at all (`why` says why).
std::optional<NamedCollection> collectionFromFile(const QString& path, QString* why);

// The puzzles of `collection` in `variant` at `level` (none: every level),
// as indices into contents.puzzles, in file order.
std::vector<std::size_t> puzzlesAt(const NamedCollection& collection, core::Variant variant,
                                   std::optional<puzzle::Level> level);

// The games a collection holds puzzles of, in the window's order of games.
std::vector<core::Variant> gamesOf(const NamedCollection& collection);

} // namespace draughts::app
