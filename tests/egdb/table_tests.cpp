// Table files: values packed and read back, files written and read, damaged
// or foreign files refused with a clear message, and a build that goes on
// where an earlier one stopped.

#include "egdb_test_support.hpp"

#include <draughts/egdb/builder.hpp>
#include <draughts/egdb/database.hpp>
#include <draughts/egdb/layout.hpp>
#include <draughts/egdb/table.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <string>
#include <vector>

using namespace draughts;
using core::Variant;
using egdb::Table;
using egdb::TableFileError;
using egdb::TableHeader;
using egdb::Wdl;

namespace {

std::vector<Wdl> pattern(std::size_t size)
{
    std::vector<Wdl> values;
    for (std::size_t i = 0; i < size; ++i)
        values.push_back(static_cast<Wdl>((i * 7 + i / 3) % 3));
    return values;
}

TableHeader header(std::uint64_t positions)
{
    return {"international", egdb::rulesSignature(Variant::International), "1010", positions};
}

std::vector<char> bytesOf(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeBytes(const std::filesystem::path& path, const std::vector<char>& bytes)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

std::string refusal(const std::filesystem::path& path, const TableHeader& expected)
{
    try {
        egdb::readTable(path, expected);
    } catch (const TableFileError& e) {
        return e.what();
    }
    return "read without complaint";
}

} // namespace

TEST_CASE("values packed five to a byte read back the same", "[egdb][table]")
{
    for (std::size_t size :
         {std::size_t{0}, std::size_t{1}, std::size_t{4}, std::size_t{5}, std::size_t{6}, std::size_t{1001}}) {
        const std::vector<Wdl> values = pattern(size);
        const Table table = Table::pack(values);
        CHECK(table.size() == size);
        CHECK(table.bytes().size() == (size + 4) / 5);
        for (std::size_t i = 0; i < size; ++i)
            REQUIRE(table.at(i) == values[i]);
    }
}

TEST_CASE("values kept two a byte are packed in place to the same bytes", "[egdb][table]")
{
    // Win, loss, draw, draw, win: 2 + 0·3 + 1·9 + 1·27 + 2·81 = 200.
    CHECK(Table::pack(std::vector<Wdl>{Wdl::Win, Wdl::Loss, Wdl::Draw, Wdl::Draw, Wdl::Win}).bytes() ==
          std::vector<std::uint8_t>{200});
    for (std::size_t size : {std::size_t{1}, std::size_t{5}, std::size_t{6}, std::size_t{1001}}) {
        const std::vector<Wdl> values = pattern(size);
        // As the solver keeps them: position i in the half byte i % 2 of byte i / 2.
        std::vector<std::uint8_t> storage((size + 1) / 2);
        for (std::size_t i = 0; i < size; ++i)
            storage[i / 2] = static_cast<std::uint8_t>(storage[i / 2] | static_cast<int>(values[i]) << (4 * (i % 2)));
        const std::uint8_t* where = storage.data();
        const Table table = Table::pack(
            size, [&](std::uint64_t i) { return static_cast<Wdl>((storage[i / 2] >> (4 * (i % 2))) & 15); },
            std::move(storage));
        CHECK(table.bytes() == Table::pack(values).bytes());
        CHECK(table.bytes().data() == where);
    }
}

TEST_CASE("plies to the end are kept a byte each and read back the same", "[egdb][table]")
{
    test::TempFolder folder;
    const auto path = folder.path() / "international-1010.plies";
    std::vector<std::uint8_t> plies;
    for (int i = 0; i < 2025; ++i)
        plies.push_back(static_cast<std::uint8_t>(i * 37 % 256));
    TableHeader pliesHeader = header(plies.size());
    pliesHeader.packing = egdb::Packing::Plies;
    egdb::writeTable(path, pliesHeader, Table::packPlies(plies));
    const Table read = egdb::readTable(path, pliesHeader);
    REQUIRE(read.packing() == egdb::Packing::Plies);
    for (std::size_t i = 0; i < plies.size(); ++i)
        REQUIRE(read.plies(i) == plies[i]);
}

TEST_CASE("a table file reads back as written", "[egdb][table]")
{
    test::TempFolder folder;
    const auto path = folder.path() / "international-1010.egdb";
    const std::vector<Wdl> values = pattern(2025);
    egdb::writeTable(path, header(values.size()), Table::pack(values));
    const Table read = egdb::readTable(path, header(values.size()));
    REQUIRE(read.size() == values.size());
    for (std::size_t i = 0; i < values.size(); ++i)
        REQUIRE(read.at(i) == values[i]);
    // Nothing is left beside it.
    CHECK(std::distance(std::filesystem::directory_iterator(folder.path()), std::filesystem::directory_iterator()) ==
          1);
}

TEST_CASE("a table that cannot be written is refused with the reason and leaves nothing behind", "[egdb][table]")
{
    test::TempFolder folder;
    const auto path = folder.path() / "missing" / "international-1010.egdb";
    try {
        egdb::writeTable(path, header(2025), Table::pack(pattern(2025)));
        FAIL("written into a folder that does not exist");
    } catch (const TableFileError& e) {
        CHECK(std::string(e.what()) == path.string() + ".part: cannot write the table");
    }
    CHECK(std::filesystem::is_empty(folder.path()));
}

TEST_CASE("a damaged, cut or foreign table file is refused with the reason", "[egdb][table]")
{
    test::TempFolder folder;
    const auto path = folder.path() / "international-1010.egdb";
    egdb::writeTable(path, header(2025), Table::pack(pattern(2025)));
    const std::vector<char> good = bytesOf(path);

    SECTION("one value changed")
    {
        std::vector<char> bad = good;
        bad[bad.size() - 100] = static_cast<char>(bad[bad.size() - 100] ^ 1);
        writeBytes(path, bad);
        CHECK(refusal(path, header(2025)) == path.string() + ": the table is damaged (its checksum does not match)");
    }
    SECTION("cut short")
    {
        writeBytes(path, std::vector<char>(good.begin(), good.end() - 10));
        CHECK(refusal(path, header(2025)) == path.string() + ": the file is cut short or too long");
        writeBytes(path, std::vector<char>(good.begin(), good.begin() + 20));
        CHECK(refusal(path, header(2025)) == path.string() + ": the file is cut short");
    }
    SECTION("not a table")
    {
        writeBytes(path, {'[', 'E', 'v', 'e', 'n', 't', ' ', '"', '?', '"', ']'});
        CHECK(refusal(path, header(2025)) == path.string() + ": not an endgame table of this program");
    }
    SECTION("another slice, other rules or another numbering")
    {
        TableHeader other = header(2025);
        other.slice = "0101";
        CHECK(refusal(path, other) == path.string() + ": holds international slice 1010, not international slice 0101");
        other = header(2025);
        other.rules = egdb::rulesSignature(Variant::Polish);
        CHECK(refusal(path, other) ==
              path.string() + ": built under other rules of international (build the table again)");
        CHECK(refusal(path, header(2000)) ==
              path.string() + ": numbers its positions otherwise (build the table again)");
        other = header(2025);
        other.packing = egdb::Packing::Plies;
        CHECK(refusal(path, other) == path.string() + ": holds values, not plies to the end");
    }
    SECTION("the database leaves it out and says why")
    {
        std::vector<char> bad = good;
        bad[bad.size() - 100] = static_cast<char>(bad[bad.size() - 100] ^ 1);
        writeBytes(path, bad);
        const egdb::Database database(Variant::International, folder.path());
        CHECK_FALSE(database.probe(test::position(Variant::International, "W:W28:B23")).has_value());
        REQUIRE(database.problems().size() == 1);
        CHECK(database.problems()[0] == path.string() + ": the table is damaged (its checksum does not match)");
    }
}

TEST_CASE("a build keeps the sound files of an earlier one and builds the missing and damaged again",
          "[egdb][table][build]")
{
    test::TempFolder folder;
    egdb::BuildOptions options;
    options.variant = Variant::International;
    options.pieces = 2;
    options.folder = folder.path();
    const egdb::BuildReport first = egdb::buildTables(options);
    CHECK(first.slicesBuilt == 3);
    CHECK(first.slicesKept == 0);
    CHECK(first.positions == 2450 + 4410 + 2025);

    const auto kings = folder.path() / "international-0101.egdb";
    const auto men = folder.path() / "international-1010.egdb";
    const std::vector<char> kingsBefore = bytesOf(kings);
    std::vector<char> damaged = bytesOf(men);
    damaged[damaged.size() - 50] = static_cast<char>(damaged[damaged.size() - 50] ^ 4);
    writeBytes(men, damaged);
    std::filesystem::remove(folder.path() / "international-0110.egdb");

    std::vector<std::string> notes;
    options.progress = [&](const egdb::BuildProgress& p) {
        if (p.stage != egdb::BuildProgress::Stage::Building || p.sliceDone == 0)
            notes.push_back(p.slice + (p.stage == egdb::BuildProgress::Stage::Kept ? " kept" : "") +
                            (p.stage == egdb::BuildProgress::Stage::Built ? " built" : "") +
                            (p.note.empty() ? "" : " because " + p.note));
    };
    const egdb::BuildReport second = egdb::buildTables(options);
    CHECK(second.slicesBuilt == 2);
    CHECK(second.slicesKept == 1);
    CHECK(std::find(notes.begin(), notes.end(), "0101 kept") != notes.end());
    CHECK(std::find(notes.begin(), notes.end(), "0110 built") != notes.end());
    CHECK(std::find(notes.begin(), notes.end(),
                    "1010 because " + men.string() + ": the table is damaged (its checksum does not match)") !=
          notes.end());
    CHECK(bytesOf(kings) == kingsBefore);
    CHECK(egdb::readTable(men, header(2025)).size() == 2025);
}

TEST_CASE("a stopped build ends without writing the slice it was solving", "[egdb][build]")
{
    test::TempFolder folder;
    std::atomic<bool> stop{true};
    egdb::BuildOptions options;
    options.variant = Variant::International;
    options.pieces = 2;
    options.folder = folder.path();
    options.stop = &stop;
    const egdb::BuildReport report = egdb::buildTables(options);
    CHECK(report.stopped);
    CHECK(report.slicesBuilt == 0);
    CHECK(std::filesystem::is_empty(folder.path()));
}

TEST_CASE("a build of To the Last Man stopped inside a slice saves its state and goes on from it to the same tables",
          "[egdb][build]")
{
    test::TempFolder folder;
    std::atomic<bool> stop{false};
    std::vector<std::string> events;
    egdb::BuildOptions options;
    options.variant = Variant::ToTheLastMan;
    options.pieces = 3;
    options.folder = folder.path();
    options.threads = 2;
    options.stop = &stop;
    // Stopped in the slice of three stones, once its first round is done.
    std::uint64_t decidedAtStop = 0;
    options.progress = [&](const egdb::BuildProgress& progress) {
        if (progress.stage == egdb::BuildProgress::Stage::Saved)
            events.push_back(progress.slice + " saved");
        if (progress.slice == "3" && progress.stage == egdb::BuildProgress::Stage::Building)
            decidedAtStop = progress.decided;
        if (progress.slice == "3" && progress.round >= 2 && !stop)
            stop = true;
    };
    const egdb::BuildReport first = egdb::buildTables(options);
    CHECK(first.stopped);
    CHECK(events == std::vector<std::string>{"3 saved"});
    CHECK(!std::filesystem::exists(folder.path() / "last-man-3.egdb"));
    CHECK(std::filesystem::exists(folder.path() / "last-man-2.egdb"));
    const auto unfinished = folder.path() / "last-man-3.unfinished";
    REQUIRE(std::filesystem::exists(unfinished));

    // The first round decided some positions, not all.
    CHECK(decidedAtStop > 0);
    CHECK(decidedAtStop < egdb::Layout(Variant::ToTheLastMan, 3).slices()[1].size);

    SECTION("the next build goes on from the saved state")
    {
        bool resumed = false;
        int rounds = 0;
        std::vector<std::uint64_t> decided;
        stop = false;
        options.progress = [&](const egdb::BuildProgress& progress) {
            resumed = resumed || (progress.slice == "3" && progress.resumed);
            rounds = std::max(rounds, progress.round);
            if (progress.slice == "3" && progress.round > 0)
                decided.push_back(progress.decided);
        };
        const egdb::BuildReport second = egdb::buildTables(options);
        CHECK(!second.stopped);
        CHECK(second.slicesKept == 1);
        CHECK(resumed);
        CHECK(!std::filesystem::exists(unfinished));
        const auto built = test::builtTables(Variant::ToTheLastMan, 3);
        for (const char* name : {"last-man-3.egdb", "last-man-3.plies"})
            CHECK(bytesOf(folder.path() / name) == bytesOf(built / name));
        // The count goes on from the saved state and only grows; at the end
        // every position won or lost has been decided, and the positions
        // still open are draws.
        REQUIRE(!decided.empty());
        CHECK(decided.front() == decidedAtStop);
        CHECK(std::is_sorted(decided.begin(), decided.end()));
        const egdb::Database tables(Variant::ToTheLastMan, folder.path());
        const egdb::Slice& three = tables.layout().slices()[1];
        REQUIRE(three.name == "3");
        std::uint64_t wonOrLost = 0;
        for (std::uint64_t i = 0; i < three.size; ++i)
            wonOrLost += tables.probe(egdb::Location{1, i}) != Wdl::Draw;
        CHECK(decided.back() >= wonOrLost);
        CHECK(decided.back() <= three.size);
        CHECK(wonOrLost > three.size / 2);
    }
    SECTION("a damaged saved state is refused with the reason and the slice built from the start")
    {
        std::vector<char> damaged = bytesOf(unfinished);
        damaged[damaged.size() - 10] = static_cast<char>(damaged[damaged.size() - 10] ^ 8);
        writeBytes(unfinished, damaged);
        std::vector<std::string> notes;
        bool resumed = false;
        stop = false;
        options.progress = [&](const egdb::BuildProgress& progress) {
            if (!progress.note.empty())
                notes.push_back(progress.note);
            resumed = resumed || progress.resumed;
        };
        const egdb::BuildReport second = egdb::buildTables(options);
        CHECK(!second.stopped);
        CHECK(!resumed);
        CHECK(notes ==
              std::vector<std::string>{unfinished.string() + ": the table is damaged (its checksum does not match)"});
        const auto built = test::builtTables(Variant::ToTheLastMan, 3);
        CHECK(bytesOf(folder.path() / "last-man-3.egdb") == bytesOf(built / "last-man-3.egdb"));
    }
    SECTION("a state saved by an earlier solver, whose flags meant otherwise, is refused with the reason")
    {
        // The packing follows the magic line "DRAUGHTS-EGDB\n" and the
        // format version: 3, the earlier solver's state, where this one
        // writes 4.
        std::vector<char> earlier = bytesOf(unfinished);
        REQUIRE(earlier[18] == 4);
        earlier[18] = 3;
        writeBytes(unfinished, earlier);
        std::vector<std::string> notes;
        stop = false;
        options.progress = [&](const egdb::BuildProgress& progress) {
            if (!progress.note.empty())
                notes.push_back(progress.note);
        };
        const egdb::BuildReport second = egdb::buildTables(options);
        CHECK(!second.stopped);
        CHECK(notes == std::vector<std::string>{unfinished.string() +
                                                ": the state of an earlier solver, which this one cannot go on from"});
        const auto built = test::builtTables(Variant::ToTheLastMan, 3);
        CHECK(bytesOf(folder.path() / "last-man-3.egdb") == bytesOf(built / "last-man-3.egdb"));
    }
}

TEST_CASE("a build of To the Last Man saves its state as often as asked", "[egdb][build]")
{
    test::TempFolder folder;
    int saves = 0;
    double lastDone = 0;
    egdb::BuildOptions options;
    options.variant = Variant::ToTheLastMan;
    options.pieces = 2;
    options.folder = folder.path();
    options.saveEvery = std::chrono::seconds(0);
    options.progress = [&](const egdb::BuildProgress& progress) {
        // A save says how far the slice has come, as the progress before it.
        if (progress.stage == egdb::BuildProgress::Stage::Saved) {
            ++saves;
            CHECK(progress.sliceDone == lastDone);
        }
        if (progress.stage == egdb::BuildProgress::Stage::Building)
            lastDone = progress.sliceDone;
    };
    const egdb::BuildReport report = egdb::buildTables(options);
    CHECK(!report.stopped);
    // Once a part of each round at least; the state is removed once the slice is written.
    CHECK(saves >= 2);
    CHECK(!std::filesystem::exists(folder.path() / "last-man-2.unfinished"));
    const auto built = test::builtTables(Variant::ToTheLastMan, 2);
    CHECK(bytesOf(folder.path() / "last-man-2.egdb") == bytesOf(built / "last-man-2.egdb"));
}
