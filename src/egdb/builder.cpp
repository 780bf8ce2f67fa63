#include <draughts/egdb/builder.hpp>

#include "distances.hpp"
#include "solver.hpp"

#include <draughts/egdb/layout.hpp>
#include <draughts/egdb/table.hpp>

#include <chrono>
#include <span>
#include <stdexcept>
#include <vector>

namespace draughts::egdb {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

class Build {
public:
    explicit Build(const BuildOptions& options)
        : m_options(options), m_layout(options.variant, options.pieces), m_tables(m_layout.slices().size()),
          m_plies(m_layout.slices().size())
    {
        for (const Slice& slice : m_layout.slices())
            m_total += slice.size;
    }

    BuildReport run();

private:
    TableHeader headerOf(const Slice& slice, Packing packing) const
    {
        return {std::string(core::variantId(m_options.variant)), rulesSignature(m_options.variant), slice.name,
                slice.size, packing};
    }
    std::filesystem::path pathOf(const Slice& slice, Packing packing) const
    {
        return m_options.folder / tableFileName(m_options.variant, slice.name, packing);
    }
    void tell(BuildProgress progress) const
    {
        if (m_options.progress)
            m_options.progress(progress);
    }
    BuildProgress progressOf(int slice, BuildProgress::Stage stage, double sliceDone) const
    {
        const Slice& s = m_layout.slices()[static_cast<std::size_t>(slice)];
        BuildProgress p;
        p.stage = stage;
        p.slice = s.name;
        p.sliceNumber = slice + 1;
        p.sliceCount = static_cast<int>(m_layout.slices().size());
        p.positions = s.size;
        p.sliceDone = sliceDone;
        p.overallDone = m_total == 0 ? 1.0
                                     : (static_cast<double>(m_done) + sliceDone * static_cast<double>(s.size)) /
                                           static_cast<double>(m_total);
        return p;
    }
    // Reads a sound file of the slice into `table`; else says why not.
    bool keep(int slice, Packing packing, Table& table, std::string& note) const;
    bool solveValues(int slice);
    bool countPlies(int slice);
    bool buildSlice(int slice);

