#include <draughts/puzzle/generator.hpp>

#include <draughts/engine/engine.hpp>
#include <draughts/engine/explanation.hpp>
#include <draughts/game/game.hpp>
#include <draughts/game/play_out.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/puzzle/goal_search.hpp>
#include <draughts/puzzle/overlap.hpp>
#include <draughts/puzzle/puzzle_file.hpp>
#include <draughts/puzzle/themes.hpp>
#include <draughts/rules/movegen.hpp>
#include <draughts/support/parallel_for.hpp>

#include <algorithm>
#include <cstdio>
#include <array>
#include <map>
#include <mutex>
#include <random>
#include <memory>
#include <set>

namespace draughts::puzzle {

namespace {

using core::Move;
using core::MoveList;
using core::Position;

constexpr std::size_t GamePlies = 300;
constexpr std::size_t FirstExaminedPly = 6;
constexpr int CarelessPercent = 15;
// Plies a win the engine finds may lie beyond the proof's depth and still
// be tried: lone moves and captures at the end cost the proof no depth.
constexpr int WinReach = 6;
// Positions of a game this close to a puzzle's likely hold the same shot.
constexpr std::size_t NearPuzzle = 2;

// The goals tried, strongest first: a position is a puzzle for the
// strongest goal any move forces.
constexpr std::array<Goal, 5> goalsByStrength{{{GoalKind::Win, 1},
                                               {GoalKind::WinMaterial, 3},
                                               {GoalKind::WinMaterial, 2},
                                               {GoalKind::WinMaterial, 1},
                                               {GoalKind::Crown, 1}}};

enum class Verdict { NotReached, Unique, Ambiguous, Undecided };

struct Found {
    Verdict verdict = Verdict::NotReached;
    int depth = 0;
    std::vector<Move> line{};
};

Found verdictOnly(Verdict verdict)
{
    Found found;
    found.verdict = verdict;
    return found;
}

std::uint64_t gameSeed(std::uint64_t seed, std::size_t game)
{
    std::seed_seq sequence{static_cast<std::uint32_t>(seed), static_cast<std::uint32_t>(seed >> 32),
                           static_cast<std::uint32_t>(game), static_cast<std::uint32_t>(game >> 32)};
    std::array<std::uint32_t, 2> words{};
    sequence.generate(words.begin(), words.end());
    return std::uint64_t{words[0]} << 32 | words[1];
}

} // namespace

struct PuzzleMiner::Engines {
    engine::Engine player;     // plays the self-play games
    engine::Engine candidate;  // the first look at each position
    engine::Engine difficulty; // iterative deepening from an empty table

    explicit Engines(core::Variant variant)
        : player(variant, withHash(8)), candidate(variant, withHash(16)), difficulty(variant, withHash(8))
    {}

