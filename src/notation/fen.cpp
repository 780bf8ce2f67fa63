#include <draughts/notation/fen.hpp>

#include <draughts/notation/excerpt.hpp>
#include <draughts/notation/parse_problems.hpp>
#include <draughts/notation/square_names.hpp>
#include <draughts/rules/facts.hpp>

#include <charconv>
#include <vector>

namespace draughts::notation {

using namespace core;
using rules::facts;
using rules::playingSquareCount;
using rules::squareFromNumber;
using rules::squareNumber;

namespace {

// The number of stones in a game whose stones never leave the board and
// the hand (last-man.md §5.3, §6.1).
int stonesInPlay(Variant variant)
{
    const Position start = rules::startPosition(variant);
    return countOf(start.occupied());
}

// "31-35" for a run of at least three consecutive men, else single numbers.
void appendPieces(std::string& out, Variant variant, Bitboard men, Bitboard kings)
{
    std::vector<std::string> items;
    const int count = playingSquareCount(variant);
    for (int n = 1; n <= count; ++n) {
        const Square s = squareFromNumber(variant, n);
        if (contains(kings, s)) {
            items.push_back("K" + squareName(variant, s));
            continue;
        }
        if (!contains(men, s))
            continue;
        int last = n;
        while (namedByNumber(variant) && last < count && contains(men, squareFromNumber(variant, last + 1)))
            ++last;
        if (last - n >= 2) {
            items.push_back(std::to_string(n) + "-" + std::to_string(last));
            n = last;
        } else {
            items.push_back(squareName(variant, s));
        }
    }
    for (std::size_t i = 0; i < items.size(); ++i)
        out += (i ? "," : "") + items[i];
}

class FenReader {
public:
    FenReader(Variant variant, std::string_view text) : m_variant(variant), m_text(text) {}

    Parsed<Position> read()
    {
        Position p;
        p.sideToMove = facts(m_variant).firstToMove;
        std::size_t start = 0;
        // Some programs end a FEN with a full stop.
        std::string_view text = m_text;
        while (!text.empty() && (text.back() == '.' || text.back() == ' '))
            text.remove_suffix(1);
        while (!text.empty() && text.front() == ' ') {
            text.remove_prefix(1);
            ++start;
        }
        if (text.empty())
            return fail(ParseProblem::EmptyFen, {}, 0);
        std::vector<std::pair<std::string_view, std::size_t>> fields;
        for (std::size_t pos = 0; pos <= text.size();) {
            const std::size_t colon = std::min(text.find(':', pos), text.size());
            fields.emplace_back(text.substr(pos, colon - pos), start + pos);
            pos = colon + 1;
        }
        const auto [side, sideAt] = fields[0];
        if (side == "W")
            p.sideToMove = Side::White;
        else if (side == "B")
            p.sideToMove = Side::Black;
        else
            return fail(ParseProblem::BadSideToMove, {excerpt(side)}, sideAt);
        std::string seen; // the letters of the fields read so far
        for (std::size_t i = 1; i < fields.size(); ++i) {
            auto [field, at] = fields[i];
            if (field.empty())
                return fail(ParseProblem::EmptyField, {}, at);
            const char tag = field[0];
            const std::string_view body = field.substr(1);
            if (seen.find(tag) != std::string::npos) {
                if (tag == 'W' || tag == 'B')
                    return fail(ParseProblem::SecondPieceList, {tag == 'W' ? "White" : "Black"}, at);
                return fail(ParseProblem::FieldGivenTwice, {std::string(1, tag)}, at);
            }
            seen += tag;
            bool ok = true;
            switch (tag) {
            case 'W':
            case 'B': ok = readPieces(p, tag == 'W' ? Side::White : Side::Black, body, at + 1); break;
            case 'H': ok = readHand(p, body, at + 1); break;
            case 'C': ok = readCounts(p, body, at + 1); break;
            case 'D': ok = readBarred(p, body, at + 1); break;
            case 'P': ok = readPlaced(p, body, at); break;
            case 'N': ok = readCounter(p, body, at + 1); break;
            default: return fail(ParseProblem::UnknownField, {excerpt(field)}, at);
            }
            if (!ok)
                return m_error;
        }
        if (!checkWhole(p))
            return m_error;
        return p;
    }

private:
    ParseError fail(ParseProblem problem, std::vector<std::string> arguments, std::size_t at)
    {
        m_error = notation::parseError(problem, std::move(arguments), at + 1);
        return m_error;
    }

