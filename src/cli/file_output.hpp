#pragma once

#include <string>

namespace draughts::cli {

// Writes `text` to `path` through a temporary file beside it, renamed over
// the old one, so that a reader never sees half a file. Throws UsageError
// naming the file when it cannot be written.
void writeAtomically(const std::string& path, const std::string& text);

} // namespace draughts::cli
