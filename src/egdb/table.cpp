#include <draughts/egdb/table.hpp>

#include <draughts/support/crc32.hpp>

#include <draughts/rules/facts.hpp>

#include <algorithm>
#include <array>
#include <fstream>
#include <sstream>

namespace draughts::egdb {

namespace {

// A file: the magic line, the format version, the encoding, the number of
// positions and of payload bytes, three length-prefixed texts (game, rules,
// slice), the payload, and the CRC-32 of everything before it. Numbers are
// little-endian.
constexpr std::string_view magic = "DRAUGHTS-EGDB\n";
constexpr std::uint32_t formatVersion = 1;
// What Packing::SolverState was before the solver's flags changed meaning.
constexpr std::uint32_t earlierSolverState = 3;
constexpr int valuesPerByte = 5;

constexpr std::array<std::array<std::uint8_t, valuesPerByte>, 243> unpacked = [] {
    std::array<std::array<std::uint8_t, valuesPerByte>, 243> table{};
    for (int byte = 0; byte < 243; ++byte)
        for (int i = 0, rest = byte; i < valuesPerByte; ++i, rest /= 3)
            table[static_cast<std::size_t>(byte)][static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(rest % 3);
    return table;
}();

std::uint64_t packedSize(Packing packing, std::uint64_t positions)
{
    switch (packing) {
    case Packing::Values: return (positions + valuesPerByte - 1) / valuesPerByte;
    case Packing::Plies: return positions;
    case Packing::SolverState: return (positions + 1) / 2;
    }
    return positions;
}

std::string packingName(Packing packing)
{
    switch (packing) {
    case Packing::Values: return "values";
    case Packing::Plies: return "plies to the end";
    case Packing::SolverState: return "an unfinished solver's state";
    }
    return "?";
}

class Writer {
public:
    void number(std::uint64_t value, int bytes)
    {
        for (int i = 0; i < bytes; ++i)
            m_bytes.push_back(static_cast<std::uint8_t>(value >> (8 * i)));
    }
    void text(const std::string& value)
    {
        number(value.size(), 2);
        m_bytes.insert(m_bytes.end(), value.begin(), value.end());
    }
    std::vector<std::uint8_t>& bytes() { return m_bytes; }

private:
    std::vector<std::uint8_t> m_bytes;
};

// Reads a file front to back, summing its checksum as it goes: a table
// of billions of positions is read once, straight into its place.
class Reader {
public:
    Reader(std::istream& in, std::uint64_t size, const std::filesystem::path& path)
        : m_in(in), m_size(size), m_path(path)
    {}
    std::uint64_t number(int bytes)
    {
        std::array<std::uint8_t, 8> read{};
        take(read.data(), static_cast<std::size_t>(bytes));
        std::uint64_t value = 0;
        for (int i = 0; i < bytes; ++i)
            value |= std::uint64_t{read[static_cast<std::size_t>(i)]} << (8 * i);
        return value;
    }
    std::string text()
    {
        std::string value(static_cast<std::size_t>(number(2)), '\0');
        take(reinterpret_cast<std::uint8_t*>(value.data()), value.size());
        return value;
    }
    void take(std::uint8_t* into, std::size_t count)
    {
        if (m_size - m_at < count + 4)
            throw TableFileError(m_path.string() + ": the file is cut short");
        // In parts, so that no count overflows the stream's size type.
        for (std::size_t done = 0; done < count;) {
            const std::size_t part = std::min<std::size_t>(count - done, std::size_t{1} << 26);
            if (!m_in.read(reinterpret_cast<char*>(into + done), static_cast<std::streamsize>(part)))
                throw TableFileError(m_path.string() + ": cannot read the table");
            m_crc = support::crc32(std::span<const std::uint8_t>(into + done, part), m_crc);
            done += part;
        }
        m_at += count;
    }
    std::uint64_t left() const { return m_size - m_at; }
    std::uint32_t checksum() const { return m_crc; }

private:
    std::istream& m_in;
    std::uint64_t m_size;
    const std::filesystem::path& m_path;
    std::uint64_t m_at = 0;
    std::uint32_t m_crc = 0;
};

std::string bits(core::Bitboard set)
{
    std::ostringstream text;
    text << std::hex << set;
    return text.str();
}

} // namespace

Table Table::pack(std::span<const Wdl> values)
{
    return pack(values.size(), [&](std::uint64_t i) { return values[i]; });
}

Table Table::pack(std::uint64_t size, const std::function<Wdl(std::uint64_t)>& valueAt)
{
    return pack(size, valueAt, std::vector<std::uint8_t>());
}

Table Table::pack(std::uint64_t size, const std::function<Wdl(std::uint64_t)>& valueAt,
                  std::vector<std::uint8_t>&& storage)
{
    const std::uint64_t bytes = packedSize(Packing::Values, size);
    if (storage.size() < bytes)
        storage.resize(bytes);
    for (std::uint64_t k = 0; k < bytes; ++k) {
        int byte = 0;
        for (std::uint64_t i = std::min(size, k * valuesPerByte + valuesPerByte); i-- > k * valuesPerByte;)
            byte = byte * 3 + static_cast<int>(valueAt(i));
        storage[k] = static_cast<std::uint8_t>(byte);
    }
    storage.resize(bytes);
    Table table;
    table.m_size = size;
    table.m_bytes = std::move(storage);
    return table;
}

Table Table::packPlies(std::span<const std::uint8_t> plies)
{
    Table table;
    table.m_packing = Packing::Plies;
    table.m_size = plies.size();
    table.m_bytes.assign(plies.begin(), plies.end());
    return table;
}

Table Table::fromBytes(Packing packing, std::vector<std::uint8_t> bytes, std::uint64_t size)
{
    Table table;
    table.m_packing = packing;
    table.m_bytes = std::move(bytes);
    table.m_size = size;
    return table;
}

int Table::plies(std::uint64_t index) const { return m_bytes[index]; }

Wdl Table::at(std::uint64_t index) const
{
    const std::uint8_t byte = m_bytes[index / valuesPerByte];
    return static_cast<Wdl>(unpacked[byte < 243 ? byte : 0][index % valuesPerByte]);
}

std::string rulesSignature(core::Variant variant)
{
    // Everything the moves depend on; not who moves first, nor the draw
    // counter, which the tables leave out (docs/egdb.md).
    const rules::Facts& f = rules::facts(variant);
    std::ostringstream text;
    text << "board " << f.shape.size << (f.shape.lightSquares ? " light" : " dark") << "; kings " << f.hasKings
         << " flying " << f.flyingKings << "; men capture back " << f.menCaptureBackward << "; maximum "
         << f.maximumCapture << "; crown mid-capture " << f.promoteMidCapture << "; step back " << f.stepBackWhenStuck
         << "; crown " << bits(f.promotionSquares[0]) << ',' << bits(f.promotionSquares[1]) << "; flip "
         << f.flipsCaptured << " limit " << f.captureLimit << "; hand " << f.hasHand << ' ' << bits(f.homeRow[0]) << ','
         << bits(f.homeRow[1]) << "; black twice " << f.blackMovesTwice;
    return text.str();
}

std::string tableFileName(core::Variant variant, const std::string& slice, Packing packing)
{
    const char* extension = packing == Packing::Values ? ".egdb" : packing == Packing::Plies ? ".plies" : ".unfinished";
    return std::string(core::variantId(variant)) + "-" + slice + extension;
}

void writeTable(const std::filesystem::path& path, const TableHeader& header, const Table& table)
{
    writeTable(path, header, std::span<const std::uint8_t>(table.bytes()));
}

void writeTable(const std::filesystem::path& path, const TableHeader& header, std::span<const std::uint8_t> payload)
{
    Writer out;
    out.bytes().assign(magic.begin(), magic.end());
    out.number(formatVersion, 4);
    out.number(static_cast<std::uint32_t>(header.packing), 4);
    out.number(header.positions, 8);
    out.number(payload.size(), 8);
    out.text(header.variant);
    out.text(header.rules);
    out.text(header.slice);
    const std::uint32_t crc = support::crc32(payload, support::crc32(out.bytes()));
    Writer end;
    end.number(crc, 4);

    std::filesystem::path partial = path;
    partial += ".part";
    {
        std::ofstream file(partial, std::ios::binary | std::ios::trunc);
        auto write = [&](std::span<const std::uint8_t> bytes) {
            for (std::size_t done = 0; done < bytes.size() && file;) {
                const std::size_t part = std::min<std::size_t>(bytes.size() - done, std::size_t{1} << 26);
                file.write(reinterpret_cast<const char*>(bytes.data() + done), static_cast<std::streamsize>(part));
                done += part;
            }
        };
        write(out.bytes());
        write(payload);
        write(end.bytes());
        file.close();
        if (!file) {
            // A table or state cut short by a full disk is removed, not left
            // to fill it.
            std::error_code ignored;
            std::filesystem::remove(partial, ignored);
            throw TableFileError(partial.string() + ": cannot write the table");
        }
    }
    std::error_code error;
    std::filesystem::remove(path, error);
    std::filesystem::rename(partial, path, error);
    if (error)
        throw TableFileError(path.string() + ": cannot put the table in place: " + error.message());
}

Table readTable(const std::filesystem::path& path, const TableHeader& expected)
{
    std::vector<std::uint8_t> values;
    readTable(path, expected, values);
    return Table::fromBytes(expected.packing, std::move(values), expected.positions);
}

void readTable(const std::filesystem::path& path, const TableHeader& expected, std::vector<std::uint8_t>& values)
{
    const std::string name = path.string();
    std::error_code error;
    const std::uint64_t size = std::filesystem::file_size(path, error);
    std::ifstream file(path, std::ios::binary);
    if (error || !file)
        throw TableFileError(name + ": cannot open the table");
    Reader in(file, size, path);
    std::string start(magic.size(), '\0');
    if (size < magic.size() + 4)
        throw TableFileError(name + ": not an endgame table of this program");
    in.take(reinterpret_cast<std::uint8_t*>(start.data()), start.size());
    if (start != magic)
        throw TableFileError(name + ": not an endgame table of this program");
    const auto version = in.number(4);
    if (version != formatVersion)
        throw TableFileError(name + ": table format " + std::to_string(version) + ", this program reads format " +
                             std::to_string(formatVersion) + " (build the table again)");
    TableHeader header;
    const auto packing = in.number(4);
    if (packing == earlierSolverState)
        throw TableFileError(name + ": the state of an earlier solver, which this one cannot go on from");
    if (packing < static_cast<std::uint32_t>(Packing::Values) ||
        packing > static_cast<std::uint32_t>(Packing::SolverState))
        throw TableFileError(name + ": an unknown packing of the values");
    header.packing = static_cast<Packing>(packing);
    header.positions = in.number(8);
    const std::uint64_t payload = in.number(8);
    header.variant = in.text();
    header.rules = in.text();
    header.slice = in.text();
    // Checked before the values are read, so that a file of another slice
    // or game costs no reading of its values.
    if (payload != packedSize(header.packing, header.positions) || in.left() != payload + 4)
        throw TableFileError(name + ": the file is cut short or too long");
    if (header.variant != expected.variant || header.slice != expected.slice)
        throw TableFileError(name + ": holds " + header.variant + " slice " + header.slice + ", not " +
                             expected.variant + " slice " + expected.slice);
    if (header.packing != expected.packing)
        throw TableFileError(name + ": holds " + packingName(header.packing) + ", not " +
                             packingName(expected.packing));
    if (header.rules != expected.rules)
        throw TableFileError(name + ": built under other rules of " + expected.variant + " (build the table again)");
    if (header.positions != expected.positions)
        throw TableFileError(name + ": numbers its positions otherwise (build the table again)");
    values.resize(payload);
    in.take(values.data(), values.size());
    const std::uint32_t computed = in.checksum();
    std::array<std::uint8_t, 4> stored{};
    if (!file.read(reinterpret_cast<char*>(stored.data()), 4))
        throw TableFileError(name + ": the file is cut short");
    if (computed != (std::uint32_t{stored[0]} | std::uint32_t{stored[1]} << 8 | std::uint32_t{stored[2]} << 16 |
                     std::uint32_t{stored[3]} << 24))
        throw TableFileError(name + ": the table is damaged (its checksum does not match)");
}

} // namespace draughts::egdb
