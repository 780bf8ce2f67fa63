#include <draughts/engine/search.hpp>

#include "searcher_base.hpp"

#include <draughts/rules/international_fmjd.hpp>
#include <draughts/rules/policies.hpp>

namespace draughts::engine {

Engine::Engine(core::Variant variant, EngineConfig config)
    : m_variant(variant), m_config(config),
      m_searcher(rules::withPolicy(variant, [&](auto policy) { return detail::makeSearcher<decltype(policy)>(config); }))
{
}

Engine::~Engine() = default;
Engine::Engine(Engine&&) noexcept = default;
Engine& Engine::operator=(Engine&&) noexcept = default;

SearchResult Engine::search(const core::Position& position, const SearchLimits& limits,
                            const InfoCallback& onIteration, std::span<const core::Position> earlier,
                            const GameRules& gameRules)
{
    if (gameRules.ruleSet != rules::RuleSet::Fmjd || !rules::offersRuleSet(m_variant, rules::RuleSet::Fmjd))
        return m_searcher->search(position, limits, onIteration, earlier, gameRules.fmjd);
    if (!m_fmjdSearcher) {
        // The endgame tables hold the original rules' values, which the
        // FMJD's move limits change (docs/engine.md, "The FMJD's rules").
        EngineConfig fmjd = m_config;
        fmjd.endgameTables = nullptr;
        m_fmjdSearcher = detail::makeSearcher<rules::InternationalFmjd>(fmjd);
    }
    return m_fmjdSearcher->search(position, limits, onIteration, earlier, gameRules.fmjd);
}

void Engine::newGame()
{
    m_searcher->newGame();
    if (m_fmjdSearcher)
        m_fmjdSearcher->newGame();
}

Score Engine::evaluate(const core::Position& position) const { return m_searcher->evaluate(position); }

} // namespace draughts::engine
