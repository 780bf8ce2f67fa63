#pragma once

// The search of one game, templated on its policy so that it calls that
// game's rules kernel (rules/kernel.hpp) and evaluation directly. Private
// to the engine library; Engine (engine.hpp) is the public face, and
// docs/engine.md describes the search. Each game's source file
// (src/engine/search/games/) includes the parts that define it:
//   search_tree.hpp      the tree: alpha-beta and the capture search
//   search_rules.hpp     the game's end, repetitions and draw counters in it
//   root_search.hpp      the root moves and iterative deepening
//   root_lines.hpp       the lines of a search of several
//   move_ordering.hpp    which move is tried first
//   stop_control.hpp     when to stop
//   root_randomness.hpp  the weaker levels' random offsets
//   parallel_search.hpp  the helper threads of a parallel search
//   zobrist.hpp, transposition_table.hpp   position keys and the table

#include "endgame_tables.hpp"
#include "evaluator.hpp"
#include "move_ordering.hpp"
#include "root_lines.hpp"
#include "root_move.hpp"
#include "searcher_base.hpp"
#include "stop_control.hpp"
#include "transposition_table.hpp"
#include "zobrist.hpp"

#include <draughts/engine/evaluation/draw_counter.hpp>
#include <draughts/engine/search.hpp>
#include <draughts/rules/fmjd_draws.hpp>
#include <draughts/rules/kernel.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace draughts::engine::detail {

template <class P>
class Searcher final : public SearcherBase {
public:
    explicit Searcher(const EngineConfig& config)
        : Searcher(config, std::make_shared<TranspositionTable>(config.transpositionTable ? config.hashMegabytes : 0))
    {}

    // Starts the helper threads when the search may use them, searches on
    // this thread, stops them (parallel_search.hpp).
    SearchResult search(const core::Position& root, const SearchLimits& limits, const InfoCallback& onIteration,
                        std::span<const core::Position> earlier, const rules::FmjdCounters& fmjd) override;

    void newGame() override
    {
        m_table.clear();
        clearOrdering();
        for (const auto& helper : m_helpers)
            helper->clearOrdering();
    }

    void setThreads(std::size_t threads) override;

    void setEndgameTables(std::shared_ptr<const egdb::Database> tables) override
    {
        m_config.endgameTables = tables;
        m_endgame = EndgameTables(std::move(tables));
        // Made again from m_config at the next parallel search, with the tables.
        m_helpers.clear();
    }

    Score evaluate(const core::Position& position) const override
    {
        return evaluation::fadedByDrawCounter(Evaluator<P>::evaluate(position, m_config.evaluation),
                                              position.quietPlies, P::drawCounterLimit);
    }

private:
    // A helper of a parallel search: the same game and table, its own
    // move ordering and line.
    Searcher(const EngineConfig& config, std::shared_ptr<TranspositionTable> table)
        : m_config(config), m_tableOwner(std::move(table)), m_table(*m_tableOwner), m_time(config.clock),
          m_endgame(config.endgameTables), m_plies(static_cast<std::size_t>(MaxPly) + 2)
    {}

    using Move = core::Move;
    using MoveList = core::MoveList;
    using Position = core::Position;
    using Side = core::Side;

    // What the search keeps for one ply of the line it is on.
    struct PlyData {
        MoveList moves;
        OrderValues order{};
        Key key = 0;
        // The FMJD's draw counters of this ply's position (P::fmjdDraws).
        rules::FmjdCounters fmjd;
        Killers killers;
        int pvLength = 0;
        std::array<Move, MaxPly + 1> pv{};
    };

    // --- the rules inside the search (search_rules.hpp) -----------------------
    static Score scoreOf(const rules::Result& end, Side us, int ply);
    static bool endsRepetitionWindow(const Position& p, const Move& m);
    bool repeated(Key key, int ply, int reversible) const;
    DRAUGHTS_INLINE bool fmjdDrawn(const Position& p, int ply, Score& score);
    DRAUGHTS_INLINE void countFmjd(const Position& p, const Move& m, const Position& next, int ply);
    DRAUGHTS_INLINE Key tableKey(Key key, int ply) const;

