// Why a position or a file could not be read, in the window's language:
// the window phrases the readers' problem codes itself, and in English it
// says exactly what the readers' messages (and the command-line tool) say.

#include "app_test_support.hpp"

#include "settings/language.hpp"
#include "text/texts.hpp"

#include <draughts/notation/fen.hpp>
#include <draughts/notation/parse_problems.hpp>
#include <draughts/pdn/pdn_reader.hpp>

#include <catch2/catch.hpp>

#include <set>
#include <utility>
#include <variant>

using namespace draughts;
using app::Texts;
using core::ParseProblem;
using pdn::PdnProblem;

namespace {

QString english(const std::string& message) { return QString::fromStdString(message); }

pdn::PdnError firstError(const std::string& text)
{
    const auto entries = pdn::readPdn(text);
    REQUIRE_FALSE(entries.empty());
    const auto* error = std::get_if<pdn::PdnError>(&entries.front());
    REQUIRE(error);
    return *error;
}

} // namespace

TEST_CASE("Every problem of a FEN or a move reads as the reader's own English message", "[app][text][errors]")
{
    app::test::ensureApplication();
    for (int code = 0; code <= static_cast<int>(ParseProblem::ImpossibleMove); ++code) {
        const auto problem = static_cast<ParseProblem>(code);
        std::vector<std::string> arguments{"c9", "x7", "%1"};
        if (problem == ParseProblem::NotASquareOfGame)
            arguments = {"77", "corner"};
        else if (problem == ParseProblem::NoKings)
            arguments = {"last-man"};
        else if (problem == ParseProblem::FieldNotUsed)
            arguments = {"H", "twenty-vs-ten", "last-man"};
        const core::ParseError error = notation::parseError(problem, arguments, 1);
        CAPTURE(code, error.message);
        CHECK(Texts::parseError(error) == english(error.message));
    }
    // And as the FEN reader reports a real one.
    const auto fen = notation::readFen(core::Variant::ToTheLastMan, "W:WKc3:Bd4");
    REQUIRE_FALSE(fen);
    CHECK(fen.error().problem == ParseProblem::NoKings);
    CHECK(Texts::parseError(fen.error()) == "FEN: To the Last Man has no kings");
}

TEST_CASE("Every problem of a PDN file reads as the reader's own English message", "[app][text][errors]")
{
    app::test::ensureApplication();
    const std::pair<PdnProblem, std::string> files[] = {
        {PdnProblem::UnexpectedSymbol, "1. 32-28 ] *"},
        {PdnProblem::CloseWithoutOpen, "1. 32-28 ) *"},
        {PdnProblem::NagWithoutNumber, "1. 32-28 $ *"},
        {PdnProblem::CommentNotClosed, "1. 32-28 {never closed\n*"},
        {PdnProblem::VariationNotClosed, "1. 32-28 (1. 33-28\n*"},
        {PdnProblem::TagNameMissing, "[ \"x\"]\n*"},
        {PdnProblem::TagValueNotQuoted, "[Event x]\n*"},
        {PdnProblem::TagValueNotClosed, "[Event \"cut\n1. 32-28 *"},
        {PdnProblem::TagBracketMissing, "[Event \"x\" 1. 32-28 *"},
        {PdnProblem::SecondTag, "[FEN \"W:W31\"]\n[FEN \"W:W32\"]\n*"},
        {PdnProblem::UnknownVariant, "[Variant \"chess\"]\n*"},
        {PdnProblem::ContradictsGameType, "[GameType \"20\"]\n[Variant \"polish\"]\n*"},
        {PdnProblem::ContradictsVariant, "[Variant \"polish\"]\n[GameType \"20\"]\n*"},
        {PdnProblem::BadMissedCaptures, "[MissedCaptures \"sometimes\"]\n*"},
        {PdnProblem::UnsupportedGameType, "[GameType \"25\"]\n*"},
        {PdnProblem::BadStartColour, "[GameType \"20,X\"]\n*"},
        {PdnProblem::WrongBoardSize, "[GameType \"20,W,8,8,N1,0\"]\n*"},
        {PdnProblem::NotNumericNotation, "[GameType \"20,W,10,10,A1,0\"]\n*"},
        {PdnProblem::BadFen, "[FEN \"W:W31,77:B1\"]\n1. 31-26 *"},
        {PdnProblem::BadNag, "1. 32-28 $999 *"},
        {PdnProblem::GameAlreadyOver, "[FEN \"W:W32:B28\"]\n1. 32x23 19-23 *"},
        {PdnProblem::NotAMove, "1. 32-28 ab\x01" "cd *"},
        {PdnProblem::BadMove, "1. e4 *"},
        {PdnProblem::NoHandStoneToClaim, "[Variant \"last-man\"]\n1. ~@ *"},
        {PdnProblem::ClaimNotASquare, "1. ~z9 *"},
        {PdnProblem::CannotClaim, "1. ~27 *"},
        {PdnProblem::ResultContradicts, "[FEN \"W:W32:B28\"]\n1. 32x23 0-2"},
    };
    std::set<PdnProblem> seen;
    for (const auto& [problem, text] : files) {
        const pdn::PdnError error = firstError(text);
        CAPTURE(text, error.message);
        CHECK(error.problem == problem);
        CHECK(Texts::pdnError(error) == english(error.message));
        seen.insert(error.problem);
    }
    // The lexer cannot produce the last one from any text; it reads the same all the same.
    pdn::PdnError unexpected;
    unexpected.problem = PdnProblem::UnexpectedCharacter;
    CHECK(Texts::pdnError(unexpected) == "unexpected character");
    seen.insert(PdnProblem::UnexpectedCharacter);
    CHECK(seen.size() == static_cast<std::size_t>(PdnProblem::ResultContradicts) + 1);
}

TEST_CASE("A PDN error reaches the Czech window in Czech", "[app][text][errors][translation]")
{
    app::test::ensureApplication();
    REQUIRE(app::Language::install(app::Language::Czech));
    const QString bad = Texts::pdnError(firstError("1. e4 *"));
    const QString game = Texts::pdnError(firstError("[GameType \"20,W,8,8,N1,0\"]\n*"));
    app::Language::install(app::Language::English);
    CHECK(bad == QString::fromUtf8("tah „e4“: „e4“ není pole (na tahu: %1)").arg(QString::fromUtf8("Bílý")));
    CHECK(game ==
          QString::fromUtf8("značka [GameType \"20,W,8,8,N1,0\"]: hra Mezinárodní dáma se hraje na desce 10×10"));
}