    static engine::EngineConfig withHash(std::size_t megabytes)
    {
        engine::EngineConfig config;
        config.hashMegabytes = megabytes;
        // The hand-made evaluation, not the game's default: a collection
        // made by a command stays what that command makes when a game's
        // default evaluation changes (docs/puzzles.md).
        config.evaluation = engine::EvaluationKind::HandMade;
        return config;
    }
};

PuzzleMiner::PuzzleMiner(core::Variant variant, MiningSettings settings)
    : m_variant(variant), m_settings(settings), m_engines(std::make_unique<Engines>(variant))
{}

PuzzleMiner::~PuzzleMiner() = default;
PuzzleMiner::PuzzleMiner(PuzzleMiner&&) noexcept = default;
PuzzleMiner& PuzzleMiner::operator=(PuzzleMiner&&) noexcept = default;

namespace {

// Whether exactly one first move of `position` forces `goal`, and how deep.
Found proveUnique(core::Variant variant, const Position& position, const MoveList& legal, const Goal& goal,
                  const MiningSettings& settings)
{
    GoalSearch search(variant, goal, position.sideToMove, position);
    const ProofLimits limits{nullptr, settings.proofNodes};
    Found found;
    const std::optional<int> depth = search.depthNeeded(position, settings.maxDepth, limits);
    if (!depth) {
        found.verdict = search.stopped() ? Verdict::Undecided : Verdict::NotReached;
        return found;
    }
    found.depth = *depth;
    std::optional<Move> only;
    for (const Move& m : legal) {
        const Proof proof = search.proveMove(position, m, *depth, limits);
        if (proof == Proof::Unknown)
            return verdictOnly(Verdict::Undecided);
        if (proof == Proof::Proved) {
            if (only)
                return verdictOnly(Verdict::Ambiguous);
            only = m;
        }
    }
    if (!only)
        return verdictOnly(Verdict::Undecided);
    // Counted from the depth the puzzle states (at least 1: a ProofDepth of
    // 0 reads as none), as the solving window and the checker count it.
    const int stated = std::max(*depth, 1);
    for (const Move& m : legal) {
        if (m == *only)
            continue;
        const Proof proof = search.proveMove(position, m, stated + settings.verifyExtra, limits);
        if (proof != Proof::Refuted)
            return verdictOnly(proof == Proof::Proved ? Verdict::Ambiguous : Verdict::Undecided);
    }
    found.line = search.line(position, *depth, limits);
    if (found.line.empty() || !(found.line.front() == *only))
        return verdictOnly(Verdict::Undecided);
    found.verdict = Verdict::Unique;
    return found;
}

// A line worth showing as a puzzle: not too long, and the opponent free to
// choose a quiet reply at most `freeReplies` times (a capture is forced by
// the rules; a lone legal move is no choice either).
bool isForcing(const Puzzle& puzzle, const MiningSettings& settings)
{
    if (static_cast<int>(puzzle.solution.size()) > settings.longestLine)
        return false;
    int free = 0;
    Position p = puzzle.position;
    for (const Move& m : puzzle.solution) {
        if (p.sideToMove != puzzle.solver() && !m.isCapture()) {
            MoveList legal;
            rules::generateMoves(puzzle.variant, p, legal);
            if (legal.size() > 1)
                ++free;
        }
        p = rules::afterMove(puzzle.variant, p, m);
    }
    return free <= (puzzle.goal.kind == GoalKind::Win ? settings.freeRepliesInWin : settings.freeReplies);
}

// The depth at which a plain full-width search, counting every ply, first
// proves the goal with the solution's first move: the length of the
// shortest line the solver can force against the longest defence. The
// line's own length when the search needs more nodes than allowed.
int plainDepth(const Puzzle& puzzle, const MiningSettings& settings)
{
    GoalSearch search(puzzle.variant, puzzle.goal, puzzle.solver(), puzzle.position, GoalSearch::Counting::EveryPly);
    const ProofLimits limits{nullptr, settings.proofNodes};
    const int longest = static_cast<int>(puzzle.solution.size());
    for (int depth = 1; depth <= longest; ++depth) {
        const Proof proof = search.proveMove(puzzle.position, puzzle.solution.front(), depth, limits);
        if (proof == Proof::Proved)
            return depth;
        if (proof == Proof::Unknown)
            break;
    }
    return longest;
}

} // namespace

// The cheap look at a position: the engine's best move and the best other
// move at a shallow depth. A candidate's best line wins the game, wins
// material or crowns, and the best other move's line clearly does less.
std::optional<PuzzleMiner::Look> PuzzleMiner::look(const Position& position, const MoveList& legal)
{
    engine::Engine& engine = m_engines->candidate;
    engine::SearchLimits limits;
    limits.depth = m_settings.candidateDepth;
    Look look;
    look.best = engine.search(position, limits);
    if (!look.best.hasMove)
        return std::nullopt;
    look.wins = engine::isWin(look.best.score);
    look.men = engine::materialWon(m_variant, position, look.best.pv);
    look.crowns = engine::crowningPly(m_variant, position, look.best.pv, position.sideToMove) > 0;
    if (!look.wins && look.men < 1 && !look.crowns)
        return std::nullopt;
    for (const Move& m : legal)
        if (!(m == look.best.bestMove))
            limits.rootMoves.push_back(m);
    const engine::SearchResult second = engine.search(position, limits);
    if (look.wins)
        return engine::isWin(second.score) ? std::nullopt : std::optional<Look>(look);
    const bool clearlyLess = engine::materialWon(m_variant, position, second.pv) < look.men ||
                             look.best.score - second.score >= m_settings.candidateGap;
    return clearlyLess ? std::optional<Look>(look) : std::nullopt;
}

// The goals worth proving for a candidate, strongest first: a win when the
// engine saw one; as many men as the engine's line wins (at most 3) down
// to one; crowning when the engine's line crowns.
std::vector<Goal> PuzzleMiner::goalsFor(const Look& look) const
{
    std::vector<Goal> goals;
    // A win the engine sees far beyond the proof's reach is not tried.
    if (look.wins && engine::pliesToEnd(look.best.score) <= m_settings.maxDepth + WinReach)
        goals.push_back({GoalKind::Win, 1});
    for (int n = std::min(look.men, 3); n >= 1; --n)
        goals.push_back({GoalKind::WinMaterial, n});
    if (look.crowns)
        goals.push_back({GoalKind::Crown, 1});
    return goals;
}

std::optional<Puzzle> PuzzleMiner::examine(const Position& start)
{
    Position position = start;
    position.quietPlies = 0; // a puzzle is set up afresh: the draw counter starts at 0
    MoveList legal;
    rules::generateMoves(m_variant, position, legal);
    if (legal.size() < 2)
        return std::nullopt;
    const std::optional<Look> candidate = look(position, legal);
    if (!candidate)
        return std::nullopt;
    for (const Goal& goal : goalsFor(*candidate)) {
        const Found found = proveUnique(m_variant, position, legal, goal, m_settings);
        if (found.verdict == Verdict::NotReached || (found.verdict == Verdict::Undecided && goal.kind == GoalKind::Win))
            continue;
        if (found.verdict != Verdict::Unique)
            return std::nullopt;
        Puzzle puzzle;
        puzzle.variant = m_variant;
        puzzle.position = position;
        puzzle.goal = goal;
        puzzle.solution = found.line;
        // A shot proved at depth 0 (captures alone, followed past the
        // depth) is stated as 1: a ProofDepth of 0 reads as none stated.
        puzzle.depth = std::max(found.depth, 1);
        const int upTo = found.depth + m_settings.verifyExtra + m_settings.settleExtra;
        const int engineDepth = difficultyOf(position, found.line.front(), upTo);
        // The engine must come to prefer the solution (else another move
        // is better in its view), and the line must be a forcing one.
        if (engineDepth > upTo || !isForcing(puzzle, m_settings))
            return std::nullopt;
        puzzle.difficulty = std::max(engineDepth, plainDepth(puzzle, m_settings));
        puzzle.themes = detectThemes(puzzle);
        return puzzle;
    }
    return std::nullopt;
}

int PuzzleMiner::difficultyOf(const Position& position, const Move& move, int upTo)
{
    engine::Engine& engine = m_engines->difficulty;
    engine.newGame(); // every depth sees only what it searched itself
    int settled = 0;
    engine::SearchLimits limits;
    limits.depth = upTo;
    engine.search(position, limits, [&](const engine::SearchInfo& info) {
        const bool chosen = !info.pv.empty() && info.pv.front() == move;
        if (!chosen)
            settled = 0;
        else if (settled == 0)
            settled = info.depth;
    });
    return settled > 0 ? settled : upTo + 1;
}

std::vector<Position> PuzzleMiner::selfPlay(std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    game::Game game(m_variant, game::MissedCaptureRule::Compulsory);
    // Every game starts from empty tables, so that what is found in it does
    // not depend on the games before it.
    m_engines->player.newGame();
    m_engines->candidate.newGame();
    const std::size_t openingPlies = 2 + random() % 5;
    std::vector<Position> positions;
    game::PlayOutLimits limits;
    limits.maxPlies = GamePlies;
    game::playOut(game, limits, [&](const game::Game& g) -> std::optional<Move> {
        if (g.history().size() >= FirstExaminedPly)
            positions.push_back(g.position());
        const MoveList& legal = g.legalMoves();
        if (g.history().size() < openingPlies)
            return legal[random() % legal.size()];
        // Mostly sound moves, so that the games stay natural; now and then
        // a careless one, which gives the opponent a shot.
        engine::SearchLimits search;
        const bool careless = random() % 100 < CarelessPercent;
        search.depth = careless ? 1 + static_cast<int>(random() % 2) : 4 + static_cast<int>(random() % 3);
        search.randomness = careless ? 150 : static_cast<int>(random() % 25);
        search.seed = random();
        const engine::SearchResult result = m_engines->player.search(g.position(), search);
        return result.hasMove ? std::optional<Move>(result.bestMove) : std::nullopt;
    });
    return positions;
}

std::vector<Position> PuzzleMiner::family(const Position& position) const
{
    std::vector<Position> positions{position};
    MoveList legal;
    rules::generateMoves(m_variant, position, legal);
    for (const Move& m : legal)
        positions.push_back(rules::afterMove(m_variant, position, m));
    return positions;
}

namespace {

// Where a generated puzzle comes from, as its Origin tag says it:
// "self-play seed 1 game 15 ply 42", or "file games.pdn game 15 ply 42" for
// a game read from a file. A run that goes on with a file starts again at
// the last game found there from the same seed or file.
struct Origin {
    std::string source; // "self-play seed 1" or "file games.pdn"
    std::size_t game = 0;
    std::size_t ply = 0;
};

std::string sourceOf(const GeneratorOptions& options)
{
    return options.sourceGames.empty() ? "self-play seed " + std::to_string(options.seed)
                                       : "file " + options.sourceName;
}

std::string originText(const Origin& o)
{
    return o.source + " game " + std::to_string(o.game) + " ply " + std::to_string(o.ply);
}

std::optional<Origin> originOf(const Puzzle& puzzle)
{
    for (const auto& [name, value] : puzzle.extraTags) {
        if (name != originTag)
            continue;
        const std::size_t gameAt = value.rfind(" game ");
        unsigned long long game = 0, ply = 0;
        if (gameAt != std::string::npos && std::sscanf(value.c_str() + gameAt, " game %llu ply %llu", &game, &ply) == 2)
            return Origin{value.substr(0, gameAt), static_cast<std::size_t>(game), static_cast<std::size_t>(ply)};
    }
    return std::nullopt;
}

// The number of an id "prefix-0042" (0 when it has none).
std::size_t idNumber(const std::string& id)
{
    const std::size_t digits = id.find_last_not_of("0123456789") + 1;
    return digits < id.size() ? static_cast<std::size_t>(std::stoull(id.substr(digits))) : 0;
}

// The existing puzzles but those that repeat an earlier one.
std::vector<Puzzle> withoutOverlaps(std::vector<Puzzle> puzzles)
{
    const auto repeated = overlaps(puzzles);
    for (auto it = repeated.rbegin(); it != repeated.rend(); ++it)
        puzzles.erase(puzzles.begin() + static_cast<std::ptrdiff_t>(it->first));
    return puzzles;
}

// What the threads share: the puzzles kept and the games handed out. Each
// game is mined on its own (its engines start afresh, its positions are
// looked at once within it), so that one thread repeats a run exactly and
// a run stopped and started again on its file goes on as if never stopped.
class Collector {
public:
    Collector(const GeneratorOptions& options, std::vector<Puzzle> existing, const GeneratorCallbacks& callbacks)
        : m_options(options), m_callbacks(callbacks), m_puzzles(withoutOverlaps(std::move(existing))),
          m_index(options.variant)
    {
        const std::string source = sourceOf(options);
        for (const Puzzle& p : m_puzzles) {
            m_index.add(p);
            ++m_perDifficulty[p.difficulty];
            m_nearTrivial += isNearTrivial(p) ? 1U : 0U;
            m_lastId = std::max(m_lastId, idNumber(p.id));
            if (const auto origin = originOf(p); origin && origin->source == source)
                m_games = std::max(m_games, origin->game);
        }
        m_done = m_puzzles.size() >= m_options.count;
    }