    const BuildOptions& m_options;
    Layout m_layout;
    std::vector<Table> m_tables; // the values of each slice built or kept
    std::vector<Table> m_plies;  // plies to the end, for the slices of few pieces
    std::uint64_t m_total = 0;
    std::uint64_t m_done = 0;
    BuildReport m_report;
};

bool Build::keep(int slice, Packing packing, Table& table, std::string& note) const
{
    const Slice& s = m_layout.slices()[static_cast<std::size_t>(slice)];
    std::error_code error;
    if (!std::filesystem::exists(pathOf(s, packing), error))
        return false;
    try {
        table = readTable(pathOf(s, packing), headerOf(s, packing));
    } catch (const TableFileError& e) {
        note = e.what();
        return false;
    }
    return true;
}

// Solves the slice's values and writes them; false when stopped. A slice
// solved by guided iteration goes on from the state an earlier build saved
// and saves its own now and then and when stopped.
bool Build::solveValues(int slice)
{
    const Slice& s = m_layout.slices()[static_cast<std::size_t>(slice)];
    const std::filesystem::path unfinished = pathOf(s, Packing::SolverState);
    std::error_code error;
    detail::SliceTask task;
    task.layout = &m_layout;
    task.slice = slice;
    task.earlier = [this](const Location& location) {
        return m_tables[static_cast<std::size_t>(location.slice)].at(location.index);
    };
    task.threads = m_options.threads;
    task.strategy = m_options.strategy;
    task.stop = m_options.stop;
    double lastDone = 0; // a save tells how far the slice has come
    task.progress = [&](double done, int round, double roundDone, std::uint64_t decided) {
        lastDone = done;
        BuildProgress p = progressOf(slice, BuildProgress::Stage::Building, done);
        p.round = round;
        p.roundDone = roundDone;
        p.decided = decided;
        tell(p);
    };
    task.saveState = [&](std::span<const std::uint8_t> state) {
        writeTable(unfinished, headerOf(s, Packing::SolverState), state);
        tell(progressOf(slice, BuildProgress::Stage::Saved, lastDone));
    };
    task.saveEvery = m_options.saveEvery;
    task.loadState = [&](std::vector<std::uint8_t>& state) {
        if (!std::filesystem::exists(unfinished, error))
            return false;
        BuildProgress resumed = progressOf(slice, BuildProgress::Stage::Building, 0.0);
        try {
            readTable(unfinished, headerOf(s, Packing::SolverState), state);
            resumed.resumed = true;
        } catch (const TableFileError& e) {
            resumed.note = e.what();
        }
        tell(resumed);
        return resumed.resumed;
    };
    std::optional<Table> table = detail::solveSlice(task);
    if (!table)
        return false;
    writeTable(pathOf(s, Packing::Values), headerOf(s, Packing::Values), *table);
    std::filesystem::remove(unfinished, error);
    m_tables[static_cast<std::size_t>(slice)] = std::move(*table);
    return true;
}

// Counts the slice's plies to the end and writes them; false when stopped.
bool Build::countPlies(int slice)
{
    const Slice& s = m_layout.slices()[static_cast<std::size_t>(slice)];
    const Table& table = m_tables[static_cast<std::size_t>(slice)];
    std::vector<Wdl> values(s.size);
    for (std::uint64_t i = 0; i < s.size; ++i)
        values[i] = table.at(i);
    detail::DistanceTask task;
    task.layout = &m_layout;
    task.slice = slice;
    task.values = values;
    task.earlierValue = [this](const Location& location) {
        return m_tables[static_cast<std::size_t>(location.slice)].at(location.index);
    };
    task.earlierPlies = [this](const Location& location) {
        return m_plies[static_cast<std::size_t>(location.slice)].plies(location.index);
    };
    task.threads = m_options.threads;
    task.stop = m_options.stop;
    const std::vector<std::uint8_t> plies = detail::countPliesToEnd(task);
    if (plies.size() != s.size)
        return false;
    Table counted = Table::packPlies(plies);
    writeTable(pathOf(s, Packing::Plies), headerOf(s, Packing::Plies), counted);
    m_plies[static_cast<std::size_t>(slice)] = std::move(counted);
    return true;
}

// Keeps or builds the slice's files: its values, and for slices of few
// pieces the plies to the end. False when stopped.
bool Build::buildSlice(int slice)
{
    const Slice& s = m_layout.slices()[static_cast<std::size_t>(slice)];
    const bool withPlies = s.pieces <= detail::PliesPieces;
    std::string note;
    const bool valuesKept = keep(slice, Packing::Values, m_tables[static_cast<std::size_t>(slice)], note);
    const bool pliesKept =
        valuesKept && (!withPlies || keep(slice, Packing::Plies, m_plies[static_cast<std::size_t>(slice)], note));
    if (valuesKept && pliesKept) {
        ++m_report.slicesKept;
        tell(progressOf(slice, BuildProgress::Stage::Kept, 1.0));
        return true;
    }
    const auto start = Clock::now();
    BuildProgress first = progressOf(slice, BuildProgress::Stage::Building, 0.0);
    first.note = note;
    tell(first);
    if ((!valuesKept && !solveValues(slice)) || (withPlies && !countPlies(slice)))
        return false;
    ++m_report.slicesBuilt;
    BuildProgress done = progressOf(slice, BuildProgress::Stage::Built, 1.0);
    done.seconds = secondsSince(start);
    tell(done);
    return true;
}

BuildReport Build::run()
{
    const auto start = Clock::now();
    std::error_code error;
    std::filesystem::create_directories(m_options.folder, error);
    if (error)
        throw TableFileError(m_options.folder.string() + ": cannot create the folder: " + error.message());
    for (int slice = 0; slice < static_cast<int>(m_layout.slices().size()); ++slice) {
        if (!buildSlice(slice)) {
            m_report.stopped = true;
            break;
        }
        const Slice& s = m_layout.slices()[static_cast<std::size_t>(slice)];
        m_done += s.size;
        m_report.positions += s.size;
        m_report.bytes += std::filesystem::file_size(pathOf(s, Packing::Values), error);
        if (s.pieces <= detail::PliesPieces)
            m_report.bytes += std::filesystem::file_size(pathOf(s, Packing::Plies), error);
    }
    m_report.seconds = secondsSince(start);
    return m_report;
}

} // namespace

BuildReport buildTables(const BuildOptions& options)
{
    if (options.pieces < 2 || options.pieces > 7)
        throw std::invalid_argument("tables hold 2 to 7 pieces");
    return Build(options).run();
}

} // namespace draughts::egdb
