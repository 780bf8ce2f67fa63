// A table checked against its moves: one move of minimax over the values of
// a position's moves, and a slice sampled at random, on sound tables and on
// a table whose values were replaced.

#include "egdb_test_support.hpp"

#include <draughts/egdb/database.hpp>
#include <draughts/egdb/table.hpp>
#include <draughts/notation/fen.hpp>

#include <catch2/catch.hpp>

#include <filesystem>
#include <vector>

using namespace draughts;
using core::Variant;
using egdb::Wdl;

namespace {

core::Position fen(const char* text) { return notation::readFen(Variant::International, text).value(); }

int sliceIndex(const egdb::Layout& layout, const std::string& name)
{
    for (std::size_t i = 0; i < layout.slices().size(); ++i)
        if (layout.slices()[i].name == name)
            return static_cast<int>(i);
    return -1;
}

} // namespace

TEST_CASE("one move of minimax over the tables gives a cornered king its loss and its capturer the win",
          "[egdb][check]")
{
    const egdb::Database tables(Variant::International, test::builtTables(Variant::International, 2));
    // The king on 46 can only go along its diagonal 46-5, and Black's king
    // on 5 takes it wherever it stops: every move leads to Black's win.
    CHECK(egdb::valueByMoves(tables, fen("W:WK46:BK5")) == Wdl::Loss);
    // With Black's king on 10 instead, 46x5 takes it: a win at once.
    CHECK(egdb::valueByMoves(tables, fen("W:WK46:BK10")) == Wdl::Win);
    // Three pieces lead outside the tables of two.
    CHECK(!egdb::valueByMoves(tables, fen("W:WK46,K3:BK40")).has_value());
}

TEST_CASE("a slice checked at random agrees with its moves, and one whose values were replaced does not",
          "[egdb][check]")
{
    test::TempFolder folder;
    for (const auto& file : std::filesystem::directory_iterator(test::builtTables(Variant::International, 2)))
        std::filesystem::copy_file(file.path(), folder.path() / file.path().filename());
    {
        const egdb::Database tables(Variant::International, folder.path());
        const int kings = sliceIndex(tables.layout(), "0101");
        REQUIRE(kings >= 0);
        const egdb::SliceCheck sound = egdb::checkSlice(tables, kings, 2000, 7);
        CHECK(sound.checked() > 1500);
        CHECK(sound.disagreeing.empty());
        // Two lone kings: mostly draws, and some wins for the side to move
        // (a capture at once) and losses (a king cornered as above).
        CHECK(sound.byValue[static_cast<std::size_t>(Wdl::Draw)] > 0);
        CHECK(sound.byValue[static_cast<std::size_t>(Wdl::Win)] > 0);
        CHECK(sound.byValue[static_cast<std::size_t>(Wdl::Loss)] > 0);
    }
    // The kings' slice rewritten with every position a win for the side to move.
    const egdb::Layout layout(Variant::International, 2);
    const int kings = sliceIndex(layout, "0101");
    const egdb::Slice& slice = layout.slices()[static_cast<std::size_t>(kings)];
    egdb::writeTable(folder.path() / egdb::tableFileName(Variant::International, "0101"),
                     {"international", egdb::rulesSignature(Variant::International), "0101", slice.size},
                     egdb::Table::pack(std::vector<Wdl>(slice.size, Wdl::Win)));
    const egdb::Database tables(Variant::International, folder.path());
    const egdb::SliceCheck broken = egdb::checkSlice(tables, kings, 2000, 7);
    CHECK(broken.byValue[static_cast<std::size_t>(Wdl::Win)] == broken.checked());
    // By the false table every move of a king leads to a win for the other
    // side, so by its moves a position is a loss, unless a capture ends the
    // game (a win): the check finds the losses.
    REQUIRE(!broken.disagreeing.empty());
    for (const egdb::Disagreement& d : broken.disagreeing) {
        CHECK(d.table == Wdl::Win);
        CHECK(d.byMoves == egdb::valueByMoves(tables, d.position));
        CHECK(d.byMoves != Wdl::Win);
    }
}
