#include <draughts/engine/evaluation/weight_file.hpp>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>

namespace draughts::engine::evaluation {

namespace {

// Magic, version, game, model name (zero-padded), units, count, checksum.
constexpr char Magic[8] = {'D', 'R', 'W', 'E', 'I', 'G', 'H', 'T'};
constexpr std::uint16_t Version = 1;
constexpr std::size_t ModelBytes = 24;
constexpr std::size_t HeaderSize = 8 + 2 + 1 + 1 + ModelBytes + 4 + 4 + 4;

void put(std::vector<unsigned char>& out, std::uint64_t value, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out.push_back(static_cast<unsigned char>(value >> (8 * i)));
}

std::uint64_t get(const unsigned char* at, int bytes)
{
    std::uint64_t value = 0;
    for (int i = 0; i < bytes; ++i)
        value |= std::uint64_t{at[i]} << (8 * i);
    return value;
}

} // namespace

std::uint32_t weightChecksum(std::span<const std::int16_t> weights)
{
    std::uint32_t hash = 2166136261U;
    for (const std::int16_t weight : weights) {
        const auto bits = static_cast<std::uint16_t>(weight);
        for (const unsigned byte : {static_cast<unsigned>(bits & 0xFFU), static_cast<unsigned>(bits >> 8U)}) {
            hash ^= byte;
            hash *= 16777619U;
        }
    }
    return hash;
}

std::vector<unsigned char> encodeWeightFile(const WeightFile& file)
{
    if (file.model.size() > ModelBytes)
        throw WeightFileError("model name \"" + file.model + "\" is longer than " + std::to_string(ModelBytes) +
                              " bytes");
    std::vector<unsigned char> out(Magic, Magic + sizeof Magic);
    put(out, Version, 2);
    put(out, static_cast<std::uint64_t>(file.variant), 1);
    put(out, 0, 1);
    std::string model = file.model;
    model.resize(ModelBytes, '\0');
    out.insert(out.end(), model.begin(), model.end());
    put(out, static_cast<std::uint32_t>(file.unitsPerCentipiece), 4);
    put(out, file.weights.size(), 4);
    put(out, weightChecksum(file.weights), 4);
    for (const std::int16_t weight : file.weights)
        put(out, static_cast<std::uint16_t>(weight), 2);
    return out;
}

WeightFile decodeWeightFile(std::span<const unsigned char> bytes, const std::string& where)
{
    if (bytes.size() < HeaderSize || std::memcmp(bytes.data(), Magic, sizeof Magic) != 0)
        throw WeightFileError(where + ": not a weight file (no DRWEIGHT header)");
    const unsigned char* at = bytes.data() + sizeof Magic;
    if (get(at, 2) != Version)
        throw WeightFileError(where + ": weight file version " + std::to_string(get(at, 2)) +
                              ", this program reads version " + std::to_string(Version));
    WeightFile file;
    if (at[2] >= core::allVariants.size())
        throw WeightFileError(where + ": unknown game number " + std::to_string(at[2]));
    file.variant = core::allVariants[at[2]];
    at += 4;
    file.model.assign(reinterpret_cast<const char*>(at), ModelBytes);
    file.model.resize(std::strlen(file.model.c_str()));
    at += ModelBytes;
    file.unitsPerCentipiece = static_cast<int>(get(at, 4));
    const std::uint64_t count = get(at + 4, 4);
    const auto checksum = static_cast<std::uint32_t>(get(at + 8, 4));
    at += 12;
    if (file.unitsPerCentipiece < 1 || file.unitsPerCentipiece > 1024)
        throw WeightFileError(where + ": " + std::to_string(file.unitsPerCentipiece) +
                              " units a centipiece is out of range");
    if (bytes.size() != HeaderSize + 2 * count)
        throw WeightFileError(where + ": " + std::to_string(bytes.size()) + " bytes, but the header announces " +
                              std::to_string(count) + " weights (" + std::to_string(HeaderSize + 2 * count) +
                              " bytes)");
    file.weights.resize(count);
    for (std::size_t i = 0; i < count; ++i)
        file.weights[i] = static_cast<std::int16_t>(static_cast<std::uint16_t>(get(at + 2 * i, 2)));
    if (weightChecksum(file.weights) != checksum)
        throw WeightFileError(where + ": the weights do not match the checksum in the header (the file is damaged)");
    return file;
}

WeightFile readWeightFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw WeightFileError("cannot read \"" + path + "\"");
    const std::vector<unsigned char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    return decodeWeightFile(bytes, path);
}

void writeWeightFile(const std::string& path, const WeightFile& file)
{
    const std::vector<unsigned char> bytes = encodeWeightFile(file);
    {
        std::ofstream out(path + ".part", std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
        out.close();
        if (!out)
            throw WeightFileError("cannot write \"" + path + ".part\"");
    }
    std::error_code error;
    std::filesystem::rename(path + ".part", path, error);
    if (error)
        throw WeightFileError("cannot write \"" + path + "\": " + error.message());
}

} // namespace draughts::engine::evaluation
