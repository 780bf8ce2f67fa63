#include <draughts/engine/search.hpp>

#include "searcher_base.hpp"

#include <draughts/rules/policies.hpp>

namespace draughts::engine {

Engine::Engine(core::Variant variant, EngineConfig config)
    : m_variant(variant),
      m_searcher(rules::withPolicy(variant, [&](auto policy) { return detail::makeSearcher<decltype(policy)>(config); }))
{
}

Engine::~Engine() = default;
Engine::Engine(Engine&&) noexcept = default;
Engine& Engine::operator=(Engine&&) noexcept = default;

SearchResult Engine::search(const core::Position& position, const SearchLimits& limits,
                            const InfoCallback& onIteration, std::span<const core::Position> earlier)
{
    return m_searcher->search(position, limits, onIteration, earlier);
}

void Engine::newGame() { m_searcher->newGame(); }

Score Engine::evaluate(const core::Position& position) const { return m_searcher->evaluate(position); }

} // namespace draughts::engine
