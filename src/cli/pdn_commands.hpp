#pragma once

#include "arguments.hpp"

namespace draughts::cli {

// draughts-cli play [--variant V] FILE: replays every game of a PDN file as
// it is read, one line per game (with how many variations were replayed),
// and a line for each variation kept as text. Exit status 0 only if every
// game reads.
int playGames(const Arguments& args);

// draughts-cli rewrite [--variant V] FILE --out OUT: reads every game of
// a PDN file and writes those it read to OUT as this program writes PDN,
// variations and comments included, so that a round trip can be checked.
// Exit status 0 only if every game reads.
int rewriteGames(const Arguments& args);

// draughts-cli index [--variant V] FILE: lists the games of a PDN file
// from their tags and offsets, without replaying them (what the game's
// window shows of a database), one tab-separated line per game.
int indexGames(const Arguments& args);

// draughts-cli generate --variant V --games N [--seed S]: N games of random
// legal moves as PDN on standard output, for benchmarks and tests.
int generateGames(const Arguments& args);

} // namespace draughts::cli
