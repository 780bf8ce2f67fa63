#include "solver.hpp"

#include "egdb_geometry.hpp"
#include "nibbles.hpp"
#include "numbered_predecessors.hpp"
#include "parallel.hpp"
#include "predecessors.hpp"

#include <draughts/egdb/database.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>
#include <chrono>
#include <stdexcept>

namespace draughts::egdb::detail {

using core::Move;
using core::MoveList;
using core::Position;
using core::Side;

namespace {

// What the solver keeps of a position while it works, in half a byte: the
// value found so far in the low two bits, and a flag. A number that names
// no position is kept as a decided draw: no move leads to it, and the
// tables give it as a draw.
constexpr std::uint8_t Unknown = 0;
constexpr std::uint8_t ValueBits = 3;
constexpr std::uint8_t DrawExit = 4; // retrograde: a move leaving the slice draws, so never a loss
// Guided iteration's flags say which look a position gets next: Marked
// alone, a quick look (a move may lead to a position decided since the
// last look); with FullLook, a complete one (the closing full round);
// FullLook alone, the first glance (not looked at yet).
constexpr std::uint8_t FullLook = 4;
constexpr std::uint8_t Marked = 8;
constexpr std::uint8_t Looks = Marked | FullLook;

constexpr std::uint8_t stateOf(Wdl value) { return static_cast<std::uint8_t>(static_cast<int>(value) + 1); }
constexpr Wdl valueOf(std::uint8_t state) { return static_cast<Wdl>((state & ValueBits) - 1); }
constexpr bool decided(std::uint8_t state) { return (state & ValueBits) != Unknown; }

using Clock = std::chrono::steady_clock;

// A position after a move: decided by the end of the game or by an earlier
// slice, or inside the slice being solved.
struct Successor {
    bool inside = false;
    Wdl value = Wdl::Draw;   // for the successor's side to move, when !inside
    std::uint64_t index = 0; // when inside
    bool sameSide = false;   // look: the side that moved moves again
};

// What one thread reuses from position to position, so that nothing is
// allocated, nor a large list put on the stack (which the sanitizers mark
// and clear on every call), for each.
struct Scratch {
    MoveList moves;
    std::vector<Successor> after;
    std::vector<std::uint64_t> found;
    // Guided iteration: the positions before a decided one whose move there
    // wins (their numbers and moves), and those decided from it whose own
    // predecessors are still to be told; `found` holds those to mark.
    MoveList theirMoves;
    std::vector<std::pair<std::uint64_t, Position>> winners;
    std::vector<std::pair<Position, Wdl>> told;
};

class SliceSolver {
public:
    explicit SliceSolver(const SliceTask& task)
        : m_task(task), m_layout(*task.layout), m_facts(rules::facts(m_layout.variant())),
          m_geometry(m_layout.variant()), m_size(m_layout.slices()[static_cast<std::size_t>(task.slice)].size)
    {}

    std::optional<Table> solve();

private:
    bool stopped() const { return m_task.stop && m_task.stop->load(std::memory_order_relaxed); }
    void report(double done, int round = 0, double roundDone = 0)
    {
        m_reported = {done, round, roundDone};
        if (m_task.progress)
            m_task.progress(done, round, roundDone, m_decided.load(std::memory_order_relaxed));
    }