    bool finished() const { return m_done || (m_options.stop && m_options.stop->load(std::memory_order_relaxed)); }

    // The first game to play: the one after the last game of the seed the
    // existing puzzles came from.
    std::size_t firstGame() const { return m_games; }

    // Keeps the puzzle unless it repeats one kept (overlaps()) or its
    // difficulty, or near-trivial puzzles, have their share already. True
    // also for a puzzle kept before (a game played again after a stop).
    bool offer(Puzzle puzzle, const Origin& origin)
    {
        std::lock_guard lock(m_mutex);
        if (const auto overlap = m_index.find(puzzle))
            return overlap->kind == OverlapKind::SamePosition;
        const bool nearTrivial = isNearTrivial(puzzle);
        if (m_done || m_perDifficulty[puzzle.difficulty] >= cap(m_options.maxShareOfOneDifficulty) ||
            (nearTrivial && m_nearTrivial >= cap(m_options.maxShareNearTrivial)))
            return false;
        ++m_perDifficulty[puzzle.difficulty];
        m_nearTrivial += nearTrivial ? 1U : 0U;
        m_index.add(puzzle);
        char id[24];
        std::snprintf(id, sizeof id, "%04zu", ++m_lastId);
        puzzle.id = m_options.idPrefix.empty() ? id : m_options.idPrefix + "-" + id;
        puzzle.rules = m_options.rules;
        puzzle.extraTags.emplace_back(std::string(originTag), originText(origin));
        m_puzzles.push_back(std::move(puzzle));
        if (m_callbacks.kept)
            m_callbacks.kept(m_puzzles);
        if (m_puzzles.size() >= m_options.count)
            m_done = true;
        return true;
    }

