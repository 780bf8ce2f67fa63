#include "pdn_lexer.hpp"

#include <algorithm>
#include <array>

namespace draughts::pdn::detail {

namespace {

bool isContinuationByte(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

// Characters that end a move word because they start another token.
bool isDelimiter(char c)
{
    switch (c) {
    case '[': case ']': case '{': case '}': case '(': case ')': case ';':
    case '$': case '!': case '?': case '*': case '"':
        return true;
    default:
        return isSpace(c);
    }
}

bool isDigit(char c) { return c >= '0' && c <= '9'; }

bool isTagNameChar(char c)
{
    return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

} // namespace

bool isResultWord(std::string_view word)
{
    static constexpr std::array<std::string_view, 7> results{"2-0", "0-2", "1-1", "0-0", "1-0", "0-1", "1/2-1/2"};
    for (std::string_view r : results)
        if (word == r)
            return true;
    return false;
}

std::string displayText(std::string_view text)
{
    std::string out;
    std::size_t characters = 0;
    for (char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (!isContinuationByte(c) && ++characters > 40) {
            out += "...";
            break;
        }
        out += byte < 0x20 || byte == 0x7F ? '?' : c;
    }
    return out;
}

void Lexer::advance()
{
    if (atEnd())
        return;
    const char c = m_text[m_pos++];
    if (c == '\n') {
        ++m_line;
        m_column = 1;
    } else if (!isContinuationByte(c)) {
        ++m_column; // columns count code points, not bytes
    }
}

void Lexer::advanceTo(std::size_t pos)
{
    while (m_pos < pos && !atEnd())
        advance();
}

void Lexer::skipToLineEnd()
{
    while (!atEnd() && peek() != '\n')
        advance();
}

Token Lexer::start(TokenKind kind) const
{
    Token token;
    token.kind = kind;
    token.line = m_line;
    token.column = m_column;
    return token;
}

Token Lexer::error(Token token, PdnProblem problem, std::vector<std::string> arguments, std::string offending)
{
    token.kind = TokenKind::Error;
    token.problem = problem;
    token.arguments = std::move(arguments);
    token.value = std::move(offending);
    return token;
}

Token Lexer::next()
{
    // A lone U+00A0 (no-break space, common in Latin-1 files) separates too.
    bool spaced = false;
    while (!atEnd()) {
        if (isSpace(peek())) {
            advance();
        } else if (peek() == '\xC2' && peek(1) == '\xA0') {
            advance();
            advance();
        } else if (peek() == '%' && m_column == 1) {
            skipToLineEnd(); // PGN escape line: private data of some program
        } else {
            break;
        }
        spaced = true;
    }
    if (spaced)
        m_afterMoveWord = false;
    if (atEnd())
        return start(TokenKind::End);

    const bool afterMove = m_afterMoveWord;
    m_afterMoveWord = false;
    const char c = peek();
    switch (c) {
    case '[': return readTag();
    case '{': return readComment();
    case ';': return readLineComment();
    case '(': return readVariation();
    case ')': {
        Token token = start(TokenKind::Error);
        advance();
        return error(token, PdnProblem::CloseWithoutOpen, {}, ")");
    }
    case '$': {
        Token token = start(TokenKind::Nag);
        advance();
        while (isDigit(peek()) && token.text.size() < 12) {
            token.text += peek();
            advance();
        }
        if (token.text.empty())
            return error(token, PdnProblem::NagWithoutNumber, {}, "$");
        return token;
    }
    case '!':
    case '?': {
        Token token = start(TokenKind::Strength);
        while (peek() == '!' || peek() == '?') {
            token.text += peek();
            advance();
        }
        m_afterMoveWord = true;
        return token;
    }
    case '*': {
        Token token = start(afterMove ? TokenKind::Strength : TokenKind::Result);
        token.text = "*";
        advance();
        m_afterMoveWord = afterMove;
        return token;
    }
    case ']':
    case '}':
    case '"': {
        Token token = start(TokenKind::Error);
        advance();
        return error(token, PdnProblem::UnexpectedSymbol, {std::string(1, c)}, std::string(1, c));
    }
    default: return readWord();
    }
}

Token Lexer::readTag()
{
    Token token = start(TokenKind::Tag);
    token.opensTag = true;
    const std::size_t begin = m_pos;
    // Where reading goes on after a broken tag: past the rest of its line,
    // past its ']' on that line, or right here (the rest may be movetext,
    // with the terminator that ends this game).
    enum class Resume { LineEnd, Bracket, Here };
    auto fail = [&](PdnProblem why, Resume resume) {
        if (resume == Resume::Bracket) {
            const std::size_t lineEnd = std::min(m_text.find('\n', m_pos), m_text.size());
            const std::size_t bracket = m_text.find(']', m_pos);
            advanceTo(bracket < lineEnd ? bracket + 1 : lineEnd);
        } else if (resume == Resume::LineEnd) {
            skipToLineEnd();
        }
        std::string_view shown = m_text.substr(begin, m_pos - begin);
        while (!shown.empty() && isSpace(shown.back()))
            shown.remove_suffix(1);
        return error(token, why, {displayText(shown)}, std::string(shown));
    };
    advance(); // '['
    while (peek() == ' ' || peek() == '\t')
        advance();
    while (isTagNameChar(peek())) {
        token.text += peek();
        advance();
    }
    if (token.text.empty())
        return fail(PdnProblem::TagNameMissing, Resume::Bracket);
    while (peek() == ' ' || peek() == '\t')
        advance();
    if (peek() != '"')
        return fail(PdnProblem::TagValueNotQuoted, Resume::Bracket);
    advance();
    token.valueColumn = m_column;
    while (true) {
        if (atEnd() || peek() == '\n')
            return fail(PdnProblem::TagValueNotClosed, Resume::LineEnd);
        const char c = peek();
        if (c == '\\' && (peek(1) == '"' || peek(1) == '\\')) {
            token.value += peek(1);
            advance();
            advance();
        } else if (c == '"') {
            advance();
            break;
        } else {
            token.value += c;
            advance();
        }
    }
    while (peek() == ' ' || peek() == '\t')
        advance();
    if (peek() != ']')
        return fail(PdnProblem::TagBracketMissing, Resume::Here);
    advance();
    return token;
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

Token Lexer::readComment()
{
    Token token = start(TokenKind::Comment);
    const std::size_t close = findCommentEnd(m_pos);
    if (close != std::string_view::npos) {
        token.text = std::string(m_text.substr(m_pos + 1, close - m_pos - 1));
        advanceTo(close + 1);
        return token;
    }
    // Go on after the '{' line so that the games after it can still load.
    skipToLineEnd();
    return error(token, PdnProblem::CommentNotClosed, {}, "{");
}

Token Lexer::readLineComment()
{
    Token token = start(TokenKind::Comment);
    advance(); // ';'
    const std::size_t begin = m_pos;
    skipToLineEnd();
    token.text = std::string(m_text.substr(begin, m_pos - begin));
    return token;
}

Token Lexer::readVariation()
{
    Token token = start(TokenKind::Variation);
    const std::size_t begin = m_pos + 1;
    std::size_t pos = begin;
    int depth = 1;
    bool lineStart = false;
    while (pos < m_text.size()) {
        const char c = m_text[pos];
        // A tag at the start of a line is the next game: this variation was
        // never closed. Stopping there keeps reading linear in the file size.
        if (lineStart && c == '[')
            break;
        lineStart = c == '\n';
        if (c == '(') {
            ++depth;
        } else if (c == ')') {
            if (--depth == 0) {
                token.text = std::string(m_text.substr(begin, pos - begin));
                advanceTo(pos + 1);
                return token;
            }
        } else if (c == '{') {
            const std::size_t close = findCommentEnd(pos);
            if (close == std::string_view::npos)
                break;
            pos = close;
        } else if (c == ';') {
            const std::size_t end = m_text.find('\n', pos);
            if (end == std::string_view::npos)
                break;
            pos = end - 1; // let the loop see the line end
        }
        ++pos;
    }
    advanceTo(pos);
    return error(token, PdnProblem::VariationNotClosed, {}, "(");
}

Token Lexer::readWord()
{
    Token token = start(TokenKind::Move);
    std::size_t end = m_pos;
    while (end < m_text.size() && !isDelimiter(m_text[end]) &&
           !(m_text[end] == '\xC2' && end + 1 < m_text.size() && m_text[end + 1] == '\xA0'))
        ++end;
    const std::string_view word = m_text.substr(m_pos, end - m_pos);
    if (word.empty()) {
        // Unreachable by construction: next() only calls here for a
        // non-delimiter character. Consume it anyway so reading always ends.
        advance();
        return error(token, PdnProblem::UnexpectedCharacter, {}, "");
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
        token.text = std::string(word.substr(0, dots));
        advanceTo(m_pos + dots);
        return token;
    }
    token.text = std::string(word);
    advanceTo(end);
    if (isResultWord(word)) {
        token.kind = TokenKind::Result;
    } else {
        m_afterMoveWord = true;
    }
    return token;
}

} // namespace draughts::pdn::detail
