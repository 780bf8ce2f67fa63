#include <draughts/engine/training/self_play.hpp>

#include <draughts/game/game.hpp>
#include <draughts/game/play_out.hpp>
#include <draughts/support/parallel_for.hpp>

#include <algorithm>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <stdexcept>

namespace draughts::engine::training {

namespace {

// As draughts-cli match: a game without a draw counter that reaches this
// many plies, or whose position comes back a third time, is drawn.
constexpr std::size_t MaxPlies = 400;
constexpr int Repetitions = 3;

// Captures and placements are never scored by the evaluation (the search
// goes on through them), so positions with one due teach it nothing.
bool isQuiet(const game::Game& game)
{
    const core::MoveList& legal = game.legalMoves();
    return !legal.empty() && !legal[0].isCapture() && legal[0].kind != core::MoveKind::Placement;
}

std::uint8_t resultOf(const game::Result& result)
{
    switch (result.outcome) {
    case game::Outcome::WhiteWins: return 2;
    case game::Outcome::BlackWins: return 0;
    default: return 1;
    }
}

int timesSeen(const std::vector<core::Position>& earlier, const core::Position& p)
{
    return static_cast<int>(std::count(earlier.begin(), earlier.end(), p));
}

} // namespace

SelfPlayGame playSelfPlayGame(const SelfPlaySettings& settings, Engine& engine, std::uint32_t number)
{
    std::mt19937_64 random(settings.seed * 0x9E3779B97F4A7C15ULL + number);
    game::Game game = settings.starts.empty()
                          ? game::Game(settings.variant, game::MissedCaptureRule::Compulsory)
                          : game::Game(settings.variant, settings.starts[number % settings.starts.size()],
                                       game::MissedCaptureRule::Compulsory);
    std::uniform_int_distribution<int> randomPlies(settings.randomPliesMin,
                                                   std::max(settings.randomPliesMin, settings.randomPliesMax));
    const int opening = randomPlies(random);
    engine.newGame();
    SelfPlayGame played;
    played.number = number;
    std::vector<core::Position> earlier;
    std::vector<int> samplePlies; // the ply of each sample
    game::PlayOutLimits limits;
    limits.maxPlies = MaxPlies;
    limits.repeated = [&](const game::Game& g) { return timesSeen(earlier, g.position()) + 1 >= Repetitions; };
    const auto choose = [&](const game::Game& g) -> std::optional<core::Move> {
        const int ply = static_cast<int>(g.history().size());
        if (isQuiet(g)) {
            played.samples.push_back(Sample{g.position(), 1, number});
            samplePlies.push_back(ply);
        }
        core::Move move;
        if (ply < opening) {
            const core::MoveList& legal = g.legalMoves();
            move = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)];
        } else {
            SearchLimits search;
            search.depth = settings.depth;
            search.nodes = settings.nodes;
            if (ply < opening + settings.noisyPlies) {
                search.randomness = settings.noise;
                search.seed = random();
            }
            move = engine.search(g.position(), search, {}, earlier).bestMove;
        }
        earlier.push_back(g.position());
        return move;
    };
    if (game::playOut(game, limits, choose) == game::PlayOutEnd::Refused)
        throw std::logic_error("self-play: the engine chose a move the game refused");
    played.result = resultOf(game.result());
    played.plies = static_cast<int>(game.history().size());
    for (std::size_t i = 0; i < played.samples.size(); ++i) {
        played.samples[i].result = played.result;
        played.samples[i].pliesToEnd = static_cast<std::uint16_t>(played.plies - samplePlies[i]);
    }
    return played;
}

void playSelfPlay(const SelfPlaySettings& settings, const std::function<void(const SelfPlayGame&)>& done)
{
    if (settings.games <= 0)
        return;
    // Each thread plays with an engine of its own, made on its first game.
    std::vector<std::unique_ptr<Engine>> engines(static_cast<std::size_t>(std::max(1, settings.threads)));
    std::mutex handing;
    bool failed = false; // once a game has failed, no other is handed over; guarded by handing
    support::parallelFor(static_cast<std::size_t>(settings.games), settings.threads, [&](std::size_t i, int worker) {
        try {
            std::unique_ptr<Engine>& engine = engines[static_cast<std::size_t>(worker)];
            if (!engine)
                engine = std::make_unique<Engine>(settings.variant, settings.engine);
            const auto number = static_cast<std::uint32_t>(settings.firstGame + i);
            const SelfPlayGame game = playSelfPlayGame(settings, *engine, number);
            const std::lock_guard lock(handing);
            if (!failed)
                done(game);
        } catch (...) {
            const std::lock_guard lock(handing);
            failed = true;
            throw;
        }
    });
}

} // namespace draughts::engine::training
