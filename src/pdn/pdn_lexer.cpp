#include "pdn_lexer.hpp"

#include <draughts/notation/excerpt.hpp>

#include <array>

namespace draughts::pdn::detail {

namespace {

enum ByteClass : unsigned char {
    Other = 0,
    Space = 1,     // ends a word, skipped between tokens
    LineEnd = 2,   // '\n', '\r'
    Delimiter = 4, // ends a word because it starts another token
    NoBreak = 8,   // may be (part of) a no-break space: 0xC2, 0xA0
};

constexpr std::array<unsigned char, 256> byteClasses = [] {
    std::array<unsigned char, 256> classes{};
    for (char c : {' ', '\t', '\v', '\f'})
        classes[static_cast<unsigned char>(c)] = Space | Delimiter;
    for (char c : {'\n', '\r'})
        classes[static_cast<unsigned char>(c)] = LineEnd | Delimiter;
    for (char c : {'[', ']', '{', '}', '(', ')', ';', '$', '!', '?', '*', '"'})
        classes[static_cast<unsigned char>(c)] = Delimiter;
    classes[0xC2] = classes[0xA0] = NoBreak;
    return classes;
}();

bool hasClass(unsigned char c, ByteClass cls) { return (byteClasses[c] & cls) != 0; }

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isTagNameChar(char c) { return isDigit(c) || isLetter(c) || c == '_'; }
bool isSeparator(char c) { return c == '-' || c == 'x' || c == 'X' || c == ':'; }
bool isPadding(char c) { return c == ' ' || c == '\t'; }

} // namespace

bool isResultWord(std::string_view word)
{
    if (word.size() < 3 || (word[1] != '-' && word[1] != '/'))
        return false; // most words, such as "32-28"
    static constexpr std::array<std::string_view, 7> results{"2-0", "0-2", "1-1", "0-0", "1-0", "0-1", "1/2-1/2"};
    for (std::string_view r : results)
        if (word == r)
            return true;
    return false;
}

std::string compactMove(std::string_view word)
{
    std::string out;
    out.reserve(word.size());
    for (char c : word)
        if (!isPadding(c))
            out += c;
    return out;
}

std::size_t writtenColumn(std::string_view word, std::size_t compactColumn)
{
    std::size_t seen = 0;
    for (std::size_t i = 0; i < word.size(); ++i)
        if (!isPadding(word[i]) && ++seen == compactColumn)
            return i + 1;
    return word.size() + 1;
}

std::string displayText(std::string_view text) { return notation::excerpt(text); }

std::vector<std::string> errorArguments(const Token& error)
{
    switch (error.problem) {
    case PdnProblem::UnexpectedSymbol: return {std::string(error.text)};
    case PdnProblem::TagNameMissing:
    case PdnProblem::TagValueNotQuoted:
    case PdnProblem::TagValueNotClosed:
    case PdnProblem::TagBracketMissing: return {displayText(error.text)};
    default: return {};
    }
}

Lexer::Lexer(std::string_view window, std::uint64_t windowOffset, bool truncated, Start start, std::size_t maxLineBytes)
    : m_text(window), m_base(windowOffset), m_truncated(truncated), m_maxLine(maxLineBytes),
      m_pos(static_cast<std::size_t>(start.offset - windowOffset)), m_line(start.line), m_lineStart(start.lineStart),
      m_afterTaken(start)
{}

const Token& Lexer::peek()
{
    if (!m_hasPeeked) {
        next(m_peeked);
        m_hasPeeked = true;
    }
    return m_peeked;
}

const Token& Lexer::take()
{
    peek();
    m_hasPeeked = false;
    m_afterTaken = {absolute(m_pos), m_line, m_lineStart};
    return m_peeked;
}

std::size_t Lexer::noBreakSpaceAt(std::size_t at) const
{
    if (!hasClass(byte(at), NoBreak))
        return 0;
    if (byte(at) == 0xC2 && at + 1 < m_text.size() && byte(at + 1) == 0xA0)
        return 2;
    if (byte(at) == 0xA0 && at > 0 && byte(at - 1) < 0x80)
        return 1;
    return 0;
}

std::size_t Lexer::wordEnd(std::size_t from) const
{
    std::size_t end = from;
    while (end < m_text.size()) {
        const unsigned char c = byte(end);
        if (hasClass(c, Delimiter) || (hasClass(c, NoBreak) && noBreakSpaceAt(end)))
            break;
        ++end;
    }
    return end;
}

void Lexer::checkLineLength()
{
    if (!m_longLine && absolute(m_pos) - m_lineStart > m_maxLine)
        m_longLine = m_line;
}

void Lexer::advanceTo(std::size_t pos)
{
    while (m_pos < pos && !atEnd()) {
        const unsigned char c = byte(m_pos);
        if (!hasClass(c, LineEnd)) {
            ++m_pos;
            continue;
        }
        checkLineLength();
        m_pos += c == '\r' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '\n' ? 2U : 1U;
        ++m_line;
        m_lineStart = absolute(m_pos);
    }
}

void Lexer::skipToLineEnd()
{
    std::size_t end = m_pos;
    while (end < m_text.size() && !hasClass(byte(end), LineEnd))
        ++end;
    advanceTo(end);
}

void Lexer::begin(Token& token, TokenKind kind) const
{
    token.kind = kind;
    token.text = {};
    token.value = {};
    token.problem = PdnProblem::UnexpectedCharacter;
    token.offset = absolute(m_pos);
    token.end = token.offset;
    token.line = m_line;
    token.lineStart = m_lineStart;
    token.valueOffset = 0;
    token.opensTag = false;
    token.afterBlankLine = false;
}

void Lexer::finish(Token& token) const { token.end = absolute(m_pos); }

void Lexer::fail(Token& token, PdnProblem problem, std::size_t from)
{
    token.kind = TokenKind::Error;
    token.text = m_text.substr(from, m_pos - from);
    token.problem = problem;
    finish(token);
}

// Skips spaces, line ends and PGN escape lines up to the next token.
Lexer::Gap Lexer::skipGap()
{
    Gap gap;
    int lineEnds = 0;
    while (!atEnd() && !m_longLine) {
        const unsigned char c = byte(m_pos);
        if (hasClass(c, Space)) {
            ++m_pos;
        } else if (hasClass(c, LineEnd)) {
            advanceTo(m_pos + 1);
            gap.blankLine = gap.blankLine || ++lineEnds >= 2;
        } else if (const std::size_t length = noBreakSpaceAt(m_pos)) {
            m_pos += length;
        } else if (c == '%' && absolute(m_pos) == m_lineStart) {
            skipToLineEnd(); // PGN escape line: private data of some program
            lineEnds = 0;
        } else {
            break;
        }
        gap.spaced = true;
    }
    return gap;
}

void Lexer::next(Token& token)
{
    const Gap gap = skipGap();
    checkLineLength();
    if (m_longLine) {
        begin(token, TokenKind::LineTooLong);
        token.line = m_longLine;
        return;
    }
    if (gap.spaced)
        m_afterMoveWord = false;
    if (atEnd())
        return begin(token, m_truncated ? TokenKind::Overflow : TokenKind::End);
    if (!readToken(token))
        return;
    if (token.kind == TokenKind::Overflow) {
        // A token that runs on to the window's end without a line end:
        // name the line when that is what is too long ("play /dev/zero").
        if (m_base + m_text.size() - m_lineStart > m_maxLine) {
            token.kind = TokenKind::LineTooLong;
            token.line = m_line;
        }
        return;
    }
    token.afterBlankLine = gap.blankLine;
    checkLineLength();
    if (m_longLine) {
        begin(token, TokenKind::LineTooLong);
        token.line = m_longLine;
    }
}

bool Lexer::readToken(Token& token)
{
    const bool afterMove = m_afterMoveWord;
    m_afterMoveWord = false;
    const std::size_t from = m_pos;
    switch (m_text[m_pos]) {
    case '[': readTag(token); break;
    case '{': readComment(token); break;
    case ';': readLineComment(token); break;
    case '(': readVariation(token); break;
    case ')':
        begin(token, TokenKind::Error);
        ++m_pos;
        fail(token, PdnProblem::CloseWithoutOpen, from);
        break;
    case '$': return readNag(token);
    case '!':
    case '?': return readStrength(token);
    case '*':
        begin(token, afterMove ? TokenKind::Strength : TokenKind::Result);
        token.text = m_text.substr(m_pos, 1);
        ++m_pos;
        m_afterMoveWord = afterMove;
        finish(token);
        break;
    case ']':
    case '}':
    case '"':
        begin(token, TokenKind::Error);
        ++m_pos;
        fail(token, PdnProblem::UnexpectedSymbol, from);
        break;
    default: readWord(token); break;
    }
    return true;
}

// "$2": a numeric annotation glyph.
bool Lexer::readNag(Token& token)
{
    const std::size_t from = m_pos;
    begin(token, TokenKind::Nag);
    std::size_t end = m_pos + 1;
    while (end < m_text.size() && isDigit(m_text[end]) && end - m_pos <= 12)
        ++end;
    if (end >= m_text.size() && m_truncated) {
        begin(token, TokenKind::Overflow);
        return false;
    }
    token.text = m_text.substr(m_pos + 1, end - m_pos - 1);
    m_pos = end;
    if (token.text.empty())
        fail(token, PdnProblem::NagWithoutNumber, from);
    else
        finish(token);
    return true;
}

// "!", "?!", "??": a move's strength.
bool Lexer::readStrength(Token& token)
{
    begin(token, TokenKind::Strength);
    std::size_t end = m_pos;
    while (end < m_text.size() && (m_text[end] == '!' || m_text[end] == '?'))
        ++end;
    if (end >= m_text.size() && m_truncated) {
        begin(token, TokenKind::Overflow);
        return false;
    }
    token.text = m_text.substr(m_pos, end - m_pos);
    m_pos = end;
    m_afterMoveWord = true;
    finish(token);
    return true;
}

void Lexer::readTag(Token& token)
{
    begin(token, TokenKind::Tag);
    token.opensTag = true;
    const std::size_t begin = m_pos;
    const auto lineEnd = [&](std::size_t from) {
        while (from < m_text.size() && !hasClass(byte(from), LineEnd))
            ++from;
        return from;
    };
    // Where reading goes on after a broken tag: past the rest of its line,
    // past its ']' on that line, or right here (the rest may be movetext,
    // with the terminator that ends this game).
    enum class Resume { LineEnd, Bracket, Here };
    const auto failTag = [&](PdnProblem why, Resume resume) {
        if (resume != Resume::Here) {
            const std::size_t end = lineEnd(m_pos);
            if (end >= m_text.size() && m_truncated)
                return this->begin(token, TokenKind::Overflow);
            std::size_t bracket = m_pos;
            while (bracket < end && m_text[bracket] != ']')
                ++bracket;
            m_pos = resume == Resume::Bracket && bracket < end ? bracket + 1 : end;
        }
        std::string_view shown = m_text.substr(begin, m_pos - begin);
        while (!shown.empty() && hasClass(static_cast<unsigned char>(shown.back()), Space))
            shown.remove_suffix(1);
        fail(token, why, begin);
        token.text = shown;
    };
    const auto skipPadding = [&] {
        while (m_pos < m_text.size() && isPadding(m_text[m_pos]))
            ++m_pos;
    };
    ++m_pos; // '['
    skipPadding();
    const std::size_t nameStart = m_pos;
    while (m_pos < m_text.size() && isTagNameChar(m_text[m_pos]))
        ++m_pos;
    token.text = m_text.substr(nameStart, m_pos - nameStart);
    if (token.text.empty())
        return failTag(PdnProblem::TagNameMissing, Resume::Bracket);
    skipPadding();
    if (m_pos >= m_text.size() && m_truncated)
        return this->begin(token, TokenKind::Overflow);
    if (m_pos >= m_text.size() || m_text[m_pos] != '"')
        return failTag(PdnProblem::TagValueNotQuoted, Resume::Bracket);
    ++m_pos;
    token.valueOffset = absolute(m_pos);
    const std::size_t valueStart = m_pos;
    while (true) {
        if (m_pos >= m_text.size() && m_truncated)
            return this->begin(token, TokenKind::Overflow);
        if (m_pos >= m_text.size() || hasClass(byte(m_pos), LineEnd))
            return failTag(PdnProblem::TagValueNotClosed, Resume::Here);
        const char c = m_text[m_pos];
        if (c == '\\' && m_pos + 1 < m_text.size() && (m_text[m_pos + 1] == '"' || m_text[m_pos + 1] == '\\'))
            m_pos += 2;
        else if (c == '"')
            break;
        else
            ++m_pos;
    }
    token.value = m_text.substr(valueStart, m_pos - valueStart);
    ++m_pos; // '"'
    skipPadding();
    if (m_pos >= m_text.size() && m_truncated)
        return this->begin(token, TokenKind::Overflow);
    if (m_pos >= m_text.size() || m_text[m_pos] != ']')
        return failTag(PdnProblem::TagBracketMissing, Resume::Here);
    ++m_pos;
    finish(token);
}

std::size_t Lexer::findCommentEnd(std::size_t from)
{
    if (from >= m_noCommentEndFrom)
        return std::string_view::npos;
    const std::size_t close = m_text.find('}', from);
    if (close == std::string_view::npos)
        m_noCommentEndFrom = from;
    return close;
}

// A comment or variation not closed within the game's window is reported
// as not closed, whether or not the file closes it later: a game may not be
// longer than its window, and its other games should still load.
void Lexer::readComment(Token& token)
{
    begin(token, TokenKind::Comment);
    const std::size_t from = m_pos;
    const std::size_t close = findCommentEnd(m_pos);
    if (close != std::string_view::npos) {
        token.text = m_text.substr(m_pos + 1, close - m_pos - 1);
        advanceTo(close + 1);
        return finish(token);
    }
    // Go on after the '{' line so that the games after it can still load.
    ++m_pos;
    fail(token, PdnProblem::CommentNotClosed, from);
    skipToLineEnd();
}

void Lexer::readLineComment(Token& token)
{
    begin(token, TokenKind::Comment);
    const std::size_t start = m_pos + 1;
    std::size_t end = start;
    while (end < m_text.size() && !hasClass(byte(end), LineEnd))
        ++end;
    if (end >= m_text.size() && m_truncated)
        return begin(token, TokenKind::Overflow);
    token.text = m_text.substr(start, end - start);
    m_pos = end;
    finish(token);
}

void Lexer::readVariation(Token& token)
{
    begin(token, TokenKind::Variation);
    const std::size_t from = m_pos;
    const std::size_t start = m_pos + 1;
    std::size_t pos = start;
    int depth = 1;
    bool lineStart = false;
    while (pos < m_text.size()) {
        const char c = m_text[pos];
        // A tag at the start of a line is the next game: this variation was
        // never closed. Stopping there keeps reading linear in the file size.
        if (lineStart && c == '[')
            break;
        lineStart = hasClass(static_cast<unsigned char>(c), LineEnd);
        if (c == '(') {
            ++depth;
        } else if (c == ')') {
            if (--depth == 0) {
                token.text = m_text.substr(start, pos - start);
                advanceTo(pos + 1);
                return finish(token);
            }
        } else if (c == '{') {
            const std::size_t close = findCommentEnd(pos);
            if (close == std::string_view::npos)
                break;
            pos = close;
        } else if (c == ';') {
            while (pos + 1 < m_text.size() && !hasClass(byte(pos + 1), LineEnd))
                ++pos; // let the loop see the line end
        }
        ++pos;
    }
    advanceTo(pos);
    fail(token, PdnProblem::VariationNotClosed, from);
    token.text = m_text.substr(from, 1);
}

void Lexer::readWord(Token& token)
{
    begin(token, TokenKind::Move);
    std::size_t end = wordEnd(m_pos);
    if (end >= m_text.size() && m_truncated)
        return begin(token, TokenKind::Overflow);
    const std::string_view word = m_text.substr(m_pos, end - m_pos);
    if (word.empty()) {
        // Unreachable by construction: next() only calls here for a
        // non-delimiter character. Consume it anyway so reading always ends.
        ++m_pos;
        return fail(token, PdnProblem::UnexpectedCharacter, m_pos - 1);
    }
    // "12." and "12..." are move numbers, also when glued to the move ("1.32-28").
    std::size_t digits = 0;
    while (digits < word.size() && isDigit(word[digits]))
        ++digits;
    std::size_t dots = digits;
    while (dots < word.size() && word[dots] == '.')
        ++dots;
    if (dots > digits) {
        token.kind = TokenKind::MoveNumber;
        token.text = word.substr(0, dots);
        m_pos += dots;
        return finish(token);
    }
    if (isResultWord(word)) {
        token.kind = TokenKind::Result;
    } else {
        // Column padding: a separator, spaces, then a square ("35x 4", "1- 7")
        // continue the same move.
        while (isSeparator(m_text[end - 1])) {
            std::size_t square = end;
            while (square < m_text.size() && isPadding(m_text[square]))
                ++square;
            const std::size_t digit = square < m_text.size() && isLetter(m_text[square]) ? square + 1 : square;
            if (digit >= m_text.size() && m_truncated)
                return begin(token, TokenKind::Overflow);
            if (square == end || digit >= m_text.size() || !isDigit(m_text[digit]))
                break;
            end = wordEnd(square);
            if (end >= m_text.size() && m_truncated)
                return begin(token, TokenKind::Overflow);
        }
        m_afterMoveWord = true;
    }
    token.text = m_text.substr(m_pos, end - m_pos);
    m_pos = end;
    finish(token);
}

} // namespace draughts::pdn::detail
