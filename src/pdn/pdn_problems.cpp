#include "pdn_problems.hpp"

#include <draughts/notation/parse_problems.hpp>

#include <charconv>

namespace draughts::pdn::detail {

namespace {

std::string sideName(core::Side side) { return side == core::Side::White ? "White" : "Black"; }

// A size that travels as a number of bytes.
std::string bytesNamed(const std::string& bytes)
{
    std::size_t value = 0;
    if (std::from_chars(bytes.data(), bytes.data() + bytes.size(), value).ec != std::errc{})
        return bytes;
    return describeBytes(value);
}

} // namespace

PdnError pdnError(PdnProblem problem, std::vector<std::string> arguments)
{
    PdnError error;
    error.problem = problem;
    error.arguments = std::move(arguments);
    return error;
}

std::string englishOf(const PdnError& e)
{
    const auto& a = e.arguments;
    const auto arg = [&a](std::size_t i) { return i < a.size() ? a[i] : std::string(); };
    switch (e.problem) {
    case PdnProblem::UnexpectedSymbol: return "unexpected '" + arg(0) + "'";
    case PdnProblem::UnexpectedCharacter: return "unexpected character";
    case PdnProblem::CloseWithoutOpen: return "')' without a '(' before it";
    case PdnProblem::NagWithoutNumber: return "'$' must be followed by a number (a NAG such as $1)";
    case PdnProblem::CommentNotClosed: return "comment '{' is not closed by '}'";
    case PdnProblem::VariationNotClosed: return "variation '(' is not closed by ')'";
    case PdnProblem::TagNameMissing: return "tag " + arg(0) + ": the tag name is missing";
    case PdnProblem::TagValueNotQuoted: return "tag " + arg(0) + ": the value must follow the name in double quotes";
    case PdnProblem::TagValueNotClosed: return "tag " + arg(0) + ": the value is not closed on its line";
    case PdnProblem::TagBracketMissing: return "tag " + arg(0) + ": ']' is missing after the value";
    case PdnProblem::SecondTag: return "tag " + arg(0) + ": the game has a second " + arg(1) + " tag";
    case PdnProblem::UnknownVariant: return "tag " + arg(0) + ": unknown variant (expected " + arg(1) + ")";
    case PdnProblem::ContradictsGameType: return "tag " + arg(0) + ": contradicts the GameType tag";
    case PdnProblem::ContradictsVariant: return "tag " + arg(0) + ": contradicts the Variant tag";
    case PdnProblem::BadMissedCaptures: return "tag " + arg(0) + ": expected \"forfeit\" or \"compulsory\"";
    case PdnProblem::BadRules: return "tag " + arg(0) + ": expected \"original\", or \"fmjd\" in International";
    case PdnProblem::RulesContradict: return "tag " + arg(0) + ": the FMJD's rules have compulsory captures only";
    case PdnProblem::UnsupportedGameType:
        return "tag " + arg(0) + ": only GameType " + arg(1) + " (" + notation::gameNames({arg(2)}) +
               " draughts) is supported; the other games of this program use a Variant tag";
    case PdnProblem::BadStartColour: return "tag " + arg(0) + ": the start colour must be W or B";
    case PdnProblem::WrongBoardSize:
        return "tag " + arg(0) + ": " + notation::gameNames({arg(1)}) + " draughts is played on a " + arg(2) + "x" +
               arg(2) + " board";
    case PdnProblem::NotNumericNotation: return "tag " + arg(0) + ": only numeric square notation (N) is supported";
    case PdnProblem::BadFen:
        return "FEN \"" + arg(0) + "\": " + (e.cause ? notation::reasonOf(e.cause->problem, e.cause->arguments) : "");
    case PdnProblem::BadNag: return "NAG $" + arg(0) + ": must be a number from 0 to 255";
    case PdnProblem::GameAlreadyOver:
        return "\"" + arg(0) + "\": the game is already over (" + game::describe(e.result) + ")";
    case PdnProblem::NotAMove: return "\"" + arg(0) + "\" is not a move";
    case PdnProblem::BadMove:
        return (e.cause ? e.cause->message : std::string()) + " (" + sideName(e.sideToMove) + " to move)" +
               afterEachRoute(e.failedRoutes);
    case PdnProblem::NoHandStoneToClaim: return "claim \"" + arg(0) + "\": there is no unplaced stone to claim now";
    case PdnProblem::ClaimNotASquare: return "claim \"" + arg(0) + "\": \"" + arg(1) + "\" is not a square";
    case PdnProblem::CannotClaim: return "claim \"" + arg(0) + "\": no piece on " + arg(1) + " can be claimed now";
    case PdnProblem::ResultContradicts:
        return "result " + arg(0) + " contradicts the game: " + game::describe(e.result);
    case PdnProblem::GameTooLong:
        return "the game is longer than " + bytesNamed(arg(0)) +
               ", the most one game may have; the rest of the file is not read";
    case PdnProblem::LineTooLong:
        return "line " + arg(0) + " is longer than " + bytesNamed(arg(1)) +
               ", the most one line may have; the rest of the file is not read";
    case PdnProblem::GameMissing: break;
    }
    return "no game at line " + arg(0) + " any more (has the file changed?)";
}

std::string afterEachRoute(const std::vector<RouteFailure>& failures)
{
    if (failures.empty())
        return "";
    std::string text = "; the game reads on after none of them:";
    for (std::size_t i = 0; i < failures.size(); ++i)
        text += (i == 0 ? " after " : "; after ") + failures[i].route + ", " + failures[i].error.describe();
    return text;
}

std::string describeBytes(std::size_t bytes)
{
    constexpr std::size_t kib = 1024, mib = 1024 * 1024;
    if (bytes >= mib && bytes % mib == 0)
        return std::to_string(bytes / mib) + " MiB";
    if (bytes >= kib && bytes % kib == 0)
        return std::to_string(bytes / kib) + " KiB";
    return std::to_string(bytes) + (bytes == 1 ? " byte" : " bytes");
}

} // namespace draughts::pdn::detail
