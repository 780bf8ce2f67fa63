#include "board/hint_finder.hpp"

#include <draughts/engine/computer_player.hpp>

#include <QMetaObject>
#include <QtConcurrent/QtConcurrentRun>

namespace draughts::app {

namespace {

// Each of the two searches (the best move, the best other one) thinks this
// long at most: a hint comes within two seconds.
constexpr engine::Milliseconds hintTime{1000};
// The hint's table is smaller than a player's: it searches now and then.
constexpr std::size_t hintHashMegabytes = 8;

} // namespace

HintFinder::HintFinder(QObject* parent) : QObject(parent) { m_limits.time = hintTime; }

HintFinder::~HintFinder() { stopWorker(); }

void HintFinder::stopWorker()
{
    m_stop = true;
    m_worker.waitForFinished(); // at once when none runs
}

void HintFinder::cancel()
{
    ++m_request;
    m_stop = true;
    m_searching = false;
}

void HintFinder::find(const game::Game& game)
{
    const unsigned request = ++m_request;
    stopWorker();
    if (!m_engine || m_engine->variant() != game.variant()) {
        engine::EngineConfig config;
        config.hashMegabytes = hintHashMegabytes;
        m_engine = std::make_unique<engine::Engine>(game.variant(), config);
    }
    m_stop = false;
    m_searching = true;
    engine::SearchLimits limits = m_limits;
    limits.stop = &m_stop;
    const core::Position position = game.position();
    const std::vector<core::Position> earlier = engine::earlierPositions(game);
    m_worker = QtConcurrent::run([this, request, position, earlier, limits] {
        const engine::Hint hint = engine::findHint(*m_engine, position, limits, earlier);
        QMetaObject::invokeMethod(
            this,
            [this, request, hint, position] {
                if (request != m_request)
                    return; // cancelled, or another hint asked for since
                m_searching = false;
                emit found(hint, position);
            },
            Qt::QueuedConnection);
    });
}

} // namespace draughts::app
