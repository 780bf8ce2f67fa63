#pragma once

// Internal to src/pdn: where each game of a file begins and ends. The one
// place that decides it, for reading games, indexing a file and reading a
// game at its offset alike.

#include <draughts/pdn/pdn_reader.hpp>

#include "byte_source.hpp"
#include "pdn_lexer.hpp"
#include "text_encoding.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace draughts::pdn::detail {

// One game of the file, found by GameSplitter::next. The views are valid
// until the next call.
struct GameSpan {
    std::size_t number = 1;   // 1 for the first game of the file
    std::uint64_t offset = 0; // its first token (a tag, or a comment before the tags)
    std::uint64_t end = 0;    // one past its last token
    std::size_t line = 1;     // of its first token
    std::uint64_t lineStart = 0;
    Encoding encoding = Encoding::Utf8;
    std::string_view window; // the file's bytes from windowOffset on, holding the game's lines
    std::uint64_t windowOffset = 0;

    std::string_view bytes() const { return window.substr(offset - windowOffset, end - offset); }
    // The 1-based column of `at`, on the line that starts at `lineStart`,
    // in characters of the game's encoding.
    std::size_t column(std::uint64_t lineStartOfAt, std::uint64_t at) const;
};

// Game boundaries (docs/pdn.md, Games in a file): a game ends at its result
// token, at a tag after its movetext or after an empty line that follows
// its tags, or at the end of the input; comments before a game's tags are
// part of it. Each game is read in a window of at most ReadLimits::gameBytes
// bytes, so that memory stays bounded; a longer game or line stops the file.
class GameSplitter {
public:
    GameSplitter(ByteSource& source, ReadLimits limits, Lexer::Start start = {}, std::size_t firstNumber = 1);

    // Passes each token of the next game to `consumer.token(const Token&)`
    // and returns where the game lies; nothing at the end of the input or
    // once a limit has stopped reading (stop() says why).
    template <class Consumer>
    std::optional<GameSpan> next(Consumer& consumer);

    // The error that stopped reading before the end of the input.
    const std::optional<PdnError>& stop() const { return m_stop; }

private:
    // Skips blank space and escape lines up to the next game; false at the end.
    bool skipToGame();
    // Reading ends with the error of a game or line over the limits.
    void stopForLongGame(std::size_t line);
    void stopForLongLine(std::size_t line);

    ByteSource& m_source;
    ReadLimits m_limits;
    std::uint64_t m_pos = 0;
    std::size_t m_line = 1;
    std::uint64_t m_lineStart = 0;
    unsigned char m_before = '\n'; // the byte before m_pos
    bool m_inEscapeLine = false;
    bool m_atEnd = false;
    std::size_t m_number = 1;
    std::optional<PdnError> m_stop;
};

template <class Consumer>
std::optional<GameSpan> GameSplitter::next(Consumer& consumer)
{
    if (m_atEnd || m_stop || !skipToGame())
        return std::nullopt;
    // The window starts at the game's line, so that columns can be counted.
    const std::uint64_t prefix = m_pos - m_lineStart;
    const std::size_t size = static_cast<std::size_t>(prefix) + m_limits.gameBytes + 1;
    const Bytes available = m_source.from(m_lineStart, size + 1);
    const bool truncated = available.bytes.size() > size;
    GameSpan span;
    span.number = m_number;
    span.window = available.bytes.substr(0, size);
    span.windowOffset = m_lineStart;
    span.offset = m_pos;
    span.line = m_line;
    span.lineStart = m_lineStart;

    Lexer lexer(span.window, span.windowOffset, truncated, {m_pos, m_line, m_lineStart}, m_limits.lineBytes);
    bool started = false, movetext = false, tags = false, blankAfterTags = false;
    Lexer::Start after{};
    while (true) {
        const Token& peeked = lexer.peek();
        if (peeked.kind == TokenKind::Overflow) {
            stopForLongGame(span.line);
            return std::nullopt;
        }
        if (peeked.kind == TokenKind::LineTooLong) {
            stopForLongLine(peeked.line);
            return std::nullopt;
        }
        if (peeked.kind == TokenKind::End) {
            m_atEnd = true;
            break;
        }
        blankAfterTags = blankAfterTags || (tags && peeked.afterBlankLine);
        if (peeked.opensTag && (movetext || blankAfterTags)) {
            after = {peeked.offset, peeked.line, peeked.lineStart}; // the next game's tags
            break;
        }
        const Token& token = lexer.take();
        if (!started) {
            started = true;
            span.offset = token.offset;
            span.line = token.line;
            span.lineStart = token.lineStart;
        }
        span.end = token.end;
        if (token.opensTag)
            tags = true;
        else if (token.kind != TokenKind::Comment)
            movetext = true;
        consumer.token(token);
        if (token.kind == TokenKind::Result) {
            after = lexer.position();
            break;
        }
    }
    if (!tags && !movetext)
        return std::nullopt; // only comments after the last game
    if (span.end - span.offset > m_limits.gameBytes) {
        stopForLongGame(span.line); // it ends in the byte the window holds beyond the limit
        return std::nullopt;
    }
    if (!m_atEnd) {
        m_before = static_cast<unsigned char>(span.window[after.offset - span.windowOffset - 1]);
        m_pos = after.offset;
        m_line = after.line;
        m_lineStart = after.lineStart;
    }
    span.encoding = encodingOf(span.bytes());
    ++m_number;
    return span;
}

} // namespace draughts::pdn::detail
