#include "review/game_analysis.hpp"

#include "controller/game_controller.hpp"

#include <draughts/engine/action_choice.hpp>
#include <draughts/engine/level.hpp>

#include <algorithm>
#include <utility>

namespace draughts::app {

engine::Score GameAnalysis::Judged::whiteAfter() const
{
    return played.before.sideToMove == core::Side::White ? analysis.played : -analysis.played;
}

engine::SearchLimits GameAnalysis::defaultLimits()
{
    return engine::levelLimits(engine::levelSettings(engine::StrongestLevel), 0, DefaultTimePerSearch);
}

GameAnalysis::GameAnalysis(const GameController& controller, QObject* parent)
    : QObject(parent), m_controller(controller)
{
    connect(&controller, &GameController::gameStarted, this, &GameAnalysis::clear);
    connect(&controller, &GameController::stateChanged, this, &GameAnalysis::followGame);
}

const GameAnalysis::Judged* GameAnalysis::at(std::size_t place) const
{
    for (const Judged& judged : m_judged)
        if (judged.place == place)
            return &judged;
    return nullptr;
}

void GameAnalysis::start()
{
    m_task.cancel();
    const game::Game& game = m_controller.game();
    m_moves = engine::playedMoves(game);
    m_places.clear();
    const auto& history = game.history();
    for (std::size_t i = 0; i < history.size(); ++i)
        if (history[i].action.kind == game::Action::Kind::Move)
            m_places.push_back(i + 1);
    m_length = history.size();
    m_variant = game.variant();
    m_total = m_moves.size();
    m_progress = 0;
    m_cancelled = false;
    if (m_moves.empty()) {
        m_judged.clear();
        emit changed();
        emit finished();
        return;
    }
    // The worker reads only its own copies and a new Engine of its own.
    m_task.start(
        [this, variant = m_variant, moves = m_moves, limits = m_limits, threads = m_threads,
         tables = tablesFor(m_tables, game)](const engine::TaskRun& run) {
            engine::SearchLimits own = limits;
            own.stop = &run.stopFlag();
            const engine::AnalysisProgress progress = [this, &run](std::size_t done, std::size_t total) {
                run.report([this, done, total] {
                    m_progress = done;
                    emit progressed(done, total);
                });
            };
            engine::EngineConfig config;
            config.threads = static_cast<std::size_t>(threads);
            config.endgameTables = tables;
            engine::Engine engine(variant, config);
            return engine::analyseGame(engine, moves, own, {}, progress);
        },
        [this](const Result& result) { take(result); });
    // The earlier judgements stay on show until these replace them.
    emit started();
}

void GameAnalysis::take(const Result& result)
{
    m_cancelled = result.size() < m_moves.size();
    const std::size_t kept = std::min(result.size(), stillPlayed());
    m_progress = kept;
    std::vector<Judged> judged;
    for (std::size_t i = 0; i < kept; ++i)
        judged.push_back(Judged{m_places[i], m_moves[i], result[i]});
    // A cancelled run leaves the earlier verdicts on the moves it did not reach.
    const std::size_t reached = kept == 0 ? 0 : m_places[kept - 1];
    for (const Judged& earlier : m_judged)
        if (earlier.place > reached && inGame(earlier.place, earlier.played))
            judged.push_back(earlier);
    m_judged = std::move(judged);
    emit changed();
    emit finished();
}

void GameAnalysis::cancel()
{
    if (running())
        m_task.stop(); // analyseGame returns the moves judged so far
}

void GameAnalysis::clear()
{
    const bool wasRunning = running();
    m_task.cancel(); // what the stopped search still reports is dropped
    m_cancelled = false;
    m_total = 0;
    m_progress = 0;
    m_moves.clear();
    m_places.clear();
    m_judged.clear();
    emit changed();
    if (wasRunning)
        emit finished();
}

void GameAnalysis::followGame()
{
    // A move played, dropped or taken back: what the worker judges is no longer the game.
    if (running() && (stillPlayed() < m_moves.size() || m_controller.game().history().size() != m_length))
        cancel();
    const auto gone = std::erase_if(m_judged, [this](const Judged& j) { return !inGame(j.place, j.played); });
    if (gone > 0)
        emit changed();
}

bool GameAnalysis::inGame(std::size_t place, const engine::PlayedMove& played) const
{
    const auto& history = m_controller.game().history();
    if (place == 0 || place > history.size())
        return false;
    const game::HistoryEntry& entry = history[place - 1];
    return entry.action.kind == game::Action::Kind::Move && entry.action.move == played.move &&
           entry.before == played.before;
}

std::size_t GameAnalysis::stillPlayed() const
{
    std::size_t i = 0;
    while (i < m_moves.size() && inGame(m_places[i], m_moves[i]))
        ++i;
    return i;
}

} // namespace draughts::app