    Successor successor(const Position& next) const;
    // Each takes a move list to fill, one per range of positions: a list is
    // 16 KB, which the sanitizers mark as stack and back on every call
    // that holds one of its own.
    void firstLook(std::uint64_t index, MoveList& moves, std::vector<std::uint64_t>& decidedHere);
    std::optional<Position> positionOrDraw(std::uint64_t index);
    bool look(std::uint64_t index, const Position& position, Scratch& scratch);
    struct Endings {
        bool win = false;    // a move ends the game won
        bool draw = false;   // one ends it drawn
        bool others = false; // one does not end it
    };
    Endings endings(const Position& position, const MoveList& moves) const;
    bool quickLook(std::uint64_t index, const Position& position, Scratch& scratch);
    bool firstGlance(std::uint64_t index, const Position& position, MoveList& moves);
    bool leadsTo(const Position& before, const Position& position, MoveList& moves) const;
    void spreadBack(std::uint64_t index, MoveList& moves, std::vector<std::uint64_t>& decidedHere);
    void learn(std::uint64_t index, Wdl value, std::vector<std::uint64_t>& decidedHere);
    bool decide(std::uint64_t index, Wdl value);
    void retrograde(std::vector<std::vector<std::uint64_t>>& frontier);
    void forwardIteration();
    void mark(std::uint64_t index);
    std::uint64_t tellPredecessors(const Position& position, Wdl value, Scratch& scratch);
    bool lookAtMarked(int round);
    void markEveryUndecided();
    void saveWhenDue();
    bool guidedIteration();

