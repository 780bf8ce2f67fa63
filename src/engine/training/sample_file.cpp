#include <draughts/engine/training/sample_file.hpp>

#include <draughts/rules/facts.hpp>

#include <algorithm>
#include <cstring>
#include <filesystem>

namespace draughts::engine::training {

namespace {

constexpr char Magic[8] = {'D', 'R', 'S', 'A', 'M', 'P', 'L', 'E'};

void put(unsigned char* at, std::uint64_t value, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        at[i] = static_cast<unsigned char>(value >> (8 * i));
}

std::uint64_t get(const unsigned char* at, int bytes)
{
    std::uint64_t value = 0;
    for (int i = 0; i < bytes; ++i)
        value |= std::uint64_t{at[i]} << (8 * i);
    return value;
}

std::array<unsigned char, SampleHeaderSize> headerOf(core::Variant variant)
{
    std::array<unsigned char, SampleHeaderSize> header{};
    std::memcpy(header.data(), Magic, sizeof Magic);
    put(header.data() + 8, SampleFormatVersion, 2);
    header[10] = static_cast<unsigned char>(variant);
    return header;
}

// Capture counts (0-3) of the playing squares, two bits each in the order
// of their bits. Only the first 32 squares fit in the record; the games
// that count captures (the small boards) have no more.
constexpr int PackedSquares = 32;

std::uint64_t packCaptureCounts(core::Variant variant, const core::Position& p)
{
    std::uint64_t packed = 0;
    int index = 0;
    core::forEachSquare(rules::facts(variant).squares, [&](core::Square s) {
        if (index < PackedSquares)
            packed |= static_cast<std::uint64_t>(std::min(p.captureCountAt(s), 3)) << (2 * index);
        ++index;
    });
    return packed;
}

void unpackCaptureCounts(core::Variant variant, std::uint64_t packed, core::Position& p)
{
    int index = 0;
    core::forEachSquare(rules::facts(variant).squares, [&](core::Square s) {
        if (index < PackedSquares && s < p.captureCount.size())
            p.captureCount[s] = static_cast<std::uint8_t>((packed >> (2 * index)) & 3U);
        ++index;
    });
}

} // namespace

std::array<unsigned char, SampleRecordSize> encodeSample(core::Variant variant, const Sample& sample)
{
    const core::Position& p = sample.position;
    std::array<unsigned char, SampleRecordSize> record{};
    put(record.data(), p.white, 8);
    put(record.data() + 8, p.black, 8);
    put(record.data() + 16, p.kings, 8);
    put(record.data() + 24, packCaptureCounts(variant, p), 8);
    put(record.data() + 32, sample.game, 4);
    record[36] = static_cast<unsigned char>((p.sideToMove == core::Side::Black ? 1 : 0) | (p.placedThisTurn ? 2 : 0) |
                                            (std::min<int>(sample.result, 2) << 2));
    record[37] = p.barred;
    record[38] = p.quietPlies;
    record[39] = static_cast<unsigned char>(std::min<int>(p.hand[0], 15) | (std::min<int>(p.hand[1], 15) << 4));
    put(record.data() + 40, sample.pliesToEnd, 2);
    return record;
}

Sample decodeSample(core::Variant variant, const unsigned char* record, const std::string& where)
{
    Sample sample;
    core::Position& p = sample.position;
    p.white = get(record, 8);
    p.black = get(record + 8, 8);
    p.kings = get(record + 16, 8);
    unpackCaptureCounts(variant, get(record + 24, 8), p);
    sample.game = static_cast<std::uint32_t>(get(record + 32, 4));
    const unsigned flags = record[36];
    p.sideToMove = (flags & 1U) != 0 ? core::Side::Black : core::Side::White;
    p.placedThisTurn = (flags & 2U) != 0;
    sample.result = static_cast<std::uint8_t>((flags >> 2) & 3U);
    p.barred = record[37];
    p.quietPlies = record[38];
    p.hand = {static_cast<std::uint8_t>(record[39] & 15U), static_cast<std::uint8_t>(record[39] >> 4)};
    sample.pliesToEnd = static_cast<std::uint16_t>(get(record + 40, 2));
    const core::Bitboard squares = rules::facts(variant).squares;
    const bool valid = (p.white & p.black) == 0 && (p.kings & ~(p.white | p.black)) == 0 &&
                       ((p.white | p.black) & ~squares) == 0 && sample.result <= 2 && (flags >> 4) == 0 &&
                       (p.barred == core::NoSquare || core::contains(p.black, p.barred));
    if (!valid)
        throw SampleFileError(where + ": not a position of " + std::string(core::variantName(variant)));
    return sample;
}

SampleWriter::SampleWriter(const std::string& path, core::Variant variant)
    : m_path(path), m_variant(variant), m_file(path + ".part", std::ios::binary | std::ios::trunc)
{
    if (!m_file)
        throw SampleFileError("cannot write \"" + path + ".part\"");
    const auto header = headerOf(variant);
    m_file.write(reinterpret_cast<const char*>(header.data()), static_cast<std::streamsize>(header.size()));
}

void SampleWriter::write(const Sample& sample)
{
    const auto record = encodeSample(m_variant, sample);
    m_file.write(reinterpret_cast<const char*>(record.data()), static_cast<std::streamsize>(record.size()));
    ++m_written;
}

void SampleWriter::finish()
{
    m_file.close();
    if (!m_file)
        throw SampleFileError("cannot write \"" + m_path + ".part\"");
    std::error_code error;
    std::filesystem::rename(m_path + ".part", m_path, error);
    if (error)
        throw SampleFileError("cannot write \"" + m_path + "\": " + error.message());
}

std::vector<Sample> readSamples(const std::string& path, core::Variant variant)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        throw SampleFileError("cannot read \"" + path + "\"");
    std::array<unsigned char, SampleHeaderSize> header{};
    file.read(reinterpret_cast<char*>(header.data()), static_cast<std::streamsize>(header.size()));
    if (file.gcount() != static_cast<std::streamsize>(header.size()) ||
        std::memcmp(header.data(), Magic, sizeof Magic) != 0)
        throw SampleFileError(path + ": not a sample file (no DRSAMPLE header)");
    if (get(header.data() + 8, 2) != SampleFormatVersion)
        throw SampleFileError(path + ": sample format version " + std::to_string(get(header.data() + 8, 2)) +
                              ", this program reads version " + std::to_string(SampleFormatVersion));
    if (header[10] != static_cast<unsigned char>(variant))
        throw SampleFileError(path + ": samples of another game than " + std::string(core::variantName(variant)));
    std::vector<Sample> samples;
    std::array<unsigned char, SampleRecordSize> record{};
    while (file.read(reinterpret_cast<char*>(record.data()), static_cast<std::streamsize>(record.size())))
        samples.push_back(
            decodeSample(variant, record.data(), path + ": sample " + std::to_string(samples.size() + 1)));
    if (file.gcount() != 0)
        throw SampleFileError(path + ": the last sample is cut short (" + std::to_string(file.gcount()) + " of " +
                              std::to_string(SampleRecordSize) + " bytes)");
    return samples;
}

} // namespace draughts::engine::training
