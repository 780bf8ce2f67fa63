#pragma once

// Internal to src/pdn: the English messages of the reader's problem codes,
// from one table.

#include <draughts/pdn/pdn_reader.hpp>

#include <cstddef>
#include <string>
#include <vector>

namespace draughts::pdn::detail {

// An error of `problem` naming `arguments` (see PdnProblem), without its
// place and message yet.
PdnError pdnError(PdnProblem problem, std::vector<std::string> arguments = {});

// The English sentence of an error; the window phrases the same problems
// in its own language (src/app/text/), and a test checks that they agree.
std::string englishOf(const PdnError& error);

// What follows the ambiguity of a short capture that no route fits
// (PdnError::failedRoutes): "; the game reads on after none of them: after
// 28x37x19, 14:9 move ...; after 28x39x19, 12:1 ...", or "" when none failed.
std::string afterEachRoute(const std::vector<RouteFailure>& failures);

// "4 MiB", "64 KiB", "1000 bytes".
std::string describeBytes(std::size_t bytes);

} // namespace draughts::pdn::detail
