#pragma once

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/puzzle/goal.hpp>
#include <draughts/puzzle/puzzle.hpp>

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

namespace draughts::puzzle {

// The answer of a proof search: the goal is forced, it is not, or the
// search was stopped before it knew.
enum class Proof { Proved, Refuted, Unknown };

// Each public call of GoalSearch gets these limits for all its work.
struct ProofLimits {
    const std::atomic<bool>* stop = nullptr; // set from any thread to stop
    std::uint64_t nodes = 0;                 // 0: no limit
};

// Proves whether the solver can force a goal (puzzle/goal.hpp) whatever
// the opponent does, within a number of plies: an exact AND-OR search of
// every move of both sides, independent of any evaluation. A ply with a
// single legal move does not use up depth (as in the engine), and once
// the depth is used up captures (and To the Last Man's placements), which
// are compulsory, are still followed to the end, so a line never stops in
// the middle of an exchange. docs/puzzles.md explains the definition.
//
// With Counting::EveryPly every ply counts, captures and lone moves too,
// and nothing is followed past the depth: the plain full-width search
// whose depth measures a puzzle's difficulty.
//
// One object per goal, solver and start position; it keeps a table of the
// positions it has proved or refuted, valid for that goal only. Not
// thread-safe: one search at a time.
class GoalSearch {
public:
    enum class Counting { Extended, EveryPly };

    GoalSearch(core::Variant variant, Goal goal, core::Side solver, const core::Position& reference,
               Counting counting = Counting::Extended);
    ~GoalSearch();
    GoalSearch(GoalSearch&&) noexcept;
    GoalSearch& operator=(GoalSearch&&) noexcept;

    // Whether the goal is forced from `position` (either side to move)
    // within `depth` plies.
    Proof prove(const core::Position& position, int depth, const ProofLimits& limits = {});
    // Whether playing `move` in `position` forces the goal within `depth`
    // plies counted from `position`.
    Proof proveMove(const core::Position& position, const core::Move& move, int depth, const ProofLimits& limits = {});
    // The least depth up to `maxDepth` at which prove() succeeds; nothing
    // when it does not or the search was stopped.
    std::optional<int> depthNeeded(const core::Position& position, int maxDepth, const ProofLimits& limits = {});

    // The forced line from `position`, where prove(position, depth)
    // succeeds: at each of the solver's turns the move that reaches the goal
    // soonest, at each of the opponent's the reply that holds out longest
    // (among equals, the one taking most pieces, then the first listed). It
    // ends where the goal is reached. Empty if the goal is not forced.
    std::vector<core::Move> line(const core::Position& position, int depth, const ProofLimits& limits = {});

    // The opponent's reply in `position` (the opponent to move) that holds
    // out longest against the goal within `depth`, as in line().
    std::optional<core::Move> longestDefence(const core::Position& position, int depth, const ProofLimits& limits = {});

    std::uint64_t nodes() const { return m_nodes; }
    bool stopped() const { return m_stopped; }

private:
    struct Entry;
    bool search(const core::Position& position, int depth, int ply);
    int childDepth(const core::MoveList& legal, int depth) const;
    Proof answer(const core::Position& position, int depth);
    std::optional<int> leastDepth(const core::Position& position, int maxDepth);
    std::optional<core::Move> defenceOf(const core::Position& position, int depth);
    void begin(const ProofLimits& limits);
    Entry& slot(std::uint64_t key);

    core::Variant m_variant;
    core::Side m_solver;
    GoalTest m_test;
    Counting m_counting;
    std::vector<Entry> m_table;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_nodeLimit = 0;
    const std::atomic<bool>* m_stop = nullptr;
    bool m_stopped = false;
};

} // namespace draughts::puzzle
