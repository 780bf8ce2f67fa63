#pragma once

#include <draughts/core/types.hpp>
#include <draughts/core/variant.hpp>

#include <QCoreApplication>
#include <QString>

#include <cstdint>

namespace draughts::app {

// Every sentence of the square trainer (the context "TrainerTexts" of
// translations/*.ts). Squares are named as the game's notation names
// them: "27" on the numbered boards, "c3" in To the Last Man.
class TrainerTexts {
    Q_DECLARE_TR_FUNCTIONS(TrainerTexts)

public:
    // "Click square 27"
    static QString findQuestion(core::Variant variant, core::Square square);
    // "Type the number of the marked square", or its name where squares have names.
    static QString nameQuestion(core::Variant variant);
    // Before a round: how long it lasts and how to begin.
    static QString waiting(std::int64_t roundLength);
    static QString right(core::Variant variant, core::Square square);
    // A click on `clicked` (NoSquare: off the playing squares) for `asked`.
    static QString wrongClick(core::Variant variant, core::Square clicked, core::Square asked);
    static QString wrongName(core::Variant variant, core::Square asked);
    // "Time: 12 s", the seconds begun counted whole.
    static QString timeLeft(std::int64_t milliseconds);
    static QString score(int score);
    static QString mistakes(int mistakes);
    static QString best(int best);
    // The end of a round: the score, and the best of its mode or that it beat it.
    static QString roundOver(int score, int mistakes, int best, bool newBest);
};

} // namespace draughts::app
