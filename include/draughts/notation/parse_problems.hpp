#pragma once

#include <draughts/core/parsed.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::notation {

// A ParseError of `problem` (see core::ParseProblem for its arguments) at
// `column`, with its English message: "FEN: ..." or "move \"...\": ...".
// Game names travel as their ids (core::variantId) and read as their
// English names in the message.
core::ParseError parseError(core::ParseProblem problem, std::vector<std::string> arguments, std::size_t column);

// The English reason of a problem, without the "FEN: " or "move \"...\": "
// that opens its message.
std::string reasonOf(core::ParseProblem problem, const std::vector<std::string>& arguments);

// Whether the problem is about a written move (its first argument is the move).
bool isMoveProblem(core::ParseProblem problem);

// `pattern` with %1 ... %9 replaced by `arguments` in one pass, so that an
// argument holding "%2" stays as it is.
std::string fill(std::string_view pattern, const std::vector<std::string>& arguments);

// "International", or "Twenty vs Ten and To the Last Man": the English
// names of the games whose ids are listed.
std::string gameNames(const std::vector<std::string>& ids);

} // namespace draughts::notation
