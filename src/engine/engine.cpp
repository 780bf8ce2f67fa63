#include <draughts/engine/engine.hpp>

#include "search/searcher_base.hpp"

#include <draughts/engine/opening_book.hpp>
#include <draughts/rules/international_fmjd.hpp>
#include <draughts/rules/policies.hpp>

#include <algorithm>
#include <optional>
#include <thread>

namespace draughts::engine {

Engine::Engine(core::Variant variant, EngineConfig config)
    : m_variant(variant), m_config(config),
      m_searcher(
          rules::withPolicy(variant, [&](auto policy) { return detail::makeSearcher<decltype(policy)>(config); }))
{
    // A book of another game would hold moves of another board: none then.
    if (m_config.openingBook && !m_config.book)
        m_book = builtInBook(variant);
    else if (m_config.openingBook && m_config.book->variant() == variant)
        m_book = m_config.book.get();
}

namespace {

// The book's answer for `position`, or none: the limits must allow the
// book; a search restricted to some root moves, or of several lines, is an
// analysis.
std::optional<SearchResult> bookAnswer(const OpeningBook* book, const core::Position& position,
                                       const SearchLimits& limits)
{
    if (!book || limits.book <= 0 || !limits.rootMoves.empty() || limits.lines > 1 || !book->find(position) ||
        !playsFromBook(limits.book, limits.seed))
        return std::nullopt;
    const std::optional<BookMove> chosen = book->choose(position, limits.seed);
    if (!chosen)
        return std::nullopt;
    SearchResult result;
    result.hasMove = true;
    result.bestMove = chosen->move;
    result.score = chosen->score;
    result.pv = {chosen->move};
    result.fromBook = true;
    result.lines = {SearchLine{chosen->move, chosen->score, 0, result.pv}};
    return result;
}

} // namespace

Engine::~Engine() = default;
Engine::Engine(Engine&&) noexcept = default;
Engine& Engine::operator=(Engine&&) noexcept = default;

SearchResult Engine::search(const core::Position& position, const SearchLimits& limits, const InfoCallback& onIteration,
                            std::span<const core::Position> earlier, const GameRules& gameRules)
{
    if (std::optional<SearchResult> fromBook = bookAnswer(m_book, position, limits))
        return *fromBook;
    if (usesEndgameTables(m_variant, gameRules))
        return m_searcher->search(position, limits, onIteration, earlier, gameRules.fmjd);
    if (!m_fmjdSearcher) {
        EngineConfig fmjd = m_config;
        fmjd.endgameTables = nullptr;
        m_fmjdSearcher = detail::makeSearcher<rules::InternationalFmjd>(fmjd);
    }
    return m_fmjdSearcher->search(position, limits, onIteration, earlier, gameRules.fmjd);
}

std::size_t availableThreads() { return std::max(1U, std::thread::hardware_concurrency()); }

// The tables hold the original rules' values, which the FMJD's move limits
// change: International under them has a searcher of its own, without tables.
bool usesEndgameTables(core::Variant variant, const GameRules& gameRules)
{
    return gameRules.ruleSet != rules::RuleSet::Fmjd || !rules::offersRuleSet(variant, rules::RuleSet::Fmjd);
}

void Engine::setThreads(std::size_t threads)
{
    m_config.threads = std::max<std::size_t>(threads, 1);
    m_searcher->setThreads(m_config.threads);
    if (m_fmjdSearcher)
        m_fmjdSearcher->setThreads(m_config.threads);
}

void Engine::setEndgameTables(std::shared_ptr<const egdb::Database> tables)
{
    if (tables == m_config.endgameTables)
        return;
    m_config.endgameTables = tables;
    // The FMJD's searcher keeps none (Engine::search).
    m_searcher->setEndgameTables(std::move(tables));
}

void Engine::newGame()
{
    m_searcher->newGame();
    if (m_fmjdSearcher)
        m_fmjdSearcher->newGame();
}

Score Engine::evaluate(const core::Position& position) const { return m_searcher->evaluate(position); }

} // namespace draughts::engine
