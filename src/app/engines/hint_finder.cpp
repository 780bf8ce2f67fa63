#include "engines/hint_finder.hpp"

#include <draughts/engine/action_choice.hpp>
#include <draughts/rules/movegen.hpp>

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
         gameRules = engine::gameRulesOf(game), limits = m_limits, threads = m_threads,
         tables = tablesFor(m_tables, game)](const engine::TaskRun& run) {
            if (!m_engine || m_engine->variant() != variant) {
                engine::EngineConfig config;
                config.hashMegabytes = hintHashMegabytes;
                m_engine = std::make_unique<engine::Engine>(variant, config);
            }
            m_engine->setThreads(static_cast<std::size_t>(threads));
            m_engine->setEndgameTables(tables);
            engine::SearchLimits own = limits;
            own.stop = &run.stopFlag();
            return engine::findHint(*m_engine, position, own, earlier, gameRules);
        },
        [this, position](const engine::Hint& hint) { emit found(hint, position); });
}

std::vector<core::Move> HintFinder::turnOf(core::Variant variant, const core::Position& position,
                                           const engine::SearchResult& best)
{
    std::vector<core::Move> moves{best.bestMove};
    core::Position after = rules::afterMove(variant, position, best.bestMove);
    // The line starts with the best move; a line cut short names only that.
    for (std::size_t i = 1; i < best.pv.size() && after.sideToMove == position.sideToMove; ++i) {
        moves.push_back(best.pv[i]);
        after = rules::afterMove(variant, after, best.pv[i]);
    }
    return moves;
}

} // namespace draughts::app
