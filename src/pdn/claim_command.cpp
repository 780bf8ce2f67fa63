#include "claim_command.hpp"

#include "tag_values.hpp"

namespace draughts::pdn::detail {

namespace {

constexpr std::string_view opening = "[%claim";

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

} // namespace

std::string claimCommand(std::string_view claimText)
{
    return std::string(opening) + " " + std::string(claimText.substr(1)) + "]";
}

std::optional<ClaimCommand> readClaimCommand(std::string_view comment)
{
    std::size_t at = 0;
    while (at < comment.size() && isBlank(comment[at]))
        ++at;
    const std::size_t start = at;
    if (comment.substr(at, opening.size()) != opening)
        return std::nullopt;
    at += opening.size();
    if (at >= comment.size() || !isBlank(comment[at]))
        return std::nullopt; // "[%claimed ...]" is another program's command
    while (at < comment.size() && isBlank(comment[at]))
        ++at;
    const std::size_t close = comment.find(']', at);
    if (close == std::string_view::npos)
        return std::nullopt;
    const std::string_view square = trimmed(comment.substr(at, close - at));
    if (square.empty())
        return std::nullopt;
    ClaimCommand command;
    command.claimText = "~" + std::string(square);
    command.written = comment.substr(start, close + 1 - start);
    command.squareAt = at;
    command.rest = trimmed(comment.substr(close + 1));
    return command;
}

} // namespace draughts::pdn::detail