    bool readPieces(Position& p, Side side, std::string_view body, std::size_t at)
    {
        std::size_t pos = 0;
        while (pos < body.size()) {
            const std::size_t comma = std::min(body.find(',', pos), body.size());
            std::string_view item = body.substr(pos, comma - pos);
            const std::size_t itemAt = at + pos;
            bool king = false;
            if (!item.empty() && item[0] == 'K') {
                king = true;
                item.remove_prefix(1);
            }
            const std::size_t dash = namedByNumber(m_variant) ? item.find('-') : std::string_view::npos;
            Square first = parseSquare(m_variant, item.substr(0, dash));
            if (first == NoSquare)
                return fail(ParseProblem::NotASquareOfGame,
                            {excerpt(item.substr(0, dash)), std::string(variantId(m_variant))}, itemAt),
                       false;
            int from = squareNumber(m_variant, first), to = from;
            if (dash != std::string_view::npos) {
                const Square last = parseSquare(m_variant, item.substr(dash + 1));
                if (last == NoSquare || squareNumber(m_variant, last) < from)
                    return fail(ParseProblem::BadRange, {excerpt(item)}, itemAt), false;
                to = squareNumber(m_variant, last);
            }
            for (int n = from; n <= to; ++n) {
                const Square s = squareFromNumber(m_variant, n);
                if (contains(p.occupied(), s))
                    return fail(ParseProblem::SquareGivenTwice, {squareName(m_variant, s)}, itemAt), false;
                if (king && !facts(m_variant).hasKings)
                    return fail(ParseProblem::NoKings, {std::string(variantId(m_variant))}, itemAt), false;
                // A man that reached his crowning squares is a king
                // (international.md §6.1, corner.md §6.1), so a man cannot stand there.
                if (!king && contains(facts(m_variant).promotionSquaresOf(side), s))
                    return fail(ParseProblem::ManOnCrowningSquare,
                                {side == Side::White ? "White" : "Black", squareName(m_variant, s)}, itemAt),
                           false;
                p.pieces(side) |= bitOf(s);
                if (king)
                    p.kings |= bitOf(s);
            }
            pos = comma + 1;
        }
        return true;
    }

    bool readNumber(std::string_view text, int& value, std::size_t at, int max)
    {
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || error != std::errc{} || end != text.data() + text.size() || value < 0 || value > max)
            return fail(ParseProblem::NotANumber, {excerpt(text), std::to_string(max)}, at), false;
        return true;
    }

    // Fields H and P need a hand, C a capture limit, D a game where Black moves twice.
    bool requireField(char field, std::size_t at)
    {
        const auto uses = [field](const rules::Facts& f) {
            return field == 'C' ? f.captureLimit > 0 : field == 'D' ? f.blackMovesTwice : f.hasHand;
        };
        if (uses(facts(m_variant)))
            return true;
        std::vector<std::string> arguments{std::string(1, field)};
        for (Variant v : allVariants)
            if (uses(facts(v)))
                arguments.emplace_back(variantId(v));
        return fail(ParseProblem::FieldNotUsed, std::move(arguments), at - 1), false;
    }

    bool readHand(Position& p, std::string_view body, std::size_t at)
    {
        if (!requireField('H', at))
            return false;
        const std::size_t comma = body.find(',');
        if (comma == std::string_view::npos)
            return fail(ParseProblem::HandNeedsTwoNumbers, {}, at), false;
        int white = 0, black = 0;
        const int stones = stonesInPlay(m_variant);
        if (!readNumber(body.substr(0, comma), white, at, stones) ||
            !readNumber(body.substr(comma + 1), black, at + comma + 1, stones))
            return false;
        p.hand = {static_cast<std::uint8_t>(white), static_cast<std::uint8_t>(black)};
        return true;
    }

