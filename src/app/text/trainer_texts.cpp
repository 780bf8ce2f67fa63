#include "text/trainer_texts.hpp"

#include "text/texts.hpp"

#include <draughts/notation/square_names.hpp>

namespace draughts::app {

QString TrainerTexts::findQuestion(core::Variant variant, core::Square square)
{
    return tr("Click square %1").arg(Texts::square(variant, square));
}

QString TrainerTexts::nameQuestion(core::Variant variant)
{
    return notation::namedByNumber(variant) ? tr("Type the number of the marked square")
                                            : tr("Type the name of the marked square: a letter and a digit");
}

QString TrainerTexts::waiting(std::int64_t roundLength)
{
    return tr("A round lasts %n second(s). Start begins it.", nullptr, int(roundLength / 1000));
}

QString TrainerTexts::right(core::Variant variant, core::Square square)
{
    return tr("Square %1: right.").arg(Texts::square(variant, square));
}

QString TrainerTexts::wrongClick(core::Variant variant, core::Square clicked, core::Square asked)
{
    if (clicked == core::NoSquare)
        return tr("No: square %1 is marked.").arg(Texts::square(variant, asked));
    return tr("No: that is square %1. Square %2 is marked.")
        .arg(Texts::square(variant, clicked), Texts::square(variant, asked));
}

QString TrainerTexts::wrongName(core::Variant variant, core::Square asked)
{
    return tr("No: the marked square is %1.").arg(Texts::square(variant, asked));
}

QString TrainerTexts::timeLeft(std::int64_t milliseconds) { return tr("Time: %1 s").arg((milliseconds + 999) / 1000); }

QString TrainerTexts::score(int score) { return tr("Right: %1").arg(score); }

QString TrainerTexts::mistakes(int mistakes) { return tr("Mistakes: %1").arg(mistakes); }

QString TrainerTexts::best(int best) { return tr("Best in this mode: %1").arg(best); }

QString TrainerTexts::roundOver(int score, int mistakes, int best, bool newBest)
{
    const QString result = tr("Time is up. Right: %1, mistakes: %2.").arg(score).arg(mistakes);
    return result + QLatin1Char(' ') +
           (newBest ? tr("A new best in this mode!") : tr("Best in this mode: %1.").arg(best));
}

} // namespace draughts::app
