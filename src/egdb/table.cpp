#include <draughts/egdb/table.hpp>

#include "crc32.hpp"

#include <draughts/rules/facts.hpp>

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
    return packing == Packing::Values ? (positions + valuesPerByte - 1) / valuesPerByte : positions;
}

std::string packingName(Packing packing)
{
    return packing == Packing::Values ? "values" : "plies to the end";
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

class Reader {
public:
    Reader(const std::vector<std::uint8_t>& bytes, const std::filesystem::path& path) : m_bytes(bytes), m_path(path) {}
    std::uint64_t number(int bytes)
    {
        need(static_cast<std::size_t>(bytes));
        std::uint64_t value = 0;
        for (int i = 0; i < bytes; ++i)
            value |= std::uint64_t{m_bytes[m_at++]} << (8 * i);
        return value;
    }
    std::string text()
    {
        const auto length = static_cast<std::size_t>(number(2));
        need(length);
        std::string value(m_bytes.begin() + static_cast<std::ptrdiff_t>(m_at),
                          m_bytes.begin() + static_cast<std::ptrdiff_t>(m_at + length));
        m_at += length;
        return value;
    }
    void skip(std::size_t count)
    {
        need(count);
        m_at += count;
    }
    std::size_t at() const { return m_at; }

private:
    void need(std::size_t count) const
    {
        if (m_bytes.size() - m_at < count + 4)
            throw TableFileError(m_path.string() + ": the file is cut short");
    }
    const std::vector<std::uint8_t>& m_bytes;
    const std::filesystem::path& m_path;
    std::size_t m_at = 0;
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
    Table table;
    table.m_size = size;
    table.m_bytes.assign(packedSize(Packing::Values, size), 0);
    for (std::uint64_t i = size; i-- > 0;) {
        std::uint8_t& byte = table.m_bytes[i / valuesPerByte];
        byte = static_cast<std::uint8_t>(byte * 3 + static_cast<int>(valueAt(i)));
    }
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
         << f.flipsCaptured << " limit " << f.captureLimit << "; hand " << f.hasHand << ' ' << bits(f.homeRow[0])
         << ',' << bits(f.homeRow[1]) << "; black twice " << f.blackMovesTwice;
    return text.str();
}

std::string tableFileName(core::Variant variant, const std::string& slice, Packing packing)
{
    return std::string(core::variantId(variant)) + "-" + slice + (packing == Packing::Values ? ".egdb" : ".plies");
}

void writeTable(const std::filesystem::path& path, const TableHeader& header, const Table& table)
{
    Writer out;
    out.bytes().assign(magic.begin(), magic.end());
    out.number(formatVersion, 4);
    out.number(static_cast<std::uint32_t>(header.packing), 4);
    out.number(header.positions, 8);
    out.number(table.bytes().size(), 8);
    out.text(header.variant);
    out.text(header.rules);
    out.text(header.slice);
    out.bytes().insert(out.bytes().end(), table.bytes().begin(), table.bytes().end());
    out.number(detail::crc32(out.bytes()), 4);

    std::filesystem::path partial = path;
    partial += ".part";
    {
        std::ofstream file(partial, std::ios::binary | std::ios::trunc);
        file.write(reinterpret_cast<const char*>(out.bytes().data()), static_cast<std::streamsize>(out.bytes().size()));
        file.close();
        if (!file)
            throw TableFileError(partial.string() + ": cannot write the table");
    }
    std::error_code error;
    std::filesystem::remove(path, error);
    std::filesystem::rename(partial, path, error);
    if (error)
        throw TableFileError(path.string() + ": cannot put the table in place: " + error.message());
}

Table readTable(const std::filesystem::path& path, const TableHeader& expected)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        throw TableFileError(path.string() + ": cannot open the table");
    std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    const std::string name = path.string();
    if (bytes.size() < magic.size() || !std::equal(magic.begin(), magic.end(), bytes.begin()))
        throw TableFileError(name + ": not an endgame table of this program");
    Reader in(bytes, path);
    in.skip(magic.size());
    const auto version = in.number(4);
    if (version != formatVersion)
        throw TableFileError(name + ": table format " + std::to_string(version) + ", this program reads format " +
                             std::to_string(formatVersion) + " (build the table again)");
    TableHeader header;
    const auto packing = in.number(4);
    if (packing != static_cast<std::uint32_t>(Packing::Values) && packing != static_cast<std::uint32_t>(Packing::Plies))
        throw TableFileError(name + ": an unknown packing of the values");
    header.packing = static_cast<Packing>(packing);
    header.positions = in.number(8);
    const std::uint64_t payload = in.number(8);
    header.variant = in.text();
    header.rules = in.text();
    header.slice = in.text();
    if (payload != packedSize(header.packing, header.positions) || bytes.size() - in.at() != payload + 4)
        throw TableFileError(name + ": the file is cut short or too long");
    std::uint32_t stored = 0;
    for (std::size_t i = 0; i < 4; ++i)
        stored |= std::uint32_t{bytes[bytes.size() - 4 + i]} << (8 * i);
    if (detail::crc32(std::span(bytes).first(bytes.size() - 4)) != stored)
        throw TableFileError(name + ": the table is damaged (its checksum does not match)");
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
    std::vector<std::uint8_t> values(bytes.begin() + static_cast<std::ptrdiff_t>(in.at()), bytes.end() - 4);
    return Table::fromBytes(header.packing, std::move(values), header.positions);
}

} // namespace draughts::egdb
