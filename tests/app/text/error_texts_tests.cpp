// Why a position or a file could not be read, in the window's language:
// the window phrases the readers' problem codes itself, and in English it
// says exactly what the readers' messages (and the command-line tool) say.

#include "app_test_support.hpp"

#include "settings/language.hpp"
#include "text/texts.hpp"

#include <draughts/notation/fen.hpp>
#include <draughts/notation/parse_problems.hpp>
#include <draughts/pdn/pdn_index.hpp>
#include <draughts/pdn/pdn_reader.hpp>

#include <catch2/catch.hpp>

#include <set>
#include <string>
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

// The error that stops reading `text` under `limits`: the reader's last entry.
pdn::PdnError stopError(const std::string& text, pdn::ReadLimits limits)
{
    pdn::PdnReader reader(text, std::nullopt, limits);
    std::optional<pdn::PdnEntry> last;
    while (auto entry = reader.next())
        last = std::move(entry);
    REQUIRE(last);
    const auto* error = std::get_if<pdn::PdnError>(&*last);
    REQUIRE(error);
    return *error;
}

// The 31st quiet ply of two kings shuttling i1-j2 (50-45) and b10-a9 (1-6),
// which can never take: past the 30-move counter (international.md §8.3).
// A move after a win: White's man takes Black's last piece, then moves on.
std::string pastTheEnd() { return "[FEN \"W:W28:B23\"]\n1. 28x19 19-14 *"; }

// A game of 4 MiB and a little more, in lines of 1 KiB, and a line of 1 MiB
// and a little more: each over the reader's limits.
std::string longGame()
{
    std::string game = "[Event \"long\"]\n";
    for (int i = 0; i < 4 * 1024; ++i)
        game += "{" + std::string(1021, 'a') + "}\n";
    return game + "*";
}

std::string longLine() { return "1. 32-28 {" + std::string(1024 * 1024, 'a') + "} *"; }

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
        else if (problem == ParseProblem::ManOnCrowningSquare)
            arguments = {"White", "3"};
        else if (problem == ParseProblem::TooManyStones)
            arguments = {"24"}; // the reader's limit, which the plural forms need as a number
        const core::ParseError error = notation::parseError(problem, arguments, 1);
        CAPTURE(code, error.message);
        CHECK(Texts::parseError(error) == english(error.message));
    }
    const core::ParseError black = notation::parseError(ParseProblem::ManOnCrowningSquare, {"Black", "46"}, 1);
    CHECK(Texts::parseError(black) == english(black.message));
    // And as the FEN reader reports real ones.
    const auto fen = notation::readFen(core::Variant::ToTheLastMan, "W:WKc3:Bd4");
    REQUIRE_FALSE(fen);
    CHECK(fen.error().problem == ParseProblem::NoKings);
    CHECK(Texts::parseError(fen.error()) == "FEN: To the Last Man has no kings");
    const auto crowned = notation::readFen(core::Variant::International, "W:WK1:B40,50");
    REQUIRE_FALSE(crowned);
    CHECK(crowned.error().problem == ParseProblem::ManOnCrowningSquare);
    CHECK(Texts::parseError(crowned.error()) ==
          "FEN: a Black man cannot stand on 50, where it is crowned (a king is written K50)");
    const auto twice = notation::readFen(core::Variant::International, "W:W31-50:B1-20:N3:N4");
    REQUIRE_FALSE(twice);
    CHECK(twice.error().problem == ParseProblem::FieldGivenTwice);
    CHECK(Texts::parseError(twice.error()) == "FEN: field N is given twice");
    // A long text is quoted only in part, in the window as by the reader.
    const auto junk = notation::readFen(core::Variant::International, std::string(1000, 'Q'));
    REQUIRE_FALSE(junk);
    CHECK(Texts::parseError(junk.error()) ==
          QStringLiteral("FEN: side to move must be W or B, found \"%1...\"").arg(QString(40, QLatin1Char('Q'))));
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
        {PdnProblem::BadRules, "[Variant \"polish\"]\n[Rules \"fmjd\"]\n*"},
        {PdnProblem::RulesContradict, "[Rules \"fmjd\"]\n[MissedCaptures \"forfeit\"]\n1. 32-28 *"},
        {PdnProblem::UnsupportedGameType, "[GameType \"25\"]\n*"},
        {PdnProblem::BadStartColour, "[GameType \"20,X\"]\n*"},
        {PdnProblem::WrongBoardSize, "[GameType \"20,W,8,8,N1,0\"]\n*"},
        {PdnProblem::NotNumericNotation, "[GameType \"20,W,10,10,A1,0\"]\n*"},
        {PdnProblem::BadFen, "[FEN \"W:W31,77:B1\"]\n1. 31-26 *"},
        {PdnProblem::BadNag, "1. 32-28 $999 *"},
        {PdnProblem::GameAlreadyOver, "[FEN \"W:W32:B28\"]\n1. 32x23 19-23 *"},
        {PdnProblem::NotAMove, "1. 32-28 ab\x01"
                               "cd *"},
        {PdnProblem::BadMove, "1. e4 *"},
        {PdnProblem::NoHandStoneToClaim, "[Variant \"last-man\"]\n1. ~@ *"},
        {PdnProblem::ClaimNotASquare, "1. ~z9 *"},
        {PdnProblem::CannotClaim, "1. ~27 *"},
        {PdnProblem::ResultContradicts, "[FEN \"W:W32:B28\"]\n1. 32x23 0-2"},
        // FEN and move problems inside a file.
        {PdnProblem::BadFen, "[FEN \"W:W1:B50\"]\n*"},
        {PdnProblem::BadFen, "[FEN \"W:W31-50:B1-20:N3:N4\"]\n*"},
        {PdnProblem::BadFen, "[FEN \"" + std::string(100, '7') + "\"]\n*"},
        {PdnProblem::BadMove, "1. " + std::string(80, '3') + "-28 *"},
    };
    std::set<PdnProblem> seen;
    for (const auto& [problem, text] : files) {
        const pdn::PdnError error = firstError(text);
        CAPTURE(text, error.message);
        CHECK(error.problem == problem);
        CHECK(Texts::pdnError(error) == english(error.message));
        seen.insert(error.problem);
    }
    // A move after the game was won.
    const pdn::PdnError late = firstError(pastTheEnd());
    CHECK(late.problem == PdnProblem::GameAlreadyOver);
    CHECK(Texts::pdnError(late) == english(late.message));
    CHECK(Texts::pdnError(late) == "\"19-14\": the game is already over (White wins: Black has no pieces left)");
    // The limits that stop reading a file, whatever size they are set to.
    const std::pair<pdn::PdnError, QString> stops[] = {
        {stopError(longGame(), {}), QStringLiteral("the game is longer than 4 MiB")},
        {stopError(longLine(), {}), QStringLiteral("line 1 is longer than 1 MiB")},
        {stopError(longGame(), {64 * 1024, 1024 * 1024}), QStringLiteral("the game is longer than 64 KiB")},
        {stopError("\n\n1. 32-28 {" + std::string(3000, 'a') + "} *", {10000, 2000}),
         QStringLiteral("line 3 is longer than 2000 bytes")},
    };
    for (const auto& [error, start] : stops) {
        CAPTURE(error.message);
        CHECK(Texts::pdnError(error) == english(error.message));
        CHECK(Texts::pdnError(error).startsWith(start));
        seen.insert(error.problem);
    }
    // A game no longer where the index found it.
    pdn::IndexedGame gone;
    gone.number = 2;
    gone.line = 7;
    gone.offset = gone.lineStart = 10;
    const auto missing = pdn::readIndexedGame("1. 32-28 *", gone); // the file ends there
    REQUIRE(std::holds_alternative<pdn::PdnError>(missing));
    const pdn::PdnError& missingError = std::get<pdn::PdnError>(missing);
    CHECK(missingError.problem == PdnProblem::GameMissing);
    CHECK(Texts::pdnError(missingError) == english(missingError.message));
    CHECK(Texts::pdnError(missingError) == "no game at line 7 any more (has the file changed?)");
    seen.insert(missingError.problem);
    // The lexer cannot produce the last one from any text; it reads the same all the same.
    pdn::PdnError unexpected;
    unexpected.problem = PdnProblem::UnexpectedCharacter;
    CHECK(Texts::pdnError(unexpected) == "unexpected character");
    seen.insert(PdnProblem::UnexpectedCharacter);
    CHECK(seen.size() == static_cast<std::size_t>(PdnProblem::GameMissing) + 1);
}