    const SliceTask& m_task;
    const Layout& m_layout;
    const rules::Facts& m_facts;
    EgdbGeometry m_geometry;
    std::uint64_t m_size;
    Nibbles m_states;
    std::vector<std::uint8_t> m_movesLeft; // retrograde: moves into the slice not yet known to lose
    bool m_retrograde = false;
    // Guided iteration: a group's flag is set when a number of it may be
    // marked, so that a round skips the groups with nothing to do.
    static constexpr std::uint64_t GroupSize = 4096;
    std::vector<std::uint8_t> m_groupMarked;
    std::atomic<std::uint64_t> m_decided{0}; // guided: positions decided so far
    struct Reported {
        double done = 0;
        int round = 0;
        double roundDone = 0;
    } m_reported;
    Clock::time_point m_lastSave = Clock::now();
};

Successor SliceSolver::successor(const Position& next) const
{
    if (const auto ended = endOfGame(next))
        return {false, *ended, 0};
    const auto location = m_layout.locate(next);
    if (!location)
        throw std::logic_error("egdb: a move leads to a position the tables do not number");
    if (location->slice == m_task.slice)
        return {true, Wdl::Draw, location->index};
    if (location->slice > m_task.slice)
        throw std::logic_error("egdb: a move leads to a slice built later");
    return {false, m_task.earlier(*location), 0};
}

// The first look at a position (retrograde analysis and forward
// iteration): every move, the positions outside the slice valued at once.
// Decides it when a move wins, when it has no move (international.md §8.1)
// or when every move leaves the slice.
void SliceSolver::firstLook(std::uint64_t index, MoveList& moves, std::vector<std::uint64_t>& decidedHere)
{
    const auto position = positionOrDraw(index);
    if (!position)
        return;
    rules::generateMoves(m_layout.variant(), *position, moves);
    int inside = 0;
    bool drawExit = false;
    const Material material = Material::of(*position);
    for (const Move& move : moves) {
        const Position next = rules::afterMove(m_layout.variant(), *position, move);
        // Inside the slice: a move that keeps the material, or in a game
        // whose captures turn stones over, any move that does not end the
        // game. Counted without numbering it.
        if (m_facts.flipsCaptured ? !endOfGame(next) : Material::of(next) == material) {
            ++inside;
            continue;
        }
        const Successor s = successor(next);
        if (s.inside)
            throw std::logic_error("egdb: a move changes the material within a slice");
        // The same side moves again after the first half of Black's turn
        // (twenty-vs-ten.md §3.1) and after a placement (last-man.md §4.1).
        const Wdl forUs = next.sideToMove == position->sideToMove ? s.value : flipped(s.value);
        if (forUs == Wdl::Win) {
            decide(index, Wdl::Win);
            if (m_retrograde)
                decidedHere.push_back(index);
            return;
        }
        drawExit = drawExit || forUs == Wdl::Draw;
    }
    if (inside > 255)
        throw std::logic_error("egdb: more than 255 moves stay in the slice");
    if (!m_movesLeft.empty())
        m_movesLeft[index] = static_cast<std::uint8_t>(inside);
    if (inside == 0) {
        decide(index, drawExit ? Wdl::Draw : Wdl::Loss);
        if (!drawExit && m_retrograde)
            decidedHere.push_back(index);
        return;
    }
    if (drawExit)
        m_states.setBits(index, DrawExit);
}

// Sets an undecided position's value; false when it was decided already.
bool SliceSolver::decide(std::uint64_t index, Wdl value)
{
    return m_states.update(index, [value](std::uint8_t seen) {
        return decided(seen) ? std::nullopt
                             : std::optional(static_cast<std::uint8_t>((seen & ~ValueBits) | stateOf(value)));
    });
}

// A position learns that one of its moves leads to `value` (for itself).
void SliceSolver::learn(std::uint64_t index, Wdl value, std::vector<std::uint64_t>& decidedHere)
{
    if (decided(m_states.load(index)))
        return;
    if (value == Wdl::Win) {
        if (decide(index, Wdl::Win))
            decidedHere.push_back(index);
        return;
    }
    // Its last move not known to lose has turned out to lose.
    if (std::atomic_ref<std::uint8_t>(m_movesLeft[index]).fetch_sub(1, std::memory_order_relaxed) != 1)
        return;
    const bool drawExit = m_states.load(index) & DrawExit;
    if (decide(index, drawExit ? Wdl::Draw : Wdl::Loss) && !drawExit)
        decidedHere.push_back(index);
}

// Tells the positions that step into a decided one what it is worth.
void SliceSolver::spreadBack(std::uint64_t index, MoveList& moves, std::vector<std::uint64_t>& decidedHere)
{
    const Position position = *m_layout.positionAt({m_task.slice, index});
    const Wdl value = valueOf(m_states.load(index));
    forEachStepBack(m_geometry, m_facts, position, [&](const Position& before, const Move& step) {
        const auto from = m_layout.locate(before);
        if (!from || from->slice != m_task.slice)
            return;
        if (decided(m_states.load(from->index)))
            return;
        // Only a step the rules allow there, and that leads here.
        rules::generateMoves(m_layout.variant(), before, moves);
        if (!moves.contains(step) ||
            m_layout.normalized(rules::afterMove(m_layout.variant(), before, step)) != position)
            return;
        learn(from->index, before.sideToMove == position.sideToMove ? value : flipped(value), decidedHere);
    });
}

void SliceSolver::retrograde(std::vector<std::vector<std::uint64_t>>& frontier)
{
    const int threads = static_cast<int>(frontier.size());
    std::uint64_t done = 0;
    while (!stopped()) {
        std::vector<std::uint64_t> wave;
        for (auto& part : frontier) {
            wave.insert(wave.end(), part.begin(), part.end());
            part.clear();
        }
        if (wave.empty())
            break;
        support::parallelForChunks(
            wave.size(), threads,
            [&](std::uint64_t begin, std::uint64_t end, int worker) {
                MoveList moves;
                for (std::uint64_t i = begin; i < end; ++i)
                    spreadBack(wave[i], moves, frontier[static_cast<std::size_t>(worker)]);
            },
            m_task.stop, TableChunk);
        done += wave.size();
        report(0.5 + 0.5 * static_cast<double>(done) / static_cast<double>(m_size));
    }
}

// The position with that number; a number that names none is kept as a
// decided draw, no move leading there.
std::optional<Position> SliceSolver::positionOrDraw(std::uint64_t index)
{
    auto position = m_layout.positionAt({m_task.slice, index});
    if (!position)
        decide(index, Wdl::Draw);
    return position;
}

// Looks at an undecided position, every move with what is now known:
// decides it when a move wins, or when every move is decided. True when it
// got decided.
bool SliceSolver::look(std::uint64_t index, const Position& position, Scratch& scratch)
{
    const MoveList& moves = scratch.moves;
    rules::generateMoves(m_layout.variant(), position, scratch.moves);
    // Every move's position found first and the states of those inside
    // the slice then read: in a large slice each read is a trip to memory,
    // and started together they overlap.
    std::vector<Successor>& after = scratch.after;
    after.resize(moves.size());
    bool draw = false;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Position next = rules::afterMove(m_layout.variant(), position, moves[i]);
        after[i] = successor(next);
        // The same side moves again after the first half of Black's turn
        // (twenty-vs-ten.md §3.1) and after a placement (last-man.md §4.1).
        after[i].sameSide = next.sideToMove == position.sideToMove;
        if (after[i].inside) {
            m_states.prefetch(after[i].index);
            continue;
        }
        const Wdl forUs = after[i].sameSide ? after[i].value : flipped(after[i].value);
        if (forUs == Wdl::Win)
            return decide(index, Wdl::Win);
        draw = draw || forUs == Wdl::Draw;
    }
    bool open = false;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (!after[i].inside)
            continue;
        const std::uint8_t seen = m_states.load(after[i].index);
        if (!decided(seen)) {
            open = true;
            continue;
        }
        const Wdl forUs = after[i].sameSide ? valueOf(seen) : flipped(valueOf(seen));
        if (forUs == Wdl::Win)
            return decide(index, Wdl::Win);
        draw = draw || forUs == Wdl::Draw;
    }
    // No move at all loses (international.md §8.1).
    return !open && decide(index, draw ? Wdl::Draw : Wdl::Loss);
}

