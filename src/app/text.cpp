#include "text.hpp"

#include <draughts/core/geometry.hpp>

namespace draughts::app {

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString sideName(core::Side side)
{
    return side == core::Side::White ? QStringLiteral("White") : QStringLiteral("Black");
}

QString squareText(core::Variant variant, core::Square square)
{
    return toQString(core::squareName(variant, square));
}

QString countedNoun(int count, const QString& singular, const QString& plural)
{
    return QStringLiteral("%1 %2").arg(count).arg(count == 1 ? singular : plural);
}

QString variantDescription(core::Variant variant)
{
    switch (variant) {
    case core::Variant::International:
        return QStringLiteral("10×10, 20 men a side, flying kings; the largest capture is compulsory.");
    case core::Variant::Polish:
        return QStringLiteral("10×10, 15 men a side; a man crowned during a capture stops there.");
    case core::Variant::TwentyVsTen:
        return QStringLiteral("20 white men against 10 black men that move twice each turn.");
    case core::Variant::CornerCheckers:
        return QStringLiteral("Played on the light squares; men are crowned only in the far corner.");
    case core::Variant::ToTheLastMan:
        break;
    }
    return QStringLiteral("8×8 stones that change colour when captured and return from the far row.");
}

} // namespace draughts::app
