#include <draughts/dxp/engine_player.hpp>

#include <draughts/engine/action_choice.hpp>
#include <draughts/engine/level.hpp>
#include <draughts/engine/time_allocation.hpp>

namespace draughts::dxp {

namespace {

engine::EngineConfig configOf(const EnginePlayerSettings& settings)
{
    engine::EngineConfig config;
    config.hashMegabytes = settings.hashMegabytes;
    config.threads = settings.threads;
    return config;
}

} // namespace

EnginePlayer::EnginePlayer(EnginePlayerSettings settings)
    : m_settings(settings), m_engine(core::Variant::International, configOf(settings))
{}

void EnginePlayer::newGame()
{
    m_engine.newGame();
    ++m_games;
}

std::optional<Turn> EnginePlayer::ending(const Session& session) const
{
    // A game the rules ended the session has ended already; what is left
    // to us is the adjudication of a game the rules let go on.
    if (!session.ourTurn())
        return std::nullopt;
    if (std::string why = adjudicate(session.game(), m_settings.adjudication); !why.empty()) {
        Turn turn;
        turn.kind = Turn::Kind::EndGame;
        turn.reason = EndReason::Draw;
        turn.why = "drawn by adjudication: " + why;
        return turn;
    }
    return std::nullopt;
}

engine::SearchLimits EnginePlayer::limits(const Session& session) const
{
    engine::SearchLimits limits;
    // Each game and each ply draws its own book move, so that games differ.
    limits.book = m_settings.book ? engine::levelSettings(engine::StrongestLevel).book : 0;
    limits.seed = m_games * 1'000'003 + session.game().history().size();
    if (m_settings.depth > 0) {
        limits.depth = m_settings.depth;
        return limits;
    }
    if (m_settings.moveTime.count() > 0) {
        limits.time = m_settings.moveTime;
        return limits;
    }
    // The GAMEREQ's time lasts its number of moves; past them, or without
    // one, the rest of the game.
    const Session::TimeUse& used = session.timeUse();
    const int moves = session.request().moves;
    engine::ClockTime clock;
    clock.left = session.request().thinkingTime - used.ours;
    clock.movesToGo = moves > used.ourMoves ? moves - used.ourMoves : 0;
    clock.movesMade = used.ourMoves;
    engine::setMoveTime(limits, engine::allotTime(clock));
    return limits;
}

Turn EnginePlayer::search(const game::Game& game, const engine::SearchLimits& limits)
{
    // The game is one of the FMJD's rules (game_rules.cpp): the engine
    // searches under them, with their counters and repetitions.
    const std::vector<core::Position> earlier = engine::earlierPositions(game);
    Turn turn;
    turn.search = m_engine.search(game.position(), limits, {}, earlier, engine::gameRulesOf(game));
    if (!turn.search.hasMove) {
        turn.kind = Turn::Kind::EndGame;
        turn.reason = EndReason::SenderLoses;
        turn.why = "no legal move";
        return turn;
    }
    turn.move = turn.search.bestMove;
    return turn;
}

Turn EnginePlayer::decide(const Session& session)
{
    if (std::optional<Turn> end = ending(session))
        return *end;
    return search(session.game(), limits(session));
}

Turn EnginePlayer::play(Session& session, const std::function<TimePoint()>& clock)
{
    const Turn turn = decide(session);
    if (turn.kind == Turn::Kind::Move)
        session.sendMove(turn.move, clock());
    else
        session.endGame(turn.reason, clock());
    return turn;
}

} // namespace draughts::dxp
