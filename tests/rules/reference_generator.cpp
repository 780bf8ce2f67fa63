#include "reference_generator.hpp"

#include <draughts/notation/square_names.hpp>
#include <draughts/rules/geometry.hpp>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <set>
#include <stdexcept>

namespace draughts::test {

namespace {

using core::Bitboard;
using core::MoveKind;
using core::NoSquare;
using core::Position;
using core::Side;
using core::Square;
using core::Variant;

// The facts of a game's rule page, written out plainly.
struct Facts {
    bool hasKings = true;              // To the Last Man has none
    bool menCaptureBackward = true;    // every game but To the Last Man
    bool maximumRule = true;           // every game but To the Last Man
    bool promotionEndsCapture = false; // Polish
    bool stonesFlip = false;           // To the Last Man: hand, placements, capture limit, backward steps
};

Facts factsOf(Variant variant)
{
    Facts facts;
    switch (variant) {
    case Variant::International:
    case Variant::TwentyVsTen:
    case Variant::CornerCheckers: break;
    case Variant::Polish: facts.promotionEndsCapture = true; break;
    case Variant::ToTheLastMan:
        facts.hasKings = false;
        facts.menCaptureBackward = false;
        facts.maximumRule = false;
        facts.stonesFlip = true;
        break;
    }
    return facts;
}

// last-man.md §5.4: a stone captured three times since it last moved cannot be jumped.
constexpr int captureLimit = 3;

struct Cell {
    bool playing = false;
    bool occupied = false;
    Side side = Side::White;
    bool king = false;
    int timesCaptured = 0;
};

Cell emptySquare() { return Cell{true, false, Side::White, false, 0}; }

// Forward is towards the opponent: up the ranks for White, down for Black.
int forwardOf(Side side) { return side == Side::White ? 1 : -1; }

constexpr std::array<int, 2> signs{-1, 1};

class Board {
public:
    Board(Variant variant, const Position& position) : m_variant(variant), m_size(rules::boardSize(variant))
    {
        int pieces = 0;
        for (int file = 0; file < m_size; ++file) {
            for (int rank = 0; rank < m_size; ++rank) {
                const Square s = rules::squareAt(variant, file, rank);
                if (s == NoSquare)
                    continue;
                Cell& cell = m_cells[index(file, rank)];
                cell.playing = true;
                const bool white = core::contains(position.white, s);
                const bool black = core::contains(position.black, s);
                if (white && black)
                    throw std::logic_error("a square holds a White and a Black piece");
                if (!white && !black)
                    continue;
                ++pieces;
                cell.occupied = true;
                cell.side = white ? Side::White : Side::Black;
                cell.king = core::contains(position.kings, s);
                if (variant == Variant::ToTheLastMan)
                    cell.timesCaptured = position.captureCount[s];
            }
        }
        if (pieces != core::countOf(position.white) + core::countOf(position.black))
            throw std::logic_error("a piece stands outside the playing squares");
    }

    int size() const { return m_size; }
    bool inside(int file, int rank) const { return file >= 0 && rank >= 0 && file < m_size && rank < m_size; }
    const Cell& at(int file, int rank) const { return m_cells[index(file, rank)]; }
    Cell& at(int file, int rank) { return m_cells[index(file, rank)]; }
    Square square(int file, int rank) const { return rules::squareAt(m_variant, file, rank); }

    bool isPromotionSquare(Side side, int file, int rank) const
    {
        switch (m_variant) {
        case Variant::ToTheLastMan: return false; // no kings
        case Variant::CornerCheckers:
            // corner.md §6.1: White on i10 and j9, Black on b1 and a2.
            if (side == Side::White)
                return (file == 8 && rank == 9) || (file == 9 && rank == 8);
            return (file == 1 && rank == 0) || (file == 0 && rank == 1);
        default: return rank == (side == Side::White ? m_size - 1 : 0);
        }
    }

