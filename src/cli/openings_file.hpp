#pragma once

#include <draughts/core/variant.hpp>
#include <draughts/match/openings.hpp>

#include <string>
#include <vector>

namespace draughts::cli {

// The openings of a file (one FEN a line, match::readOpenings), for
// `match --openings` and `selfplay --starts`; throws UsageError naming the
// file, the line and why.
std::vector<match::Opening> openingsFrom(const std::string& path, core::Variant variant);

} // namespace draughts::cli