TEST_CASE("A PDN error reaches the Czech window in Czech", "[app][text][errors][translation]")
{
    app::test::ensureApplication();
    REQUIRE(app::Language::install(app::Language::Czech));
    const QString bad = Texts::pdnError(firstError("1. e4 *"));
    const QString game = Texts::pdnError(firstError("[GameType \"20,W,8,8,N1,0\"]\n*"));
    const QString crowned = Texts::pdnError(firstError("[FEN \"W:W1:B50\"]\n*"));
    const QString twice = Texts::pdnError(firstError("[FEN \"W:W31-50:B1-20:N3:N4\"]\n*"));
    const QString longLine = Texts::pdnError(stopError(::longLine(), {}));
    const QString longGame = Texts::pdnError(stopError(::longGame(), {1000, 2000}));
    app::Language::install(app::Language::English);
    CHECK(bad == QString::fromUtf8("tah „e4“: „e4“ není pole (na tahu: %1)").arg(QString::fromUtf8("Bílý")));
    CHECK(game ==
          QString::fromUtf8("značka [GameType \"20,W,8,8,N1,0\"]: hra Mezinárodní dáma se hraje na desce 10×10"));
    CHECK(crowned == QString::fromUtf8("FEN „W:W1:B50“: bílý kámen nemůže stát na poli 1, kde se mění v dámu "
                                       "(dáma se zapisuje K1)"));
    CHECK(twice == QString::fromUtf8("FEN „W:W31-50:B1-20:N3:N4“: položka N je uvedena dvakrát"));
    CHECK(longLine == QString::fromUtf8("řádek 1 je delší než 1 MiB, což je nejvíc, kolik smí mít jeden řádek; "
                                        "zbytek souboru se nenačte"));
    CHECK(longGame == QString::fromUtf8("partie je delší než 1000 bajtů, což je nejvíc, kolik smí mít jedna partie; "
                                        "zbytek souboru se nenačte"));
}
