#pragma once

#include <draughts/core/types.hpp>
#include <draughts/core/variant.hpp>

#include <cstdint>
#include <random>
#include <string_view>
#include <vector>

namespace draughts::app {

// What the player is asked: to click the square named, or to name (type)
// the square marked.
enum class DrillTask { FindSquare, NameSquare };

// The conditions a score was made under, each kept with its own best:
// the game (whose notation names the squares), the task, the side at the
// bottom and whether the board draws the names.
struct DrillMode {
    core::Variant variant = core::Variant::International;
    DrillTask task = DrillTask::FindSquare;
    bool blackAtBottom = false;
    bool namesShown = false;

    friend bool operator==(const DrillMode&, const DrillMode&) = default;
};

// One timed round of the square trainer, without widgets or a clock of its
// own: the caller passes the time (milliseconds of any steady count) with
// every call, so that a test ends a round by saying the time is up. The
// squares asked come from a seeded generator: the same seed asks the same
// squares. Squares are named only by the game's notation.
class SquareDrill {
public:
    static constexpr std::int64_t roundLength = 30'000;
    // How long a wrong answer's correction stays before the next question.
    static constexpr std::int64_t correctionLength = 900;

    enum class State { Waiting, Running, Over };
    enum class Verdict { Right, Wrong, Ignored };

    SquareDrill(core::Variant variant, std::uint64_t seed);

    // A new round from `now`: the whole time, no score, a first question.
    void start(std::int64_t now);
    // Back to waiting for a start, the round's results dropped.
    void stop();
    // The time is `now`: the round ends when its time is up, and a
    // correction gives way to the next question once it has been seen.
    void advance(std::int64_t now);

    // The player clicked `square` (FindSquare).
    Verdict answer(core::Square square, std::int64_t now);
    // The player typed `text` (NameSquare), read as the game's notation
    // reads a square; any other text is a wrong answer, an empty one none.
    Verdict answer(std::string_view text, std::int64_t now);

    core::Variant variant() const { return m_variant; }
    State state() const { return m_state; }
    // The square asked for now; NoSquare before the first round.
    core::Square question() const { return m_question; }
    // After a wrong answer, while the right square is shown: that square.
    core::Square correcting() const { return m_correcting ? m_question : core::NoSquare; }
    int score() const { return m_score; }
    int mistakes() const { return m_mistakes; }
    // What is left of the round as of the last time passed in.
    std::int64_t timeLeft() const;
    // Every square the round may ask, in the order of their numbers.
    const std::vector<core::Square>& squares() const { return m_squares; }

private:
    Verdict judge(bool right, std::int64_t now);
    void nextQuestion();

    core::Variant m_variant;
    std::vector<core::Square> m_squares;
    std::mt19937_64 m_random;
    State m_state = State::Waiting;
    core::Square m_question = core::NoSquare;
    bool m_correcting = false;
    std::int64_t m_startedAt = 0;
    std::int64_t m_now = 0;
    std::int64_t m_correctionEnds = 0;
    int m_score = 0;
    int m_mistakes = 0;
};

} // namespace draughts::app
