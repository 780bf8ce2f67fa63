#include <draughts/match/match_runner.hpp>

#include <draughts/match/openings.hpp>
#include <draughts/support/parallel_for.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

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
    {}

    // Plays the games, each thread with players of its own (made on its
    // first game, and again after one failed).
    void run()
    {
        if (m_settings.games <= 0)
            return;
        const int threads = std::max(1, std::min(m_settings.concurrency, m_settings.games));
        std::vector<std::array<std::unique_ptr<Player>, 2>> players(static_cast<std::size_t>(threads));
        support::parallelFor(
            static_cast<std::size_t>(m_settings.games), threads,
            [&](std::size_t number, int worker) {
                try {
                    playOne(static_cast<int>(number), players[static_cast<std::size_t>(worker)]);
                } catch (...) {
                    m_stop = true; // the games other threads play are abandoned
                    throw;
                }
            },
            &m_stop);
    }

private:
    void playOne(int number, std::array<std::unique_ptr<Player>, 2>& players)
    {
        for (int which = 0; which < 2; ++which)
            if (!players[static_cast<std::size_t>(which)])
                players[static_cast<std::size_t>(which)] = m_makePlayer(which);
        GameReport report = play(number, *players[0], *players[1]);
        if (report.played.end == GameEnd::Abandoned)
            return; // stopped: counts for nobody
        if (report.played.end == GameEnd::PlayerFailed) {
            const bool firstFailed = (report.played.failedSide == core::Side::White) == report.firstIsWhite;
            players[firstFailed ? 0 : 1].reset();
        }
        const std::lock_guard lock(m_mutex);
        if (!m_stop.load() && !m_onGame(report))
            m_stop = true;
    }

    GameReport play(int number, Player& first, Player& second)
    {
        const int pair = number / 2;
        const Opening opening = m_settings.openings.empty()
                                    ? randomOpening(m_settings.variant, m_settings.ruleSet, m_settings.seed, pair)
                                    : m_settings.openings[static_cast<std::size_t>(pair) % m_settings.openings.size()];
        GameReport report{number, number % 2 == 0,
                          PlayedGame(gameFrom(m_settings.variant, m_settings.ruleSet, opening))};
        Player& white = report.firstIsWhite ? first : second;
        Player& black = report.firstIsWhite ? second : first;
        const std::uint64_t seed = m_settings.seed * 1000003 + static_cast<std::uint64_t>(number) * 1009;
        report.played = playGame(std::move(report.played.game), white, black, m_settings.limit, m_settings.adjudication,
                                 seed, m_stop);
        return report;
    }

    const MatchSettings& m_settings;
    const PlayerMaker& m_makePlayer;
    const GameListener& m_onGame;
    std::atomic<int> m_next{0};
    std::atomic<bool> m_stop{false};
    std::mutex m_mutex;
};

} // namespace

void runMatch(const MatchSettings& settings, const PlayerMaker& makePlayer, const GameListener& onGame)
{
    MatchState(settings, makePlayer, onGame).run();
}

} // namespace draughts::match
