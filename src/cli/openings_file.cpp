#include "openings_file.hpp"

#include "arguments.hpp"
#include "console.hpp"

#include <fstream>

namespace draughts::cli {

std::vector<match::Opening> openingsFrom(const std::string& path, core::Variant variant)
{
    std::ifstream file(pathFromUtf8(path), std::ios::binary);
    if (!file)
        throw UsageError("cannot open \"" + path + "\"");
    try {
        return match::readOpenings(variant, file, path);
    } catch (const match::OpeningsError& error) {
        throw UsageError(error.what());
    }
}

} // namespace draughts::cli
