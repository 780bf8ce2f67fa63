#include "startup/command_line.hpp"

#include "controller/game_setup.hpp"
#include "text/texts.hpp"

#include <draughts/notation/fen.hpp>

namespace draughts::app {

namespace {

QString variantList()
{
    QStringList ids;
    for (core::Variant variant : core::allVariants)
        ids << Texts::fromUtf8(core::variantId(variant));
    return ids.join(QStringLiteral(", "));
}

} // namespace

QString launchUsage()
{
    return QStringLiteral("usage: draughts [--variant ID] [--fen FEN] [--moves \"MOVES\"] [--select SQUARE]\n"
                          "                [--screenshot FILE.png [--size WIDTHxHEIGHT]]\n"
                          "                [--data-dir DIR] [--print-fen]\n"
                          "variants: %1\n")
        .arg(variantList());
}

LaunchParse parseLaunchArguments(const QStringList& arguments)
{
    LaunchOptions options;
    QString fen;
    bool fenGiven = false;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        QString name = arguments[i];
        QString value;
        bool hasValue = false;
        if (const qsizetype equals = name.indexOf(QLatin1Char('=')); name.startsWith(QLatin1String("--")) && equals > 0) {
            value = name.mid(equals + 1);
            name = name.left(equals);
            hasValue = true;
        }
        if (name == QLatin1String("--help") || name == QLatin1String("-h")) {
            options.help = true;
            continue;
        }
        if (name == QLatin1String("--print-fen")) {
            options.printFen = true;
            continue;
        }
        static const QStringList withValue{QStringLiteral("--variant"), QStringLiteral("--fen"),
                                           QStringLiteral("--moves"), QStringLiteral("--select"),
                                           QStringLiteral("--screenshot"), QStringLiteral("--size"),
                                           QStringLiteral("--data-dir")};
        if (!withValue.contains(name))
            return {std::nullopt, QStringLiteral("unknown option \"%1\"").arg(arguments[i])};
        if (!hasValue) {
            if (i + 1 >= arguments.size())
                return {std::nullopt, QStringLiteral("%1 needs a value").arg(name)};
            value = arguments[++i];
        }
        if (name == QLatin1String("--variant")) {
            options.variant = core::variantFromId(value.toStdString());
            if (!options.variant)
                return {std::nullopt,
                        QStringLiteral("unknown variant \"%1\" (choose %2)").arg(value, variantList())};
        } else if (name == QLatin1String("--fen")) {
            fen = value;
            fenGiven = true;
        } else if (name == QLatin1String("--moves")) {
            options.moves = value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        } else if (name == QLatin1String("--data-dir")) {
            options.dataDir = value;
        } else if (name == QLatin1String("--select")) {
            options.select = value;
        } else if (name == QLatin1String("--screenshot")) {
            options.screenshot = value;
        } else if (name == QLatin1String("--size")) {
            const QStringList parts = value.split(QLatin1Char('x'));
            bool wideOk = false;
            bool highOk = false;
            const int width = parts.size() == 2 ? parts[0].toInt(&wideOk) : 0;
            const int height = parts.size() == 2 ? parts[1].toInt(&highOk) : 0;
            if (!wideOk || !highOk || width < 200 || height < 200 || width > 8000 || height > 8000)
                return {std::nullopt, QStringLiteral("--size must look like 1100x760")};
            options.size = QSize(width, height);
        }
    }
    if (fenGiven) {
        const core::Variant variant = options.variant.value_or(GameSetup{}.variant);
        const auto position = notation::readFen(variant, fen.toStdString());
        if (!position)
            return {std::nullopt, QStringLiteral("%1 (column %2)")
                                      .arg(Texts::fromUtf8(position.error().message))
                                      .arg(position.error().column)};
        options.variant = variant;
        options.start = *position;
    }
    return {options, {}};
}

} // namespace draughts::app
