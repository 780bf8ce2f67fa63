#include <draughts/match/player.hpp>

#include <draughts/engine/action_choice.hpp>
#include <draughts/engine/level.hpp>
#include <draughts/hub/hub_engine.hpp>

namespace draughts::match {

namespace {

engine::EngineConfig configWith(std::size_t threads)
{
    engine::EngineConfig config;
    config.threads = threads;
    return config;
}

// Our engine in this process, at a level.
class LevelPlayer : public Player {
public:
    LevelPlayer(int level, bool book, core::Variant variant, std::size_t threads)
        : m_level(engine::levelSettings(level)), m_engine(variant, configWith(threads))
    {
        if (!book)
            m_level.book = 0;
    }

    void newGame() override { m_engine.newGame(); }

    Choice choose(const game::Game& game, const MoveLimit& limit, std::uint64_t seed,
                  const std::atomic<bool>& stop) override
    {
        engine::SearchLimits limits = engine::levelLimits(m_level, seed, limit.moveTime);
        if (limit.moveTime.count() == 0) {
            limits.time = engine::Milliseconds{0};
            limits.nodes = limit.nodes;
        }
        limits.stop = &stop;
        const engine::ActionChoice decision = engine::decideAction(m_engine, game, limits);
        if (decision.action.kind != game::Action::Kind::Move)
            throw PlayerFailure("level " + std::to_string(m_level.number) + " made a claim in a game without claims");
        return {decision.action.move, decision.search.nodes, decision.search.depth, decision.search.fromBook};
    }

private:
    engine::Level m_level;
    engine::Engine m_engine;
};

// An external engine through the Hub protocol.
class HubPlayer : public Player {
public:
    HubPlayer(const std::string& command, core::Variant variant, const hub::ClientTimeouts& timeouts)
        : m_engine(command, timeouts)
    {
        try {
            m_engine.start();
            m_engine.initialise(variant);
        } catch (const hub::EngineFailure& failure) {
            throw PlayerFailure(failure.what());
        }
    }

    void newGame() override
    {
        try {
            m_engine.newGame();
        } catch (const hub::EngineFailure& failure) {
            throw PlayerFailure(failure.what());
        }
    }

    Choice choose(const game::Game& game, const MoveLimit& limit, std::uint64_t, const std::atomic<bool>&) override
    {
        try {
            const hub::HubEngine::Answer answer = m_engine.move(game, {limit.moveTime, limit.nodes, 0});
            return {answer.move, answer.nodes, answer.depth};
        } catch (const hub::EngineFailure& failure) {
            throw PlayerFailure(failure.what());
        }
    }

private:
    hub::HubEngine m_engine;
};

} // namespace

std::unique_ptr<Player> makePlayer(const PlayerSpec& spec, core::Variant variant, const hub::ClientTimeouts& timeouts)
{
    if (spec.isExternal())
        return std::make_unique<HubPlayer>(spec.command, variant, timeouts);
    return std::make_unique<LevelPlayer>(spec.level, spec.book, variant, spec.threads);
}

} // namespace draughts::match
