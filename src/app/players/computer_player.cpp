#include "players/computer_player.hpp"

#include "controller/game_clock.hpp"

#include <draughts/engine/action_choice.hpp>

#include <QTimer>

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace draughts::app {

namespace {

// A draw is accepted half a man down or worse (or facing a found loss) ...
constexpr engine::Score losingEnough = -50;
// ... or in a bare ending that the search finds level.
constexpr engine::Score levelEnough = 25;
constexpr int bareEnding = 6;
// The draw answer needs no deep search.
constexpr engine::Milliseconds drawThinkingTime{1000};

// The seed of one move: the game's seed mixed with the move's number.
std::uint64_t moveSeed(std::uint64_t seed, std::size_t ply)
{
    std::uint64_t z = seed + 0x9E3779B97F4A7C15ull * (ply + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

Decision decisionOf(const engine::ActionChoice& choice)
{
    if (choice.action.kind == game::Action::Kind::Claim)
        return Decision::claim(choice.action.claimed);
    // No move at all: the game is lost anyway; resigning keeps the one-answer contract.
    return choice.search.hasMove ? Decision::play(choice.search.bestMove) : Decision::resign();
}

} // namespace

ComputerPlayer::ComputerPlayer(core::Variant variant, Options options, QObject* parent)
    : Player(parent), m_options(options), m_engine(std::make_unique<engine::Engine>(variant)), m_pause(new QTimer(this))
{
    m_options.level = std::clamp(m_options.level, engine::WeakestLevel, engine::StrongestLevel);
    m_pause->setSingleShot(true);
    connect(m_pause, &QTimer::timeout, this, &ComputerPlayer::deliver);
}

engine::ClockTime ComputerPlayer::clockAt(const game::Game& game, const pdn::TimeControl& clocks)
{
    const core::Side side = game.sideToMove();
    engine::ClockTime clock;
    clock.left = engine::Milliseconds{
        GameClock::recordedTimes(game, clocks, game.history().size())[static_cast<std::size_t>(side)]};
    clock.increment = std::chrono::seconds(clocks.incrementSeconds);
    clock.movesMade =
        static_cast<int>(std::count_if(game.history().begin(), game.history().end(),
                                       [&](const game::HistoryEntry& entry) { return entry.side == side; }));
    return clock;
}

engine::SearchLimits ComputerPlayer::limitsFor(const game::Game& game) const
{
    const engine::Level level = engine::levelSettings(m_options.level);
    const std::uint64_t seed = moveSeed(m_options.seed, game.history().size());
    if (m_options.clocks.enabled())
        return engine::levelLimits(level, seed, engine::allotTime(clockAt(game, m_options.clocks)));
    return engine::levelLimits(level, seed, m_options.moveTime);
}

// On a clock the pause is part of the computer's time: never longer than
// the time its move was given.
std::chrono::milliseconds ComputerPlayer::pauseFor(const engine::SearchLimits& limits) const
{
    if (!m_options.clocks.enabled())
        return m_options.pause;
    return std::min(m_options.pause, limits.target.count() > 0 ? limits.target : limits.time);
}

void ComputerPlayer::beginTurn(const game::Game& game)
{
    m_pause->stop();
    m_pending.reset();
    m_hurry = false;
    m_started.start();
    setThinking(true);
    const engine::SearchLimits limits = limitsFor(game);
    m_turnPause = pauseFor(limits);
    m_task.start(
        [this, game, limits, threads = m_options.threads,
         tables = tablesFor(m_options.tables, game)](const engine::TaskRun& run) {
            // The engine is the worker's alone while it runs.
            m_engine->setThreads(static_cast<std::size_t>(threads));
            m_engine->setEndgameTables(tables);
            engine::SearchLimits own = limits;
            own.stop = &run.stopFlag();
            const engine::InfoCallback progress = [this, &run](const engine::SearchInfo& info) {
                run.report([this, depth = info.depth] {
                    if (m_thinking)
                        emit depthReached(depth);
                });
            };
            return decisionOf(engine::decideAction(*m_engine, game, own, progress));
        },
        [this](const Decision& decision) { finished(decision); });
}

void ComputerPlayer::cancelTurn()
{
    m_task.cancel(); // the search ends at once; the next one waits for it
    m_pause->stop();
    m_pending.reset();
    setThinking(false);
}

void ComputerPlayer::moveNow()
{
    if (!m_thinking)
        return;
    m_hurry = true;
    m_task.stop();
    if (m_pending)
        deliver();
}

void ComputerPlayer::finished(const Decision& decision)
{
    m_pending = decision;
    const auto waited = std::chrono::milliseconds(m_started.elapsed());
    if (!m_hurry && waited < m_turnPause) {
        m_pause->start(m_turnPause - waited);
        return;
    }
    deliver();
}

void ComputerPlayer::deliver()
{
    if (!m_pending)
        return;
    const Decision decision = *m_pending;
    m_pending.reset();
    m_pause->stop();
    setThinking(false);
    // The controller may begin the next turn inside decided().
    emit decided(decision);
}

void ComputerPlayer::setThinking(bool thinking)
{
    if (thinking == m_thinking)
        return;
    m_thinking = thinking;
    emit thinkingChanged(thinking);
}

bool ComputerPlayer::acceptsDraw(engine::Score ownScore, int piecesOnBoard)
{
    return ownScore <= losingEnough || (piecesOnBoard <= bareEnding && std::abs(ownScore) <= levelEnough);
}

void ComputerPlayer::considerDraw(const game::Game& game)
{
    engine::SearchLimits limits = limitsFor(game);
    limits.randomness = 0;
    limits.book = 0; // the offer is judged by a search of the position
    limits.time = std::min(limits.time, drawThinkingTime);
    const core::Position position = game.position();
    const std::vector<core::Position> earlier = engine::earlierPositions(game);
    const engine::GameRules gameRules = engine::gameRulesOf(game);
    // The offer comes in the offerer's turn: the computer is the other side.
    const core::Side own = core::opposite(game.sideToMove());
    m_task.start(
        [this, position, earlier, gameRules, limits, own, threads = m_options.threads](const engine::TaskRun& run) {
            m_engine->setThreads(static_cast<std::size_t>(threads));
            engine::SearchLimits drawLimits = limits;
            drawLimits.stop = &run.stopFlag();
            const engine::SearchResult result = m_engine->search(position, drawLimits, {}, earlier, gameRules);
            const engine::Score ownScore = position.sideToMove == own ? result.score : -result.score;
            return acceptsDraw(ownScore, core::countOf(position.occupied()));
        },
        [this](bool accepted) { emit drawAnswered(accepted); });
}

} // namespace draughts::app
