#include "controller/game_controller.hpp"

#include "players/player.hpp"

#include <draughts/rules/facts.hpp>

namespace draughts::app {

using core::Side;

namespace {

game::Game gameOf(const GameSetup& setup)
{
    return setup.start ? game::Game(setup.variant, *setup.start, setup.rule) : game::Game(setup.variant, setup.rule);
}

// Whether the rules of `game` allow a move, claim or resignation now.
bool allowedIn(const game::Game& game, const Decision& decision, bool claimsOpen)
{
    switch (decision.kind) {
    case Decision::Kind::Move: return game.permittedMoves().contains(decision.move);
    case Decision::Kind::Claim:
        if (!claimsOpen)
            return false;
        return decision.square == core::NoSquare ? game.canClaimHandStone()
                                                 : core::contains(game.claimablePieces(), decision.square);
    case Decision::Kind::Resign: return true;
    default: return false;
    }
}

} // namespace

GameController::GameController(QObject* parent)
    : QObject(parent), m_game(gameOf(m_setup)), m_review(m_game)
{
}

GameController::~GameController()
{
    // Players must not call back into a controller being destroyed.
    cancelTurn();
    for (auto& player : m_players)
        if (player)
            player->disconnect(this);
}

void GameController::setPlayer(Side side, std::unique_ptr<Player> player)
{
    auto& slot = m_players[static_cast<std::size_t>(side)];
    if (slot && slot.get() == m_awaited)
        cancelTurn();
    if (slot)
        slot->disconnect(this);
    slot = std::move(player);
    if (!slot)
        return;
    Player* p = slot.get();
    connect(p, &Player::decided, this, [this, p](const Decision& decision) { decided(p, decision); });
    connect(p, &Player::drawAnswered, this, [this, p](bool accepted) { drawAnswered(p, accepted); });
    if (!m_awaited && !m_drawOfferedBy)
        startTurn();
}

// ---- games ------------------------------------------------------------------

void GameController::newGame(const GameSetup& setup)
{
    cancelTurn();
    m_setup = setup;
    m_game = gameOf(setup);
    m_review.reset({});
    m_claimsDeclined = false;
    m_resultAnnounced = false;
    emit gameStarted(Start::New);
    settle();
}

void GameController::loadGame(const GameSetup& setup, const game::Game& game, std::vector<pdn::PlyNotes> notes)
{
    cancelTurn();
    m_setup = setup;
    m_game = game;
    m_review.reset(std::move(notes));
    m_claimsDeclined = false;
    // A game opened already over is not announced again.
    m_resultAnnounced = game.result().isOver();
    emit gameStarted(Start::Loaded);
    settle();
}

// ---- review -----------------------------------------------------------------

void GameController::showPly(std::size_t ply)
{
    ply = std::min(ply, m_review.length());
    if (ply == m_review.shownPly())
        return;
    cancelTurn();
    m_review.show(ply);
    m_claimsDeclined = false;
    startTurn();
    emit stateChanged();
    emit notice(Notice::ReviewMoved, shown().sideToMove());
}

bool GameController::continueFromHere()
{
    if (!m_review.reviewing())
        return false;
    cancelTurn();
    const bool left = leaveReview();
    startTurn();
    emit stateChanged();
    if (left)
        emit notice(Notice::ContinuedHere, shown().sideToMove());
    return left;
}

// The players act in the position shown: the later actions are dropped,
// as one step Undo takes back.
bool GameController::leaveReview()
{
    if (!m_review.reviewing())
        return true;
    const std::size_t here = m_review.shownPly();
    if (m_confirmDrop && !m_confirmDrop(static_cast<int>(m_review.length() - here)))
        return false;
    m_review.actionsDropped(here);
    m_game.truncate(here);
    m_review.follow();
    return true;
}

// ---- undo and redo ----------------------------------------------------------

void GameController::undo()
{
    cancelTurn();
    m_review.follow();
    if (!m_game.canUndo()) {
        startTurn();
        emit stateChanged();
        return;
    }
    const bool restoring = m_game.undoRestores();
    const std::size_t dropPoint = m_game.history().size();
    m_game.undo();
    m_claimsDeclined = false;
    if (restoring) {
        // The whole game is back, shown where it was left.
        m_review.droppedRestored();
        m_review.show(dropPoint);
    }
    emit notice(restoring ? Notice::DroppedBack : Notice::Undone, shown().sideToMove());
    settle();
}

void GameController::redo()
{
    cancelTurn();
    m_review.follow();
    if (!m_game.canRedo()) {
        startTurn();
        emit stateChanged();
        return;
    }
    m_game.redo();
    m_claimsDeclined = false;
    emit notice(Notice::Redone, shown().sideToMove());
    settle();
}

// ---- turns ------------------------------------------------------------------

void GameController::startTurn()
{
    if (m_awaited || m_drawOfferedBy)
        return;
    const game::Game& game = shown();
    if (game.result().isOver())
        return;
    const Side side = game.sideToMove();
    Player* player = playerOf(side);
    // A computer does not play on while the players look back.
    if (!player || (m_review.reviewing() && !player->isHuman()))
        return;
    m_awaited = player;
    emit turnStarted(side);
    player->beginTurn(game);
}

void GameController::cancelTurn()
{
    m_drawOfferedBy.reset();
    if (Player* player = m_awaited) {
        m_awaited = nullptr;
        player->cancelTurn();
    }
}

void GameController::decided(Player* player, const Decision& decision)
{
    if (player != m_awaited)
        return; // out of turn, or a turn cancelled meanwhile
    m_awaited = nullptr;
    const Side side = shown().sideToMove();
    switch (decision.kind) {
    case Decision::Kind::DeclineClaims:
        if (!m_claimsDeclined && (shown().claimablePieces() != 0 || shown().canClaimHandStone())) {
            m_claimsDeclined = true;
            startTurn();
            emit stateChanged();
            emit notice(Notice::ClaimsDeclined, side);
        } else {
            refuse(side);
        }
        return;
    case Decision::Kind::OfferDraw:
        if (!leaveReview()) {
            refuse(side);
            return;
        }
        m_drawOfferedBy = side;
        if (Player* opponent = playerOf(core::opposite(side)))
            opponent->considerDraw(m_game); // the answer may come at once or later
        else
            drawAnswered(nullptr, false);
        return;
    default:
        if (!play(decision))
            refuse(side);
        return;
    }
}

// Plays a move, claim or resignation through the game; false when the rules refuse it.
bool GameController::play(const Decision& decision)
{
    const Side side = shown().sideToMove();
    // Checked in the position shown; leaving the review then makes it the game's.
    if (!allowedIn(shown(), decision, claimsOpen()) || !leaveReview())
        return false;
    switch (decision.kind) {
    case Decision::Kind::Move:
        m_game.play(decision.move);
        m_claimsDeclined = false;
        m_review.actionAdded();
        break;
    case Decision::Kind::Claim:
        if (decision.square == core::NoSquare)
            m_game.claimHandStone();
        else
            m_game.claim(decision.square);
        m_review.actionAdded();
        break;
    default: m_game.resign(side); break;
    }
    emit actionPlayed(decision);
    settle();
    return true;
}

void GameController::drawAnswered(Player* player, bool accepted)
{
    if (!m_drawOfferedBy || (player && player != playerOf(core::opposite(*m_drawOfferedBy))))
        return; // no offer waits for this player's answer
    const Side offeredBy = *m_drawOfferedBy;
    m_drawOfferedBy.reset();
    if (!accepted) {
        startTurn();
        emit stateChanged();
        emit notice(Notice::DrawDeclined, offeredBy);
        return;
    }
    m_game.agreeDraw();
    emit actionPlayed(Decision::offerDraw());
    settle();
}

void GameController::refuse(Side side)
{
    startTurn();
    emit stateChanged();
    emit notice(Notice::Refused, side);
}

// After a change of the game: the player to move is asked, the views
// follow, and a result is announced once.
void GameController::settle()
{
    startTurn();
    emit stateChanged();
    const game::Result result = m_game.result();
    if (!result.isOver() || m_review.reviewing()) {
        m_resultAnnounced = false;
        return;
    }
    if (!m_resultAnnounced) {
        m_resultAnnounced = true;
        emit gameOver(result);
    }
}

} // namespace draughts::app
