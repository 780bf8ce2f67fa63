#pragma once

#include <draughts/core/types.hpp>

#include <cassert>
#include <cstddef>
#include <cstdint>

namespace draughts::core {

enum class MoveKind : std::uint8_t {
    Step,      // one piece to an empty square, nothing taken
    Capture,   // one or more jumps; `captured` holds the jumped pieces
    Placement, // To the Last Man: a stone from hand onto the first row (`from` is NoSquare)
};

// One move (ply). Two captures that take the same pieces and end on the same
// square are the same move; `path` keeps the first route found, for notation.
// Trivially constructible on purpose: move lists are filled in the hot path
// and must not be zeroed first.
struct Move {
    static constexpr int MaxPath = 20; // intermediate landings; 20 captures need 19

    Bitboard captured;
    Square from;
    Square to;
    MoveKind kind;
    std::uint8_t pathLength; // number of intermediate landing squares
    Square path[MaxPath];    // landing squares between `from` and `to`, in order

    int captureCount() const { return countOf(captured); }
    bool isCapture() const { return kind == MoveKind::Capture; }
    bool sameMove(const Move& other) const
    {
        return kind == other.kind && from == other.from && to == other.to && captured == other.captured;
    }
    friend bool operator==(const Move& a, const Move& b) { return a.sameMove(b); }

    static Move step(Square from, Square to)
    {
        Move m;
        m.captured = 0;
        m.from = from;
        m.to = to;
        m.kind = MoveKind::Step;
        m.pathLength = 0;
        return m;
    }
    static Move placement(Square to)
    {
        Move m = step(NoSquare, to);
        m.kind = MoveKind::Placement;
        return m;
    }
};

// A fixed-capacity list of moves that never allocates.
class MoveList {
public:
    static constexpr std::size_t Capacity = 512;

    MoveList() {} // leaves the storage uninitialised on purpose

    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    void clear() { m_size = 0; }
    void push(const Move& move)
    {
        assert(m_size < Capacity);
        if (m_size < Capacity)
            m_moves[m_size++] = move;
    }
    // Appends makeMove(square) for each square of `squares`, lowest first.
    // The size is kept in a register meanwhile: the hot path of move
    // generation.
    template <class F>
    void pushEach(Bitboard squares, F&& makeMove)
    {
        std::size_t size = m_size;
        assert(size + static_cast<std::size_t>(countOf(squares)) <= Capacity);
        while (squares && size < Capacity) {
            m_moves[size++] = makeMove(lowestSquare(squares));
            squares &= squares - 1;
        }
        m_size = size;
    }
    Move& back() { return m_moves[m_size - 1]; }
    void removeAt(std::size_t index) { m_moves[index] = m_moves[--m_size]; }

    const Move& operator[](std::size_t index) const { return m_moves[index]; }
    Move& operator[](std::size_t index) { return m_moves[index]; }
    const Move* begin() const { return m_moves; }
    const Move* end() const { return m_moves + m_size; }
    Move* begin() { return m_moves; }
    Move* end() { return m_moves + m_size; }

    bool contains(const Move& move) const
    {
        for (const Move& m : *this)
            if (m.sameMove(move))
                return true;
        return false;
    }

private:
    std::size_t m_size = 0;
    Move m_moves[Capacity];
};

} // namespace draughts::core
