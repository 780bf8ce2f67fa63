#pragma once

#include <string_view>

namespace draughts::cli {

// Writes `text` to the file named `name` (UTF-8, as the command line gives
// it, pathFromUtf8) so that the file afterwards holds either all of the new
// text or what it held before: the text goes to "NAME.part" first, which
// is then renamed over NAME. Throws UsageError naming the file when it
// cannot; no ".part" file is left behind.
void writeFileAtomically(std::string_view name, std::string_view text);

} // namespace draughts::cli