    // --- the tree (search_tree.hpp) -------------------------------------------
    // Compiled for several processors (support/multiversion.hpp), with
    // the generator and the helpers marked DRAUGHTS_INLINE inlined into each.
    DRAUGHTS_MULTIVERSION Score alphaBeta(const Position& p, Key key, int depth, int ply, Score alpha, Score beta,
                                          bool pvNode, int reversible);
    DRAUGHTS_MULTIVERSION Score quiesce(const Position& p, int ply, Score alpha, Score beta);
    // The table's word on a position: its entry, and a score when that
    // settles the node.
    struct Probe {
        bool known = false; // the entry names a move
        TableEntry entry;
        bool settles = false;
        Score score = 0;
    };
    DRAUGHTS_INLINE bool stopNow();
    DRAUGHTS_INLINE bool endsAtOnce(const Position& p, int ply, Score& score);
    DRAUGHTS_INLINE Probe probe(Key key, int depth, int ply, Score alpha, Score beta, bool pvNode) const;
    DRAUGHTS_INLINE bool shallowCut(const Position& p, Key key, int depth, int ply, Score beta, int reversible,
                                    Score& score);
    DRAUGHTS_INLINE Score searchMoves(const Position& p, Key key, int depth, int ply, Score alpha, Score beta,
                                      bool pvNode, int reversible, const TableEntry* hash);
    DRAUGHTS_INLINE Score searchMove(const Position& p, Key key, std::size_t index, int depth, int ply, Score alpha,
                                     Score beta, bool pvNode, int reversible, bool extended);
    DRAUGHTS_INLINE Score quiesceMoves(const Position& p, int ply, Score alpha, Score beta);
    Score child(const Position& next, Key key, int depth, int ply, Score alpha, Score beta, bool pvNode, bool sameSide,
                int reversible);
    void updatePv(int ply, const Move& m);

    // --- the threads (parallel_search.hpp) -----------------------------------
    std::size_t helpersFor(const SearchLimits& limits) const;
    SearchResult searchWithHelpers(const Position& root, const SearchLimits& limits, const InfoCallback& onIteration,
                                   std::span<const Position> earlier, const rules::FmjdCounters& fmjd,
                                   std::size_t helpers);
    std::uint64_t nodesSoFar() const;
    void clearOrdering();

    // --- the root (root_search.hpp) -------------------------------------------
    // The search on this thread, of the main thread or of a helper.
    SearchResult searchHere(const Position& root, const SearchLimits& limits, const InfoCallback& onIteration,
                            std::span<const Position> earlier, const rules::FmjdCounters& fmjd);
    void startSearch(const Position& root, std::span<const Position> earlier);
    void collectRootMoves(const MoveList& legal, const SearchLimits& limits);
    void orderRootMoves();
    Score searchRootMove(std::size_t index, int depth, Score alpha, Score beta, bool fullWindow);
    Score rootSearch(int depth, Score alpha, Score beta, std::size_t first);
    Score rootSearchEveryMove(int depth);
    Score aspirationSearch(int depth, Score previous, std::size_t first);
    void searchLines(int depth);
    bool iterate(int depth, SearchResult& result, const SearchLimits& limits, const InfoCallback& onIteration);
    void keepPv(RootMove& rm, Score score);
    void keepTablesMoves(const Position& root, const SearchLimits& limits);
    bool tablesScoreRoot() const;
    Score rootScore(Score searched) const;
    std::vector<SearchLine> scoredLines(std::vector<SearchLine> lines) const;

    EngineConfig m_config;
    // Shared with the helpers.
    std::shared_ptr<TranspositionTable> m_tableOwner;
    TranspositionTable& m_table;
    StopControl m_time;
    MoveOrdering<P> m_ordering;
    EndgameTables m_endgame;
    std::vector<PlyData> m_plies;

    // The current search.
    Position m_root;
    Key m_rootKey = 0;
    int m_rootReversible = 0;
    std::vector<RootMove> m_rootMoves;
    std::vector<Key> m_gameKeys;
    std::uint64_t m_nodes = 0;
    bool m_stopped = false;
    bool m_inShallowSearch = false;            // no shallow cut inside another's search
    std::size_t m_lineCount = 1;               // the lines searched (SearchLimits::lines)
    std::vector<Score> m_previous;             // their scores in the last finished iteration
    std::size_t m_chosen = 0;                  // the root move chosen by it
    std::optional<EndgameTables::Root> m_held; // the root as the tables hold it

    // A parallel search: the helpers (made at the first one, kept for the
    // next), the flag that stops them, and the positions each has visited,
    // published now and then for the main thread's reports. A helper
    // searches one ply deeper than its iteration says when
    // m_depthOffset is 1, so that the threads do not all search alike.
    std::vector<std::unique_ptr<Searcher>> m_helpers;
    std::atomic<bool> m_helpersStop{false};
    std::atomic<std::uint64_t> m_published{0};
    int m_depthOffset = 0;
};

template <class P>
std::unique_ptr<SearcherBase> makeSearcher(const EngineConfig& config)
{
    return std::make_unique<Searcher<P>>(config);
}

} // namespace draughts::engine::detail
