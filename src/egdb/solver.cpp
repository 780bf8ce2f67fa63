#include "solver.hpp"

#include "board_geometry.hpp"
#include "flip_predecessors.hpp"
#include "parallel.hpp"
#include "predecessors.hpp"

#include <draughts/egdb/database.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>
#include <stdexcept>

namespace draughts::egdb::detail {

using core::Move;
using core::MoveList;
using core::Position;
using core::Side;

namespace {

// What the solver keeps of a position while it works: the value found so
// far in the low two bits, and two flags.
constexpr std::uint8_t Unknown = 0;
constexpr std::uint8_t ValueBits = 3;
constexpr std::uint8_t NoPosition = 4; // the number names no position
constexpr std::uint8_t DrawExit = 8;   // a move leaving the slice draws: never a loss
// Guided iteration only:
constexpr std::uint8_t Marked = 16;    // a move may lead to a position decided since the last look
constexpr std::uint8_t Fresh = 32;     // decided; the positions before it are not yet marked

constexpr std::uint8_t stateOf(Wdl value) { return static_cast<std::uint8_t>(static_cast<int>(value) + 1); }
constexpr Wdl valueOf(std::uint8_t state) { return static_cast<Wdl>((state & ValueBits) - 1); }
constexpr bool decided(std::uint8_t state) { return (state & ValueBits) != Unknown; }

// A position after a move: decided by the end of the game or by an earlier
// slice, or inside the slice being solved.
struct Successor {
    bool inside = false;
    Wdl value = Wdl::Draw;  // for the successor's side to move, when !inside
    std::uint64_t index = 0; // when inside
};

class SliceSolver {
public:
    explicit SliceSolver(const SliceTask& task)
        : m_task(task), m_layout(*task.layout), m_facts(rules::facts(m_layout.variant())),
          m_geometry(m_layout.variant()),
          m_size(m_layout.slices()[static_cast<std::size_t>(task.slice)].size), m_states(m_size, Unknown)
    {
    }

    std::optional<Table> solve();

private:
    bool stopped() const { return m_task.stop && m_task.stop->load(std::memory_order_relaxed); }
    void report(double done) const
    {
        if (m_task.progress)
            m_task.progress(done);
    }
    std::atomic_ref<std::uint8_t> state(std::uint64_t index) { return std::atomic_ref<std::uint8_t>(m_states[index]); }

    Successor successor(const Position& next) const;
    // Each takes a move list to fill, one per range of positions: a list is
    // 16 KB, which the sanitizers mark as stack and back on every call
    // that holds one of its own.
    void firstLook(std::uint64_t index, MoveList& moves, std::vector<std::uint64_t>& decidedHere);
    bool lookAgain(std::uint64_t index, MoveList& moves);
    void spreadBack(std::uint64_t index, MoveList& moves, std::vector<std::uint64_t>& decidedHere);
    void learn(std::uint64_t index, Wdl value, std::vector<std::uint64_t>& decidedHere);
    bool decide(std::uint64_t index, Wdl value);
    void retrograde(std::vector<std::vector<std::uint64_t>>& frontier);
    bool lookAgainAtEveryUndecided(bool flagFresh);
    void forwardIteration();
    void flag(std::uint64_t index, std::uint8_t bit);
    void forEachFlagged(std::uint8_t bit, const std::function<void(std::uint64_t, MoveList&)>& work);
    void markPredecessors(std::uint64_t index);
    void guidedIteration();