    bool readCounts(Position& p, std::string_view body, std::size_t at)
    {
        if (!requireField('C', at))
            return false;
        std::size_t pos = 0;
        while (pos < body.size()) {
            const std::size_t comma = std::min(body.find(',', pos), body.size());
            const std::string_view item = body.substr(pos, comma - pos);
            const std::size_t equals = item.find('=');
            const Square s = parseSquare(m_variant, item.substr(0, equals));
            if (equals == std::string_view::npos || s == NoSquare)
                return fail(ParseProblem::BadCaptureCount, {excerpt(item)}, at + pos), false;
            int count = 0;
            if (!readNumber(item.substr(equals + 1), count, at + pos + equals + 1, facts(m_variant).captureLimit))
                return false;
            p.captureCount[s] = static_cast<std::uint8_t>(count);
            pos = comma + 1;
        }
        return true;
    }

    bool readBarred(Position& p, std::string_view body, std::size_t at)
    {
        if (!requireField('D', at))
            return false;
        const Square s = parseSquare(m_variant, body);
        if (s == NoSquare)
            return fail(ParseProblem::NotASquare, {excerpt(body)}, at), false;
        p.barred = s;
        return true;
    }

    bool readPlaced(Position& p, std::string_view body, std::size_t at)
    {
        if (!requireField('P', at + 1))
            return false;
        if (!body.empty())
            return fail(ParseProblem::FieldTakesNoValue, {"P"}, at), false;
        p.placedThisTurn = true;
        return true;
    }

    bool readCounter(Position& p, std::string_view body, std::size_t at)
    {
        int plies = 0;
        if (!readNumber(body, plies, at, 255))
            return false;
        p.quietPlies = static_cast<std::uint8_t>(plies);
        return true;
    }

    bool checkWhole(const Position& p)
    {
        const std::size_t end = m_text.size();
        if (p.barred != NoSquare && (p.sideToMove != Side::Black || !contains(p.black, p.barred)))
            return fail(ParseProblem::BarredNotBlack, {}, end), false;
        for (Square s = 0; s < p.captureCount.size(); ++s)
            if (p.captureCount[s] && !contains(p.occupied(), s))
                return fail(ParseProblem::CountOnEmptySquare, {squareName(m_variant, s)}, end), false;
        if (facts(m_variant).hasHand && countOf(p.occupied()) + p.hand[0] + p.hand[1] > stonesInPlay(m_variant))
            return fail(ParseProblem::TooManyStones, {std::to_string(stonesInPlay(m_variant))}, end), false;
        return true;
    }

    Variant m_variant;
    std::string_view m_text;
    ParseError m_error;
};

} // namespace

std::string writeFen(Variant variant, const Position& position)
{
    std::string fen = position.sideToMove == Side::White ? "W" : "B";
    fen += ":W";
    appendPieces(fen, variant, position.men(Side::White), position.kingsOf(Side::White));
    fen += ":B";
    appendPieces(fen, variant, position.men(Side::Black), position.kingsOf(Side::Black));
    if (position.barred != NoSquare)
        fen += ":D" + squareName(variant, position.barred);
    const rules::Facts& game = facts(variant);
    if (game.hasHand && (position.hand[0] || position.hand[1]))
        fen += ":H" + std::to_string(position.hand[0]) + "," + std::to_string(position.hand[1]);
    if (game.captureLimit > 0) {
        std::string counts;
        for (int n = 1; n <= playingSquareCount(variant); ++n) {
            const Square s = squareFromNumber(variant, n);
            if (position.captureCount[s])
                counts += (counts.empty() ? "" : ",") + squareName(variant, s) + "=" +
                          std::to_string(position.captureCount[s]);
        }
        if (!counts.empty())
            fen += ":C" + counts;
    }
    if (game.hasHand && position.placedThisTurn)
        fen += ":P";
    if (position.quietPlies && game.drawCounterLimit > 0)
        fen += ":N" + std::to_string(position.quietPlies);
    return fen;
}

Parsed<Position> readFen(Variant variant, std::string_view text) { return FenReader(variant, text).read(); }

} // namespace draughts::notation