    void gameDone()
    {
        std::lock_guard lock(m_mutex);
        ++m_gamesDone;
        if (m_callbacks.progress)
            m_callbacks.progress(m_gamesDone, m_puzzles.size());
    }

    std::vector<Puzzle> take() { return std::move(m_puzzles); }

private:
    std::size_t cap(double share) const
    {
        return std::max<std::size_t>(1, static_cast<std::size_t>(share * static_cast<double>(m_options.count)));
    }

    const GeneratorOptions& m_options;
    const GeneratorCallbacks& m_callbacks;
    std::mutex m_mutex;
    std::vector<Puzzle> m_puzzles;
    OverlapIndex m_index; // the puzzles kept
    std::map<int, std::size_t> m_perDifficulty;
    std::size_t m_nearTrivial = 0;
    std::size_t m_lastId = 0; // the highest number of an id given
    std::size_t m_games = 0;  // firstGame()
    std::size_t m_gamesDone = 0;
    std::atomic<bool> m_done{false};
};

// The order in which a game's positions are looked at: shuffled (by the
// game's seed), so that a game's share of puzzles comes from all its parts.
std::vector<std::size_t> lookingOrder(std::size_t count, std::uint64_t seed)
{
    std::vector<std::size_t> order(count);
    for (std::size_t i = 0; i < count; ++i)
        order[i] = i;
    std::shuffle(order.begin(), order.end(), std::mt19937_64(seed));
    return order;
}

// The positions of a real game, every one: unlike self-play's, its first
// moves are no random opening.
std::vector<Position> positionsOf(const game::GameRecord& record)
{
    std::vector<Position> positions;
    const game::Game game = record.replay();
    for (const game::HistoryEntry& entry : game.history())
        positions.push_back(entry.before);
    positions.push_back(game.position());
    return positions;
}

// Plays game number `game` (or reads it) and offers the puzzles found in it.
void mine(const GeneratorOptions& options, Collector& collector, PuzzleMiner& miner, std::size_t game)
{
    const std::uint64_t seed = gameSeed(options.seed, game);
    const std::vector<Position> played =
        options.sourceGames.empty() ? miner.selfPlay(seed) : positionsOf(options.sourceGames[game]);
    std::set<std::string> seen;     // positions looked at in this game
    std::vector<std::size_t> found; // plies of the game where a puzzle was found
    for (const std::size_t ply : lookingOrder(played.size(), seed)) {
        if (collector.finished() || found.size() >= options.maxPerGame)
            break;
        // Positions next to a puzzle's usually hold the same shot.
        if (std::any_of(found.begin(), found.end(),
                        [&](std::size_t f) { return std::max(f, ply) - std::min(f, ply) <= NearPuzzle; }))
            continue;
        // The game's position and every position one move from it: a
        // careless move there is what a shot punishes.
        for (Position position : miner.family(played[ply])) {
            position.quietPlies = 0;
            if (!seen.insert(notation::writeFen(options.variant, position)).second)
                continue;
            if (auto puzzle = miner.examine(position)) {
                if (collector.offer(std::move(*puzzle), Origin{sourceOf(options), game, ply}))
                    found.push_back(ply);
                break;
            }
        }
    }
    collector.gameDone();
}

} // namespace

std::vector<Puzzle> generatePuzzles(const GeneratorOptions& options, std::vector<Puzzle> existing,
                                    const GeneratorCallbacks& callbacks)
{
    Collector collector(options, std::move(existing), callbacks);
    const std::size_t first = collector.firstGame();
    const std::size_t games =
        options.sourceGames.empty() ? options.maxGames : std::min(options.maxGames, options.sourceGames.size());
    if (collector.finished() || first >= games)
        return collector.take();
    // Each thread mines with engines of its own, made on its first game.
    const int threads = std::max(options.threads, 1);
    std::vector<std::unique_ptr<PuzzleMiner>> miners(static_cast<std::size_t>(threads));
    support::parallelFor(
        games - first, threads,
        [&](std::size_t i, int worker) {
            // Enough puzzles kept: the games not yet begun are not played.
            if (collector.finished())
                return;
            std::unique_ptr<PuzzleMiner>& miner = miners[static_cast<std::size_t>(worker)];
            if (!miner)
                miner = std::make_unique<PuzzleMiner>(options.variant, options.mining);
            mine(options, collector, *miner, first + i);
        },
        options.stop);
    return collector.take();
}

} // namespace draughts::puzzle
