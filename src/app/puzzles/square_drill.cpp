#include "puzzles/square_drill.hpp"

#include <draughts/notation/square_names.hpp>
#include <draughts/rules/geometry.hpp>

#include <algorithm>
#include <string>

namespace draughts::app {

SquareDrill::SquareDrill(core::Variant variant, std::uint64_t seed) : m_variant(variant), m_random(seed)
{
    // The rules number the playing squares; Corner Checkers' light squares
    // come out in its own order, like every other game's.
    for (int number = 1; number <= rules::playingSquareCount(variant); ++number)
        m_squares.push_back(rules::squareFromNumber(variant, number));
}

void SquareDrill::start(std::int64_t now)
{
    m_state = State::Running;
    m_startedAt = now;
    m_now = now;
    m_score = 0;
    m_mistakes = 0;
    m_correcting = false;
    nextQuestion();
}

void SquareDrill::stop()
{
    m_state = State::Waiting;
    m_correcting = false;
    m_score = 0;
    m_mistakes = 0;
}

void SquareDrill::advance(std::int64_t now)
{
    if (m_state != State::Running)
        return;
    m_now = std::max(m_now, now);
    if (timeLeft() == 0) {
        m_state = State::Over;
        m_correcting = false;
        return;
    }
    if (m_correcting && m_now >= m_correctionEnds) {
        m_correcting = false;
        nextQuestion();
    }
}

std::int64_t SquareDrill::timeLeft() const
{
    if (m_state == State::Waiting)
        return roundLength;
    return std::max<std::int64_t>(0, roundLength - (m_now - m_startedAt));
}

SquareDrill::Verdict SquareDrill::answer(core::Square square, std::int64_t now)
{
    return judge(square == m_question, now);
}

SquareDrill::Verdict SquareDrill::answer(std::string_view text, std::int64_t now)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return Verdict::Ignored;
    std::string name(text.substr(first, text.find_last_not_of(" \t") + 1 - first));
    // "C3" is c3: the notation writes letters small.
    std::transform(name.begin(), name.end(), name.begin(),
                   [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; });
    return judge(notation::parseSquare(m_variant, name) == m_question, now);
}

SquareDrill::Verdict SquareDrill::judge(bool right, std::int64_t now)
{
    advance(now);
    // Answers during a correction would judge a question already settled.
    if (m_state != State::Running || m_correcting)
        return Verdict::Ignored;
    if (right) {
        ++m_score;
        nextQuestion();
        return Verdict::Right;
    }
    ++m_mistakes;
    m_correcting = true;
    m_correctionEnds = m_now + correctionLength;
    return Verdict::Wrong;
}

// Any square but the one just asked, so that each question is seen to change.
void SquareDrill::nextQuestion()
{
    const auto count = static_cast<std::uint64_t>(m_squares.size());
    const auto current = std::find(m_squares.begin(), m_squares.end(), m_question);
    if (current == m_squares.end()) {
        m_question = m_squares[static_cast<std::size_t>(m_random() % count)];
        return;
    }
    const auto skip = static_cast<std::uint64_t>(current - m_squares.begin());
    const std::uint64_t pick = (skip + 1 + m_random() % (count - 1)) % count;
    m_question = m_squares[static_cast<std::size_t>(pick)];
}

} // namespace draughts::app
