#pragma once

// Helpers for the hand-made rule tests: read a position from FEN, list its
// moves as sorted full-path texts, find and play a move by its text.
//
// Every expected move list in these tests was worked out by hand from
// the rule pages (docs/rules/) and the board geometry, never taken from the
// program.

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/game/game.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/notation/square_names.hpp>
#include <draughts/rules/geometry.hpp>
#include <draughts/rules/movegen.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::test {

using core::Variant;
using rules::MoveSet;
using Texts = std::vector<std::string>;

inline Texts sorted(Texts texts)
{
    std::sort(texts.begin(), texts.end());
    return texts;
}

inline core::Position position(Variant variant, std::string_view fen)
{
    const auto parsed = notation::readFen(variant, fen);
    INFO("FEN \"" << fen << "\": " << (parsed ? std::string("read") : parsed.error().message));
    REQUIRE(static_cast<bool>(parsed));
    return *parsed;
}

inline core::MoveList moveList(Variant variant, const core::Position& p, MoveSet set = MoveSet::Legal)
{
    core::MoveList moves;
    rules::generateMoves(variant, p, moves, set);
    return moves;
}

// The moves as full paths ("28x17x8"), sorted as strings.
inline Texts moveTexts(Variant variant, const core::Position& p, MoveSet set = MoveSet::Legal)
{
    Texts texts;
    for (const core::Move& m : moveList(variant, p, set))
        texts.push_back(notation::formatFullPath(variant, m));
    return sorted(texts);
}

inline Texts legal(Variant variant, std::string_view fen) { return moveTexts(variant, position(variant, fen)); }

inline Texts permitted(Variant variant, std::string_view fen)
{
    return moveTexts(variant, position(variant, fen), MoveSet::Permitted);
}

// "46x10 {14,28}": start, end and the pieces taken, for captures whose route
// the generator may record either way (duplicates are kept once, with
// whichever route was found first).
inline std::string summary(Variant variant, const core::Move& move)
{
    std::vector<int> numbers;
    core::forEachSquare(move.captured, [&](core::Square s) { numbers.push_back(rules::squareNumber(variant, s)); });
    std::sort(numbers.begin(), numbers.end());
    std::string text = notation::squareName(variant, move.from) + (move.isCapture() ? "x" : "-") +
                       notation::squareName(variant, move.to) + " {";
    for (std::size_t i = 0; i < numbers.size(); ++i)
        text += (i ? "," : "") + notation::squareName(variant, rules::squareFromNumber(variant, numbers[i]));
    return text + "}";
}

inline Texts summaries(Variant variant, const core::Position& p, MoveSet set = MoveSet::Legal)
{
    Texts texts;
    for (const core::Move& m : moveList(variant, p, set))
        texts.push_back(summary(variant, m));
    return sorted(texts);
}

// The permitted move whose full path is `text`.
inline core::Move findMove(Variant variant, const core::Position& p, std::string_view text)
{
    for (const core::Move& m : moveList(variant, p, MoveSet::Permitted))
        if (notation::formatFullPath(variant, m) == text)
            return m;
    FAIL("no permitted move " << text << " in " << notation::writeFen(variant, p));
    return core::Move::step(core::NoSquare, core::NoSquare);
}

inline core::Position play(Variant variant, const core::Position& p, std::string_view text)
{
    return rules::afterMove(variant, p, findMove(variant, p, text));
}

// Plays the permitted move of `game` whose full path is `text`.
inline void playMove(game::Game& game, std::string_view text)
{
    for (const core::Move& m : game.permittedMoves())
        if (notation::formatFullPath(game.variant(), m) == text) {
            REQUIRE(game.play(m));
            return;
        }
    FAIL("no permitted move " << text << " in " << notation::writeFen(game.variant(), game.position()));
}

inline Texts legalTexts(const game::Game& game)
{
    Texts texts;
    for (const core::Move& m : game.legalMoves())
        texts.push_back(notation::formatFullPath(game.variant(), m));
    return sorted(texts);
}

inline core::Square square(Variant variant, std::string_view name)
{
    const core::Square s = notation::parseSquare(variant, name);
    INFO("square " << name);
    REQUIRE(s != core::NoSquare);
    return s;
}

inline core::Bitboard squares(Variant variant, std::initializer_list<std::string_view> names)
{
    core::Bitboard set = 0;
    for (std::string_view name : names)
        set |= core::bitOf(square(variant, name));
    return set;
}

} // namespace draughts::test
