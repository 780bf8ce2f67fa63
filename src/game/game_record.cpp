#include <draughts/game/game_record.hpp>

#include <draughts/rules/facts.hpp>

#include <cassert>

namespace draughts::game {

GameRecord::GameRecord(Variant variant, MissedCaptureRule rule)
    : m_variant(variant), m_rule(rule), m_start(rules::startPosition(variant)), m_end(m_start)
{}

GameRecord::GameRecord(const Game& game)
    : m_variant(game.variant()), m_rule(game.missedCaptureRule()), m_ruleSet(game.ruleSet()),
      m_start(game.startPosition()), m_countedDrawsEnforced(game.countedDrawsEnforced()), m_end(game.position()),
      m_result(game.result())
{
    m_actions.reserve(game.history().size());
    for (const HistoryEntry& entry : game.history())
        m_actions.push_back(entry.action);
}

Game GameRecord::replay() const
{
    Game game =
        m_ruleSet == rules::RuleSet::Original ? Game(m_variant, m_start, m_rule) : Game(m_variant, m_ruleSet, m_start);
    if (!m_countedDrawsEnforced)
        game.setCountedDrawsEnforced(false);
    for (const Action& action : m_actions) {
        const bool done = action.kind == Action::Kind::Move ? game.play(action.move) : game.claim(action.claimed);
        assert(done && "a record holds only actions its game accepted");
        (void)done;
    }
    // A resignation, a fallen flag or an agreed draw is not the rules' word.
    const Side loser = m_result.outcome == Outcome::WhiteWins ? Side::Black : Side::White;
    if (m_result.reason == EndReason::Resignation)
        game.resign(loser);
    else if (m_result.reason == EndReason::TimeForfeit)
        game.loseOnTime(loser);
    else if (m_result.reason == EndReason::Agreement)
        game.agreeDraw();
    return game;
}

} // namespace draughts::game
