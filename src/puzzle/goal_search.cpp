#include <draughts/puzzle/goal_search.hpp>

#include <draughts/puzzle/goal.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>
#include <cstring>
#include <limits>

namespace draughts::puzzle {

namespace {

using core::Move;
using core::MoveList;
using core::Position;

constexpr std::size_t TableEntries = std::size_t{1} << 18; // 4 MiB
constexpr int MaxPly = 120;
constexpr int TableDepth = 2;
constexpr std::int8_t NotProved = std::numeric_limits<std::int8_t>::max();
constexpr std::int8_t NotRefuted = -1;

std::uint64_t mix(std::uint64_t x)
{
    // splitmix64's finaliser: every input bit reaches every output bit.
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

std::uint64_t keyOf(const Position& p)
{
    std::uint64_t key = mix(p.white);
    key = mix(key ^ p.black);
    key = mix(key ^ p.kings);
    const std::uint64_t small = static_cast<std::uint64_t>(p.sideToMove) | std::uint64_t{p.barred} << 8 |
                                std::uint64_t{p.placedThisTurn} << 16 | std::uint64_t{p.quietPlies} << 24 |
                                std::uint64_t{p.hand[0]} << 32 | std::uint64_t{p.hand[1]} << 40;
    key = mix(key ^ small);
    std::uint64_t counts[5] = {};
    std::memcpy(counts, p.captureCount.data(), p.captureCount.size());
    for (std::uint64_t word : counts)
        if (word)
            key = mix(key ^ word);
    return key;
}

// Moves the rules force whatever the depth: a capture (compulsory) or a
// placement from hand (last-man.md §6.2).
bool forcedKind(const MoveList& legal)
{
    return !legal.empty() && (legal[0].isCapture() || legal[0].kind == core::MoveKind::Placement);
}

} // namespace

struct GoalSearch::Entry {
    std::uint64_t key = 0;
    std::int8_t proved = NotProved;   // proved at this depth (so at every greater one)
    std::int8_t refuted = NotRefuted; // refuted at this depth (so at every smaller one)
    core::Square bestFrom = core::NoSquare;
    core::Square bestTo = core::NoSquare;
};

GoalSearch::GoalSearch(core::Variant variant, Goal goal, core::Side solver, const Position& reference,
                       Counting counting)
    : m_variant(variant), m_solver(solver), m_test(variant, goal, solver, reference), m_counting(counting),
      m_table(TableEntries)
{}

int GoalSearch::childDepth(const MoveList& legal, int depth) const
{
    if (m_counting == Counting::EveryPly)
        return depth - 1;
    return legal.size() == 1 || depth <= 0 ? std::max(depth, 0) : depth - 1;
}

GoalSearch::~GoalSearch() = default;
GoalSearch::GoalSearch(GoalSearch&&) noexcept = default;
GoalSearch& GoalSearch::operator=(GoalSearch&&) noexcept = default;

GoalSearch::Entry& GoalSearch::slot(std::uint64_t key) { return m_table[key & (m_table.size() - 1)]; }

void GoalSearch::begin(const ProofLimits& limits)
{
    m_stop = limits.stop;
    m_nodeLimit = limits.nodes ? m_nodes + limits.nodes : 0;
    m_stopped = false;
}

bool GoalSearch::search(const Position& position, int depth, int ply)
{
    if ((++m_nodes & 1023) == 0 &&
        ((m_stop && m_stop->load(std::memory_order_relaxed)) || (m_nodeLimit && m_nodes >= m_nodeLimit)))
        m_stopped = true;
    if (m_stopped || ply >= MaxPly)
        return false;

    MoveList legal;
    rules::generateMoves(m_variant, position, legal);
    const Standing state = m_test.standing(position, legal);
    if (m_test.reached(position, state))
        return true;
    if (state != Standing::Ongoing || (depth <= 0 && (m_counting == Counting::EveryPly || !forcedKind(legal))))
        return false;
    depth = std::max(depth, 0);

    // Near the leaves the table costs more (a cache miss) than it saves.
    const bool useTable = depth >= TableDepth;
    const std::uint64_t key = useTable ? keyOf(position) : 0;
    if (const Entry& e = slot(key); useTable && e.key == key) {
        if (e.proved <= depth)
            return true;
        if (e.refuted >= depth)
            return false;
        // The move that decided last time is tried first.
        for (std::size_t i = 1; i < legal.size(); ++i)
            if (legal[i].from == e.bestFrom && legal[i].to == e.bestTo) {
                std::swap(legal[0], legal[i]);
                break;
            }
    }

    // The solver needs one move that forces the goal; the opponent one that escapes it.
    const bool solverMoves = position.sideToMove == m_solver;
    const int next = childDepth(legal, depth);
    bool result = !solverMoves;
    const Move* decisive = nullptr;
    for (const Move& m : legal) {
        const bool reached = search(rules::afterMove(m_variant, position, m), next, ply + 1);
        if (m_stopped)
            return false;
        if (reached == solverMoves) {
            result = reached;
            decisive = &m;
            break;
        }
    }

    if (!useTable)
        return result;
    Entry& e = slot(key);
    if (e.key != key)
        e = Entry{key};
    if (result)
        e.proved = static_cast<std::int8_t>(std::min<int>(e.proved, depth));
    else
        e.refuted = static_cast<std::int8_t>(std::max<int>(e.refuted, std::min(depth, 126)));
    if (decisive) {
        e.bestFrom = decisive->from;
        e.bestTo = decisive->to;
    }
    return result;
}

Proof GoalSearch::answer(const Position& position, int depth)
{
    const bool reached = search(position, depth, 0);
    return m_stopped ? Proof::Unknown : reached ? Proof::Proved : Proof::Refuted;
}

std::optional<int> GoalSearch::leastDepth(const Position& position, int maxDepth)
{
    for (int depth = 0; depth <= maxDepth; ++depth) {
        const Proof proof = answer(position, depth);
        if (proof == Proof::Proved)
            return depth;
        if (proof == Proof::Unknown)
            return std::nullopt;
    }
    return std::nullopt;
}

std::optional<Move> GoalSearch::defenceOf(const Position& position, int depth)
{
    MoveList legal;
    rules::generateMoves(m_variant, position, legal);
    const int next = childDepth(legal, depth);
    std::optional<Move> best;
    int bestDepth = -1;
    for (const Move& m : legal) {
        const std::optional<int> needed = leastDepth(rules::afterMove(m_variant, position, m), next);
        if (m_stopped)
            return std::nullopt;
        // A reply the goal is not forced against at all is the longest.
        const int holds = needed ? *needed : next + 1;
        if (holds > bestDepth || (holds == bestDepth && best && m.captureCount() > best->captureCount())) {
            best = m;
            bestDepth = holds;
        }
    }
    return best;
}

Proof GoalSearch::prove(const Position& position, int depth, const ProofLimits& limits)
{
    begin(limits);
    return answer(position, depth);
}

Proof GoalSearch::proveMove(const Position& position, const Move& move, int depth, const ProofLimits& limits)
{
    MoveList legal;
    rules::generateMoves(m_variant, position, legal);
    begin(limits);
    return answer(rules::afterMove(m_variant, position, move), childDepth(legal, depth));
}

std::optional<int> GoalSearch::depthNeeded(const Position& position, int maxDepth, const ProofLimits& limits)
{
    begin(limits);
    return leastDepth(position, maxDepth);
}

std::optional<Move> GoalSearch::longestDefence(const Position& position, int depth, const ProofLimits& limits)
{
    begin(limits);
    return defenceOf(position, depth);
}

std::vector<Move> GoalSearch::line(const Position& position, int depth, const ProofLimits& limits)
{
    std::vector<Move> moves;
    begin(limits);
    if (answer(position, depth) != Proof::Proved)
        return moves;
    Position p = position;
    for (int ply = 0; ply < MaxPly; ++ply) {
        MoveList legal;
        rules::generateMoves(m_variant, p, legal);
        const Standing state = m_test.standing(p, legal);
        if (m_test.reached(p, state) || state != Standing::Ongoing)
            break;
        const int next = childDepth(legal, depth);
        std::optional<Move> chosen;
        int chosenDepth = 0;
        if (p.sideToMove == m_solver) {
            for (const Move& m : legal) {
                const std::optional<int> needed = leastDepth(rules::afterMove(m_variant, p, m), next);
                if (needed && (!chosen || *needed < chosenDepth)) {
                    chosen = m;
                    chosenDepth = *needed;
                }
            }
        } else {
            chosen = defenceOf(p, depth);
            if (chosen)
                chosenDepth = leastDepth(rules::afterMove(m_variant, p, *chosen), next).value_or(next);
        }
        if (!chosen || m_stopped)
            return {};
        moves.push_back(*chosen);
        p = rules::afterMove(m_variant, p, *chosen);
        depth = chosenDepth;
    }
    return moves;
}

} // namespace draughts::puzzle
