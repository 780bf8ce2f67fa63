#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>

#include <array>
#include <cstdint>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace draughts::engine::training {

// One training position: a quiet position of a self-play game (the side to
// move has no capture) and how that game ended.
struct Sample {
    core::Position position;
    // The game's result from White's view: 2 White won, 1 drawn, 0 Black won.
    std::uint8_t result = 1;
    // Which game of the file the position comes from (positions of one game
    // stay together when a file is split into training and validation).
    std::uint32_t game = 0;
    // Plies from this position to the end of its game: how far the result
    // lies (the trainer's --discount weighs it).
    std::uint16_t pliesToEnd = 0;
};

// A sample file: a 16-byte header, then one 42-byte record per sample, all
// little-endian (docs/engine.md, "Training data" has the layout).
inline constexpr std::size_t SampleHeaderSize = 16;
inline constexpr std::size_t SampleRecordSize = 42;
inline constexpr std::uint16_t SampleFormatVersion = 2;

// A sample file that cannot be read or written, naming the file and why.
class SampleFileError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

std::array<unsigned char, SampleRecordSize> encodeSample(core::Variant variant, const Sample& sample);
// Throws SampleFileError (naming `where`) for a record no position of the game can have.
Sample decodeSample(core::Variant variant, const unsigned char* record, const std::string& where);

// Writes samples to `path`: into `path.part` first, renamed when finish()
// succeeds, so that a file of that name is always whole.
class SampleWriter {
public:
    SampleWriter(const std::string& path, core::Variant variant);
    void write(const Sample& sample);
    void finish();
    std::uint64_t written() const { return m_written; }

private:
    std::string m_path;
    core::Variant m_variant;
    std::ofstream m_file;
    std::uint64_t m_written = 0;
};

// Every sample of a file of `variant`'s samples.
std::vector<Sample> readSamples(const std::string& path, core::Variant variant);

} // namespace draughts::engine::training
