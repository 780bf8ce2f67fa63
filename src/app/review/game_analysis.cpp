#include "review/game_analysis.hpp"

#include "controller/game_controller.hpp"

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
    m_moves.clear();
    m_places.clear();
    const auto& history = m_controller.game().history();
    for (std::size_t i = 0; i < history.size(); ++i)
        if (history[i].action.kind == game::Action::Kind::Move) {
            m_moves.push_back(engine::PlayedMove{history[i].before, history[i].action.move});
            m_places.push_back(i + 1);
        }
    m_length = history.size();
    m_variant = m_controller.game().variant();
    m_judged.clear();
    m_total = m_moves.size();
    m_progress = 0;
    m_cancelled = false;
    if (m_moves.empty()) {
        emit changed();
        emit finished();
        return;
    }
    // The worker reads only its own copies and a new Engine of its own.
    m_task.start(
        [this, variant = m_variant, moves = m_moves, limits = m_limits](const engine::TaskRun& run) {
            engine::SearchLimits own = limits;
            own.stop = &run.stopFlag();
            const engine::AnalysisProgress progress = [this, &run](std::size_t done, std::size_t total) {
                run.report([this, done, total] {
                    m_progress = done;
                    emit progressed(done, total);
                });
            };
            engine::Engine engine(variant);
            return engine::analyseGame(engine, moves, own, {}, progress);
        },
        [this](const Result& result) { take(result); });
    emit changed();
    emit started();
}

void GameAnalysis::take(const Result& result)
{
    m_cancelled = result.size() < m_moves.size();
    m_judged.clear();
    const std::size_t kept = std::min(result.size(), stillPlayed());
    for (std::size_t i = 0; i < kept; ++i)
        m_judged.push_back(Judged{m_places[i], m_moves[i], result[i]});
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
    const std::size_t still = stillPlayed();
    if (running()) {
        // A move played, dropped or taken back: what the worker judges is no longer the game.
        if (still < m_moves.size() || m_controller.game().history().size() != m_length)
            cancel();
        return;
    }
    if (still >= m_judged.size())
        return;
    m_judged.resize(still);
    emit changed();
}

std::size_t GameAnalysis::stillPlayed() const
{
    const auto& history = m_controller.game().history();
    std::size_t i = 0;
    for (; i < m_moves.size(); ++i) {
        const std::size_t at = m_places[i] - 1;
        if (at >= history.size() || history[at].action.kind != game::Action::Kind::Move ||
            !(history[at].action.move == m_moves[i].move) || !(history[at].before == m_moves[i].before))
            break;
    }
    return i;
}

} // namespace draughts::app
