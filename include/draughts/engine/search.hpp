#pragma once

// What a search is asked and what it answers: its limits, its reports, its
// result and the engine's settings. The engine that runs it is Engine
// (engine.hpp).

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/egdb/wdl.hpp>
#include <draughts/engine/score.hpp>
#include <draughts/rules/fmjd_draws.hpp>
#include <draughts/rules/rule_set.hpp>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace draughts::egdb {
class Database;
}

namespace draughts::engine {

class OpeningBook;

using Milliseconds = std::chrono::milliseconds;

// When a search must end. Every limit left at zero is off; with all of them
// off the search runs until `stop` is set (or MaxDepth is reached).
struct SearchLimits {
    int depth = 0;           // plies of full-width search (each half of Black's double move is one)
    std::uint64_t nodes = 0; // positions visited
    // Wall time: the search never runs beyond it (it ends a little before,
    // so that its answer arrives within it: docs/engine.md, "Limits and time").
    Milliseconds time{0};
    // With a clock (engine::allotTime): the time the search aims at, below
    // `time`. It starts no iteration it cannot expect to finish within
    // the target, which it stretches when the best move changes or the
    // score falls; `time` stays the hard limit. Zero: a fixed move time,
    // used to its end, since the time cannot be saved for later.
    Milliseconds target{0};
    // Set from any thread to end the search at once; it then returns the
    // best move found so far ("Move Now"). Owned by the caller, who resets
    // it before starting the next search.
    const std::atomic<bool>* stop = nullptr;
    // Only these moves are considered at the root (empty: every legal move).
    std::vector<core::Move> rootMoves;
    // Weaker levels: each root move's score gets a random offset of up to
    // this many centipieces before the best is chosen. The offsets come from
    // `seed`, so the same seed gives the same choice at the same depth.
    int randomness = 0;
    std::uint64_t seed = 0;
    // A time-limited search ends before its time with a single legal move;
    // with a target, whose time saved serves later moves, also with a win
    // or loss found well within the depth, and at the target. Analysis
    // switches this off to get every score in full.
    bool stopEarly = true;
    // The share (percent) of the positions of the engine's opening book
    // (EngineConfig::book) answered from it at once, with a book move drawn
    // from `seed`; 0: every position is searched. The levels set it
    // (docs/engine.md, "The opening book"); hints and analysis never use it.
    int book = 0;
    // How many lines the search finds, each with another first move, best
    // first (docs/engine.md, "Several lines"); at most one per root move. A
    // search of more than one is an analysis: the book never answers it.
    int lines = 1;
};

// Deepest iteration a search ever starts.
inline constexpr int MaxDepth = 64;

// One line of a search: a root move, its score (side to move's view) and
// its principal variation, which starts with the move.
struct SearchLine {
    core::Move move{};
    Score score = 0;
    int depth = 0;
    std::vector<core::Move> pv;
};

// Reported after every completed iteration of the iterative deepening.
struct SearchInfo {
    int depth = 0;
    Score score = 0; // side to move's view
    std::uint64_t nodes = 0;
    Milliseconds time{0};
    std::vector<core::Move> pv; // principal variation, from the root
    // The lines of this iteration (SearchLimits::lines), best first; the
    // first is score and pv above, unless a weaker level's random offset
    // chose another move (SearchLimits::randomness).
    std::vector<SearchLine> lines;
};

using InfoCallback = std::function<void(const SearchInfo&)>;

// The rules a searched game is played under (rules/rule_set.hpp) and,
// under the FMJD's rules, its draw counters at the searched position
// (game::Game::fmjdCounters(); engine::gameRulesOf gives both).
struct GameRules {
    rules::RuleSet ruleSet = rules::RuleSet::Original;
    rules::FmjdCounters fmjd;
};

struct SearchResult {
    bool hasMove = false; // false: the side to move has no legal move (it has lost)
    core::Move bestMove{};
    Score score = 0;            // side to move's view; isWin()/isLoss() for a found result
    int depth = 0;              // deepest completed iteration (0: none completed)
    std::vector<core::Move> pv; // starts with bestMove
    std::uint64_t nodes = 0;
    Milliseconds time{0};
    bool stopped = false; // ended by `stop`, time or nodes rather than by the depth limit
    // The root's value from the endgame tables, when they hold it: `score`
    // is then that value (with the plies to the end where the tables count
    // them), and the move keeps it.
    std::optional<egdb::Wdl> tables;
    // The move came from the opening book, unsearched: `score` is the
    // book's, `depth` and `nodes` are 0.
    bool fromBook = false;
    // The lines of the deepest completed iteration (SearchLimits::lines),
    // best first. The first is bestMove's, also when a better move found in
    // an unfinished iteration took its place, unless a weaker level's random
    // offset chose another move. Empty without a move.
    std::vector<SearchLine> lines;
};

// Which evaluation scores the positions: the one learned from self-play
// (docs/engine.md, "The learned evaluations"), the hand-weighted terms, or
// the game's default: the learned one in the games where it beat the
// hand-made one in a match (docs/engine.md, "Tested changes"), the
// hand-made one elsewhere. A game without learned weights always uses its
// hand-made one.
enum class EvaluationKind { GameDefault, Learned, HandMade };

// How the engine searches; the defaults are what the game uses. Tests
// switch parts off to compare.
struct EngineConfig {
    EvaluationKind evaluation = EvaluationKind::GameDefault;
    std::size_t hashMegabytes = 32;
    bool transpositionTable = true;
    bool reductions = true; // late move reductions
    // Cutting a node whose shallow search already beats beta by a margin
    // (docs/engine.md, "How the search works": the shallow cut).
    bool shallowCuts = true;
    // A table entry ends a search only when it was stored at exactly the
    // remaining depth, so that the score is that of plain alpha-beta at the
    // given depth (tests compare searches with and without the table).
    bool exactDepthCutoffs = false;
    // Where the search reads the time; tests give a clock of their own.
    // With more than one thread the helpers read it too, at once: it must
    // be safe to call from several threads.
    std::function<std::chrono::steady_clock::time_point()> clock;
    // The game's endgame tables (docs/egdb.md), or none; engines may share
    // them. docs/engine.md, "Endgame tables", says how the search uses them.
    std::shared_ptr<const egdb::Database> endgameTables;
    // Threads a search runs on (docs/engine.md, "Parallel search"): more
    // than one only for a search that ends by time or by its stop flag;
    // one that must repeat itself (SearchLimits::randomness, or depth or
    // nodes without a time) always runs on one.
    std::size_t threads = 1;
    // The opening book searches may answer from (SearchLimits::book):
    // `book` when given, else the game's built-in one (builtInBook);
    // none at all with `openingBook` false (matches that compare searches).
    bool openingBook = true;
    std::shared_ptr<const OpeningBook> book;
};

// The threads the computer has (at least 1): the window's default.
std::size_t availableThreads();

// Whether a search of `variant` under `gameRules` uses the endgame tables:
// not under the FMJD's rules, whose move limits draw many of the tables'
// wins (docs/engine.md, "The FMJD's rules").
bool usesEndgameTables(core::Variant variant, const GameRules& gameRules);

} // namespace draughts::engine
