#include "game_splitter.hpp"

#include "pdn_problems.hpp"
#include "text_encoding.hpp"

#include <algorithm>
#include <limits>

namespace draughts::pdn::detail {

namespace {

// What the blank space between games is read in: a little, so that a
// stream is not read further ahead than the next game's window needs.
constexpr std::size_t aheadBytes = 4096;

bool isBlank(unsigned char c) { return c == ' ' || c == '\t' || c == '\v' || c == '\f'; }

} // namespace

std::size_t GameSpan::column(std::uint64_t lineStartOfAt, std::uint64_t at) const
{
    const std::string_view before = window.substr(lineStartOfAt - windowOffset, at - lineStartOfAt);
    return characterCount(before, encoding) + 1;
}

GameSplitter::GameSplitter(ByteSource& source, ReadLimits limits, Lexer::Start start, std::size_t firstNumber)
    : m_source(source), m_limits(limits), m_pos(start.offset), m_line(start.line), m_lineStart(start.lineStart),
      m_number(firstNumber)
{
    // Windows are sizes in memory: a limit beyond any file keeps the sums below from overflowing.
    constexpr std::size_t largest = std::numeric_limits<std::size_t>::max() / 4;
    m_limits.gameBytes = std::min(m_limits.gameBytes, largest);
    m_limits.lineBytes = std::min(m_limits.lineBytes, largest);
    if (m_pos == 0) {
        const Bytes head = m_source.from(0, byteOrderMark.size());
        if (head.bytes.substr(0, byteOrderMark.size()) == byteOrderMark)
            m_pos = m_lineStart = byteOrderMark.size(); // columns count after it
    } else if (m_pos > m_lineStart) {
        // Starting in the middle of a line (a game read at its offset): what
        // a byte 0xA0 means depends on the byte before it.
        if (const Bytes before = m_source.from(m_pos - 1, 1); !before.bytes.empty())
            m_before = static_cast<unsigned char>(before.bytes[0]);
    }
}

void GameSplitter::stopForLongGame(std::size_t line)
{
    PdnError error = pdnError(PdnProblem::GameTooLong, {std::to_string(m_limits.gameBytes)});
    error.game = m_number;
    error.line = line;
    error.message = englishOf(error);
    m_stop = std::move(error);
}

void GameSplitter::stopForLongLine(std::size_t line)
{
    PdnError error = pdnError(PdnProblem::LineTooLong, {std::to_string(line), std::to_string(m_limits.lineBytes)});
    error.game = m_number;
    error.line = line;
    error.message = englishOf(error);
    m_stop = std::move(error);
}

bool GameSplitter::skipToGame()
{
    const auto lineTooLong = [&] {
        stopForLongLine(m_line);
        return false;
    };
    while (true) {
        m_source.release(m_lineStart);
        const Bytes view = m_source.from(m_pos, aheadBytes);
        const std::string_view bytes = view.bytes;
        if (bytes.empty()) {
            m_atEnd = true;
            return false;
        }
        // A pair ("\r\n", a UTF-8 no-break space) is never split between two views.
        const std::size_t limit = view.toEnd || bytes.size() == 1 ? bytes.size() : bytes.size() - 1;
        std::size_t i = 0;
        while (i < limit) {
            const auto c = static_cast<unsigned char>(bytes[i]);
            const auto before = [&] { return i > 0 ? static_cast<unsigned char>(bytes[i - 1]) : m_before; };
            if (c == '\n' || c == '\r') {
                if (m_pos + i - m_lineStart > m_limits.lineBytes)
                    return lineTooLong();
                i += c == '\r' && i + 1 < bytes.size() && bytes[i + 1] == '\n' ? 2U : 1U;
                ++m_line;
                m_lineStart = m_pos + i;
                m_inEscapeLine = false;
                continue;
            }
            if (m_inEscapeLine || isBlank(c)) {
                ++i;
            } else if (c == 0xC2 && i + 1 < bytes.size() && static_cast<unsigned char>(bytes[i + 1]) == 0xA0) {
                i += 2;
            } else if (c == 0xA0 && before() < 0x80) {
                ++i;
            } else if (c == '%' && m_pos + i == m_lineStart) {
                m_inEscapeLine = true; // PGN escape line: private data of some program
                ++i;
            } else {
                m_before = before();
                m_pos += i;
                return true;
            }
            if (m_pos + i - m_lineStart > m_limits.lineBytes)
                return lineTooLong();
        }
        m_before = static_cast<unsigned char>(bytes[i - 1]);
        m_pos += i;
        if (view.toEnd && i >= bytes.size()) {
            m_atEnd = true;
            return false;
        }
    }
}

} // namespace draughts::pdn::detail
