#include "controller/game_controller.hpp"

#include "controller/player.hpp"

#include <draughts/rules/facts.hpp>

namespace draughts::app {

using core::Side;

namespace {

game::Game gameOf(const GameSetup& setup)
{
    GameSetup played = setup;
    if (playedOverDxp(setup))
        played.ruleSet = dxp::GameRuleSet;
    return startingGame(played);
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
    : QObject(parent), m_game(gameOf(m_setup)), m_review(m_game), m_clock(new GameClock(this))
{
    connect(m_clock, &GameClock::flagFell, this, &GameController::timeForfeit);
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
    m_takeBackAsked.reset(); // an answer from the player replaced never comes
    slot = std::move(player);
    if (!slot)
        return;
    Player* p = slot.get();
    connect(p, &Player::decided, this, [this, p](const Decision& decision) { decided(p, decision); });
    connect(p, &Player::drawAnswered, this, [this, p](bool accepted) { drawAnswered(p, accepted); });
    connect(p, &Player::takeBackAnswered, this, [this, p](bool accepted) { takeBackAnswered(p, accepted); });
    if (!m_awaited && !m_drawOfferedBy)
        startTurn();
}

// ---- games ------------------------------------------------------------------

void GameController::newGame(const GameSetup& setup)
{
    cancelTurn();
    m_setup = setup;
    m_game = gameOf(setup);
    // The game's own capture rule (an FMJD game's captures are compulsory).
    m_setup.rule = m_game.missedCaptureRule();
    m_setup.ruleSet = m_game.ruleSet();
    m_review.follow();
    m_clock->reset(setup.timeControl, GameClock::fullTimes(setup.timeControl));
    m_claimsDeclined = false;
    m_resultAnnounced = false;
    m_paused = false;
    m_takeBackAsked.reset();
    emit gameStarted(Start::New);
    settle();
}

void GameController::loadGame(const GameSetup& setup, const game::Game& game)
{
    cancelTurn();
    m_setup = setup;
    m_game = game;
    m_review.follow();
    m_clock->reset(setup.timeControl, recordedTimes(m_game.history().size()));
    m_claimsDeclined = false;
    m_takeBackAsked.reset();
    // A game opened already over is not announced again.
    m_resultAnnounced = game.result().isOver();
    m_paused = false;
    emit gameStarted(Start::Loaded);
    settle();
}

// ---- review -----------------------------------------------------------------

// The players act in the position shown: the later actions are dropped,
// as one step Undo takes back.
bool GameController::leaveReview()
{
    if (!m_review.reviewing())
        return true;
    const std::size_t here = m_review.shownPly();
    if (m_confirmDrop && !m_confirmDrop(static_cast<int>(m_review.length() - here)))
        return false;
    m_game.truncate(here);
    m_review.follow();
    restoreClock();
    return true;
}

// ---- pausing ----------------------------------------------------------------

bool GameController::playedByComputers() const
{
    for (Side side : {Side::White, Side::Black}) {
        const PlayerChoice::Kind kind = m_setup.player(side).kind;
        if (kind != PlayerChoice::Kind::Computer && kind != PlayerChoice::Kind::Engine)
            return false;
    }
    return true;
}

bool GameController::canPause() const { return playedByComputers() && !m_game.result().isOver(); }

void GameController::pause()
{
    if (m_paused || !canPause())
        return;
    m_paused = true;
    cancelTurn();
    syncClock();
    emit stateChanged();
    emit notice(Notice::Paused, shown().sideToMove());
}

// Play goes on where the game stands, not at a point looked back at.
void GameController::resume()
{
    if (!m_paused)
        return;
    cancelTurn();
    m_paused = false;
    m_review.follow();
    syncClock();
    startTurn();
    emit stateChanged();
    emit notice(Notice::Resumed, shown().sideToMove());
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
    if (restoring) // the whole game is back, shown where it was left
        m_review.show(dropPoint);
    restoreClock();
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
    restoreClock();
    emit notice(Notice::Redone, shown().sideToMove());
    settle();
}

// Back to the person's last move: the computer's actions after it and that
// move are taken back, so that the person is to move again. A step that
// brings back actions a Continue from Here dropped is one step of its own.
void GameController::takeBack()
{
    if (askTakeBack())
        return;
    if (isHuman(Side::White) == isHuman(Side::Black)) {
        undo();
        return;
    }
    while (m_game.canUndo()) {
        const bool restores = m_game.undoRestores();
        const Side mover = m_game.history().back().side;
        undo();
        if (restores || (isHuman(mover) && isHuman(m_game.sideToMove())))
            return;
    }
}

// Against a person across the network Undo is a question to him: back to
// the position before the last move of the person at this board, once he
// agrees (docs/dxp.md, "Playing over a network").
bool GameController::askTakeBack()
{
    for (Side side : {Side::White, Side::Black}) {
        Player* other = playerOf(side);
        if (!other || !other->decidesTakeBacks() || !isHuman(core::opposite(side)))
            continue;
        const auto& history = m_game.history();
        std::size_t ply = history.size();
        while (ply > 0 && history[ply - 1].side == side)
            --ply;
        if (ply == 0 || m_takeBackAsked)
            return true; // nothing of ours to take back, or asked already
        m_takeBackAsked = ply - 1;
        other->considerTakeBack(m_game, ply - 1);
        emit notice(Notice::TakeBackAsked, core::opposite(side));
        return true;
    }
    return false;
}

void GameController::takeBackAnswered(Player* player, bool accepted)
{
    if (!m_takeBackAsked || (player != playerOf(Side::White) && player != playerOf(Side::Black)))
        return;
    const std::size_t ply = *m_takeBackAsked;
    m_takeBackAsked.reset();
    const Side asker = player == playerOf(Side::White) ? Side::Black : Side::White;
    if (accepted)
        m_networkTerms.undoTo(ply);
    else
        emit notice(Notice::TakeBackDeclined, asker);
}

// Forward again to the person's next turn: his move and the computer's answer.
void GameController::bringBack()
{
    if (isHuman(Side::White) == isHuman(Side::Black)) {
        redo();
        return;
    }
    bool personMoved = false;
    while (m_game.canRedo()) {
        redo();
        personMoved = personMoved || isHuman(m_game.history().back().side);
        if (personMoved && isHuman(m_game.sideToMove()))
            return;
    }
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
    // A computer does not play on while the players look back or play is paused.
    if (!player || ((m_review.reviewing() || m_paused) && !player->isHuman()))
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

// Whether `decision`, made in an earlier position shown, is the action the
// game went on with from there.
bool GameController::isNextInGame(const Decision& decision) const
{
    if (!m_review.reviewing())
        return false;
    const game::Action& next = m_game.history()[m_review.shownPly()].action;
    switch (decision.kind) {
    case Decision::Kind::Move: return next.kind == game::Action::Kind::Move && next.move.sameMove(decision.move);
    case Decision::Kind::Claim: return next.kind == game::Action::Kind::Claim && next.claimed == decision.square;
    default: return false;
    }
}

// Plays a move, claim or resignation through the game; false when the rules refuse it.
bool GameController::play(const Decision& decision)
{
    // Replaying the game's own next action while looking back steps forward:
    // nothing is dropped, and nothing needs asking.
    if (isNextInGame(decision) && allowedIn(shown(), decision, claimsOpen())) {
        m_reviewControl.showPly(m_review.shownPly() + 1);
        return true;
    }
    const Side side = shown().sideToMove();
    // Checked in the position shown; leaving the review then makes it the game's.
    if (!allowedIn(shown(), decision, claimsOpen()) || !leaveReview())
        return false;
    // The time the player has left after his action; his increment once his turn passes.
    const auto clockReading = [&]() -> std::optional<std::int64_t> {
        if (!m_clock->enabled())
            return std::nullopt;
        return m_clock->actionMade(side, m_game.sideToMove() != side);
    };
    switch (decision.kind) {
    case Decision::Kind::Move:
        m_game.play(decision.move);
        m_claimsDeclined = false;
        m_game.setTimeLeft(m_game.history().size() - 1, clockReading());
        break;
    case Decision::Kind::Claim:
        if (decision.square == core::NoSquare)
            m_game.claimHandStone();
        else
            m_game.claim(decision.square);
        m_game.setTimeLeft(m_game.history().size() - 1, clockReading());
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
    syncClock();
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

// ---- clocks -----------------------------------------------------------------

GameClock::Times GameController::recordedTimes(std::size_t ply) const
{
    return GameClock::recordedTimes(m_game, m_setup.timeControl, ply);
}

// Undo, redo and playing on from an earlier point give the players the time
// they had there.
void GameController::restoreClock()
{
    if (m_clock->enabled())
        m_clock->setTimes(recordedTimes(m_game.history().size()));
}

// The side to move's clock runs while the game goes on and nobody looks back.
void GameController::syncClock()
{
    const bool runs = !m_game.result().isOver() && !m_review.reviewing() && !m_paused;
    m_clock->run(runs ? std::optional(m_game.sideToMove()) : std::nullopt);
}

void GameController::timeForfeit(Side side)
{
    if (m_game.result().isOver() || m_review.reviewing())
        return;
    cancelTurn();
    m_game.loseOnTime(side);
    settle();
}

} // namespace draughts::app
