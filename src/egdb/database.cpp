#include <draughts/egdb/database.hpp>

#include <draughts/egdb/table.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <random>

namespace draughts::egdb {

// One slice's table, read by the first probe that needs it.
struct Database::Loaded {
    std::once_flag once;
    std::atomic<bool> tried{false}; // set once the reading is over
    bool usable = false;
    Table table;
    std::string problem;
};

Database::Database(core::Variant variant, std::filesystem::path folder)
    : m_folder(std::move(folder)), m_layout(variant, MaxPieces),
      m_loaded(std::make_unique<Loaded[]>(2 * m_layout.slices().size()))
{}

Database::~Database() = default;

const Database::Loaded& Database::loaded(int slice, Packing packing) const
{
    const std::size_t plies = packing == Packing::Plies ? m_layout.slices().size() : 0;
    Loaded& entry = m_loaded[plies + static_cast<std::size_t>(slice)];
    std::call_once(entry.once, [&] {
        const Slice& s = m_layout.slices()[static_cast<std::size_t>(slice)];
        const std::filesystem::path path = m_folder / tableFileName(variant(), s.name, packing);
        std::error_code error;
        // A table not built is no problem to report.
        if (std::filesystem::exists(path, error)) {
            try {
                entry.table = readTable(path, {std::string(core::variantId(variant())), rulesSignature(variant()),
                                               s.name, s.size, packing});
                entry.usable = true;
            } catch (const TableFileError& e) {
                entry.problem = e.what();
            }
        }
        entry.tried.store(true, std::memory_order_release);
    });
    return entry;
}

std::optional<Wdl> endOfGame(const core::Position& position)
{
    auto hasPieces = [&](core::Side side) {
        return position.pieces(side) != 0 || position.hand[static_cast<std::size_t>(side)] != 0;
    };
    if (!hasPieces(core::opposite(position.sideToMove)))
        return Wdl::Win;
    if (!hasPieces(position.sideToMove))
        return Wdl::Loss;
    return std::nullopt;
}

std::optional<Wdl> Database::probe(const core::Position& position) const
{
    if (const auto ended = endOfGame(position))
        return ended;
    const auto location = m_layout.locate(position);
    if (!location)
        return std::nullopt;
    return probe(*location);
}

std::optional<Wdl> Database::probe(const Location& location) const
{
    const Loaded& entry = loaded(location.slice, Packing::Values);
    if (!entry.usable)
        return std::nullopt;
    return entry.table.at(location.index);
}

std::optional<int> Database::pliesToEnd(const core::Position& position) const
{
    if (endOfGame(position))
        return 0;
    const auto location = m_layout.locate(position);
    const auto value = location ? probe(*location) : std::nullopt;
    if (!value || *value == Wdl::Draw)
        return std::nullopt;
    const Loaded& entry = loaded(location->slice, Packing::Plies);
    if (!entry.usable)
        return std::nullopt;
    return entry.table.plies(location->index);
}

int Database::completePieces() const
{
    int complete = 0;
    for (int pieces = 2; pieces <= MaxPieces; ++pieces) {
        for (const Slice& slice : m_layout.slices()) {
            std::error_code error;
            if (slice.pieces == pieces &&
                !std::filesystem::exists(m_folder / tableFileName(variant(), slice.name), error))
                return complete;
        }
        complete = pieces;
    }
    return complete;
}

std::vector<std::string> Database::problems() const
{
    std::vector<std::string> found;
    for (std::size_t i = 0; i < 2 * m_layout.slices().size(); ++i) {
        const Loaded& entry = m_loaded[i];
        // Only tables probed already: asking must not read them all.
        if (entry.tried.load(std::memory_order_acquire) && !entry.problem.empty())
            found.push_back(entry.problem);
    }
    return found;
}

std::optional<Wdl> valueByMoves(const Database& database, const core::Position& position)
{
    core::MoveList moves;
    rules::generateMoves(database.variant(), position, moves);
    Wdl best = Wdl::Loss;
    for (const core::Move& move : moves) {
        const core::Position next = rules::afterMove(database.variant(), position, move);
        const auto value = database.probe(next);
        if (!value)
            return std::nullopt;
        best = std::max(best, next.sideToMove == position.sideToMove ? *value : flipped(*value));
    }
    return best;
}

SliceCheck checkSlice(const Database& database, int slice, std::uint64_t samples, std::uint64_t seed)
{
    const Layout& layout = database.layout();
    const Slice& s = layout.slices().at(static_cast<std::size_t>(slice));
    std::mt19937_64 random(seed);
    std::uniform_int_distribution<std::uint64_t> number(0, s.size - 1);
    SliceCheck check;
    for (std::uint64_t i = 0; i < samples; ++i) {
        const Location location{slice, number(random)};
        const auto position = layout.positionAt(location);
        if (!position)
            continue;
        const auto value = database.probe(location);
        const auto byMoves = value ? valueByMoves(database, *position) : std::nullopt;
        if (!byMoves) {
            const auto problems = database.problems();
            throw TableFileError(problems.empty() ? "slice " + s.name + ": a position or one of its moves is " +
                                                        "outside the tables of " + database.folder().string()
                                                  : problems.front());
        }
        ++check.byValue[static_cast<std::size_t>(*value)];
        if (*value != *byMoves)
            check.disagreeing.push_back({*position, *value, *byMoves});
    }
    return check;
}

} // namespace draughts::egdb