    // The pieces back as a position; the other fields are copied from `rest`.
    Position toPosition(const Position& rest) const
    {
        Position p = rest;
        p.white = p.black = p.kings = 0;
        p.captureCount = {};
        for (int file = 0; file < m_size; ++file)
            for (int rank = 0; rank < m_size; ++rank) {
                const Cell& cell = at(file, rank);
                if (!cell.occupied)
                    continue;
                const Square s = square(file, rank);
                (cell.side == Side::White ? p.white : p.black) |= core::bitOf(s);
                if (cell.king)
                    p.kings |= core::bitOf(s);
                if (m_variant == Variant::ToTheLastMan)
                    p.captureCount[s] = static_cast<std::uint8_t>(cell.timesCaptured);
            }
        return p;
    }

private:
    static std::size_t index(int file, int rank) { return static_cast<std::size_t>(file * 10 + rank); }

    Variant m_variant;
    int m_size;
    std::array<Cell, 100> m_cells{};
};

// The pieces a capture has jumped so far, by file and rank.
class Jumped {
public:
    bool has(int file, int rank) const { return m_cells[static_cast<std::size_t>(file * 10 + rank)]; }
    void set(int file, int rank, bool value) { m_cells[static_cast<std::size_t>(file * 10 + rank)] = value; }

private:
    std::array<bool, 100> m_cells{};
};

// Every complete capture sequence of one piece (international.md §5.1 to §5.6).
class CaptureSearch {
public:
    CaptureSearch(const Board& board, const Facts& facts, Side us, int file, int rank, std::set<MoveKey>& out)
        : m_board(board), m_facts(facts), m_us(us), m_originFile(file), m_originRank(rank), m_out(out)
    {}

    void run()
    {
        if (m_board.at(m_originFile, m_originRank).king)
            kingFrom(m_originFile, m_originRank);
        else
            manFrom(m_originFile, m_originRank);
    }

private:
    // The capturing piece has left its square; jumped pieces stay until the end (Turkish strike).
    bool isEmpty(int file, int rank) const
    {
        return !m_board.at(file, rank).occupied || (file == m_originFile && rank == m_originRank);
    }

    bool canJump(int file, int rank) const
    {
        const Cell& cell = m_board.at(file, rank);
        if (!cell.occupied || cell.side == m_us || m_jumped.has(file, rank))
            return false;
        return !m_facts.stonesFlip || cell.timesCaptured < captureLimit;
    }

    void manFrom(int file, int rank)
    {
        bool continued = false;
        for (int df : signs) {
            for (int dr : signs) {
                if (!m_facts.menCaptureBackward && dr != forwardOf(m_us))
                    continue;
                const int overFile = file + df, overRank = rank + dr;
                const int landFile = file + 2 * df, landRank = rank + 2 * dr;
                if (!m_board.inside(landFile, landRank) || !canJump(overFile, overRank) || !isEmpty(landFile, landRank))
                    continue;
                continued = true;
                ++m_count;
                m_jumped.set(overFile, overRank, true);
                if (m_facts.promotionEndsCapture && m_board.isPromotionSquare(m_us, landFile, landRank))
                    record(landFile, landRank); // polish.md §6.1: promoted there, the move ends
                else
                    manFrom(landFile, landRank);
                m_jumped.set(overFile, overRank, false);
                --m_count;
            }
        }
        if (!continued && m_count > 0)
            record(file, rank);
    }

    void kingFrom(int file, int rank)
    {
        bool continued = false;
        for (int df : signs) {
            for (int dr : signs) {
                int overFile = file + df, overRank = rank + dr;
                while (m_board.inside(overFile, overRank) && isEmpty(overFile, overRank)) {
                    overFile += df;
                    overRank += dr;
                }
                if (!m_board.inside(overFile, overRank) || !canJump(overFile, overRank))
                    continue;
                ++m_count;
                m_jumped.set(overFile, overRank, true);
                for (int landFile = overFile + df, landRank = overRank + dr;
                     m_board.inside(landFile, landRank) && isEmpty(landFile, landRank);
                     landFile += df, landRank += dr) {
                    continued = true;
                    kingFrom(landFile, landRank);
                }
                m_jumped.set(overFile, overRank, false);
                --m_count;
            }
        }
        if (!continued && m_count > 0)
            record(file, rank);
    }

