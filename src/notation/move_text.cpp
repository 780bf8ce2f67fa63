#include <draughts/notation/move_text.hpp>

#include <draughts/core/geometry.hpp>

#include <vector>

namespace draughts::notation {

using namespace core;

namespace {

// True when `wanted` (from, some intermediate landings in order, to) describes `move`.
bool describes(const Move& move, const std::vector<Square>& wanted)
{
    if (move.from != wanted.front() || move.to != wanted.back())
        return false;
    std::size_t next = 1;
    for (int i = 0; i < move.pathLength && next + 1 < wanted.size(); ++i)
        if (move.path[i] == wanted[next])
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

int countDescribed(const MoveList& moves, const std::vector<Square>& wanted, MoveKind kind)
{
    int count = 0;
    for (const Move& m : moves)
        if (m.kind == kind && describes(m, wanted))
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
    if (countDescribed(alternatives, squares, MoveKind::Capture) <= 1)
        return joined(variant, squares, 'x');
    // One turning point is usually enough to tell two routes apart.
    for (int i = 0; i < move.pathLength; ++i) {
        const std::vector<Square> withOne{move.from, move.path[i], move.to};
        if (countDescribed(alternatives, withOne, MoveKind::Capture) == 1)
            return joined(variant, withOne, 'x');
    }
    return formatFullPath(variant, move);
}

Parsed<Move> parseMove(Variant variant, std::string_view text, const MoveList& candidates)
{
    const std::string original(text);
    auto error = [&](const std::string& why, std::size_t column) {
        return ParseError{"move \"" + original + "\": " + why, column};
    };
    if (text.empty())
        return error("empty move", 1);
    if (text[0] == '@') {
        const Square s = parseSquare(variant, text.substr(1));
        if (s == NoSquare)
            return error("\"" + std::string(text.substr(1)) + "\" is not a square", 2);
        for (const Move& m : candidates)
            if (m.kind == MoveKind::Placement && m.to == s)
                return m;
        return error("no stone can be placed on " + squareName(variant, s) + " now", 1);
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
            return error(name.empty() ? "a square is missing" : "\"" + std::string(name) + "\" is not a square",
                         pos + 1);
        squares.push_back(s);
        if (end == text.size())
            break;
        (text[end] == '-' ? step : capture) = true;
        pos = end + 1;
    }
    if (squares.size() < 2)
        return error("needs a start and an end square", text.size() + 1);
    if (step && capture)
        return error("mixes '-' and 'x'", 1);
    std::vector<MoveKind> kinds;
    if (!capture && squares.size() == 2)
        kinds.push_back(MoveKind::Step);
    kinds.push_back(MoveKind::Capture); // some programs write captures with '-'
    for (MoveKind kind : kinds) {
        const Move* found = nullptr;
        std::vector<std::string> routes;
        for (const Move& m : candidates) {
            if (m.kind != kind || !describes(m, squares))
                continue;
            found = &m;
            routes.push_back(formatFullPath(variant, m));
        }
        if (routes.size() > 1) {
            // A route written out in full names one move even when a longer
            // route passes through the same squares (possible in Forfeit).
            int exactMatches = 0;
            for (const Move& m : candidates)
                if (m.kind == kind && describes(m, squares) && exactlyAlong(m, squares)) {
                    found = &m;
                    ++exactMatches;
                }
            if (exactMatches == 1)
                return *found;
        }
        if (routes.size() == 1)
            return *found;
        if (routes.size() > 1) {
            std::string list;
            for (const std::string& r : routes)
                list += (list.empty() ? "" : ", ") + r;
            return error("ambiguous, it could be " + list, 1);
        }
    }
    return error("not a possible move here", 1);
}

std::string formatClaim(Variant variant, Square square) { return "~" + squareName(variant, square); }

} // namespace draughts::notation