    const SliceTask& m_task;
    const Layout& m_layout;
    const rules::Facts& m_facts;
    BoardGeometry m_geometry;
    std::uint64_t m_size;
    std::vector<std::uint8_t> m_states;
    std::vector<std::uint8_t> m_movesLeft; // retrograde: moves into the slice not yet known to lose
    bool m_retrograde = false;
    // Guided iteration: a group's flags hold every flag of its numbers, so
    // that a pass skips the groups with nothing to do.
    static constexpr std::uint64_t GroupSize = 4096;
    std::vector<std::uint8_t> m_groupFlags;
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

// The first look at a position: every move, the positions outside the
// slice valued at once. Decides it when a move wins, when it has no move
// (international.md §8.1) or when every move leaves the slice.
void SliceSolver::firstLook(std::uint64_t index, MoveList& moves, std::vector<std::uint64_t>& decidedHere)
{
    const auto position = m_layout.positionAt({m_task.slice, index});
    if (!position) {
        m_states[index] = NoPosition;
        return;
    }
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
            state(index).store(stateOf(Wdl::Win), std::memory_order_relaxed);
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
        state(index).store(stateOf(drawExit ? Wdl::Draw : Wdl::Loss), std::memory_order_relaxed);
        if (!drawExit && m_retrograde)
            decidedHere.push_back(index);
        return;
    }
    state(index).store(drawExit ? DrawExit : Unknown, std::memory_order_relaxed);
}

// Sets an undecided position's value; false when it was decided already.
bool SliceSolver::decide(std::uint64_t index, Wdl value)
{
    auto s = state(index);
    std::uint8_t seen = s.load(std::memory_order_relaxed);
    do {
        if (decided(seen) || (seen & NoPosition))
            return false;
    } while (!s.compare_exchange_weak(seen, static_cast<std::uint8_t>((seen & ~ValueBits) | stateOf(value)),
                                      std::memory_order_relaxed));
    return true;
}

// A position learns that one of its moves leads to `value` (for itself).
void SliceSolver::learn(std::uint64_t index, Wdl value, std::vector<std::uint64_t>& decidedHere)
{
    if (decided(state(index).load(std::memory_order_relaxed)))
        return;
    if (value == Wdl::Win) {
        if (decide(index, Wdl::Win))
            decidedHere.push_back(index);
        return;
    }
    // Its last move not known to lose has turned out to lose.
    if (std::atomic_ref<std::uint8_t>(m_movesLeft[index]).fetch_sub(1, std::memory_order_relaxed) != 1)
        return;
    const bool drawExit = state(index).load(std::memory_order_relaxed) & DrawExit;
    if (decide(index, drawExit ? Wdl::Draw : Wdl::Loss) && !drawExit)
        decidedHere.push_back(index);
}

// Tells the positions that step into a decided one what it is worth.
void SliceSolver::spreadBack(std::uint64_t index, MoveList& moves, std::vector<std::uint64_t>& decidedHere)
{
    const Position position = *m_layout.positionAt({m_task.slice, index});
    const Wdl value = valueOf(state(index).load(std::memory_order_relaxed));
    forEachStepBack(m_geometry, m_facts, position, [&](const Position& before, const Move& step) {
        const auto from = m_layout.locate(before);
        if (!from || from->slice != m_task.slice)
            return;
        if (decided(state(from->index).load(std::memory_order_relaxed)))
            return;
        // Only a step the rules allow there, and that leads here.
        rules::generateMoves(m_layout.variant(), before, moves);
        if (!moves.contains(step) || m_layout.normalized(rules::afterMove(m_layout.variant(), before, step)) != position)
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
        parallelFor(
            wave.size(), threads,
            [&](std::uint64_t begin, std::uint64_t end, int worker) {
                MoveList moves;
                for (std::uint64_t i = begin; i < end; ++i)
                    spreadBack(wave[i], moves, frontier[static_cast<std::size_t>(worker)]);
            },
            m_task.stop);
        done += wave.size();
        report(0.5 + 0.5 * static_cast<double>(done) / static_cast<double>(m_size));
    }
}

// Forward iteration: looks at an undecided position again with what is now
// known of the slice. True when it got decided.
bool SliceSolver::lookAgain(std::uint64_t index, MoveList& moves)
{
    const Position position = *m_layout.positionAt({m_task.slice, index});
    rules::generateMoves(m_layout.variant(), position, moves);
    bool open = false;
    bool draw = state(index).load(std::memory_order_relaxed) & DrawExit;
    for (const Move& move : moves) {
        const Position next = rules::afterMove(m_layout.variant(), position, move);
        const Successor s = successor(next);
        if (!s.inside)
            continue; // valued by the first look
        const std::uint8_t seen = state(s.index).load(std::memory_order_relaxed);
        if (!decided(seen)) {
            open = true;
            continue;
        }
        const Wdl forUs = next.sideToMove == position.sideToMove ? valueOf(seen) : flipped(valueOf(seen));
        if (forUs == Wdl::Win)
            return decide(index, Wdl::Win);
        draw = draw || forUs == Wdl::Draw;
    }
    if (open)
        return false;
    return decide(index, draw ? Wdl::Draw : Wdl::Loss);
}

// One pass of forward iteration: true when it decided a position. In
// guided iteration, each one decided is flagged fresh.
bool SliceSolver::lookAgainAtEveryUndecided(bool flagFresh)
{
    std::atomic<bool> changed{false};
    parallelFor(
        m_size, m_task.threads,
        [&](std::uint64_t begin, std::uint64_t end, int) {
            MoveList moves;
            for (std::uint64_t i = begin; i < end; ++i) {
                const std::uint8_t seen = state(i).load(std::memory_order_relaxed);
                if (decided(seen) || (seen & NoPosition) || !lookAgain(i, moves))
                    continue;
                if (flagFresh)
                    flag(i, Fresh);
                changed.store(true, std::memory_order_relaxed);
            }
        },
        m_task.stop);
    return changed;
}

void SliceSolver::forwardIteration()
{
    for (int round = 1; !stopped() && lookAgainAtEveryUndecided(false); ++round)
        report(1.0 - 0.5 / (1.0 + round * 0.1));
}

void SliceSolver::flag(std::uint64_t index, std::uint8_t bit)
{
    state(index).fetch_or(bit, std::memory_order_relaxed);
    std::atomic_ref<std::uint8_t>(m_groupFlags[index / GroupSize]).fetch_or(bit, std::memory_order_relaxed);
}

// Calls work(index, moves) for each number flagged `bit`, clearing the flag
// first. A pass sets only the other flag, so no flag of its own is lost.
void SliceSolver::forEachFlagged(std::uint8_t bit, const std::function<void(std::uint64_t, MoveList&)>& work)
{
    parallelFor(
        m_groupFlags.size(), m_task.threads,
        [&](std::uint64_t begin, std::uint64_t end, int) {
            MoveList moves;
            for (std::uint64_t group = begin; group < end; ++group) {
                if (!(std::atomic_ref<std::uint8_t>(m_groupFlags[group]).fetch_and(static_cast<std::uint8_t>(~bit),
                                                                                   std::memory_order_relaxed) &
                      bit))
                    continue;
                const std::uint64_t last = std::min(m_size, (group + 1) * GroupSize);
                for (std::uint64_t i = group * GroupSize; i < last; ++i)
                    if ((state(i).load(std::memory_order_relaxed) & bit) &&
                        (state(i).fetch_and(static_cast<std::uint8_t>(~bit), std::memory_order_relaxed) & bit))
                        work(i, moves);
            }
        },
        m_task.stop);
}

// Marks the undecided positions that may move into a decided one.
void SliceSolver::markPredecessors(std::uint64_t index)
{
    const Position position = *m_layout.positionAt({m_task.slice, index});
    forEachPredecessorWithFlips(m_geometry, m_facts, position, [&](const Position& before) {
        const auto from = m_layout.locate(before);
        if (!from || from->slice != m_task.slice)
            return;
        const std::uint8_t seen = state(from->index).load(std::memory_order_relaxed);
        if (!decided(seen) && !(seen & Marked))
            flag(from->index, Marked);
    });
}

// Guided iteration, for the games whose captures turn stones over: moves
// there are too tangled to count exactly for retrograde analysis, so a
// position is looked at again, as in forward iteration, but only when one
// of its moves may lead to a position decided since its last look. The
// candidates may include positions that cannot reach it (a needless look),
// and a full pass whenever a round decides nothing decides whatever the
// guide missed, so the values are those of forward iteration.
void SliceSolver::guidedIteration()
{
    m_groupFlags.assign((m_size + GroupSize - 1) / GroupSize, Fresh);
    parallelFor(m_size, m_task.threads, [&](std::uint64_t begin, std::uint64_t end, int) {
        for (std::uint64_t i = begin; i < end; ++i)
            if (decided(state(i).load(std::memory_order_relaxed)))
                state(i).fetch_or(Fresh, std::memory_order_relaxed);
    });
    for (int round = 1; !stopped(); ++round) {
        forEachFlagged(Fresh, [&](std::uint64_t i, MoveList&) { markPredecessors(i); });
        std::atomic<bool> changed{false};
        forEachFlagged(Marked, [&](std::uint64_t i, MoveList& moves) {
            if (decided(state(i).load(std::memory_order_relaxed)) || !lookAgain(i, moves))
                return;
            flag(i, Fresh);
            changed.store(true, std::memory_order_relaxed);
        });
        report(1.0 - 0.5 / (1.0 + round * 0.1));
        if (!changed && !lookAgainAtEveryUndecided(true))
            break;
    }
}

std::optional<Table> SliceSolver::solve()
{
    const bool stepsOnly = !m_facts.flipsCaptured && !m_facts.hasHand;
    if (m_task.strategy == Strategy::Retrograde && !stepsOnly)
        throw std::invalid_argument("egdb: retrograde solving needs a game whose captures remove pieces");
    m_retrograde = m_task.strategy == Strategy::Retrograde || (m_task.strategy == Strategy::Automatic && stepsOnly);
    if (m_retrograde)
        m_movesLeft.assign(m_size, 0);
    const int threads = std::max(1, m_task.threads);
    std::vector<std::vector<std::uint64_t>> frontier(static_cast<std::size_t>(threads));
    std::atomic<std::uint64_t> looked{0};
    parallelFor(
        m_size, threads,
        [&](std::uint64_t begin, std::uint64_t end, int worker) {
            MoveList moves;
            for (std::uint64_t i = begin; i < end; ++i)
                firstLook(i, moves, frontier[static_cast<std::size_t>(worker)]);
            const std::uint64_t total = looked.fetch_add(end - begin) + (end - begin);
            if (worker == 0)
                report(0.5 * static_cast<double>(total) / static_cast<double>(m_size));
        },
        m_task.stop);
    if (m_retrograde)
        retrograde(frontier);
    else if (m_task.strategy == Strategy::Automatic)
        guidedIteration();
    else
        forwardIteration();
    if (stopped())
        return std::nullopt;
    // Packed straight from the states, with the solver's other arrays given
    // back first: the largest builds are bounded by memory.
    std::vector<std::uint8_t>().swap(m_movesLeft);
    std::vector<std::uint8_t>().swap(m_groupFlags);
    // What was never decided is a draw: neither side can force a win.
    Table values = Table::pack(m_size, [&](std::uint64_t i) {
        return decided(m_states[i]) ? valueOf(m_states[i]) : Wdl::Draw;
    });
    report(1.0);
    return values;
}

} // namespace

std::optional<Table> solveSlice(const SliceTask& task) { return SliceSolver(task).solve(); }

} // namespace draughts::egdb::detail
