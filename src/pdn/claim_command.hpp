#pragma once

// Internal to src/pdn: a forfeit claim written as a command in a comment,
// "{[%claim 27]}", so that a reader that does not know claims skips it
// (docs/pdn.md, Claims). The reader also takes the older bare token "~27".

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace draughts::pdn::detail {

// The comment the writer gives a claim whose notation (HistoryEntry::text)
// is "~27", "~c3" or "~@": "[%claim 27]", without the braces.
std::string claimCommand(std::string_view claimText);

// A claim command at the start of a comment's text (as between the braces).
struct ClaimCommand {
    std::string claimText;    // in move notation: "~27", "~@"
    std::string_view written; // the command as written: "[%claim 27]"
    std::size_t squareAt = 0; // where the square starts in the comment's text
    std::string_view rest;    // the comment after the command, trimmed
};
std::optional<ClaimCommand> readClaimCommand(std::string_view comment);

} // namespace draughts::pdn::detail