    void record(int file, int rank)
    {
        MoveKey key;
        key.kind = MoveKind::Capture;
        key.from = m_board.square(m_originFile, m_originRank);
        key.to = m_board.square(file, rank);
        for (int f = 0; f < m_board.size(); ++f)
            for (int r = 0; r < m_board.size(); ++r)
                if (m_jumped.has(f, r))
                    key.captured |= core::bitOf(m_board.square(f, r));
        m_out.insert(key); // a set: the same pieces to the same square is one move
    }

    const Board& m_board;
    const Facts& m_facts;
    Side m_us;
    int m_originFile;
    int m_originRank;
    std::set<MoveKey>& m_out;
    Jumped m_jumped{};
    int m_count = 0;
};

bool mayMove(const Position& position, const Board& board, Side us, int file, int rank)
{
    const Cell& cell = board.at(file, rank);
    if (!cell.occupied || cell.side != us)
        return false;
    // twenty-vs-ten.md §3.1: the piece that made the first half may not make the second.
    return position.barred == NoSquare || board.square(file, rank) != position.barred;
}

std::set<MoveKey> menSteps(const Position& position, const Board& board, Side us, int direction)
{
    std::set<MoveKey> steps;
    for (int file = 0; file < board.size(); ++file)
        for (int rank = 0; rank < board.size(); ++rank) {
            if (!mayMove(position, board, us, file, rank) || board.at(file, rank).king)
                continue;
            for (int df : signs) {
                const int toFile = file + df, toRank = rank + direction;
                if (board.inside(toFile, toRank) && !board.at(toFile, toRank).occupied)
                    steps.insert({MoveKind::Step, board.square(file, rank), board.square(toFile, toRank), 0});
            }
        }
    return steps;
}

std::set<MoveKey> kingSteps(const Position& position, const Board& board, Side us)
{
    std::set<MoveKey> steps;
    for (int file = 0; file < board.size(); ++file)
        for (int rank = 0; rank < board.size(); ++rank) {
            if (!mayMove(position, board, us, file, rank) || !board.at(file, rank).king)
                continue;
            for (int df : signs)
                for (int dr : signs)
                    for (int f = file + df, r = rank + dr; board.inside(f, r) && !board.at(f, r).occupied;
                         f += df, r += dr)
                        steps.insert({MoveKind::Step, board.square(file, rank), board.square(f, r), 0});
        }
    return steps;
}

std::set<MoveKey> placements(const Position& position, const Board& board, Side us)
{
    std::set<MoveKey> found;
    if (position.hand[static_cast<std::size_t>(us)] == 0 || position.placedThisTurn)
        return found;
    // last-man.md §6.2: onto any empty square of the owner's first row.
    const int firstRow = us == Side::White ? 0 : board.size() - 1;
    for (int file = 0; file < board.size(); ++file)
        if (board.at(file, firstRow).playing && !board.at(file, firstRow).occupied)
            found.insert({MoveKind::Placement, NoSquare, board.square(file, firstRow), 0});
    return found;
}

} // namespace

std::vector<MoveKey> referenceMoves(Variant variant, const Position& position, rules::MoveSet set)
{
    const Facts facts = factsOf(variant);
    const Board board(variant, position);
    const Side us = position.sideToMove;
    const bool legal = set == rules::MoveSet::Legal;

    std::set<MoveKey> moves;
    if (facts.stonesFlip) {
        // last-man.md §6.2: a stone in hand is placed before the regular move
        // (the Forfeit setting may skip it).
        moves = placements(position, board, us);
        if (legal && !moves.empty())
            return {moves.begin(), moves.end()};
    }

    std::set<MoveKey> captures;
    for (int file = 0; file < board.size(); ++file)
        for (int rank = 0; rank < board.size(); ++rank)
            if (mayMove(position, board, us, file, rank))
                CaptureSearch(board, facts, us, file, rank, captures).run();
    if (legal && facts.maximumRule && !captures.empty()) {
        // international.md §5.5: the most pieces; kings and men count one each.
        int most = 0;
        for (const MoveKey& key : captures)
            most = std::max(most, core::countOf(key.captured));
        std::erase_if(captures, [&](const MoveKey& key) { return core::countOf(key.captured) < most; });
    }
    moves.insert(captures.begin(), captures.end());
    if (legal && !captures.empty())
        return {moves.begin(), moves.end()}; // international.md §5.5: capturing is compulsory

    std::set<MoveKey> steps = menSteps(position, board, us, forwardOf(us));
    if (facts.stonesFlip && steps.empty())
        steps = menSteps(position, board, us, -forwardOf(us)); // only if no stone can step forward
    if (facts.hasKings) {
        const std::set<MoveKey> kings = kingSteps(position, board, us);
        steps.insert(kings.begin(), kings.end());
    }
    moves.insert(steps.begin(), steps.end());
    return {moves.begin(), moves.end()};
}

Position referenceAfter(Variant variant, const Position& position, const core::Move& move)
{
    const Facts facts = factsOf(variant);
    Board board(variant, position);
    const Side us = position.sideToMove;
    const std::size_t ourHand = static_cast<std::size_t>(us);
    Position next = position;
    const int toFile = rules::fileOf(variant, move.to), toRank = rules::rankOf(variant, move.to);

    if (move.kind == MoveKind::Placement) {
        // last-man.md §6.2: placed on the first row, then the regular move follows.
        Cell& cell = board.at(toFile, toRank);
        cell.occupied = true;
        cell.side = us;
        cell.king = false;
        cell.timesCaptured = 0;
        --next.hand[ourHand];
        next.placedThisTurn = true;
        return board.toPosition(next);
    }

    Cell piece = board.at(rules::fileOf(variant, move.from), rules::rankOf(variant, move.from));
    board.at(rules::fileOf(variant, move.from), rules::rankOf(variant, move.from)) = emptySquare();
    core::forEachSquare(move.captured, [&](Square s) {
        Cell& taken = board.at(rules::fileOf(variant, s), rules::rankOf(variant, s));
        if (facts.stonesFlip) {
            taken.side = us; // last-man.md §5.3: flipped, stays where it is
            ++taken.timesCaptured;
        } else {
            taken = emptySquare();
        }
    });
    // international.md §6.1: promotion where the move ends.
    if (!piece.king && board.isPromotionSquare(us, toFile, toRank))
        piece.king = true;
    piece.timesCaptured = 0; // last-man.md §5.4: the count resets when the stone moves
    const int farRow = us == Side::White ? board.size() - 1 : 0;
    if (facts.stonesFlip && toRank == farRow)
        ++next.hand[ourHand]; // last-man.md §6.1: off the board into the owner's hand
    else
        board.at(toFile, toRank) = piece;

    // international.md §8.3: plies without the number of pieces going down.
    next.quietPlies = move.captured ? 0 : static_cast<std::uint8_t>(std::min(255, next.quietPlies + 1));
    if (variant == Variant::TwentyVsTen && us == Side::Black && position.barred == NoSquare) {
        next.barred = move.to; // the first of Black's two moves
    } else {
        next.barred = NoSquare;
        next.placedThisTurn = false;
        next.sideToMove = core::opposite(us);
    }
    return board.toPosition(next);
}

std::vector<MoveKey> keysOf(const core::MoveList& moves)
{
    std::vector<MoveKey> keys;
    for (const core::Move& m : moves)
        keys.push_back({m.kind, m.from, m.to, m.captured});
    std::sort(keys.begin(), keys.end());
    return keys;
}

std::string describe(Variant variant, const MoveKey& key)
{
    if (key.kind == MoveKind::Placement)
        return "@" + notation::squareName(variant, key.to);
    std::string text = notation::squareName(variant, key.from) + (key.kind == MoveKind::Capture ? "x" : "-") +
                       notation::squareName(variant, key.to);
    if (key.kind == MoveKind::Capture) {
        text += " (takes";
        core::forEachSquare(key.captured, [&](Square s) { text += " " + notation::squareName(variant, s); });
        text += ")";
    }
    return text;
}

std::string checkRoute(Variant variant, const Position& position, const core::Move& move)
{
    if (move.kind != MoveKind::Capture)
        return {};
    if (move.pathLength > core::Move::MaxPath)
        return "path longer than Move::MaxPath";
    const Facts facts = factsOf(variant);
    const Board board(variant, position);
    const Side us = position.sideToMove;
    const int originFile = rules::fileOf(variant, move.from);
    const int originRank = rules::rankOf(variant, move.from);
    const Cell& mover = board.at(originFile, originRank);
    if (!mover.occupied || mover.side != us)
        return "no piece of the side to move on the start square";

    std::vector<Square> landings{move.from};
    landings.insert(landings.end(), move.path, move.path + move.pathLength);
    landings.push_back(move.to);

    Jumped jumped{};
    Bitboard taken = 0;
    auto isEmpty = [&](int f, int r) { return !board.at(f, r).occupied || (f == originFile && r == originRank); };
    for (std::size_t i = 0; i + 1 < landings.size(); ++i) {
        const int f0 = rules::fileOf(variant, landings[i]), r0 = rules::rankOf(variant, landings[i]);
        const int f1 = rules::fileOf(variant, landings[i + 1]), r1 = rules::rankOf(variant, landings[i + 1]);
        const int distance = std::abs(f1 - f0);
        if (distance < 2 || distance != std::abs(r1 - r0))
            return "leg " + std::to_string(i + 1) + " is not a diagonal jump";
        const int df = f1 > f0 ? 1 : -1, dr = r1 > r0 ? 1 : -1;
        if (!mover.king && (distance != 2 || (!facts.menCaptureBackward && dr != forwardOf(us))))
            return "leg " + std::to_string(i + 1) + " is not a man's jump";
        int overFile = -1, overRank = -1;
        for (int k = 1; k < distance; ++k) {
            const int f = f0 + k * df, r = r0 + k * dr;
            if (isEmpty(f, r))
                continue;
            if (overFile >= 0)
                return "leg " + std::to_string(i + 1) + " passes two pieces";
            overFile = f;
            overRank = r;
        }
        if (overFile < 0)
            return "leg " + std::to_string(i + 1) + " jumps nothing";
        const Cell& over = board.at(overFile, overRank);
        if (over.side == us || jumped.has(overFile, overRank))
            return "leg " + std::to_string(i + 1) + " jumps an own or already jumped piece";
        if (facts.stonesFlip && over.timesCaptured >= captureLimit)
            return "leg " + std::to_string(i + 1) + " jumps a stone at the capture limit";
        if (!isEmpty(f1, r1))
            return "leg " + std::to_string(i + 1) + " lands on an occupied square";
        if (facts.promotionEndsCapture && !mover.king && i + 2 < landings.size() && board.isPromotionSquare(us, f1, r1))
            return "a Polish man goes on capturing after reaching the last row";
        jumped.set(overFile, overRank, true);
        taken |= core::bitOf(board.square(overFile, overRank));
    }
    if (taken != move.captured)
        return "the route takes other pieces than `captured`";
    return {};
}

} // namespace draughts::test
