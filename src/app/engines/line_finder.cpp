#include "engines/line_finder.hpp"

#include <draughts/engine/action_choice.hpp>

namespace draughts::app {

namespace {

// Its table is as small as the hint's: it thinks beside the game.
constexpr std::size_t thinkAlongHashMegabytes = 16;

} // namespace

LineFinder::LineFinder(QObject* parent) : QObject(parent) { qRegisterMetaType<std::vector<engine::SearchLine>>(); }

void LineFinder::start(const game::Game& game, int lines)
{
    const core::Position position = game.position();
    m_task.start(
        [this, variant = game.variant(), position, lines, earlier = engine::earlierPositions(game),
         gameRules = engine::gameRulesOf(game), threads = m_threads,
         tables = tablesFor(m_tables, game)](const engine::TaskRun& run) {
            if (!m_engine || m_engine->variant() != variant) {
                engine::EngineConfig config;
                config.hashMegabytes = thinkAlongHashMegabytes;
                m_engine = std::make_unique<engine::Engine>(variant, config);
            }
            m_engine->setThreads(static_cast<std::size_t>(threads));
            m_engine->setEndgameTables(tables);
            engine::SearchLimits limits; // no depth, nodes or time: until stopped
            limits.lines = lines;
            limits.stopEarly = false;
            limits.stop = &run.stopFlag();
            return m_engine->search(
                position, limits,
                [this, &run, position](const engine::SearchInfo& info) {
                    run.report([this, lines = info.lines, position] { emit linesFound(lines, position); });
                },
                earlier, gameRules);
        },
        [](const engine::SearchResult&) {});
}

void LineFinder::stop() { m_task.cancel(); }

} // namespace draughts::app
