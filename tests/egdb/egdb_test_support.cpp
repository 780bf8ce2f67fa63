#include "egdb_test_support.hpp"

#include <draughts/egdb/builder.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>

#include <catch2/catch.hpp>

#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

namespace draughts::test {

using core::Bitboard;
using core::Position;
using core::Side;
using egdb::Wdl;

core::Position position(core::Variant variant, std::string_view fen)
{
    const auto parsed = notation::readFen(variant, fen);
    INFO("FEN \"" << fen << "\": " << (parsed ? std::string("read") : parsed.error().message));
    REQUIRE(static_cast<bool>(parsed));
    return *parsed;
}

const std::filesystem::path& builtTables(core::Variant variant, int pieces)
{
    static std::mutex lock;
    static std::map<std::pair<core::Variant, int>, std::unique_ptr<TempFolder>> built;
    const std::lock_guard<std::mutex> guard(lock);
    auto& folder = built[{variant, pieces}];
    if (!folder) {
        folder = std::make_unique<TempFolder>();
        egdb::BuildOptions options;
        options.variant = variant;
        options.pieces = pieces;
        options.folder = folder->path();
        options.threads = 2;
        egdb::buildTables(options);
    }
    return folder->path();
}

namespace {

struct PositionHash {
    std::size_t operator()(const Position& p) const
    {
        std::uint64_t h =
            p.white * 0x9E3779B97F4A7C15ULL ^ p.black * 0xC2B2AE3D27D4EB4FULL ^ p.kings * 0x165667B19E3779F9ULL;
        h ^= static_cast<std::uint64_t>(p.sideToMove) << 1 ^ std::uint64_t{p.barred} << 8 ^
             std::uint64_t{p.placedThisTurn} << 16 ^ std::uint64_t{p.hand[0]} << 20 ^ std::uint64_t{p.hand[1]} << 26;
        for (std::uint8_t count : p.captureCount)
            h = h * 31 + count;
        return static_cast<std::size_t>(h ^ (h >> 29));
    }
};

bool hasPieces(const Position& p, Side side)
{
    return p.pieces(side) != 0 || p.hand[static_cast<std::size_t>(side)] != 0;
}

} // namespace

std::vector<SolvedPosition> solveByBruteForce(core::Variant variant, const std::vector<Position>& roots,
                                              const LeafValue& leafValue)
{
    constexpr std::uint8_t open = 3;
    std::unordered_map<Position, std::uint32_t, PositionHash> ids;
    std::vector<Position> nodes;
    std::vector<std::uint8_t> value; // a Wdl, or open
    std::vector<int> plies;          // to the end; -1 not yet known
    // The children of node i: children[first[i] .. first[i+1]), each with
    // whether the same side moves again there.
    std::vector<std::uint32_t> first{0};
    std::vector<std::pair<std::uint32_t, bool>> children;
    auto intern = [&](Position p) {
        p.quietPlies = 0;
        // try_emplace makes no node for a position met before (most are).
        const auto [it, added] = ids.try_emplace(p, static_cast<std::uint32_t>(nodes.size()));
        if (added) {
            nodes.push_back(p);
            value.push_back(open);
            plies.push_back(-1);
        }
        return it->second;
    };
    for (const Position& root : roots)
        intern(root);
    core::MoveList moves;
    for (std::uint32_t i = 0; i < nodes.size(); ++i) {
        const Position p = nodes[i];
        std::optional<Leaf> known;
        // A side without pieces has lost; so has a side without a legal move.
        if (!hasPieces(p, core::opposite(p.sideToMove)) || !hasPieces(p, p.sideToMove))
            known = Leaf{hasPieces(p, p.sideToMove) ? Wdl::Win : Wdl::Loss, 0};
        else if (leafValue)
            known = leafValue(p);
        if (!known) {
            rules::generateMoves(variant, p, moves);
            if (moves.empty())
                known = Leaf{Wdl::Loss, 0};
        }
        if (known) {
            value[i] = static_cast<std::uint8_t>(known->value);
            plies[i] = known->value == Wdl::Draw ? -1 : known->plies;
            first.push_back(static_cast<std::uint32_t>(children.size()));
            continue;
        }
        for (const core::Move& m : moves) {
            const Position next = rules::afterMove(variant, p, m);
            children.emplace_back(intern(next), next.sideToMove == p.sideToMove);
        }
        first.push_back(static_cast<std::uint32_t>(children.size()));
    }
    // Minimax over the whole graph, repeated until nothing changes: a
    // position wins if a move wins, loses if every move loses; what never
    // gets decided is a draw.
    for (bool changed = true; changed;) {
        changed = false;
        for (std::uint32_t i = 0; i < nodes.size(); ++i) {
            if (value[i] != open)
                continue;
            bool allLose = true;
            for (std::uint32_t k = first[i]; k < first[i + 1] && value[i] == open; ++k) {
                const auto [child, same] = children[k];
                if (value[child] == open || value[child] == static_cast<std::uint8_t>(Wdl::Draw)) {
                    allLose = false;
                    continue;
                }
                const Wdl forUs = same ? static_cast<Wdl>(value[child]) : egdb::flipped(static_cast<Wdl>(value[child]));
                if (forUs == Wdl::Win)
                    value[i] = static_cast<std::uint8_t>(Wdl::Win);
                else
                    allLose = allLose && forUs == Wdl::Loss;
            }
            if (value[i] == open && allLose)
                value[i] = static_cast<std::uint8_t>(Wdl::Loss);
            changed = changed || value[i] != open;
        }
    }
    // Plies to the end, level by level: a win takes one more than its
    // quickest winning move, a loss one more than its longest move.
    // Leaves from tables may be far from the end, so every level up to the
    // longest the tables count (255) is looked at, until every won and
    // lost position has its count.
    auto uncounted = [&](std::uint32_t i) {
        return value[i] != open && value[i] != static_cast<std::uint8_t>(Wdl::Draw) && plies[i] < 0;
    };
    std::size_t left = 0;
    for (std::uint32_t i = 0; i < nodes.size(); ++i)
        left += uncounted(i) ? 1U : 0U;
    for (int level = 1; level <= 256 && left > 0; ++level) {
        for (std::uint32_t i = 0; i < nodes.size(); ++i) {
            if (!uncounted(i))
                continue;
            const bool win = value[i] == static_cast<std::uint8_t>(Wdl::Win);
            int best = win ? 1 << 20 : 0;
            bool all = true;
            for (std::uint32_t k = first[i]; k < first[i + 1]; ++k) {
                const auto [child, same] = children[k];
                const int known = plies[child] >= 0 && plies[child] < level ? plies[child] : -1;
                const bool winning =
                    value[child] != open &&
                    (same ? static_cast<Wdl>(value[child]) : egdb::flipped(static_cast<Wdl>(value[child]))) == Wdl::Win;
                if (win && winning && known >= 0)
                    best = std::min(best, known + 1);
                if (!win) {
                    all = all && known >= 0;
                    best = std::max(best, known + 1);
                }
            }
            if (best == level && (win || all)) {
                plies[i] = level;
                --left;
            }
        }
    }
    std::vector<SolvedPosition> solved;
    solved.reserve(nodes.size());
    for (std::uint32_t i = 0; i < nodes.size(); ++i)
        solved.push_back({nodes[i], value[i] == open ? Wdl::Draw : static_cast<Wdl>(value[i]), plies[i]});
    return solved;
}

std::vector<Position> everyPosition(core::Variant variant, int whiteMen, int whiteKings, int blackMen, int blackKings,
                                    Side sideToMove)
{
    const rules::Facts& facts = rules::facts(variant);
    std::vector<Position> found;
    const std::array<int, 4> counts{whiteMen, whiteKings, blackMen, blackKings};
    std::vector<core::Square> squares;
    core::forEachSquare(facts.squares, [&](core::Square s) { squares.push_back(s); });
    // Places the pieces of group `g` (ascending squares from `from`), then the next group.
    std::function<void(Position&, int, int, std::size_t)> place = [&](Position& p, int g, int left, std::size_t from) {
        if (g == 4) {
            found.push_back(p);
            return;
        }
        if (left == 0) {
            place(p, g + 1, g + 1 < 4 ? counts[static_cast<std::size_t>(g + 1)] : 0, 0);
            return;
        }
        const Side side = g < 2 ? Side::White : Side::Black;
        const bool king = g % 2 == 1;
        for (std::size_t i = from; i < squares.size(); ++i) {
            const core::Square s = squares[i];
            // A man is crowned on its crowning squares; a To the Last Man
            // stone ending on the far row goes to the hand (last-man.md §6.1).
            const Bitboard never =
                facts.promotionSquaresOf(side) | (facts.hasHand ? facts.homeRowOf(core::opposite(side)) : 0);
            if (core::contains(p.occupied(), s) || (!king && core::contains(never, s)))
                continue;
            p.pieces(side) |= core::bitOf(s);
            if (king)
                p.kings |= core::bitOf(s);
            place(p, g, left - 1, i + 1);
            p.pieces(side) &= ~core::bitOf(s);
            p.kings &= ~core::bitOf(s);
        }
    };
    Position p;
    p.sideToMove = sideToMove;
    place(p, 0, counts[0], 0);
    return found;
}

} // namespace draughts::test
