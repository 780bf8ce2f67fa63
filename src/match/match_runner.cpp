#include <draughts/match/match_runner.hpp>

#include <draughts/match/openings.hpp>

#include <atomic>
#include <exception>
#include <mutex>
#include <thread>

namespace draughts::match {

double GameReport::firstPoints() const
{
    const game::Outcome outcome = played.game.result().outcome;
    if (outcome == game::Outcome::Draw)
        return 0.5;
    const bool whiteWon = outcome == game::Outcome::WhiteWins;
    return whiteWon == firstIsWhite ? 1.0 : 0.0;
}

namespace {

// What the threads of one match share.
class MatchState {
public:
    MatchState(const MatchSettings& settings, const PlayerMaker& makePlayer, const GameListener& onGame)
        : m_settings(settings), m_makePlayer(makePlayer), m_onGame(onGame)
    {
    }

    void work()
    {
        std::unique_ptr<Player> players[2];
        try {
            for (int number = m_next++; number < m_settings.games && !m_stop.load(); number = m_next++) {
                for (int which = 0; which < 2; ++which)
                    if (!players[which])
                        players[which] = m_makePlayer(which);
                GameReport report = play(number, *players[0], *players[1]);
                if (report.played.end == GameEnd::Abandoned)
                    break;
                if (report.played.end == GameEnd::PlayerFailed) {
                    const bool firstFailed = (report.played.failedSide == core::Side::White) == report.firstIsWhite;
                    players[firstFailed ? 0 : 1].reset();
                }
                const std::lock_guard lock(m_mutex);
                if (!m_stop.load() && !m_onGame(report))
                    m_stop = true;
            }
        } catch (...) {
            const std::lock_guard lock(m_mutex);
            if (!m_error)
                m_error = std::current_exception();
            m_stop = true;
        }
    }

    void rethrow() const
    {
        if (m_error)
            std::rethrow_exception(m_error);
    }

private:
    GameReport play(int number, Player& first, Player& second)
    {
        const int pair = number / 2;
        const Opening opening = m_settings.openings.empty()
                                    ? randomOpening(m_settings.variant, m_settings.ruleSet, m_settings.seed, pair)
                                    : m_settings.openings[static_cast<std::size_t>(pair) % m_settings.openings.size()];
        GameReport report{number, number % 2 == 0, PlayedGame(gameFrom(m_settings.variant, m_settings.ruleSet, opening))};
        Player& white = report.firstIsWhite ? first : second;
        Player& black = report.firstIsWhite ? second : first;
        const std::uint64_t seed = m_settings.seed * 1000003 + static_cast<std::uint64_t>(number) * 1009;
        report.played = playGame(std::move(report.played.game), white, black, m_settings.limit,
                                 m_settings.adjudication, seed, m_stop);
        return report;
    }

    const MatchSettings& m_settings;
    const PlayerMaker& m_makePlayer;
    const GameListener& m_onGame;
    std::atomic<int> m_next{0};
    std::atomic<bool> m_stop{false};
    std::mutex m_mutex;
    std::exception_ptr m_error;
};

} // namespace

void runMatch(const MatchSettings& settings, const PlayerMaker& makePlayer, const GameListener& onGame)
{
    MatchState state(settings, makePlayer, onGame);
    std::vector<std::thread> threads;
    const int count = std::max(1, std::min(settings.concurrency, settings.games));
    for (int i = 1; i < count; ++i)
        threads.emplace_back([&state] { state.work(); });
    state.work();
    for (std::thread& thread : threads)
        thread.join();
    state.rethrow();
}

} // namespace draughts::match
