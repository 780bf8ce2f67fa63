#include <draughts/engine/book_builder.hpp>

#include <draughts/rules/movegen.hpp>

#include <algorithm>
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
// the moves made so far, and its fading would blur the scores.
std::vector<BookMove> scoredMoves(Engine& engine, const core::Position& position, const SearchLimits& limits)
{
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

} // namespace

OpeningBook buildBook(core::Variant variant, std::span<const core::Position> starts, const BookRecipe& recipe,
                      const BookProgress& progress)
{
    Engine engine(variant);
    OpeningBook book(variant);
    Seen seen;
    std::vector<core::Position> frontier;
    for (core::Position start : starts) {
        start.quietPlies = 0;
        if (firstVisit(seen, start))
            frontier.push_back(start);
    }
    for (int ply = 0; ply < recipe.plies && !frontier.empty(); ++ply) {
        std::vector<core::Position> next;
        for (const core::Position& position : frontier) {
            std::vector<BookMove> moves = scoredMoves(engine, position, recipe.limits);
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
            if (progress)
                progress(book.size(), ply);
        }
        frontier = std::move(next);
    }
    return book;
}

} // namespace draughts::engine
