// Texts: why a position, a move or a game of a file could not be read,
// phrased from the readers' problem codes. In English each sentence is the
// reader's own message (a test checks that they agree).

#include "text/texts.hpp"

#include <draughts/core/variant.hpp>
#include <draughts/notation/parse_problems.hpp>

#include <limits>

namespace draughts::app {

using core::ParseProblem;
using pdn::PdnProblem;

namespace {

// `pattern` with %1 ... %9 replaced in one pass: an argument holding "%2"
// (a text from a file) stays as it is.
QString fill(const QString& pattern, const QStringList& arguments)
{
    QString out;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar next = i + 1 < pattern.size() ? pattern[i + 1] : QChar();
        const int index = next.digitValue() - 1;
        if (pattern[i] == QLatin1Char('%') && index >= 0 && index < arguments.size()) {
            out += arguments[index];
            ++i;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

// As the reader keeps its messages: on one line and of a readable length,
// whatever a file holds.
QString printable(const QString& text)
{
    QString out;
    qsizetype characters = 0;
    for (const QChar c : text) {
        if (!c.isLowSurrogate() && ++characters > 300) {
            out += QStringLiteral("...");
            break;
        }
        out += c.unicode() < 0x20 || c.unicode() == 0x7F ? QLatin1Char('?') : c;
    }
    return out;
}

QStringList texts(const std::vector<std::string>& arguments)
{
    QStringList out;
    for (const std::string& a : arguments)
        out << Texts::fromUtf8(a);
    return out;
}

// A game's id as the readers pass it, as the game's name in the window's language.
QString gameNamed(const std::string& id)
{
    const auto variant = core::variantFromId(id);
    return variant ? Texts::gameTitle(*variant) : Texts::fromUtf8(id);
}

// A size the reader passes as a number of bytes: "4 MiB", "64 KiB", "1000 bytes".
QString byteSize(const std::string& bytes)
{
    bool ok = false;
    const qulonglong value = QString::fromStdString(bytes).toULongLong(&ok);
    constexpr qulonglong kib = 1024, mib = 1024 * 1024;
    if (!ok)
        return Texts::fromUtf8(bytes);
    if (value >= mib && value % mib == 0)
        return Texts::tr("%1 MiB").arg(value / mib);
    if (value >= kib && value % kib == 0)
        return Texts::tr("%1 KiB").arg(value / kib);
    // Plural forms take an int: a size beyond it is written in MiB, to a tenth.
    if (value > static_cast<qulonglong>(std::numeric_limits<int>::max()))
        return Texts::tr("%1 MiB").arg(static_cast<double>(value) / mib, 0, 'f', 1);
    return Texts::tr("%n byte(s)", nullptr, static_cast<int>(value));
}

QString pattern(const core::ParseError& error)
{
    switch (error.problem) {
    case ParseProblem::EmptyFen: return Texts::tr("empty FEN");
    case ParseProblem::BadSideToMove: return Texts::tr("side to move must be W or B, found \"%1\"");
    case ParseProblem::EmptyField: return Texts::tr("empty field");
    case ParseProblem::SecondPieceList: return Texts::tr("second piece list for %1");
    case ParseProblem::UnknownField: return Texts::tr("unknown field \"%1\"");
    case ParseProblem::NotASquareOfGame: return Texts::tr("\"%1\" is not a square of %2");
    case ParseProblem::BadRange: return Texts::tr("bad range \"%1\"");
    case ParseProblem::SquareGivenTwice: return Texts::tr("square %1 is given twice");
    case ParseProblem::NoKings: return Texts::tr("%1 has no kings");
    case ParseProblem::NotANumber: return Texts::tr("\"%1\" is not a number from 0 to %2");
    case ParseProblem::FieldNotUsed: return Texts::tr("field %1 is only used in %2");
    case ParseProblem::HandNeedsTwoNumbers: return Texts::tr("hand field needs two numbers, e.g. H1,0");
    case ParseProblem::BadCaptureCount: return Texts::tr("capture count \"%1\" must look like c3=2");
    case ParseProblem::NotASquare: return Texts::tr("\"%1\" is not a square");
    case ParseProblem::FieldTakesNoValue: return Texts::tr("field %1 takes no value");
    case ParseProblem::BarredNotBlack: return Texts::tr("field D must name a Black piece, with Black to move");
    case ParseProblem::CountOnEmptySquare: return Texts::tr("capture count given for the empty square %1");
    case ParseProblem::TooManyStones:
        // The reader passes the limit; the counted noun takes its plural form from it.
        return Texts::tr("more than %n stone(s)", nullptr,
                         error.arguments.empty() ? 0 : QString::fromStdString(error.arguments[0]).toInt());
    case ParseProblem::ManOnCrowningSquare:
        // The side is the first argument, "White" or "Black".
        if (!error.arguments.empty() && error.arguments[0] == "Black")
            return Texts::tr("a Black man cannot stand on %2, where it is crowned (a king is written K%2)");
        return Texts::tr("a White man cannot stand on %2, where it is crowned (a king is written K%2)");
    case ParseProblem::FieldGivenTwice: return Texts::tr("field %1 is given twice");
    case ParseProblem::EmptyMove: return Texts::tr("empty move");
    case ParseProblem::MoveSquareUnknown: return Texts::tr("\"%2\" is not a square");
    case ParseProblem::CannotPlace: return Texts::tr("no stone can be placed on %2 now");
    case ParseProblem::SquareMissing: return Texts::tr("a square is missing");
    case ParseProblem::NoEndSquare: return Texts::tr("needs a start and an end square");
    case ParseProblem::MixedSeparators: return Texts::tr("mixes '-' and 'x'");
    case ParseProblem::AmbiguousMove: return Texts::tr("ambiguous, it could be %2");
    case ParseProblem::ImpossibleMove: break;
    }
    return Texts::tr("not a possible move here");
}

} // namespace

QString Texts::parseReason(const core::ParseError& error)
{
    QStringList arguments = texts(error.arguments);
    // Games travel as their ids.
    if (error.problem == ParseProblem::NotASquareOfGame && error.arguments.size() > 1) {
        arguments[1] = gameNamed(error.arguments[1]);
    } else if (error.problem == ParseProblem::NoKings && !error.arguments.empty()) {
        arguments[0] = gameNamed(error.arguments[0]);
    } else if (error.problem == ParseProblem::FieldNotUsed && error.arguments.size() > 1) {
        QStringList games;
        for (std::size_t i = 1; i < error.arguments.size(); ++i)
            games << gameNamed(error.arguments[i]);
        arguments = QStringList{arguments[0], games.join(tr(" and "))};
    }
    return fill(pattern(error), arguments);
}

QString Texts::parseError(const core::ParseError& error)
{
    if (notation::isMoveProblem(error.problem))
        return fill(tr("move \"%1\": %2"),
                    {error.arguments.empty() ? QString() : fromUtf8(error.arguments[0]), parseReason(error)});
    return tr("FEN: %1").arg(parseReason(error));
}

QString Texts::pdnError(const pdn::PdnError& error) { return printable(pdnSentence(error)); }

QString Texts::pdnSentence(const pdn::PdnError& e)
{
    const QStringList a = texts(e.arguments);
    const auto arg = [&a](qsizetype i) { return i < a.size() ? a[i] : QString(); };
    const auto idArg = [&e](std::size_t i) { return i < e.arguments.size() ? gameNamed(e.arguments[i]) : QString(); };
    switch (e.problem) {
    case PdnProblem::UnexpectedSymbol: return fill(tr("unexpected '%1'"), a);
    case PdnProblem::UnexpectedCharacter: return tr("unexpected character");
    case PdnProblem::CloseWithoutOpen: return tr("')' without a '(' before it");
    case PdnProblem::NagWithoutNumber: return tr("'$' must be followed by a number (a NAG such as $1)");
    case PdnProblem::CommentNotClosed: return tr("comment '{' is not closed by '}'");
    case PdnProblem::VariationNotClosed: return tr("variation '(' is not closed by ')'");
    case PdnProblem::TagNameMissing: return fill(tr("tag %1: the tag name is missing"), a);
    case PdnProblem::TagValueNotQuoted: return fill(tr("tag %1: the value must follow the name in double quotes"), a);
    case PdnProblem::TagValueNotClosed: return fill(tr("tag %1: the value is not closed on its line"), a);
    case PdnProblem::TagBracketMissing: return fill(tr("tag %1: ']' is missing after the value"), a);
    case PdnProblem::SecondTag: return fill(tr("tag %1: the game has a second %2 tag"), a);
    case PdnProblem::UnknownVariant: return fill(tr("tag %1: unknown variant (expected %2)"), a);
    case PdnProblem::ContradictsGameType: return fill(tr("tag %1: contradicts the GameType tag"), a);
    case PdnProblem::ContradictsVariant: return fill(tr("tag %1: contradicts the Variant tag"), a);
    case PdnProblem::BadMissedCaptures: return fill(tr("tag %1: expected \"forfeit\" or \"compulsory\""), a);
    case PdnProblem::BadRules: return fill(tr("tag %1: expected \"original\", or \"fmjd\" in International"), a);
    case PdnProblem::RulesContradict: return fill(tr("tag %1: the FMJD's rules have compulsory captures only"), a);
    case PdnProblem::UnsupportedGameType:
        return fill(tr("tag %1: only GameType %2 (%3 draughts) is supported; the other games of this program use a "
                       "Variant tag"),
                    {arg(0), arg(1), idArg(2)});
    case PdnProblem::BadStartColour: return fill(tr("tag %1: the start colour must be W or B"), a);
    case PdnProblem::WrongBoardSize:
        return fill(tr("tag %1: %2 draughts is played on a %3x%3 board"), {arg(0), idArg(1), arg(2)});
    case PdnProblem::NotNumericNotation: return fill(tr("tag %1: only numeric square notation (N) is supported"), a);
    case PdnProblem::BadFen: return fill(tr("FEN \"%1\": %2"), {arg(0), e.cause ? parseReason(*e.cause) : QString()});
    case PdnProblem::BadNag: return fill(tr("NAG $%1: must be a number from 0 to 255"), a);
    case PdnProblem::GameAlreadyOver:
        return fill(tr("\"%1\": the game is already over (%2)"), {arg(0), result(e.result, GameSetup{})});
    case PdnProblem::NotAMove: return fill(tr("\"%1\" is not a move"), a);
    case PdnProblem::BadMove:
        return fill(tr("%1 (%2 to move)"), {e.cause ? parseError(*e.cause) : QString(), side(e.sideToMove)});
    case PdnProblem::NoHandStoneToClaim: return fill(tr("claim \"%1\": there is no unplaced stone to claim now"), a);
    case PdnProblem::ClaimNotASquare: return fill(tr("claim \"%1\": \"%2\" is not a square"), a);
    case PdnProblem::CannotClaim: return fill(tr("claim \"%1\": no piece on %2 can be claimed now"), a);
    case PdnProblem::ResultContradicts:
        return fill(tr("result %1 contradicts the game: %2"), {arg(0), result(e.result, GameSetup{})});
    case PdnProblem::GameTooLong:
        return fill(tr("the game is longer than %1, the most one game may have; the rest of the file is not read"),
                    {e.arguments.empty() ? QString() : byteSize(e.arguments[0])});
    case PdnProblem::LineTooLong:
        return fill(tr("line %1 is longer than %2, the most one line may have; the rest of the file is not read"),
                    {arg(0), e.arguments.size() > 1 ? byteSize(e.arguments[1]) : QString()});
    case PdnProblem::GameMissing: break;
    }
    return fill(tr("no game at line %1 any more (has the file changed?)"), a);
}

} // namespace draughts::app