// Guided iteration's look at a marked position: whether every move is now
// decided. A win by a move into a lost position is found from that
// position as soon as it is decided (tellPredecessors), so only the moves
// that end the game are read for a win; the others are read one by one and
// the look stops at the first still open, which tells the position of
// itself when it gets decided. True when it got decided.
bool SliceSolver::quickLook(std::uint64_t index, const Position& position, Scratch& scratch)
{
    const MoveList& moves = scratch.moves;
    rules::generateMoves(m_layout.variant(), position, scratch.moves);
    const Endings ending = endings(position, moves);
    if (ending.win)
        return decide(index, Wdl::Win);
    bool draw = ending.draw;
    for (const Move& move : moves) {
        const Position next = rules::afterMove(m_layout.variant(), position, move);
        if (endOfGame(next))
            continue;
        const Successor s = successor(next);
        Wdl value = s.value;
        if (s.inside) {
            const std::uint8_t seen = m_states.load(s.index);
            if (!decided(seen))
                return false;
            value = valueOf(seen);
        }
        // The same side moves again after a placement (last-man.md §4.1).
        const Wdl forUs = next.sideToMove == position.sideToMove ? value : flipped(value);
        if (forUs == Wdl::Win)
            return decide(index, Wdl::Win);
        draw = draw || forUs == Wdl::Draw;
    }
    // No move at all loses (last-man.md §8.2).
    return decide(index, draw ? Wdl::Draw : Wdl::Loss);
}

// Guided iteration's first look at a position: only a move that ends the
// game, or having no move, decides it now; every other move is into the
// slice, and the position there tells this one when it gets decided (it
// cannot have been: a position decided before tells those before it, which
// marks or decides them). True when it got decided.
bool SliceSolver::firstGlance(std::uint64_t index, const Position& position, MoveList& moves)
{
    rules::generateMoves(m_layout.variant(), position, moves);
    const Endings ending = endings(position, moves);
    if (ending.win)
        return decide(index, Wdl::Win);
    // No move at all loses (last-man.md §8.2).
    return !ending.others && decide(index, ending.draw ? Wdl::Draw : Wdl::Loss);
}

// What the moves that end the game give the side to move.
SliceSolver::Endings SliceSolver::endings(const Position& position, const MoveList& moves) const
{
    Endings ending;
    for (const Move& move : moves) {
        // Only a capture can take a side's last piece.
        if (!move.isCapture()) {
            ending.others = true;
            continue;
        }
        const Position next = rules::afterMove(m_layout.variant(), position, move);
        const auto ended = endOfGame(next);
        if (!ended) {
            ending.others = true;
            continue;
        }
        // The same side moves again after a placement (last-man.md §4.1).
        const Wdl forUs = next.sideToMove == position.sideToMove ? *ended : flipped(*ended);
        ending.win = ending.win || forUs == Wdl::Win;
        ending.draw = ending.draw || forUs == Wdl::Draw;
    }
    return ending;
}

