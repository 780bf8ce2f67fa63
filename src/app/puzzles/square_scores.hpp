#pragma once

#include "puzzles/square_drill.hpp"

#include <QString>

#include <map>

class QSettings;

namespace draughts::app {

// The square trainer's best score in each mode, kept between runs in the
// settings (the group "squareTrainer"), as the puzzle progress is kept.
class SquareScores {
public:
    // Without settings the bests last as long as the program runs.
    explicit SquareScores(QSettings* settings);

    int best(const DrillMode& mode) const;
    // A round of `mode` ended with `score`; true when it beat the best.
    bool record(const DrillMode& mode, int score);

    // "squareTrainer/international/find-white-hidden".
    static QString key(const DrillMode& mode);

private:
    QSettings* m_settings;
    std::map<QString, int> m_unsaved;
};

} // namespace draughts::app
