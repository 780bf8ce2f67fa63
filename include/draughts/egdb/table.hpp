#pragma once

#include <draughts/core/variant.hpp>
#include <draughts/egdb/wdl.hpp>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace draughts::egdb {

// What a table holds for each position of its slice.
enum class Packing : std::uint32_t {
    Values = 1, // win, draw or loss: five positions a byte (3^5 = 243), 1.6 bits a position
    Plies = 2,  // plies to the end of the game for won and lost positions: a byte a position
    // A slice not yet solved, as the solver left it: half a byte a position.
    // 3 was the state of an earlier solver, whose flags meant otherwise.
    SolverState = 4,
};

// One slice's table, read in constant time.
class Table {
public:
    Table() = default;
    static Table pack(std::span<const Wdl> values);
    // The same for `size` positions, the value of each given by `valueAt`.
    static Table pack(std::uint64_t size, const std::function<Wdl(std::uint64_t)>& valueAt);
    // The same, packed into `storage`, which the table keeps: valueAt is
    // asked for the positions in increasing order, and byte k of storage is
    // written once it was asked for every position up to 5k + 4. So values
    // kept in storage at two or more a byte (position i in byte i / 2 or
    // later) are packed in place, without a second array.
    static Table pack(std::uint64_t size, const std::function<Wdl(std::uint64_t)>& valueAt,
                      std::vector<std::uint8_t>&& storage);
    static Table packPlies(std::span<const std::uint8_t> plies);
    // `bytes` as written by pack or packPlies for `size` positions.
    static Table fromBytes(Packing packing, std::vector<std::uint8_t> bytes, std::uint64_t size);

    Packing packing() const { return m_packing; }
    std::uint64_t size() const { return m_size; }
    Wdl at(std::uint64_t index) const;    // a table of Values
    int plies(std::uint64_t index) const; // a table of Plies
    const std::vector<std::uint8_t>& bytes() const { return m_bytes; }

private:
    Packing m_packing = Packing::Values;
    std::vector<std::uint8_t> m_bytes;
    std::uint64_t m_size = 0;
};

// What a table file says about itself; a file is used only when all of it
// matches what the reader expects.
struct TableHeader {
    std::string variant; // the game's identifier, e.g. "international"
    std::string rules;   // the facts of the game the values depend on (rulesSignature)
    std::string slice;   // the slice's name, e.g. "1102"
    std::uint64_t positions = 0;
    Packing packing = Packing::Values;
    friend bool operator==(const TableHeader&, const TableHeader&) = default;
};

// A table file that cannot be read or written; the message names the file
// and the reason.
class TableFileError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The facts of a game that decide its values, as text: a table built under
// other rules (a game's rules changed since) is not used.
std::string rulesSignature(core::Variant variant);

// "international-1102.egdb" for the values, "international-1102.plies"
// for the plies to the end, "last-man-6.unfinished" for a solver's state.
std::string tableFileName(core::Variant variant, const std::string& slice, Packing packing = Packing::Values);

// Writes beside the file and renames it over the old one, so a broken-off
// write never leaves half a table under the table's name.
void writeTable(const std::filesystem::path& path, const TableHeader& header, const Table& table);
// The same for bytes packed as header.packing says.
void writeTable(const std::filesystem::path& path, const TableHeader& header, std::span<const std::uint8_t> payload);

// Reads and checks a table: its format, version, header and checksum.
Table readTable(const std::filesystem::path& path, const TableHeader& expected);
// The same, its bytes read into `storage`, resized to fit (a solver's
// state read back into the memory the solver set aside for it). On a
// refusal, storage may hold part of the file.
void readTable(const std::filesystem::path& path, const TableHeader& expected, std::vector<std::uint8_t>& storage);

} // namespace draughts::egdb
