#pragma once

#include <string>

namespace draughts::cli {

// Writes `text` to `path` beside it first and renames it over the file, so
// that a crash never leaves half a file. Throws UsageError naming the file.
void writeAtomically(const std::string& path, const std::string& text);

} // namespace draughts::cli
