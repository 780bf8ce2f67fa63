#include <draughts/puzzle/solving.hpp>

#include <draughts/engine/engine.hpp>
#include <draughts/engine/explanation.hpp>
#include <draughts/puzzle/checker.hpp>
#include <draughts/puzzle/goal.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>

namespace draughts::puzzle {

namespace {

using core::Move;
using core::MoveList;
using core::Position;

constexpr std::size_t EngineMegabytes = 8;
constexpr int ShallowestRefutation = 4;
constexpr int DeepestRefutation = 12;
// A quiet refutation shows this many plies of the engine's line.
constexpr std::size_t QuietRefutationPlies = 4;
// A Draw goal's other move may score this much below the solution's move.
constexpr engine::Score DrawTolerance = 20;

MoveList legalMoves(core::Variant variant, const Position& position)
{
    MoveList legal;
    rules::generateMoves(variant, position, legal);
    return legal;
}

std::vector<Move> firstPlies(const std::vector<Move>& line, std::size_t count)
{
    return {line.begin(), line.begin() + static_cast<std::ptrdiff_t>(std::min(count, line.size()))};
}

} // namespace

struct PuzzleAttempt::Engine {
    engine::Engine engine;

    explicit Engine(core::Variant variant) : engine(variant, config()) {}

    static engine::EngineConfig config()
    {
        engine::EngineConfig c;
        c.hashMegabytes = EngineMegabytes;
        return c;
    }
};

PuzzleAttempt::PuzzleAttempt(Puzzle puzzle)
    : m_puzzle(std::move(puzzle)), m_position(m_puzzle.position), m_depthLeft(statedDepth(m_puzzle)),
      m_search(m_puzzle.variant, m_puzzle.goal, m_puzzle.solver(), m_puzzle.position)
{}

PuzzleAttempt::~PuzzleAttempt() = default;
PuzzleAttempt::PuzzleAttempt(PuzzleAttempt&&) noexcept = default;
PuzzleAttempt& PuzzleAttempt::operator=(PuzzleAttempt&&) noexcept = default;

bool PuzzleAttempt::solved() const
{
    const MoveList legal = legalMoves(m_puzzle.variant, m_position);
    const GoalTest test(m_puzzle.variant, m_puzzle.goal, m_puzzle.solver(), m_puzzle.position);
    return test.reached(m_position, test.standing(m_position, legal)) ||
           (m_onSolution && m_played.size() >= m_puzzle.solution.size());
}

MoveCheck PuzzleAttempt::check(const Move& move, const ProofLimits& limits)
{
    MoveCheck result;
    if (!solverToMove() || !legalMoves(m_puzzle.variant, m_position).contains(move)) {
        result.verdict = MoveVerdict::NotLegal;
        return result;
    }
    const std::size_t ply = m_played.size();
    if (m_onSolution && ply < m_puzzle.solution.size() && m_puzzle.solution[ply] == move) {
        result.verdict = MoveVerdict::Solution;
        return result;
    }
    if (m_puzzle.goal.kind == GoalKind::Draw) {
        if (drawAlternative(move)) {
            result.verdict = MoveVerdict::Alternative;
            return result;
        }
    } else {
        const int reach = m_depthLeft + AlternativeSlack;
        const Proof proof = m_search.proveMove(m_position, move, reach, limits);
        if (proof == Proof::Unknown) {
            result.verdict = MoveVerdict::Undecided;
            return result;
        }
        if (proof == Proof::Proved) {
            // Compared with the shortest way from here, not with the plies
            // left: after a slower move of his own even the best move may
            // need more than those.
            const std::optional<int> shortest = m_search.depthNeeded(m_position, reach, limits);
            const Proof asShort = shortest ? m_search.proveMove(m_position, move, *shortest, limits) : Proof::Unknown;
            if (asShort == Proof::Unknown) { // stopped: depthNeeded finds at most `reach`
                result.verdict = MoveVerdict::Undecided;
                return result;
            }
            result.verdict = MoveVerdict::Alternative;
            result.longer = asShort == Proof::Refuted;
            if (result.longer)
                result.shortest = nextSolverMove(limits);
            return result;
        }
    }
    result.verdict = MoveVerdict::Wrong;
    result.refutation = refute(move, limits);
    return result;
}

bool PuzzleAttempt::drawAlternative(const Move& move)
{
    const std::optional<Move> expected = nextSolverMove();
    engine::SearchLimits limits;
    limits.depth = std::clamp(m_depthLeft + 2, ShallowestRefutation, DeepestRefutation);
    limits.rootMoves = {move};
    const engine::Score score = searchEngine().search(m_position, limits).score;
    if (engine::isLoss(score) || !expected)
        return false;
    limits.rootMoves = {*expected};
    return score >= searchEngine().search(m_position, limits).score - DrawTolerance;
}

Refutation PuzzleAttempt::refute(const Move& move, const ProofLimits& proofLimits)
{
    const core::Variant variant = m_puzzle.variant;
    const core::Side solver = m_puzzle.solver();
    const Position after = rules::afterMove(variant, m_position, move);
    engine::SearchLimits limits;
    limits.depth = std::clamp(m_depthLeft + 4, ShallowestRefutation, DeepestRefutation);
    limits.stop = proofLimits.stop;
    const engine::SearchResult answer = searchEngine().search(after, limits);
    // Twenty vs Ten: after the first of Black's two moves Black moves again.
    const engine::Score solverScore = after.sideToMove == solver ? answer.score : -answer.score;

    Refutation r;
    if (!answer.hasMove || engine::isLoss(solverScore)) {
        r.reason = WrongReason::LosesGame;
        r.plies = answer.hasMove ? engine::pliesToEnd(solverScore) + 1 : 1;
        r.line = answer.pv;
        return r;
    }
    std::vector<Move> line{move};
    line.insert(line.end(), answer.pv.begin(), answer.pv.end());
    int settled = 0;
    const int won = engine::materialWon(variant, m_position, line, &settled);
    if (won <= -1) {
        r.reason = WrongReason::LosesMaterial;
        r.pieces = -won;
        r.plies = settled;
        r.line = firstPlies(answer.pv, static_cast<std::size_t>(std::max(settled - 1, 1)));
        return r;
    }
    if (const int crowned = engine::crowningPly(variant, after, answer.pv, core::opposite(solver)); crowned > 0) {
        r.reason = WrongReason::AllowsKing;
        r.plies = crowned + 1;
        r.line = firstPlies(answer.pv, static_cast<std::size_t>(crowned));
        return r;
    }
    r.reason = WrongReason::MissesGoal;
    r.pieces = std::max(won, 0);
    r.line = firstPlies(answer.pv, QuietRefutationPlies);
    return r;
}

void PuzzleAttempt::play(const Move& move)
{
    const MoveList legal = legalMoves(m_puzzle.variant, m_position);
    const std::size_t ply = m_played.size();
    if (!(ply < m_puzzle.solution.size() && m_puzzle.solution[ply] == move))
        m_onSolution = false;
    if (legal.size() > 1)
        m_depthLeft = std::max(m_depthLeft - 1, 0);
    m_played.push_back(move);
    m_position = rules::afterMove(m_puzzle.variant, m_position, move);
}

std::optional<Move> PuzzleAttempt::opponentReply(const ProofLimits& limits)
{
    if (solverToMove() || legalMoves(m_puzzle.variant, m_position).empty())
        return std::nullopt;
    const std::size_t ply = m_played.size();
    if (m_onSolution && ply < m_puzzle.solution.size())
        return m_puzzle.solution[ply];
    if (m_puzzle.goal.kind != GoalKind::Draw)
        if (auto defence = m_search.longestDefence(m_position, m_depthLeft + AlternativeSlack, limits))
            return defence;
    return engineBest(limits);
}

std::optional<Move> PuzzleAttempt::nextSolverMove(const ProofLimits& limits)
{
    if (!solverToMove() || legalMoves(m_puzzle.variant, m_position).empty())
        return std::nullopt;
    const std::size_t ply = m_played.size();
    if (m_onSolution && ply < m_puzzle.solution.size())
        return m_puzzle.solution[ply];
    if (m_puzzle.goal.kind != GoalKind::Draw) {
        const std::vector<Move> line = m_search.line(m_position, m_depthLeft + AlternativeSlack, limits);
        if (!line.empty())
            return line.front();
    }
    return engineBest(limits);
}

engine::Engine& PuzzleAttempt::searchEngine()
{
    if (!m_engine)
        m_engine = std::make_unique<Engine>(m_puzzle.variant);
    return m_engine->engine;
}

std::optional<Move> PuzzleAttempt::engineBest(const ProofLimits& limits)
{
    engine::SearchLimits search;
    search.depth = std::clamp(m_depthLeft + 2, ShallowestRefutation, DeepestRefutation);
    search.stop = limits.stop;
    const engine::SearchResult best = searchEngine().search(m_position, search);
    return best.hasMove ? std::optional<Move>(best.bestMove) : std::nullopt;
}

HintSquare PuzzleAttempt::hint(const ProofLimits& limits)
{
    const std::optional<Move> next = nextSolverMove(limits);
    if (!next)
        return {};
    if (next->kind == core::MoveKind::Placement)
        return {next->to, true};
    return {next->from, false};
}

std::vector<Move> PuzzleAttempt::remainingSolution(const ProofLimits& limits)
{
    if (m_onSolution)
        return {m_puzzle.solution.begin() + static_cast<std::ptrdiff_t>(m_played.size()), m_puzzle.solution.end()};
    if (m_puzzle.goal.kind != GoalKind::Draw)
        return m_search.line(m_position, m_depthLeft + AlternativeSlack, limits);
    return {};
}

WholeSolution PuzzleAttempt::wholeSolution(const ProofLimits& limits)
{
    WholeSolution whole{m_played, m_played.size()};
    const std::vector<Move> rest = remainingSolution(limits);
    whole.moves.insert(whole.moves.end(), rest.begin(), rest.end());
    return whole;
}

void PuzzleAttempt::restart()
{
    m_position = m_puzzle.position;
    m_played.clear();
    m_onSolution = true;
    m_depthLeft = statedDepth(m_puzzle);
}

} // namespace draughts::puzzle
