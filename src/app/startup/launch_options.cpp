#include "startup/launch_options.hpp"

#include "board/board_theme.hpp"
#include "values/game_setup.hpp"
#include "settings/language.hpp"
#include "text/texts.hpp"

#include <draughts/notation/fen.hpp>

#ifdef Q_OS_WIN
#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>

#include <shellapi.h>
#endif

namespace draughts::app {

namespace {

QString variantList()
{
    QStringList ids;
    for (core::Variant variant : core::allVariants)
        ids << Texts::fromUtf8(core::variantId(variant));
    return ids.join(QStringLiteral(", "));
}

QString themeList()
{
    QStringList ids;
    for (const BoardTheme& theme : BoardTheme::all())
        ids << theme.id();
    return ids.join(QStringLiteral(", "));
}

// An option that takes a value: its value into `options` (--fen waits in
// `fen` for the variant); a problem in one line, or "".
QString takeValue(LaunchOptions& options, const QString& name, const QString& value, std::optional<QString>& fen)
{
    if (name == QLatin1String("--variant")) {
        options.variant = core::variantFromId(value.toStdString());
        if (!options.variant)
            return QStringLiteral("unknown variant \"%1\" (choose %2)").arg(value, variantList());
    } else if (name == QLatin1String("--fen")) {
        fen = value;
    } else if (name == QLatin1String("--moves")) {
        options.moves = value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    } else if (name == QLatin1String("--data-dir")) {
        options.dataDir = value;
    } else if (name == QLatin1String("--language")) {
        if (value != Language::English && value != Language::Czech)
            return QStringLiteral("unknown language \"%1\" (choose cs or en)").arg(value);
        options.language = value;
    } else if (name == QLatin1String("--theme")) {
        if (BoardTheme::byId(value).id() != value)
            return QStringLiteral("unknown theme \"%1\" (choose %2)").arg(value, themeList());
        options.theme = value;
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
            return QStringLiteral("--size must look like 1100x760");
        options.size = QSize(width, height);
    }
    return {};
}

// The start position --fen gives, in the game --variant chose.
QString takeFen(LaunchOptions& options, const QString& fen)
{
    const core::Variant variant = options.variant.value_or(GameSetup{}.variant);
    const auto position = notation::readFen(variant, fen.toStdString());
    if (!position)
        return QStringLiteral("%1 (column %2)")
            .arg(Texts::fromUtf8(position.error().message))
            .arg(position.error().column);
    options.variant = variant;
    options.start = *position;
    return {};
}

} // namespace

QString launchUsage()
{
    return QStringLiteral("usage: draughts [--variant ID] [--fen FEN] [--moves \"MOVES\"] [--select SQUARE]\n"
                          "                [--screenshot FILE.png [--size WIDTHxHEIGHT]]\n"
                          "                [--language cs|en] [--theme ID] [--data-dir DIR] [--print-fen]\n"
                          "       draughts [--language cs|en] [--data-dir DIR] [--print-fen] FILE.pdn\n"
                          "       draughts --version\n"
                          "variants: %1\n"
                          "themes: %2\n")
        .arg(variantList(), themeList());
}

LaunchParse parseLaunchArguments(const QStringList& arguments)
{
    LaunchOptions options;
    std::optional<QString> fen;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        QString name = arguments[i];
        QString value;
        bool hasValue = false;
        if (const qsizetype equals = name.indexOf(QLatin1Char('='));
            name.startsWith(QLatin1String("--")) && equals > 0) {
            value = name.mid(equals + 1);
            name = name.left(equals);
            hasValue = true;
        }
        if (name == QLatin1String("--help") || name == QLatin1String("-h")) {
            options.help = true;
            continue;
        }
        if (name == QLatin1String("--version")) {
            options.version = true;
            continue;
        }
        if (name == QLatin1String("--print-fen")) {
            options.printFen = true;
            continue;
        }
        if (!name.startsWith(QLatin1Char('-'))) {
            if (!options.file.isEmpty())
                return {std::nullopt, QStringLiteral("one file at a time, not \"%1\" too").arg(arguments[i])};
            options.file = arguments[i];
            continue;
        }
        static const QStringList withValue{
            QStringLiteral("--variant"),  QStringLiteral("--fen"),        QStringLiteral("--moves"),
            QStringLiteral("--select"),   QStringLiteral("--screenshot"), QStringLiteral("--size"),
            QStringLiteral("--data-dir"), QStringLiteral("--language"),   QStringLiteral("--theme")};
        if (!withValue.contains(name))
            return {std::nullopt, QStringLiteral("unknown option \"%1\"").arg(arguments[i])};
        if (!hasValue) {
            if (i + 1 >= arguments.size())
                return {std::nullopt, QStringLiteral("%1 needs a value").arg(name)};
            value = arguments[++i];
        }
        if (const QString problem = takeValue(options, name, value, fen); !problem.isEmpty())
            return {std::nullopt, problem};
    }
    if (fen)
        if (const QString problem = takeFen(options, *fen); !problem.isEmpty())
            return {std::nullopt, problem};
    // A file brings its own game; a screenshot shows the game the options set up.
    if (!options.file.isEmpty() &&
        (options.variant || !options.moves.isEmpty() || !options.select.isEmpty() || !options.screenshot.isEmpty()))
        return {std::nullopt, QStringLiteral("a file to open cannot be combined with --variant, --fen, --moves, "
                                             "--select or --screenshot")};
    return {options, {}};
}

QStringList commandLineArguments(int argc, char** argv)
{
    QStringList arguments;
#ifdef Q_OS_WIN
    int count = 0;
    if (wchar_t** wide = CommandLineToArgvW(GetCommandLineW(), &count)) {
        for (int i = 1; i < count; ++i)
            arguments << QString::fromWCharArray(wide[i]);
        LocalFree(wide);
        return arguments;
    }
#endif
    for (int i = 1; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    return arguments;
}

} // namespace draughts::app
