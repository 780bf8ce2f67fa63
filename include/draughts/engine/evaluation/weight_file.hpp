#pragma once

#include <draughts/core/variant.hpp>

#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace draughts::engine::evaluation {

// The weights of a game's learned evaluation, as trained by `draughts-cli
// train` and shipped in resources/eval/<game>.weights (docs/engine.md, "The
// learned evaluations", gives the layout). Each weight is a whole number of
// 1/unitsPerCentipiece centipieces.
struct WeightFile {
    core::Variant variant = core::Variant::International;
    std::string model; // the feature set the weights belong to, e.g. "men-and-kings-1"
    int unitsPerCentipiece = 16;
    std::vector<std::int16_t> weights;
};

// A weight file that cannot be read, naming where and why.
class WeightFileError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// FNV-1a over the weights' little-endian bytes: what the file's header records.
std::uint32_t weightChecksum(std::span<const std::int16_t> weights);

std::vector<unsigned char> encodeWeightFile(const WeightFile& file);
// Checks the header, the size and the checksum; `where` names the file in errors.
WeightFile decodeWeightFile(std::span<const unsigned char> bytes, const std::string& where);

WeightFile readWeightFile(const std::string& path);
// Written to `path.part` first and renamed, so that `path` is always whole.
void writeWeightFile(const std::string& path, const WeightFile& file);

// The weight file compiled into the engine for `variant` (empty: the game
// has no learned evaluation).
std::span<const unsigned char> builtInWeightFile(core::Variant variant);

} // namespace draughts::engine::evaluation
