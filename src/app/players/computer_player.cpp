#include "players/computer_player.hpp"

#include <draughts/engine/computer_player.hpp>

#include <QMetaObject>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

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

Decision decisionOf(const engine::Decision& decided)
{
    if (decided.action.kind == game::Action::Kind::Claim)
        return Decision::claim(decided.action.claimed);
    // No move at all: the game is lost anyway; resigning keeps the one-answer contract.
    return decided.search.hasMove ? Decision::play(decided.search.bestMove) : Decision::resign();
}

} // namespace

ComputerPlayer::ComputerPlayer(core::Variant variant, Options options, QObject* parent)
    : Player(parent), m_options(options), m_engine(std::make_unique<engine::Engine>(variant)), m_pause(new QTimer(this))
{
    m_options.level = std::clamp(m_options.level, engine::WeakestLevel, engine::StrongestLevel);
    m_pause->setSingleShot(true);
    connect(m_pause, &QTimer::timeout, this, &ComputerPlayer::deliver);
}

ComputerPlayer::~ComputerPlayer() { stopWorker(); }

engine::SearchLimits ComputerPlayer::limitsFor(const game::Game& game) const
{
    engine::SearchLimits limits = engine::levelLimits(engine::levelSettings(m_options.level),
                                                      moveSeed(m_options.seed, game.history().size()),
                                                      m_options.moveTime);
    limits.stop = &m_stop;
    return limits;
}

// One search at a time per engine: a cancelled search still finishing (it
// stops within a fraction of a millisecond) is waited for first.
template <typename Work>
void ComputerPlayer::startWorker(Work work)
{
    stopWorker();
    m_stop = false;
    m_worker = QtConcurrent::run(std::move(work));
}

void ComputerPlayer::stopWorker()
{
    m_stop = true;
    m_worker.waitForFinished(); // at once when none runs
}

void ComputerPlayer::beginTurn(const game::Game& game)
{
    const unsigned turn = ++m_turn;
    m_pause->stop();
    m_pending.reset();
    m_hurry = false;
    m_started.start();
    setThinking(true);
    engine::SearchLimits limits = limitsFor(game);
    startWorker([this, turn, game, limits] {
        const engine::InfoCallback progress = [this, turn](const engine::SearchInfo& info) {
            QMetaObject::invokeMethod(
                this, [this, turn, depth = info.depth] {
                    if (turn == m_turn && m_thinking)
                        emit depthReached(depth);
                },
                Qt::QueuedConnection);
        };
        const Decision decision = decisionOf(engine::decideAction(*m_engine, game, limits, progress));
        // Back on the GUI thread; a turn cancelled meanwhile drops it.
        QMetaObject::invokeMethod(
            this, [this, turn, decision] { finished(turn, decision); }, Qt::QueuedConnection);
    });
}

void ComputerPlayer::cancelTurn()
{
    ++m_turn;
    m_stop = true; // the worker ends at once; the next search waits for it
    m_pause->stop();
    m_pending.reset();
    setThinking(false);
}

void ComputerPlayer::moveNow()
{
    if (!m_thinking)
        return;
    m_hurry = true;
    m_stop = true;
    if (m_pending)
        deliver();
}

void ComputerPlayer::finished(unsigned turn, const Decision& decision)
{
    if (turn != m_turn || !m_thinking)
        return;
    m_pending = decision;
    const auto waited = std::chrono::milliseconds(m_started.elapsed());
    if (!m_hurry && waited < m_options.pause) {
        m_pause->start(m_options.pause - waited);
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
    const unsigned offer = ++m_offer;
    engine::SearchLimits limits = limitsFor(game);
    limits.randomness = 0;
    limits.time = std::min(limits.time, drawThinkingTime);
    const core::Position position = game.position();
    const std::vector<core::Position> earlier = engine::earlierPositions(game);
    // The offer comes in the offerer's turn: the computer is the other side.
    const core::Side own = core::opposite(game.sideToMove());
    startWorker([this, offer, position, earlier, limits, own] {
        const engine::SearchResult result = m_engine->search(position, limits, {}, earlier);
        const engine::Score ownScore = position.sideToMove == own ? result.score : -result.score;
        const bool accepted = acceptsDraw(ownScore, core::countOf(position.occupied()));
        QMetaObject::invokeMethod(
            this, [this, offer, accepted] {
                if (offer == m_offer)
                    emit drawAnswered(accepted);
            },
            Qt::QueuedConnection);
    });
}

} // namespace draughts::app
