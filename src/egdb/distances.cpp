#include "distances.hpp"

#include "parallel.hpp"

#include <draughts/egdb/database.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>
#include <mutex>
#include <stdexcept>

namespace draughts::egdb::detail {

namespace {

using core::Move;
using core::MoveList;
using core::Position;

constexpr std::uint16_t NotYet = 0xFFFF;
constexpr int MostLevels = 4096;

// The slice's game graph, reduced to what the count needs: for each won or
// lost position, the moves leaving the slice counted at once (for a win the
// fewest plies of a winning one, for a loss the most of any), and the
// moves inside it that matter (for a win the winning ones, for a loss all).
class PlyCounter {
public:
    explicit PlyCounter(const DistanceTask& task)
        : m_task(task), m_size(task.values.size()), m_outside(m_size, NotYet), m_first(m_size + 1, 0),
          m_plies(m_size, NotYet)
    {}

    std::vector<std::uint8_t> count();

private:
    bool counted(std::uint64_t index) const { return m_task.values[index] != Wdl::Draw; }
    // Looks at the moves of a position; calls inside(j) for each move into
    // the slice that matters.
    template <class Inside>
    void look(std::uint64_t index, MoveList& moves, Inside&& inside);
    bool stopped() const { return m_task.stop && m_task.stop->load(std::memory_order_relaxed); }
    bool settle(std::uint64_t index, int level);

    const DistanceTask& m_task;
    std::uint64_t m_size;
    std::vector<std::uint16_t> m_outside;
    std::vector<std::uint64_t> m_first; // the inside moves of i: m_to[m_first[i] .. m_first[i + 1])
    std::vector<std::uint32_t> m_to;
    std::vector<std::uint16_t> m_plies;
};

template <class Inside>
void PlyCounter::look(std::uint64_t index, MoveList& moves, Inside&& inside)
{
    const Layout& layout = *m_task.layout;
    const auto position = layout.positionAt({m_task.slice, index});
    if (!position)
        return;
    const bool win = m_task.values[index] == Wdl::Win;
    int outside = win ? NotYet : 0;
    rules::generateMoves(layout.variant(), *position, moves);
    for (const Move& move : moves) {
        const Position next = rules::afterMove(layout.variant(), *position, move);
        const bool sameSide = next.sideToMove == position->sideToMove;
        Wdl value = Wdl::Draw;
        int plies = 0;
        if (const auto ended = endOfGame(next)) {
            value = *ended;
        } else {
            const auto location = layout.locate(next);
            if (!location)
                throw std::logic_error("egdb: a move leads to a position the tables do not number");
            if (location->slice == m_task.slice) {
                const Wdl forUs = sameSide ? m_task.values[location->index] : flipped(m_task.values[location->index]);
                if (!win || forUs == Wdl::Win)
                    inside(location->index);
                continue;
            }
            value = m_task.earlierValue(*location);
            plies = m_task.earlierPlies(*location);
        }
        const Wdl forUs = sameSide ? value : flipped(value);
        if (win && forUs == Wdl::Win)
            outside = std::min(outside, plies + 1);
        else if (!win)
            outside = std::max(outside, plies + 1);
    }
    m_outside[index] = static_cast<std::uint16_t>(outside);
}

// Decides a position at `level` if its plies are `level`: a win when its
// quickest winning move found so far takes level - 1 more plies, a loss when
// all its moves are counted and the longest takes level - 1.
bool PlyCounter::settle(std::uint64_t index, int level)
{
    const bool win = m_task.values[index] == Wdl::Win;
    int best = m_outside[index];
    for (std::uint64_t e = m_first[index]; e < m_first[index + 1]; ++e) {
        const int plies = std::atomic_ref<std::uint16_t>(m_plies[m_to[e]]).load(std::memory_order_relaxed);
        if (plies >= level) {
            if (!win)
                return false; // a move still uncounted
            continue;
        }
        best = win ? std::min(best, plies + 1) : std::max(best, plies + 1);
    }
    if (best != level)
        return false;
    std::atomic_ref<std::uint16_t>(m_plies[index]).store(static_cast<std::uint16_t>(level), std::memory_order_relaxed);
    return true;
}

std::vector<std::uint8_t> PlyCounter::count()
{
    const int threads = std::max(1, m_task.threads);
    // The graph in one look at each position: each range of positions
    // keeps its moves apart (looking costs a move generation and a
    // numbering per move, far more than copying the moves once).
    std::mutex lock;
    std::vector<std::pair<std::uint64_t, std::vector<std::uint32_t>>> ranges;
    support::parallelForChunks(
        m_size, threads,
        [&](std::uint64_t begin, std::uint64_t end, int) {
            std::vector<std::uint32_t> to;
            MoveList moves; // one for the range: 16 KB that the sanitizers mark anew in each call holding one
            for (std::uint64_t i = begin; i < end; ++i)
                if (counted(i)) {
                    const std::size_t before = to.size();
                    look(i, moves, [&](std::uint64_t j) { to.push_back(static_cast<std::uint32_t>(j)); });
                    m_first[i + 1] = to.size() - before;
                }
            const std::lock_guard<std::mutex> guard(lock);
            ranges.emplace_back(begin, std::move(to));
        },
        m_task.stop, TableChunk);
    for (std::uint64_t i = 0; i < m_size; ++i)
        m_first[i + 1] += m_first[i];
    std::sort(ranges.begin(), ranges.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    m_to.reserve(m_first[m_size]);
    for (auto& range : ranges) {
        m_to.insert(m_to.end(), range.second.begin(), range.second.end());
        range.second = {};
    }
    // Level by level: every position whose plies are `level` is found once
    // all those below it are known.
    std::uint64_t left = 0;
    for (std::uint64_t i = 0; i < m_size; ++i)
        left += counted(i) ? 1U : 0U;
    for (int level = 0; left > 0 && !stopped(); ++level) {
        if (level > MostLevels)
            throw std::logic_error("egdb: won or lost positions without an end");
        std::atomic<std::uint64_t> settled{0};
        support::parallelForChunks(
            m_size, threads,
            [&](std::uint64_t begin, std::uint64_t end, int) {
                std::uint64_t here = 0;
                for (std::uint64_t i = begin; i < end; ++i)
                    if (counted(i) && m_plies[i] == NotYet && settle(i, level))
                        ++here;
                settled += here;
            },
            m_task.stop, TableChunk);
        left -= settled;
    }
    if (stopped())
        return {};
    std::vector<std::uint8_t> plies(m_size, 0);
    for (std::uint64_t i = 0; i < m_size; ++i)
        if (m_plies[i] != NotYet)
            plies[i] = static_cast<std::uint8_t>(std::min<int>(m_plies[i], MostPlies));
    return plies;
}

} // namespace

std::vector<std::uint8_t> countPliesToEnd(const DistanceTask& task) { return PlyCounter(task).count(); }

} // namespace draughts::egdb::detail
