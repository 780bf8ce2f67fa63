#include <draughts/notation/parse_problems.hpp>

#include <draughts/core/variant.hpp>

namespace draughts::notation {

using core::ParseProblem;

namespace {

// The English patterns; the window has the same ones in its own language
// (src/app/text/), and a test checks that they agree.
std::string_view patternOf(ParseProblem problem)
{
    switch (problem) {
    case ParseProblem::EmptyFen: return "empty FEN";
    case ParseProblem::BadSideToMove: return "side to move must be W or B, found \"%1\"";
    case ParseProblem::EmptyField: return "empty field";
    case ParseProblem::SecondPieceList: return "second piece list for %1";
    case ParseProblem::UnknownField: return "unknown field \"%1\"";
    case ParseProblem::NotASquareOfGame: return "\"%1\" is not a square of %2";
    case ParseProblem::BadRange: return "bad range \"%1\"";
    case ParseProblem::SquareGivenTwice: return "square %1 is given twice";
    case ParseProblem::NoKings: return "%1 has no kings";
    case ParseProblem::NotANumber: return "\"%1\" is not a number from 0 to %2";
    case ParseProblem::FieldNotUsed: return "field %1 is only used in %2";
    case ParseProblem::HandNeedsTwoNumbers: return "hand field needs two numbers, e.g. H1,0";
    case ParseProblem::BadCaptureCount: return "capture count \"%1\" must look like c3=2";
    case ParseProblem::NotASquare: return "\"%1\" is not a square";
    case ParseProblem::FieldTakesNoValue: return "field %1 takes no value";
    case ParseProblem::BarredNotBlack: return "field D must name a Black piece, with Black to move";
    case ParseProblem::CountOnEmptySquare: return "capture count given for the empty square %1";
    case ParseProblem::TooManyStones: return "more than %1 stones";
    case ParseProblem::ManOnCrowningSquare:
        return "a %1 man cannot stand on %2, where it is crowned (a king is written K%2)";
    case ParseProblem::FieldGivenTwice: return "field %1 is given twice";
    case ParseProblem::EmptyMove: return "empty move";
    case ParseProblem::MoveSquareUnknown: return "\"%2\" is not a square";
    case ParseProblem::CannotPlace: return "no stone can be placed on %2 now";
    case ParseProblem::SquareMissing: return "a square is missing";
    case ParseProblem::NoEndSquare: return "needs a start and an end square";
    case ParseProblem::MixedSeparators: return "mixes '-' and 'x'";
    case ParseProblem::AmbiguousMove: return "ambiguous, it could be %2";
    case ParseProblem::ImpossibleMove: break;
    }
    return "not a possible move here";
}

// The arguments as the English message shows them: game ids become names.
std::vector<std::string> shown(ParseProblem problem, const std::vector<std::string>& arguments)
{
    std::vector<std::string> out = arguments;
    if (problem == ParseProblem::NotASquareOfGame && out.size() > 1)
        out[1] = gameNames({out[1]});
    else if (problem == ParseProblem::NoKings && !out.empty())
        out[0] = gameNames({out[0]});
    else if (problem == ParseProblem::FieldNotUsed && out.size() > 1)
        out = {out[0], gameNames(std::vector<std::string>(out.begin() + 1, out.end()))};
    return out;
}

} // namespace

bool isMoveProblem(ParseProblem problem) { return problem >= ParseProblem::EmptyMove; }

std::string reasonOf(ParseProblem problem, const std::vector<std::string>& arguments)
{
    return fill(patternOf(problem), shown(problem, arguments));
}

core::ParseError parseError(ParseProblem problem, std::vector<std::string> arguments, std::size_t column)
{
    core::ParseError error;
    const std::string reason = reasonOf(problem, arguments);
    if (isMoveProblem(problem))
        error.message = "move \"" + (arguments.empty() ? std::string() : arguments[0]) + "\": " + reason;
    else
        error.message = "FEN: " + reason;
    error.column = column;
    error.problem = problem;
    error.arguments = std::move(arguments);
    return error;
}

std::string fill(std::string_view pattern, const std::vector<std::string>& arguments)
{
    std::string out;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char next = i + 1 < pattern.size() ? pattern[i + 1] : '\0';
        if (pattern[i] == '%' && next >= '1' && next <= '9' &&
            static_cast<std::size_t>(next - '1') < arguments.size()) {
            out += arguments[static_cast<std::size_t>(next - '1')];
            ++i;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

std::string gameNames(const std::vector<std::string>& ids)
{
    std::string names;
    for (const std::string& id : ids) {
        const auto variant = core::variantFromId(id);
        names += (names.empty() ? "" : " and ") + (variant ? std::string(core::variantName(*variant)) : id);
    }
    return names;
}

} // namespace draughts::notation
