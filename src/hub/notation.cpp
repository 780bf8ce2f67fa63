#include <draughts/hub/notation.hpp>

#include <draughts/notation/excerpt.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/notation/parse_problems.hpp>
#include <draughts/notation/square_names.hpp>
#include <draughts/rules/geometry.hpp>

#include <algorithm>

namespace draughts::hub {

using namespace core;

namespace {

ParseError positionError(std::string reason, std::size_t column)
{
    ParseError error;
    error.message = "position: " + reason + " (at column " + std::to_string(column) + ")";
    error.column = column;
    error.problem = ParseProblem::EmptyFen;
    error.arguments = {std::move(reason)};
    return error;
}

// The piece list of one side as a FEN field: "W31,32,K46" or "Wc3,e5".
std::string fenPieces(Variant variant, const Position& position, Side side)
{
    std::string field(1, side == Side::White ? 'W' : 'B');
    bool first = true;
    for (int n = 1; n <= rules::playingSquareCount(variant); ++n) {
        const Square s = rules::squareFromNumber(variant, n);
        if (!contains(position.pieces(side), s))
            continue;
        if (!first)
            field += ',';
        first = false;
        if (contains(position.kings, s))
            field += 'K';
        field += notation::squareName(variant, s);
    }
    return field;
}

std::vector<Square> squaresOf(Bitboard set, Variant variant)
{
    std::vector<Square> squares;
    for (; set; set &= set - 1)
        squares.push_back(lowestSquare(set));
    std::sort(squares.begin(), squares.end(), [variant](Square a, Square b) {
        return rules::squareNumber(variant, a) < rules::squareNumber(variant, b);
    });
    return squares;
}

} // namespace

std::string_view variantValue(Variant variant)
{
    return variant == Variant::International ? std::string_view{"normal"} : variantId(variant);
}

std::optional<Variant> variantFromValue(std::string_view value)
{
    if (value == "normal")
        return Variant::International;
    return variantFromId(value);
}

std::string allVariantValues()
{
    std::string values;
    for (Variant v : allVariants) {
        if (!values.empty())
            values += ' ';
        values += variantValue(v);
    }
    return values;
}

std::string writePosition(Variant variant, const Position& position)
{
    std::string text(1, position.sideToMove == Side::White ? 'W' : 'B');
    for (int n = 1; n <= rules::playingSquareCount(variant); ++n) {
        const Square s = rules::squareFromNumber(variant, n);
        const bool king = contains(position.kings, s);
        if (contains(position.white, s))
            text += king ? 'W' : 'w';
        else if (contains(position.black, s))
            text += king ? 'B' : 'b';
        else
            text += 'e';
    }
    // The FEN's own extension fields follow its side and two piece lists.
    const std::string fen = notation::writeFen(variant, position);
    std::size_t at = fen.find(':');
    for (int field = 0; field < 2 && at != std::string::npos; ++field)
        at = fen.find(':', at + 1);
    if (at != std::string::npos)
        text += fen.substr(at);
    return text;
}

Parsed<Position> readPosition(Variant variant, std::string_view text)
{
    const auto squares = static_cast<std::size_t>(rules::playingSquareCount(variant));
    if (text.empty() || (text[0] != 'W' && text[0] != 'B'))
        return positionError("it must start with the side to move, W or B", 1);
    const std::string_view board = text.substr(1, std::min(squares, text.size() - 1));
    if (board.size() < squares || (text.size() > squares + 1 && text[squares + 1] != ':'))
        return positionError("it needs one letter for each of the " + std::to_string(squares) + " squares of " +
                                 std::string(variantName(variant)) + ", then only fields starting with ':'",
                             std::min(text.size(), squares + 1) + 1);
    Position empty;
    empty.sideToMove = text[0] == 'W' ? Side::White : Side::Black;
    for (std::size_t i = 0; i < squares; ++i) {
        const Square s = rules::squareFromNumber(variant, static_cast<int>(i) + 1);
        switch (board[i]) {
        case 'w': empty.white |= bitOf(s); break;
        case 'b': empty.black |= bitOf(s); break;
        case 'W':
            empty.white |= bitOf(s);
            empty.kings |= bitOf(s);
            break;
        case 'B':
            empty.black |= bitOf(s);
            empty.kings |= bitOf(s);
            break;
        case 'e': break;
        default: return positionError("\"" + std::string(1, board[i]) + "\" is none of w, b, W, B, e", i + 2);
        }
    }
    // Our FEN reader checks everything else: kings where a game has none,
    // men on their crowning squares, and the extension fields.
    std::string fen(1, text[0]);
    fen += ':' + fenPieces(variant, empty, Side::White) + ':' + fenPieces(variant, empty, Side::Black);
    fen += text.substr(squares + 1);
    auto parsed = notation::readFen(variant, fen);
    if (!parsed) {
        ParseError error = parsed.error();
        const std::string reason = notation::reasonOf(error.problem, error.arguments);
        const std::size_t fieldsStart = fen.size() - (text.size() - squares - 1);
        const std::size_t column = error.column > fieldsStart ? error.column - fieldsStart + squares + 1 : 1;
        error.message = "position: " + reason + " (at column " + std::to_string(column) + ")";
        error.column = column;
        return error;
    }
    return parsed;
}

std::string writeMove(Variant variant, const Move& move)
{
    if (move.kind == MoveKind::Placement)
        return "@" + notation::squareName(variant, move.to);
    const std::string from = notation::squareName(variant, move.from);
    const std::string to = notation::squareName(variant, move.to);
    if (!move.isCapture())
        return from + "-" + to;
    std::string text = from + "x" + to;
    for (Square s : squaresOf(move.captured, variant))
        text += "x" + notation::squareName(variant, s);
    return text;
}

Parsed<Move> readMove(Variant variant, std::string_view text, const MoveList& legal)
{
    // "from x to x captured...": the protocol's own form.
    std::vector<Square> squares;
    bool readable = text.find('x') != std::string_view::npos && text.find('-') == std::string_view::npos;
    for (std::size_t start = 0; readable && start <= text.size();) {
        const std::size_t end = std::min(text.find('x', start), text.size());
        const Square s = notation::parseSquare(variant, text.substr(start, end - start));
        readable = s != NoSquare;
        squares.push_back(s);
        start = end + 1;
    }
    if (readable && squares.size() >= 2) {
        Bitboard captured = 0;
        for (std::size_t i = 2; i < squares.size(); ++i)
            captured |= bitOf(squares[i]);
        const Move* found = nullptr;
        int matches = 0;
        for (const Move& m : legal) {
            if (!m.isCapture() || m.from != squares[0] || m.to != squares[1])
                continue;
            if (squares.size() > 2 && m.captured != captured)
                continue;
            found = &m;
            ++matches;
        }
        if (matches == 1)
            return *found;
    }
    // Anything else our notation reads: steps, placements, routes.
    return notation::parseMove(variant, text, legal);
}

std::string writeMoves(Variant variant, const std::vector<Move>& moves)
{
    std::string text;
    for (const Move& m : moves) {
        if (!text.empty())
            text += ' ';
        text += writeMove(variant, m);
    }
    return text;
}

} // namespace draughts::hub
