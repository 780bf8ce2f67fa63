#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/engine/search.hpp>
#include <draughts/game/game_record.hpp>
#include <draughts/puzzle/checker.hpp>
#include <draughts/puzzle/puzzle.hpp>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace draughts::puzzle {

// How puzzles are looked for (docs/puzzles.md, How puzzles are made).
struct MiningSettings {
    int candidateDepth = 4; // the engine's depth for the cheap first look at every position
    int candidateGap = 120; // centipieces the best move must be ahead of the second, unless it wins more
    int maxDepth = 13;      // the deepest proof looked for (plies)
    // Other first moves must fail even this many plies deeper: a move the
    // solving window would accept as a slower second answer makes no puzzle.
    int verifyExtra = AlternativeMargin;
    std::uint64_t proofNodes = 4'000'000; // per proof search; a candidate that needs more is dropped
    int longestLine = 15;                 // plies of the solution
    int freeReplies = 2;                  // quiet replies the opponent may choose along the line
    int freeRepliesInWin = 4;             // the same where the goal is to win (endgames take longer)
    int settleExtra = 0; // the engine must prefer the solution by this many plies past the verification
};

// Finds puzzles in positions: a shallow engine search picks candidates,
// GoalSearch proves the goal and that no other first move reaches it, the
// engine's iterative deepening measures the difficulty. One object per
// thread (it owns two engines).
class PuzzleMiner {
public:
    PuzzleMiner(core::Variant variant, MiningSettings settings = {});
    ~PuzzleMiner();
    PuzzleMiner(PuzzleMiner&&) noexcept;
    PuzzleMiner& operator=(PuzzleMiner&&) noexcept;

    // The puzzle in `position`, if it is one: exactly one first move forces
    // the strongest goal that any move forces (win, 3, 2 or 1 men, crown)
    // within maxDepth plies, and every other first move fails to force it
    // even verifyExtra plies deeper. Its id and rating are left empty.
    std::optional<Puzzle> examine(const core::Position& position);

    // The depth at which the engine first chooses `move` in `position` and
    // keeps choosing it up to `upTo` (upTo + 1 if it never settles on it).
    int difficultyOf(const core::Position& position, const core::Move& move, int upTo);

    // A game of the engine against itself with varied strength, from a few
    // random opening moves: every position the miner looks at. `seed`
    // decides the whole game. The engines' tables start afresh.
    std::vector<core::Position> selfPlay(std::uint64_t seed);

    // `position` and every position one move from it.
    std::vector<core::Position> family(const core::Position& position) const;

private:
    struct Engines;
    struct Look {
        engine::SearchResult best;
        bool wins = false;   // the engine found a forced win
        int men = 0;         // pieces its line wins
        bool crowns = false; // its line crowns a man of the side to move
    };
    std::optional<Look> look(const core::Position& position, const core::MoveList& legal);
    std::vector<Goal> goalsFor(const Look& look) const;

    core::Variant m_variant;
    MiningSettings m_settings;
    std::unique_ptr<Engines> m_engines;
};

struct GeneratorOptions {
    core::Variant variant = core::Variant::International;
    std::string rules;       // written into every puzzle (Puzzle::rules)
    std::size_t count = 300; // puzzles wanted, those given to generatePuzzles included
    std::uint64_t seed = 1;  // the games played come from it
    int threads = 1;
    std::size_t maxGames = 100'000;
    std::string idPrefix; // ids are prefix-0001, prefix-0002, ...
    // No difficulty may hold more than this share of the collection, so
    // that easy one-move puzzles do not crowd out the rest.
    double maxShareOfOneDifficulty = 0.25;
    // Nor may near-trivial puzzles (isNearTrivial): a collection is of
    // combinations, with a few single captures for the easiest level.
    double maxShareNearTrivial = 0.25;
    // At most this many puzzles from one game, so that a collection comes
    // from many games (a game's puzzles tend to look alike).
    std::size_t maxPerGame = 10;
    MiningSettings mining;
    const std::atomic<bool>* stop = nullptr;
    // Real games to mine instead of self-play (a PDN file's, those of the
    // variant), one after the other, every position of each; `sourceName`
    // (the file's name) goes into each puzzle's Origin tag, so that a run
    // goes on where the last stopped. maxGames still caps how many are
    // looked at.
    std::vector<game::GameRecord> sourceGames;
    std::string sourceName;
};

// Called (one call at a time) for each puzzle kept, and after each game.
struct GeneratorCallbacks {
    std::function<void(const std::vector<Puzzle>& all)> kept;
    std::function<void(std::size_t games, std::size_t puzzles)> progress;
};

// Plays games (or reads sourceGames) and keeps the puzzles found in them
// until `count` are there (or maxGames are played, or stop is set).
// `existing` puzzles are kept first, but for those that repeat an earlier
// one (overlaps(): the same position, a colour twin, a start on another's
// solution line), and never found again; a new puzzle that repeats one is
// not kept either. When the existing ones came from the same seed (or the
// same source file), their Origin tag says where, and play goes on from
// the last game they came from, so that a run stopped and started again
// makes what one run would have made (with one thread).
std::vector<Puzzle> generatePuzzles(const GeneratorOptions& options, std::vector<Puzzle> existing = {},
                                    const GeneratorCallbacks& callbacks = {});

} // namespace draughts::puzzle
