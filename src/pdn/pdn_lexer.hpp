#pragma once

// Internal to src/pdn: the PDN tokens and the lexer that finds them.

#include <draughts/pdn/pdn_reader.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::pdn::detail {

enum class TokenKind {
    Tag,        // text: name, value: unescaped value
    MoveNumber, // "12." or "12..."
    Move,       // a move, placement or claim word: "32-28", "28x17x8", "@c1", "~27"
    Strength,   // "!", "?!", ...; also "*" written straight after a move
    Nag,        // text: the digits after '$'
    Comment,    // text: the comment, untrimmed
    Variation,  // text: everything between '(' and its ')'
    Result,     // "2-0", "0-2", "1-1", "0-0", "1-0", "0-1", "1/2-1/2", "*"
    Error,      // problem and arguments: what is wrong; value: the offending text
    End,
};

struct Token {
    TokenKind kind = TokenKind::End;
    std::string text;
    std::string value;
    std::size_t line = 1;
    std::size_t column = 1;
    std::size_t valueColumn = 1; // Tag: column of the value's first character
    bool opensTag = false;       // Tag, or an Error that began with '['
    PdnProblem problem = PdnProblem::UnexpectedCharacter; // Error
    std::vector<std::string> arguments;                   // Error
};

// Splits UTF-8 text with "\n" line ends (see toUtf8Text) into tokens. Never
// fails: what it cannot read becomes an Error token, after which it goes on
// at a point that lets the next game be found.
class Lexer {
public:
    explicit Lexer(std::string_view text) : m_text(text) {}

    Token next();

private:
    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek(std::size_t ahead = 0) const
    {
        return m_pos + ahead < m_text.size() ? m_text[m_pos + ahead] : '\0';
    }
    void advance();
    void advanceTo(std::size_t pos);
    void skipToLineEnd();
    Token start(TokenKind kind) const;
    Token error(Token token, PdnProblem problem, std::vector<std::string> arguments, std::string offending);

    Token readTag();
    Token readComment();
    Token readLineComment();
    Token readVariation();
    Token readWord();
    // Where the '}' closing a comment that opens at `from` is, or npos.
    std::size_t findCommentEnd(std::size_t from);

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::size_t m_line = 1;
    std::size_t m_column = 1;
    // A '*' straight after a move or a strength mark is a move strength,
    // anywhere else the game terminator.
    bool m_afterMoveWord = false;
    // No '}' follows this position: remembered so that many unclosed
    // comments do not make reading quadratic.
    std::size_t m_noCommentEndFrom = std::string_view::npos;
};

// Whether the word is one of the result tokens.
bool isResultWord(std::string_view word);

// Offending text as shown in a message: at most 40 characters, control
// characters (binary junk) shown as '?'.
std::string displayText(std::string_view text);

} // namespace draughts::pdn::detail
