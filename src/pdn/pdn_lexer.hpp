#pragma once

// Internal to src/pdn: the PDN tokens and the lexer that finds them.

#include <draughts/pdn/pdn_reader.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::pdn::detail {

enum class TokenKind {
    Tag,         // text: name, value: the value as written (escapes not yet removed)
    MoveNumber,  // "12." or "12..."
    Move,        // a move, placement or claim word: "32-28", "28x17x8", "@c1", "~27"; may hold
                 // column padding ("35x 4"), see compactMove
    Strength,    // "!", "?!", ...; also "*" written straight after a move
    Nag,         // text: the digits after '$'
    Comment,     // text: the comment, untrimmed
    Variation,   // text: everything between '(' and its ')'
    Result,      // "2-0", "0-2", "1-1", "0-0", "1-0", "0-1", "1/2-1/2", "*"
    Error,       // problem: what is wrong; text: the offending text
    End,         // the input ends
    Overflow,    // the game goes on past the end of its window (ReadLimits::gameBytes)
    LineTooLong, // line: the line that is longer than ReadLimits::lineBytes
};

// A token of the file. Texts are the file's own bytes (views into the
// lexer's window), in whatever encoding the file has; positions are byte
// offsets from the start of the file.
struct Token {
    TokenKind kind = TokenKind::End;
    std::string_view text;
    std::string_view value;
    PdnProblem problem = PdnProblem::UnexpectedCharacter; // Error
    std::uint64_t offset = 0;                             // first byte
    std::uint64_t end = 0;                                // one past the last byte
    std::size_t line = 1;
    std::uint64_t lineStart = 0;   // first byte of the token's line
    std::uint64_t valueOffset = 0; // Tag: first byte of the value
    bool opensTag = false;         // Tag, or an Error that began with '['
    bool afterBlankLine = false;   // an empty line comes between this token and the one before
};

// Splits the bytes of one game into tokens, from a start position to the
// end of a window of the file. Never fails: what it cannot read becomes an
// Error token, after which it goes on at a point that lets the next game be
// found. Line ends may be "\n", "\r\n" or "\r". How bytes are read does not
// depend on the file's encoding, so that the games' boundaries do not
// either: a no-break space is "\xC2\xA0" (UTF-8) or a byte 0xA0 straight
// after an ASCII character (Windows-1252).
class Lexer {
public:
    struct Start {
        std::uint64_t offset = 0; // where lexing starts
        std::size_t line = 1;
        std::uint64_t lineStart = 0;
    };

    // `window` holds the file's bytes from `windowOffset` on, `start` lies
    // inside it. `truncated`: the file goes on after the window, so that
    // reaching its end gives Overflow instead of End.
    Lexer(std::string_view window, std::uint64_t windowOffset, bool truncated, Start start, std::size_t maxLineBytes);

    const Token& peek();
    // The next token, valid until the next peek() or take().
    const Token& take();
    // Where lexing stands after the last token taken (before any peeked one).
    Start position() const { return m_afterTaken; }

private:
    // What lay before a token: space, and whether an empty line.
    struct Gap {
        bool spaced = false;
        bool blankLine = false;
    };

    void next(Token& token);
    Gap skipGap();
    // Reads the token at m_pos into `token`; false when it ran into the
    // window's end and `token` is an Overflow to return as it is.
    bool readToken(Token& token);
    bool readNag(Token& token);
    bool readStrength(Token& token);
    bool atEnd() const { return m_pos >= m_text.size(); }
    unsigned char byte(std::size_t at) const { return static_cast<unsigned char>(m_text[at]); }
    std::uint64_t absolute(std::size_t at) const { return m_base + at; }
    // The no-break space that starts at `at`: its length in bytes, or 0.
    std::size_t noBreakSpaceAt(std::size_t at) const;
    std::size_t wordEnd(std::size_t from) const;
    // Moves to `pos`, counting the line ends passed and checking line lengths.
    void advanceTo(std::size_t pos);
    void skipToLineEnd();
    void checkLineLength();
    // Tokens are filled in place: one Token is reused for the whole game.
    void begin(Token& token, TokenKind kind) const;
    void finish(Token& token) const;
    void fail(Token& token, PdnProblem problem, std::size_t from);

    void readTag(Token& token);
    void readComment(Token& token);
    void readLineComment(Token& token);
    void readVariation(Token& token);
    void readWord(Token& token);
    // Where the '}' closing a comment that opens at `from` is, or npos.
    std::size_t findCommentEnd(std::size_t from);

    std::string_view m_text;
    std::uint64_t m_base = 0;
    bool m_truncated = false;
    std::size_t m_maxLine = 0;
    std::size_t m_pos = 0;
    std::size_t m_line = 1;
    std::uint64_t m_lineStart = 0;
    std::size_t m_longLine = 0; // a line found longer than m_maxLine, or 0
    // A '*' straight after a move or a strength mark is a move strength,
    // anywhere else the game terminator.
    bool m_afterMoveWord = false;
    // No '}' follows this position: remembered so that many unclosed
    // comments do not make reading quadratic.
    std::size_t m_noCommentEndFrom = std::string_view::npos;
    bool m_hasPeeked = false;
    Token m_peeked;
    Start m_afterTaken;
};

// The arguments of an Error token's problem (see PdnProblem): the
// offending text, for the problems that name it.
std::vector<std::string> errorArguments(const Token& error);

// Whether the word is one of the result tokens.
bool isResultWord(std::string_view word);

// A move word without the column padding some programs write ("35x 4" is
// "35x4"); the column in the written word of each character of the result
// is `writtenColumn`.
std::string compactMove(std::string_view word);
std::size_t writtenColumn(std::string_view word, std::size_t compactColumn);

// Offending text as shown in a message: at most 40 characters, control
// characters (binary junk) shown as '?'.
std::string displayText(std::string_view text);

} // namespace draughts::pdn::detail
