#include "engines/hint_finder.hpp"

#include <draughts/engine/action_choice.hpp>

namespace draughts::app {

namespace {

// Each of the two searches (the best move, the best other one) thinks this
// long at most: a hint comes within two seconds.
constexpr engine::Milliseconds hintTime{1000};
// The hint's table is smaller than a player's: it searches now and then.
constexpr std::size_t hintHashMegabytes = 8;

} // namespace

HintFinder::HintFinder(QObject* parent) : QObject(parent) { m_limits.time = hintTime; }

void HintFinder::find(const game::Game& game)
{
    const core::Position position = game.position();
    m_task.start(
        [this, variant = game.variant(), position, earlier = engine::earlierPositions(game),
         gameRules = engine::gameRulesOf(game), limits = m_limits](const engine::TaskRun& run) {
            if (!m_engine || m_engine->variant() != variant) {
                engine::EngineConfig config;
                config.hashMegabytes = hintHashMegabytes;
                m_engine = std::make_unique<engine::Engine>(variant, config);
            }
            engine::SearchLimits own = limits;
            own.stop = &run.stopFlag();
            return engine::findHint(*m_engine, position, own, earlier, gameRules);
        },
        [this, position](const engine::Hint& hint) { emit found(hint, position); });
}

} // namespace draughts::app
