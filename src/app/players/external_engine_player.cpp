#include "players/external_engine_player.hpp"

#include "controller/game_clock.hpp"

#include <draughts/hub/client.hpp>
#include <draughts/hub/notation.hpp>

#include <QTimer>

#include <algorithm>
#include <cstdint>

namespace draughts::app {

ExternalEnginePlayer::ExternalEnginePlayer(const EngineDescription& engine, core::Variant variant,
                                           std::unique_ptr<Player> fallback, QObject* parent)
    : Player(parent), m_variant(variant), m_fallback(std::move(fallback)), m_client(new HubClient(engine.command, this))
{
    connect(m_client, &HubClient::identified, this, [this] { m_client->initialise(m_variant); });
    connect(m_client, &HubClient::ready, this, [this] {
        m_client->newGame();
        askEngine();
    });
    connect(m_client, &HubClient::moved, this, [this](const QString& move) { engineMoved(move); });
    connect(m_client, &HubClient::failed, this, &ExternalEnginePlayer::engineFailed);
    connect(m_fallback.get(), &Player::decided, this, &Player::decided);
    connect(m_fallback.get(), &Player::drawAnswered, this, &Player::drawAnswered);
}

ExternalEnginePlayer::~ExternalEnginePlayer() = default;

void ExternalEnginePlayer::setTimeouts(const hub::ClientTimeouts& timeouts) { m_client->setTimeouts(timeouts); }

std::pair<QString, QStringList> ExternalEnginePlayer::positionOf(const game::Game& game)
{
    const hub::GameForEngine sent = hub::gameForEngine(game);
    QStringList moves;
    for (const std::string& move : sent.moves)
        moves.append(QString::fromStdString(move));
    return {QString::fromStdString(sent.position), moves};
}

void ExternalEnginePlayer::beginTurn(const game::Game& game)
{
    if (m_failed) {
        m_fallback->beginTurn(game);
        return;
    }
    m_game = &game;
    const unsigned turn = ++m_turn;
    if (!game.pendingClaims().empty()) {
        // The protocol has no claims: let them lapse, then the engine moves.
        QTimer::singleShot(0, this, [this, turn] {
            if (m_turn == turn && m_game) {
                m_game = nullptr;
                emit decided(Decision::declineClaims());
            }
        });
        return;
    }
    if (m_client->isReady())
        askEngine();
    else
        m_client->start(); // asks when ready; does nothing while it starts
}

void ExternalEnginePlayer::askEngine()
{
    if (!m_game || !m_client->isReady())
        return;
    const auto [position, moves] = positionOf(*m_game);
    m_client->think(position, moves, thinkLimit(*m_game));
}

hub::ThinkLimit ExternalEnginePlayer::thinkLimit(const game::Game& game) const
{
    hub::ThinkLimit limit;
    if (!m_clocks.enabled()) {
        limit.moveTime = std::chrono::milliseconds(m_moveTimeMs);
        return limit;
    }
    const auto left = GameClock::recordedTimes(game, m_clocks, game.history().size());
    // A clock that has run out ends the game before the engine is asked; a
    // millisecond keeps the limit a clock's.
    limit.timeLeft =
        std::chrono::milliseconds(std::max<std::int64_t>(1, left[static_cast<std::size_t>(game.sideToMove())]));
    limit.increment = std::chrono::seconds(m_clocks.incrementSeconds);
    return limit;
}

void ExternalEnginePlayer::engineMoved(const QString& text)
{
    if (!m_game)
        return;
    const auto move = hub::readMove(m_variant, text.toStdString(), m_game->legalMoves());
    if (!move) {
        engineFailed(tr("The engine “%1” played “%2”, which is not a legal move here.").arg(m_client->name(), text));
        return;
    }
    m_game = nullptr;
    emit decided(Decision::play(*move));
}

void ExternalEnginePlayer::engineFailed(const QString& message)
{
    if (m_failed)
        return;
    m_failed = true;
    m_client->disconnect(this);
    // The client kills its engine when it fails; one that sent a bad move is killed here.
    m_client->abandon();
    emit failed(message);
    if (m_game) {
        const game::Game* game = m_game;
        m_game = nullptr;
        m_fallback->beginTurn(*game);
    }
}

void ExternalEnginePlayer::cancelTurn()
{
    if (m_failed) {
        m_fallback->cancelTurn();
        return;
    }
    ++m_turn;
    m_game = nullptr;
    m_client->stop();
}

void ExternalEnginePlayer::considerDraw(const game::Game&)
{
    QTimer::singleShot(0, this, [this] { emit drawAnswered(false); });
}

} // namespace draughts::app