// Whether one of the moves the rules allow in `before` leads to `position`
// (normalized).
bool SliceSolver::leadsTo(const Position& before, const Position& position, MoveList& moves) const
{
    rules::generateMoves(m_layout.variant(), before, moves);
    return std::any_of(moves.begin(), moves.end(), [&](const Move& move) {
        const Position next = rules::afterMove(m_layout.variant(), before, move);
        // Not turned half round by normalizing: another board is told at once.
        if (next.sideToMove == position.sideToMove && (next.white != position.white || next.black != position.black))
            return false;
        return m_layout.normalized(next) == position;
    });
}

// Forward iteration: every undecided position looked at again until a
// whole pass decides nothing.
void SliceSolver::forwardIteration()
{
    for (int round = 1; !stopped(); ++round) {
        std::atomic<bool> changed{false};
        support::parallelForChunks(
            m_size, m_task.threads,
            [&](std::uint64_t begin, std::uint64_t end, int) {
                Scratch scratch;
                for (std::uint64_t i = begin; i < end; ++i) {
                    if (decided(m_states.load(i)))
                        continue;
                    const auto position = positionOrDraw(i);
                    if (position && look(i, *position, scratch))
                        changed.store(true, std::memory_order_relaxed);
                }
            },
            m_task.stop, TableChunk);
        if (!changed)
            break;
        report(1.0 - 0.5 / (1.0 + round * 0.1));
    }
}

// Asks for a quick look at an undecided position, which also does the
// first glance's work, or keeps the complete look it is due.
void SliceSolver::mark(std::uint64_t index)
{
    const bool changed = m_states.update(index, [](std::uint8_t seen) {
        return decided(seen) || (seen & Marked) ? std::nullopt
                                                : std::optional(static_cast<std::uint8_t>((seen & ~FullLook) | Marked));
    });
    if (changed)
        std::atomic_ref<std::uint8_t>(m_groupMarked[index / GroupSize]).store(1, std::memory_order_relaxed);
}

// Tells the undecided positions that may move into one just decided (its
// position normalized, its value for its side to move) what it is worth:
// one whose move there wins (into a lost position, or a placement into a
// won one) is a win when the rules allow that move, and is decided at once
// and tells those before it in turn; the others are marked for a look.
// Their numbers are all found first and their states then read together
// (as in look). Gives how many positions it decided.
std::uint64_t SliceSolver::tellPredecessors(const Position& position, Wdl value, Scratch& scratch)
{
    std::uint64_t decidedHere = 0;
    std::vector<std::uint64_t>& toMark = scratch.found;
    std::vector<std::pair<std::uint64_t, Position>>& winners = scratch.winners;
    scratch.told.assign(1, {position, value});
    while (!scratch.told.empty()) {
        // Named apart, not bound: the visitor below captures them.
        const Position after = scratch.told.back().first;
        const Wdl afterValue = scratch.told.back().second;
        scratch.told.pop_back();
        toMark.clear();
        winners.clear();
        forEachNumberedPredecessor(m_layout, m_task.slice, m_geometry, m_facts, after,
                                   [&](const Position& candidate, std::uint64_t index) {
                                       m_states.prefetch(index);
                                       // The same side moves again after a placement (last-man.md §4.1).
                                       const bool sameSide = candidate.sideToMove == after.sideToMove;
                                       if ((sameSide ? afterValue : flipped(afterValue)) == Wdl::Win)
                                           winners.emplace_back(index, candidate);
                                       else
                                           toMark.push_back(index);
                                   });
        for (std::uint64_t index : toMark) {
            const std::uint8_t seen = m_states.load(index);
            if (!decided(seen) && !(seen & Marked))
                mark(index);
        }
        for (const auto& [index, candidate] : winners) {
            if (decided(m_states.load(index)) || !leadsTo(candidate, after, scratch.theirMoves))
                continue;
            if (decide(index, Wdl::Win)) {
                ++decidedHere;
                scratch.told.emplace_back(m_layout.normalized(candidate), Wdl::Win);
            }
        }
    }
    return decidedHere;
}

