#include <draughts/engine/book_builder.hpp>

#include <draughts/rules/movegen.hpp>
#include <draughts/support/parallel_for.hpp>

#include <algorithm>
#include <memory>
#include <set>
#include <tuple>
#include <vector>

namespace draughts::engine {

namespace {

using Seen = std::set<std::tuple<core::Bitboard, core::Bitboard, core::Bitboard, core::Side>>;

bool firstVisit(Seen& seen, const core::Position& position)
{
    return seen.emplace(position.white, position.black, position.kings, position.sideToMove).second;
}

// Every legal move of `position` with its score for the side to move,
// best first. Each position after a move is searched with its draw counter
// at 0, as the book keeps positions: in the opening the counter only counts
// the moves made so far, and its fading would blur the scores. The table
// starts empty, so the scores do not depend on what the engine saw before.
std::vector<BookMove> scoredMoves(Engine& engine, const core::Position& position, const SearchLimits& limits)
{
    engine.newGame();
    core::MoveList legal;
    rules::generateMoves(engine.variant(), position, legal);
    std::vector<BookMove> scored;
    for (const core::Move& m : legal) {
        core::Position after = rules::afterMove(engine.variant(), position, m);
        after.quietPlies = 0;
        const SearchResult reply = engine.search(after, limits);
        const Score score = reply.hasMove ? -reply.score : winIn(1);
        // A found win or loss is stored as far as book scores go.
        scored.push_back(BookMove{m, std::clamp(score, Score{-10000}, Score{10000})});
    }
    sortBestFirst(scored);
    return scored;
}

// The scored moves of every position of `positions`, in their order, made
// by `recipe.threads` workers that each take the next unscored position.
std::vector<std::vector<BookMove>> scoreAll(core::Variant variant, const std::vector<core::Position>& positions,
                                            const BookRecipe& recipe)
{
    std::vector<std::vector<BookMove>> scored(positions.size());
    if (positions.empty())
        return scored;
    // Each thread scores with an engine of its own, made on its first position.
    const std::size_t threads = std::min(std::max<std::size_t>(recipe.threads, 1), positions.size());
    std::vector<std::unique_ptr<Engine>> engines(threads);
    support::parallelFor(positions.size(), static_cast<int>(engines.size()), [&](std::size_t i, int worker) {
        std::unique_ptr<Engine>& engine = engines[static_cast<std::size_t>(worker)];
        if (!engine) {
            EngineConfig config;
            config.openingBook = false;
            engine = std::make_unique<Engine>(variant, config);
        }
        scored[i] = scoredMoves(*engine, positions[i], recipe.limits);
    });
    return scored;
}

} // namespace

OpeningBook buildBook(core::Variant variant, std::span<const core::Position> starts, const BookRecipe& recipe,
                      const BookProgress& progress)
{
    OpeningBook book(variant);
    Seen seen;
    std::vector<core::Position> frontier;
    for (core::Position start : starts) {
        start.quietPlies = 0;
        if (firstVisit(seen, start))
            frontier.push_back(start);
    }
    for (int ply = 0; ply < recipe.plies && !frontier.empty(); ++ply) {
        if (progress)
            progress(book.size(), ply);
        std::vector<core::Position> next;
        std::vector<std::vector<BookMove>> scored = scoreAll(variant, frontier, recipe);
        for (std::size_t i = 0; i < frontier.size(); ++i) {
            const core::Position& position = frontier[i];
            std::vector<BookMove>& moves = scored[i];
            if (moves.empty())
                continue;
            const Score best = moves.front().score;
            std::erase_if(moves, [&](const BookMove& m) { return m.score < best - recipe.margin; });
            if (moves.size() > static_cast<std::size_t>(recipe.width))
                moves.resize(static_cast<std::size_t>(recipe.width));
            for (const BookMove& m : moves) {
                core::Position after = rules::afterMove(variant, position, m.move);
                after.quietPlies = 0;
                if (firstVisit(seen, after))
                    next.push_back(after);
            }
            book.add(position, std::move(moves));
        }
        frontier = std::move(next);
    }
    return book;
}

} // namespace draughts::engine
