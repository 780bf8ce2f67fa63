#pragma once

#include <draughts/puzzle/guess.hpp>
#include <draughts/puzzle/progress.hpp>
#include <draughts/puzzle/puzzle.hpp>
#include <draughts/puzzle/puzzle_file.hpp>
#include <draughts/puzzle/solving.hpp>

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace draughts::app {

// Every sentence the puzzle and Guess the move windows say (the context
// "PuzzleTexts" of translations/*.ts): a puzzle's goal, what a wrong move
// loses, the levels, why a puzzle of a file could not be read, a guess's
// score. The windows keep only their own labels.
class PuzzleTexts {
    Q_DECLARE_TR_FUNCTIONS(PuzzleTexts)

public:
    // "White to play and win", "Black to play and win 2 men", ...
    static QString goal(const puzzle::Puzzle& puzzle);
    // What a wrong move loses, from the puzzle library's reason code.
    static QString wrongMove(const puzzle::Refutation& refutation);
    // "18-22 19-24 28x19": the moves of a line played from `start`.
    static QString line(core::Variant variant, const core::Position& start, const std::vector<core::Move>& moves);
    // "The solution: 18-22 19-24 28x19. Next gives another puzzle."; with
    // moves already played, those come first in brackets:
    // "The solution: [18-22 19-24] 28x19. The moves in brackets were played. ..."
    static QString solution(const QString& played, const QString& rest);
    // "After this move: 27x18 12x23 …" after a wrong move's reason: the
    // opponent's best answer and what follows (`cut`: the line goes on).
    static QString afterWrongMove(const QString& line, bool cut);
    // Another move that also reaches the goal, but not by the shortest way:
    // "Accepted: this move also wins." and, when known, "The shortest way
    // starts with 33-28."
    static QString slowerAlternative(const puzzle::Goal& goal, const QString& shortest);
    static QString level(puzzle::Level level); // "Easy", "Medium", "Hard"
    // "Game 3, line 12: the side to move has no move."
    static QString error(const puzzle::PuzzleError& error);
    // "The game's move: 10 points", "Another move the engine finds as good: 9 points", ...
    static QString guessScore(const puzzle::GuessScore& score);
};

} // namespace draughts::app
