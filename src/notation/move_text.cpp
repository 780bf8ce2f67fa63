#include <draughts/notation/move_text.hpp>

#include <draughts/notation/excerpt.hpp>
#include <draughts/notation/parse_problems.hpp>
#include <draughts/notation/square_names.hpp>
#include <draughts/rules/geometry.hpp>

#include <algorithm>
#include <optional>
#include <vector>

namespace draughts::notation {

using namespace core;
using rules::fileOf;
using rules::rankOf;
using rules::squareAt;

namespace {

// The free squares a capture passes over or lands on after its start, in
// order: every square of each straight segment except the jumped pieces.
// PDN's long form may name any of them where the piece turns, and a king
// going straight on over a second piece may be written with any square
// between the two.
std::vector<Square> freeSquaresAlong(Variant variant, const Move& move)
{
    std::vector<Square> squares;
    Square at = move.from;
    auto walkTo = [&](Square target) {
        const int df = fileOf(variant, target) > fileOf(variant, at) ? 1 : -1;
        const int dr = rankOf(variant, target) > rankOf(variant, at) ? 1 : -1;
        int file = fileOf(variant, at), rank = rankOf(variant, at);
        while (at != target) {
            file += df;
            rank += dr;
            at = squareAt(variant, file, rank);
            if (at == NoSquare)
                return; // not a straight line: cannot happen for generated moves
            if (!contains(move.captured, at))
                squares.push_back(at);
        }
    };
    for (int i = 0; i < move.pathLength; ++i)
        walkTo(move.path[i]);
    walkTo(move.to);
    return squares;
}

// How the squares between start and end of a written capture are matched.
enum class Reading {
    Landings, // PDN's long form: squares where the piece landed (and turned)
    Along,    // any free square on the route, for other programs' long forms
};

// True when `wanted` (from, some squares on the way in order, to) describes `move`.
bool describes(Variant variant, const Move& move, const std::vector<Square>& wanted, Reading reading)
{
    if (move.from != wanted.front() || move.to != wanted.back())
        return false;
    if (wanted.size() == 2)
        return true;
    std::vector<Square> along(move.path, move.path + move.pathLength);
    if (reading == Reading::Along) {
        along = freeSquaresAlong(variant, move);
        along.pop_back(); // the end square itself
    }
    std::size_t next = 1;
    for (std::size_t i = 0; i < along.size() && next + 1 < wanted.size(); ++i)
        if (along[i] == wanted[next])
            ++next;
    return next + 1 == wanted.size();
}

// True when `squares` is the full route of `move`: start, every landing, end.
bool exactlyAlong(const Move& move, const std::vector<Square>& squares)
{
    if (squares.size() != static_cast<std::size_t>(move.pathLength) + 2)
        return false;
    for (int i = 0; i < move.pathLength; ++i)
        if (move.path[i] != squares[static_cast<std::size_t>(i) + 1])
            return false;
    return true;
}

// True when `squares` (start, every landing, end) is a route over exactly
// the pieces `move` takes: each straight leg between two written squares
// passes over one of them, and together the legs pass over all of them,
// each once. Such a route names `move` whichever way it goes round, also
// when the generator found the route the other way (international.md
// §5.8: two routes over the same pieces to the same square are one move).
bool jumpsExactly(Variant variant, const Move& move, const std::vector<Square>& squares)
{
    if (move.from != squares.front() || move.to != squares.back())
        return false;
    Bitboard jumped = 0;
    for (std::size_t i = 0; i + 1 < squares.size(); ++i) {
        const int file = fileOf(variant, squares[i]), rank = rankOf(variant, squares[i]);
        const int df = fileOf(variant, squares[i + 1]) - file, dr = rankOf(variant, squares[i + 1]) - rank;
        if (df == 0 || (df != dr && df != -dr))
            return false; // not a diagonal leg
        const int length = df > 0 ? df : -df;
        int overPieces = 0;
        for (int k = 1; k < length; ++k) {
            const Square s = squareAt(variant, file + k * (df > 0 ? 1 : -1), rank + k * (dr > 0 ? 1 : -1));
            if (contains(move.captured, s)) {
                if (contains(jumped, s))
                    return false; // no piece is jumped twice
                jumped |= bitOf(s);
                ++overPieces;
            }
        }
        if (overPieces != 1)
            return false;
    }
    return jumped == move.captured;
}

int countDescribed(Variant variant, const MoveList& moves, const std::vector<Square>& wanted, MoveKind kind,
                   Reading reading = Reading::Landings)
{
    int count = 0;
    for (const Move& m : moves)
        if (m.kind == kind && describes(variant, m, wanted, reading))
            ++count;
    return count;
}

std::string joined(Variant variant, const std::vector<Square>& squares, char separator)
{
    std::string text;
    for (std::size_t i = 0; i < squares.size(); ++i) {
        if (i)
            text += separator;
        text += squareName(variant, squares[i]);
    }
    return text;
}

} // namespace

std::string formatFullPath(Variant variant, const Move& move)
{
    if (move.kind == MoveKind::Placement)
        return "@" + squareName(variant, move.to);
    std::vector<Square> squares{move.from};
    squares.insert(squares.end(), move.path, move.path + move.pathLength);
    squares.push_back(move.to);
    return joined(variant, squares, move.isCapture() ? 'x' : '-');
}

std::string formatMove(Variant variant, const Move& move, const MoveList& alternatives)
{
    if (!move.isCapture())
        return formatFullPath(variant, move);
    std::vector<Square> squares{move.from, move.to};
    if (countDescribed(variant, alternatives, squares, MoveKind::Capture) <= 1)
        return joined(variant, squares, 'x');
    // Other programs read the short form or the full route, not a part of it.
    return formatFullPath(variant, move);
}

namespace {

// What a written move denotes among `candidates`: the one move, or the
// moves it could be when it is ambiguous (found.size() > 1), or an error.
struct Denoted {
    std::vector<Move> found;
    std::optional<ParseError> error;
};

// The moves of `candidates` that `squares` (from, landings..., to) describe;
// several when the text is ambiguous, none when it names no move.
Denoted describedBy(Variant variant, const std::vector<Square>& squares, bool capture, const MoveList& candidates,
                    const std::string& original)
{
    std::vector<MoveKind> kinds;
    if (!capture && squares.size() == 2)
        kinds.push_back(MoveKind::Step);
    kinds.push_back(MoveKind::Capture); // some programs write captures with '-'
    for (MoveKind kind : kinds) {
        if (kind == MoveKind::Capture && squares.size() > 2) {
            std::vector<const Move*> found;
            for (const Move& m : candidates)
                if (m.kind == kind && jumpsExactly(variant, m, squares))
                    found.push_back(&m);
            if (found.size() == 1)
                return {{*found.front()}, std::nullopt};
        }
        for (Reading reading : {Reading::Landings, Reading::Along}) {
            std::vector<const Move*> found;
            for (const Move& m : candidates)
                if (m.kind == kind && describes(variant, m, squares, reading))
                    found.push_back(&m);
            if (found.size() > 1) {
                // A route written out in full names one move even when a
                // longer route passes the same squares (possible in Forfeit).
                const auto exact =
                    std::find_if(found.begin(), found.end(), [&](const Move* m) { return exactlyAlong(*m, squares); });
                if (exact != found.end())
                    return {{**exact}, std::nullopt};
                Denoted ambiguous;
                std::string list;
                for (const Move* m : found) {
                    ambiguous.found.push_back(*m);
                    list += (list.empty() ? "" : ", ") + formatFullPath(variant, *m);
                }
                ambiguous.error = parseError(ParseProblem::AmbiguousMove, {original, list}, 1);
                return ambiguous;
            }
            if (found.size() == 1)
                return {{*found.front()}, std::nullopt};
        }
    }
    return {};
}

Denoted denote(Variant variant, std::string_view text, const MoveList& candidates)
{
    // Texts from the user or a file are quoted in part (excerpt).
    const std::string original = excerpt(text);
    auto error = [&](ParseProblem problem, std::size_t column, std::vector<std::string> more = {}) {
        std::vector<std::string> arguments{original};
        arguments.insert(arguments.end(), more.begin(), more.end());
        return Denoted{{}, parseError(problem, std::move(arguments), column)};
    };
    if (text.empty())
        return error(ParseProblem::EmptyMove, 1);
    if (text[0] == '@') {
        const Square s = parseSquare(variant, text.substr(1));
        if (s == NoSquare)
            return error(ParseProblem::MoveSquareUnknown, 2, {excerpt(text.substr(1))});
        for (const Move& m : candidates)
            if (m.kind == MoveKind::Placement && m.to == s)
                return {{m}, std::nullopt};
        return error(ParseProblem::CannotPlace, 1, {squareName(variant, s)});
    }
    std::vector<Square> squares;
    bool capture = false;
    bool step = false;
    std::size_t pos = 0;
    while (true) {
        const std::size_t end = std::min(text.find_first_of("-x:", pos), text.size());
        const std::string_view name = text.substr(pos, end - pos);
        const Square s = parseSquare(variant, name);
        if (s == NoSquare)
            return name.empty() ? error(ParseProblem::SquareMissing, pos + 1)
                                : error(ParseProblem::MoveSquareUnknown, pos + 1, {excerpt(name)});
        squares.push_back(s);
        if (end == text.size())
            break;
        (text[end] == '-' ? step : capture) = true;
        pos = end + 1;
    }
    if (squares.size() < 2)
        return error(ParseProblem::NoEndSquare, text.size() + 1);
    if (step && capture)
        return error(ParseProblem::MixedSeparators, 1);
    if (Denoted found = describedBy(variant, squares, capture, candidates, original); !found.found.empty())
        return found;
    return error(ParseProblem::ImpossibleMove, 1);
}

} // namespace

Parsed<Move> parseMove(Variant variant, std::string_view text, const MoveList& candidates)
{
    Denoted denoted = denote(variant, text, candidates);
    if (denoted.error)
        return std::move(*denoted.error);
    return denoted.found.front();
}

std::vector<Move> ambiguousMoves(Variant variant, std::string_view text, const MoveList& candidates)
{
    Denoted denoted = denote(variant, text, candidates);
    return denoted.found.size() > 1 ? std::move(denoted.found) : std::vector<Move>{};
}

std::string formatClaim(Variant variant, Square square) { return "~" + squareName(variant, square); }

} // namespace draughts::notation
