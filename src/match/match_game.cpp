#include <draughts/match/match_game.hpp>

#include <draughts/engine/search.hpp>
#include <draughts/game/play_out.hpp>
#include <draughts/notation/fen.hpp>

#include <algorithm>
#include <map>
#include <optional>
#include <utility>

namespace draughts::match {

using Clock = std::chrono::steady_clock;

void MoveTimes::add(Duration took, bool hadChoice, bool searchedThrough, std::chrono::milliseconds moveTime,
                    std::uint64_t nodesSearched)
{
    ++moves;
    total += took;
    if (hadChoice) {
        ++movesWithChoice;
        totalWithChoice += took;
        if (!searchedThrough) {
            ++movesUnfinished;
            totalUnfinished += took;
        }
    }
    longest = std::max(longest, took);
    if (moveTime.count() > 0)
        overshoot = std::max(overshoot, took - Duration(moveTime));
    nodes += nodesSearched;
}

void MoveTimes::add(const MoveTimes& other)
{
    moves += other.moves;
    movesWithChoice += other.movesWithChoice;
    movesUnfinished += other.movesUnfinished;
    total += other.total;
    totalWithChoice += other.totalWithChoice;
    totalUnfinished += other.totalUnfinished;
    longest = std::max(longest, other.longest);
    overshoot = std::max(overshoot, other.overshoot);
    nodes += other.nodes;
}

PlayedGame playGame(game::Game game, Player& white, Player& black, const MoveLimit& limit,
                    const Adjudication& adjudication, std::uint64_t seed, const std::atomic<bool>& stop)
{
    PlayedGame played(std::move(game));
    game::Game& g = played.game;
    std::map<std::string, int> seen;
    auto occurrences = [&] { return ++seen[notation::writeFen(g.variant(), g.position())]; };
    occurrences();
    for (Player* player : {&white, &black}) {
        try {
            player->newGame();
        } catch (const PlayerFailure& failure) {
            played.end = GameEnd::PlayerFailed;
            played.failure = failure.what();
            played.failedSide = player == &white ? core::Side::White : core::Side::Black;
            g.resign(played.failedSide);
            return played;
        }
    }
    game::PlayOutLimits limits;
    limits.maxPlies = adjudication.maxPlies;
    limits.stop = &stop;
    // Each position reached is counted once (the start above, before the
    // players were told of the game, and never adjudicated itself).
    bool atStart = true;
    limits.repeated = [&](const game::Game&) {
        return !std::exchange(atStart, false) && occurrences() >= adjudication.repetitions;
    };
    bool abandoned = false;
    const auto choose = [&](const game::Game&) -> std::optional<core::Move> {
        const core::Side side = g.sideToMove();
        Player& player = side == core::Side::White ? white : black;
        const auto started = Clock::now();
        Choice choice;
        try {
            choice = player.choose(g, limit, ++seed, stop);
        } catch (const PlayerFailure& failure) {
            played.end = GameEnd::PlayerFailed;
            played.failure = failure.what();
            played.failedSide = side;
            return std::nullopt;
        }
        const auto took = Clock::now() - started;
        if (stop.load()) {
            abandoned = true;
            return std::nullopt;
        }
        // A book move is answered at once: like a forced move, it says nothing of the time used.
        const bool hadChoice = g.legalMoves().size() > 1 && !choice.fromBook;
        played.times[static_cast<std::size_t>(side)].add(took, hadChoice, choice.depth >= engine::MaxDepth,
                                                         limit.moveTime, choice.nodes);
        return choice.move;
    };
    switch (game::playOut(g, limits, choose)) {
    case game::PlayOutEnd::Rules: break;
    case game::PlayOutEnd::Repetition: played.end = GameEnd::Repetition; break;
    case game::PlayOutEnd::PlyLimit: played.end = GameEnd::MoveCap; break;
    case game::PlayOutEnd::Stopped: played.end = GameEnd::Abandoned; break;
    case game::PlayOutEnd::NoMove:
        if (abandoned)
            played.end = GameEnd::Abandoned;
        else
            g.resign(played.failedSide); // the player failed
        break;
    case game::PlayOutEnd::Refused:
        // Players check their moves against the legal ones; this is a bug of ours.
        played.end = GameEnd::PlayerFailed;
        played.failure = "a move the game refused";
        played.failedSide = g.sideToMove();
        g.resign(played.failedSide);
        break;
    }
    return played;
}

} // namespace draughts::match
