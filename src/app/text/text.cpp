#include "text/text.hpp"

#include <draughts/notation/square_names.hpp>

#include <QCoreApplication>

namespace draughts::app {

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString sideName(core::Side side)
{
    return side == core::Side::White ? QCoreApplication::translate("Game", "White")
                                     : QCoreApplication::translate("Game", "Black");
}

QString playerName(const GameSetup& setup, core::Side side)
{
    const QString& name = side == core::Side::White ? setup.whiteName : setup.blackName;
    const bool unnamed = name.trimmed().isEmpty() || name == QStringLiteral("White") || name == QStringLiteral("Black");
    return unnamed ? sideName(side) : name.trimmed();
}

QString squareText(core::Variant variant, core::Square square)
{
    return toQString(notation::squareName(variant, square));
}

QString countedNoun(int count, const QString& singular, const QString& plural)
{
    return QStringLiteral("%1 %2").arg(count).arg(count == 1 ? singular : plural);
}

QString variantDescription(core::Variant variant)
{
    switch (variant) {
    case core::Variant::International:
        return QCoreApplication::translate(
            "Game", "10×10, 20 men a side, flying kings; the largest capture is compulsory.");
    case core::Variant::Polish:
        return QCoreApplication::translate("Game", "10×10, 15 men a side; a man crowned during a capture stops there.");
    case core::Variant::TwentyVsTen:
        return QCoreApplication::translate("Game", "20 white men against 10 black men that move twice each turn.");
    case core::Variant::CornerCheckers:
        return QCoreApplication::translate(
            "Game", "Played on the light squares; men are crowned only in the far corner.");
    case core::Variant::ToTheLastMan: break;
    }
    return QCoreApplication::translate(
        "Game", "8×8 stones that change colour when captured and return from the far row.");
}

QString resultText(const game::Result& result)
{
    using game::EndReason;
    if (!result.isOver())
        return QCoreApplication::translate("Game", "Game in progress");
    if (result.outcome == game::Outcome::Draw)
        return result.reason == EndReason::DrawCounter
                   ? QCoreApplication::translate("Game", "Draw: 30 moves without a capture")
                   : QCoreApplication::translate("Game", "Draw by agreement");
    const bool white = result.outcome == game::Outcome::WhiteWins;
    switch (result.reason) {
    case EndReason::NoPieces:
        return white ? QCoreApplication::translate("Game", "White wins: Black has no pieces left")
                     : QCoreApplication::translate("Game", "Black wins: White has no pieces left");
    case EndReason::NoMoves:
        return white ? QCoreApplication::translate("Game", "White wins: Black cannot move")
                     : QCoreApplication::translate("Game", "Black wins: White cannot move");
    case EndReason::BlackCannotMoveTwice:
        return QCoreApplication::translate("Game", "White wins: Black cannot make two moves");
    case EndReason::Resignation:
        return white ? QCoreApplication::translate("Game", "White wins: Black resigned")
                     : QCoreApplication::translate("Game", "Black wins: White resigned");
    default: break;
    }
    return white ? QCoreApplication::translate("Game", "White wins")
                 : QCoreApplication::translate("Game", "Black wins");
}

QString variantTitle(core::Variant variant)
{
    switch (variant) {
    case core::Variant::International: return QCoreApplication::translate("Game", "International");
    case core::Variant::Polish: return QCoreApplication::translate("Game", "Polish");
    case core::Variant::TwentyVsTen: return QCoreApplication::translate("Game", "Twenty vs Ten");
    case core::Variant::CornerCheckers: return QCoreApplication::translate("Game", "Corner Checkers");
    case core::Variant::ToTheLastMan: break;
    }
    return QCoreApplication::translate("Game", "To the Last Man");
}

} // namespace draughts::app