// One round of guided iteration: each marked position, its mark cleared,
// is looked at; one that gets decided tells the positions before it at
// once, so that they are decided or looked at later in this round or in
// the next.
// True when it decided a position. Between parts of the round the state
// is saved when due; a stop ends it between two positions, which leaves
// the state whole: every position decided has told those before it.
bool SliceSolver::lookAtMarked(int round)
{
    constexpr std::uint64_t partGroups = 1 << 16; // 268 million numbers
    const std::uint64_t groups = m_groupMarked.size();
    std::atomic<bool> changed{false};
    for (std::uint64_t first = 0; first < groups && !stopped(); first += partGroups) {
        support::parallelForChunks(
            std::min(partGroups, groups - first), m_task.threads,
            [&](std::uint64_t begin, std::uint64_t end, int) {
                Scratch scratch;
                std::uint64_t decidedHere = 0;
                for (std::uint64_t group = first + begin; group < first + end; ++group) {
                    if (!std::atomic_ref<std::uint8_t>(m_groupMarked[group]).exchange(0, std::memory_order_relaxed))
                        continue;
                    const std::uint64_t last = std::min(m_size, (group + 1) * GroupSize);
                    for (std::uint64_t i = group * GroupSize; i < last; ++i) {
                        if (!(m_states.load(i) & Looks))
                            continue;
                        const std::uint8_t seen = m_states.clearBits(i, Looks);
                        if (decided(seen))
                            continue;
                        const auto position = positionOrDraw(i);
                        if (!position)
                            continue;
                        const bool decidedNow = (seen & Looks) == Looks ? look(i, *position, scratch)
                                                : seen & Marked         ? quickLook(i, *position, scratch)
                                                                        : firstGlance(i, *position, scratch.moves);
                        if (decidedNow)
                            decidedHere += 1 + tellPredecessors(*position, valueOf(m_states.load(i)), scratch);
                    }
                }
                if (decidedHere > 0) {
                    m_decided.fetch_add(decidedHere, std::memory_order_relaxed);
                    changed.store(true, std::memory_order_relaxed);
                }
            },
            m_task.stop, 16);
        const double roundDone = std::min(1.0, static_cast<double>(first + partGroups) / static_cast<double>(groups));
        report(1.0 - 1.0 / (1.0 + 0.1 * (round - 1 + roundDone)), round, roundDone);
        saveWhenDue();
    }
    return changed;
}

void SliceSolver::markEveryUndecided()
{
    support::parallelForChunks(
        m_size, m_task.threads,
        [&](std::uint64_t begin, std::uint64_t end, int) {
            for (std::uint64_t i = begin; i < end; ++i)
                if (!decided(m_states.load(i))) {
                    m_states.setBits(i, Looks);
                    std::atomic_ref<std::uint8_t>(m_groupMarked[i / GroupSize]).store(1, std::memory_order_relaxed);
                }
        },
        nullptr, TableChunk);
}

void SliceSolver::saveWhenDue()
{
    if (!m_task.saveState || stopped() || Clock::now() - m_lastSave < m_task.saveEvery)
        return;
    m_task.saveState(m_states.bytes());
    m_lastSave = Clock::now();
}

