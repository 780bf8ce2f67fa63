#include <draughts/engine/training/self_play.hpp>

#include <draughts/game/game.hpp>

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <random>
#include <thread>

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
    case game::Outcome::WhiteWins:
        return 2;
    case game::Outcome::BlackWins:
        return 0;
    default:
        return 1;
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
    while (!game.result().isOver()) {
        const int ply = static_cast<int>(game.history().size());
        if (ply >= static_cast<int>(MaxPlies) || timesSeen(earlier, game.position()) + 1 >= Repetitions) {
            game.agreeDraw();
            break;
        }
        if (isQuiet(game)) {
            played.samples.push_back(Sample{game.position(), 1, number});
            samplePlies.push_back(ply);
        }
        core::Move move;
        if (ply < opening) {
            const core::MoveList& legal = game.legalMoves();
            move = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)];
        } else {
            SearchLimits limits;
            limits.depth = settings.depth;
            limits.nodes = settings.nodes;
            if (ply < opening + settings.noisyPlies) {
                limits.randomness = settings.noise;
                limits.seed = random();
            }
            move = engine.search(game.position(), limits, {}, earlier).bestMove;
        }
        earlier.push_back(game.position());
        if (!game.play(move))
            throw std::logic_error("self-play: the engine chose a move the game refused");
    }
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
    std::atomic<int> next{0};
    std::mutex handing;
    std::exception_ptr failure;
    auto worker = [&] {
        try {
            Engine engine(settings.variant, settings.engine);
            for (int i = next++; i < settings.games; i = next++) {
                const auto number = static_cast<std::uint32_t>(settings.firstGame + static_cast<std::uint64_t>(i));
                const SelfPlayGame game = playSelfPlayGame(settings, engine, number);
                const std::lock_guard lock(handing);
                if (failure)
                    return;
                done(game);
            }
        } catch (...) {
            const std::lock_guard lock(handing);
            if (!failure)
                failure = std::current_exception();
            next = settings.games;
        }
    };
    const int threads = std::clamp(settings.threads, 1, std::max(1, settings.games));
    std::vector<std::thread> helpers;
    for (int t = 1; t < threads; ++t)
        helpers.emplace_back(worker);
    worker();
    for (std::thread& helper : helpers)
        helper.join();
    if (failure)
        std::rethrow_exception(failure);
}

} // namespace draughts::engine::training
