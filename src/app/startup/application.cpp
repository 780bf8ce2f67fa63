#include "startup/application.hpp"

#include "board/board_area.hpp"
#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "database/game_database.hpp"
#include "engines/endgame_tables_keeper.hpp"
#include "files/game_files.hpp"
#include "players/human_input.hpp"
#include "settings/language.hpp"
#include "startup/launch_options.hpp"
#include "startup/look.hpp"
#include "startup/window_titles.hpp"
#include "window/main_window.hpp"

#include <draughts/build_info.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/notation/square_names.hpp>

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QPixmap>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

#include <iostream>
#include <memory>

namespace draughts::app {

namespace {

// Starts the game the command line asks for and plays its moves; an error
// message when a move is not allowed.
QString setUpGame(MainWindow& window, const LaunchOptions& options)
{
    if (!options.theme.isEmpty()) {
        Preferences preferences = window.preferences();
        preferences.theme = options.theme;
        window.setPreferences(preferences);
    }
    const WindowParts& parts = window.parts();
    if (options.variant) {
        GameSetup setup = parts.controller->setup();
        setup.variant = *options.variant;
        setup.start = options.start;
        window.startGame(setup);
    }
    HumanInput& input = *parts.input;
    for (const QString& move : options.moves)
        if (!input.playNotation(move))
            return QStringLiteral("move \"%1\" is not allowed here").arg(move);
    if (!options.select.isEmpty()) {
        const core::Square square =
            notation::parseSquare(parts.controller->shown().variant(), options.select.toStdString());
        if (square == core::NoSquare)
            return QStringLiteral("\"%1\" is not a square of this game").arg(options.select);
        input.clickSquare(square);
    }
    return {};
}

int fail(const QString& message)
{
    std::cerr << "draughts: " << message.toStdString() << '\n';
    return 2;
}

// With --print-fen nobody sits at the window: a file's errors go to the
// console, one line each, and a file of several games is refused, since no
// one is there to pick a game from the list.
class ConsoleFilePrompter : public FilePrompter {
public:
    QString openFileName(const QString&) override { return {}; }
    QString saveFileName(const QString&) override { return {}; }
    std::optional<std::size_t> chooseGame(const std::shared_ptr<const GameDatabase>& games, std::size_t) override
    {
        fail(QStringLiteral("the file holds %1 games: open it without --print-fen to choose one").arg(games->size()));
        return std::nullopt;
    }
    void showError(const QString&, const QString& text) override { fail(text.simplified()); }
    bool confirmDropMoves(int) override { return false; }
    Unsaved askToSave(bool) override { return Unsaved::Discard; } // the autosave keeps it
};

int screenshot(const LaunchOptions& options)
{
    // No settings: a screenshot shows the program as it comes, not as someone left it.
    MainWindow window(nullptr);
    BoardView& board = window.parts().board->view();
    board.setAnimationsEnabled(false);
    if (const QString error = setUpGame(window, options); !error.isEmpty())
        return fail(error);
    window.resize(options.size);
    window.show();
    for (int i = 0; i < 3; ++i)
        QApplication::processEvents();
    // A picture of the game, not of the keyboard's focus: no frame, no ring.
    board.clearFocus();
    QApplication::processEvents();
    const QPixmap shot = window.grab();
    if (!shot.save(options.screenshot, "PNG")) {
        std::cerr << "draughts: cannot write " << options.screenshot.toStdString() << '\n';
        return 1;
    }
    return 0;
}

} // namespace

int run(int argc, char** argv)
{
    const LaunchParse parsed = parseLaunchArguments(commandLineArguments(argc, argv));
    if (!parsed.options)
        return fail(parsed.error);
    const LaunchOptions& options = *parsed.options;
    if (options.help) {
        std::cout << launchUsage().toStdString();
        return 0;
    }
    if (options.version) {
        std::cout << "draughts " << build::version << '\n';
        return 0;
    }
    // A screenshot needs no display: render offscreen unless told otherwise.
    if ((!options.screenshot.isEmpty() || options.printFen) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("draughts"));
    QApplication::setApplicationName(QStringLiteral("draughts"));
    QApplication::setApplicationDisplayName(QStringLiteral("Draughts"));
    QApplication::setApplicationVersion(QString::fromUtf8(build::version.data(), qsizetype(build::version.size())));
    // Ties the window to its desktop entry, so that the desktop shows the right icon and name.
    QGuiApplication::setDesktopFileName(
        QString::fromUtf8(build::applicationId.data(), qsizetype(build::applicationId.size())));
    applyLook(app);
    endWindowTitlesWithProgramName();

    if (!options.screenshot.isEmpty()) {
        // Screenshots show the program as documented: English unless asked otherwise.
        Language::install(options.language.isEmpty() ? Language::English : options.language);
        QApplication::setApplicationDisplayName(QCoreApplication::translate("Application", "Draughts"));
        return screenshot(options);
    }

    // --data-dir keeps the settings and the autosave together, away from the player's own.
    const QString dataDir =
        options.dataDir.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : options.dataDir;
    const auto settings =
        options.dataDir.isEmpty()
            ? std::make_unique<QSettings>()
            : std::make_unique<QSettings>(QDir(dataDir).filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    // The command line's language for this run, else the saved choice, else the system's (View > Language).
    Language::install(options.language.isEmpty() ? Language::choose(Language::saved(*settings), QLocale::system())
                                                 : options.language);
    QApplication::setApplicationDisplayName(QCoreApplication::translate("Application", "Draughts"));
    ConsoleFilePrompter console; // outlives the window that may point to it
    // Read before the window keeps its first game in the settings.
    const bool firstStart = isFirstStart(*settings);
    MainWindow window(settings.get());
    GameFiles& files = *window.parts().files;
    const QString notice = files.enableAutosave(dataDir);
    if (const QString error = setUpGame(window, options); !error.isEmpty())
        return fail(error);
    if (options.printFen) {
        files.setPrompter(&console);
        if (!options.file.isEmpty() && !files.openFile(options.file))
            return 2;
        const game::Game& game = window.parts().controller->game();
        if (!notice.isEmpty())
            std::cerr << "draughts: " << notice.toStdString() << '\n';
        std::cout << notation::writeFen(game.variant(), game.position()) << '\n';
        return 0;
    }
    // The endgame tables, built on first need, live in the data folder too.
    window.parts().tables->setFolder(QDir(dataDir).filePath(QStringLiteral("endgame-tables")));
    window.show();
    openLaunchFile(window, options);
    // A newcomer sees what the program can do; a game the command line asked for starts at once.
    if (firstStart && options.file.isEmpty() && !options.variant && options.moves.isEmpty())
        QTimer::singleShot(0, &window, &MainWindow::welcome);
    return QApplication::exec();
}

bool openLaunchFile(MainWindow& window, const LaunchOptions& options)
{
    return !options.file.isEmpty() && window.parts().files->openFile(options.file);
}

} // namespace draughts::app