// Guided iteration, for the games whose captures turn stones over: moves
// there are too tangled to count exactly for retrograde analysis, so a
// position is looked at only when one of its moves may lead to a position
// decided since its last look (at first, every position), and a position
// with a move into a lost one is decided a win from there, once the rules
// library plays that move. The candidates may include positions that
// cannot reach it (a needless look), and a full round of complete looks
// whenever a round decides nothing decides whatever the guide missed, so
// the values are those of forward iteration. The state alone says where it stands: a build stopped and
// resumed from it goes on from there. True when the slice is solved;
// false when a stop ended it (its state then saved).
bool SliceSolver::guidedIteration()
{
    m_states = Nibbles(m_size, FullLook);
    if (m_task.loadState && !m_task.loadState(m_states.bytes()))
        m_states.fill(FullLook); // what a refused file left
    m_groupMarked.assign((m_size + GroupSize - 1) / GroupSize, 0);
    support::parallelForChunks(
        m_size, m_task.threads,
        [&](std::uint64_t begin, std::uint64_t end, int) {
            std::uint64_t decidedHere = 0;
            for (std::uint64_t i = begin; i < end; ++i) {
                const std::uint8_t state = m_states.load(i);
                if (state & Looks)
                    std::atomic_ref<std::uint8_t>(m_groupMarked[i / GroupSize]).store(1, std::memory_order_relaxed);
                decidedHere += decided(state);
            }
            m_decided.fetch_add(decidedHere, std::memory_order_relaxed);
        },
        nullptr, TableChunk);
    report(0, 1, 0);
    bool fullRound = false;
    for (int round = 1; !stopped(); ++round) {
        if (lookAtMarked(round)) {
            fullRound = false;
            continue;
        }
        if (stopped())
            break;
        if (fullRound)
            return true; // a full round decided nothing: solved
        markEveryUndecided();
        fullRound = true;
    }
    // What the state saved holds: a build going on from it starts there.
    report(m_reported.done, m_reported.round, m_reported.roundDone);
    if (m_task.saveState)
        m_task.saveState(m_states.bytes());
    return false;
}

std::optional<Table> SliceSolver::solve()
{
    const bool stepsOnly = !m_facts.flipsCaptured && !m_facts.hasHand;
    if (m_task.strategy == Strategy::Retrograde && !stepsOnly)
        throw std::invalid_argument("egdb: retrograde solving needs a game whose captures remove pieces");
    m_retrograde = m_task.strategy == Strategy::Retrograde || (m_task.strategy == Strategy::Automatic && stepsOnly);
    if (m_task.strategy == Strategy::Automatic && !stepsOnly) {
        // Once solved, a stop asked for now no longer throws the work away.
        if (!guidedIteration())
            return std::nullopt;
    } else {
        m_states = Nibbles(m_size, Unknown);
        if (m_retrograde)
            m_movesLeft.assign(m_size, 0);
        const int threads = std::max(1, m_task.threads);
        std::vector<std::vector<std::uint64_t>> frontier(static_cast<std::size_t>(threads));
        std::atomic<std::uint64_t> looked{0};
        support::parallelForChunks(
            m_size, threads,
            [&](std::uint64_t begin, std::uint64_t end, int worker) {
                MoveList moves;
                for (std::uint64_t i = begin; i < end; ++i)
                    firstLook(i, moves, frontier[static_cast<std::size_t>(worker)]);
                const std::uint64_t total = looked.fetch_add(end - begin) + (end - begin);
                if (worker == 0)
                    report(0.5 * static_cast<double>(total) / static_cast<double>(m_size));
            },
            m_task.stop, TableChunk);
        if (m_retrograde)
            retrograde(frontier);
        else
            forwardIteration();
        if (stopped())
            return std::nullopt;
    }
    // Packed where the states are, with the solver's other arrays given
    // back first: the largest builds are bounded by memory.
    std::vector<std::uint8_t>().swap(m_movesLeft);
    std::vector<std::uint8_t>().swap(m_groupMarked);
    // What was never decided is a draw: neither side can force a win.
    Table values = Table::pack(
        m_size,
        [&](std::uint64_t i) {
            const std::uint8_t state = m_states.load(i);
            return decided(state) ? valueOf(state) : Wdl::Draw;
        },
        std::move(m_states.bytes()));
    m_states = Nibbles();
    report(1.0);
    return values;
}

} // namespace

std::optional<Table> solveSlice(const SliceTask& task) { return SliceSolver(task).solve(); }

} // namespace draughts::egdb::detail
