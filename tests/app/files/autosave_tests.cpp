// The game in progress survives a crash: it is written after every action
// and opened again at the next start; a damaged autosave is set aside.

#include "files/file_test_support.hpp"

#include "controller/game_controller.hpp"
#include "files/autosave.hpp"
#include "startup/launch_options.hpp"

#include <draughts/game/game.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <catch2/catch.hpp>

using namespace draughts;
using app::test::FileHarness;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The real program, with its settings and autosave in `dir`.
QProcess* startProgram(const QString& dir, const QStringList& arguments)
{
    auto* process = new QProcess;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process->setProcessEnvironment(environment);
    process->start(QStringLiteral(DRAUGHTS_EXECUTABLE), QStringList{QStringLiteral("--data-dir"), dir} + arguments);
    return process;
}

// Runs the program to its end: exit status, standard output, standard error.
std::tuple<int, QString, QString> runProgram(const QString& dir, const QStringList& arguments)
{
    std::unique_ptr<QProcess> process(startProgram(dir, arguments));
    REQUIRE(process->waitForFinished(20000));
    return {process->exitCode(), QString::fromUtf8(process->readAllStandardOutput()).trimmed(),
            QString::fromUtf8(process->readAllStandardError())};
}

} // namespace

TEST_CASE("The window keeps the game in its autosave and opens it again", "[app][autosave]")
{
    QTemporaryDir dir;
    std::string fen;
    {
        FileHarness h;
        h.gameFiles().enableAutosave(dir.path());
        h.start(core::Variant::Polish, {}, game::MissedCaptureRule::Compulsory);
        h.clicks({"36", "31"});
        fen = h.fen();
        const QByteArray saved = readAll(dir.filePath("autosave.pdn"));
        CHECK(saved.contains("[Variant \"polish\"]"));
        CHECK(saved.contains("[MissedCaptures \"compulsory\"]"));
    }
    FileHarness h;
    h.gameFiles().enableAutosave(dir.path());
    CHECK(h.controller().game().variant() == core::Variant::Polish);
    CHECK(h.controller().setup().rule == game::MissedCaptureRule::Compulsory);
    CHECK(h.historyLength() == 1);
    CHECK(h.fen() == fen);
    CHECK_FALSE(h.window().isWindowModified());

    // A new game replaces it.
    h.start(core::Variant::International);
    CHECK(readAll(dir.filePath("autosave.pdn")).contains("[GameType \"20\"]"));
    CHECK_FALSE(readAll(dir.filePath("autosave.pdn")).contains("36-31"));
}

TEST_CASE("Discard on quitting means the game does not come back at the next start", "[app][autosave]")
{
    QTemporaryDir dir;
    {
        FileHarness h;
        h.gameFiles().enableAutosave(dir.path());
        h.start(core::Variant::Polish, {}, game::MissedCaptureRule::Compulsory);
        h.clicks({"36", "31"});
        REQUIRE(readAll(dir.filePath("autosave.pdn")).contains("36-31"));
        h.files.unsavedAnswer = app::FilePrompter::Unsaved::Discard;
        REQUIRE(h.window().close());
        CHECK(h.files.savesAsked == QStringList{"quit"});
    }
    FileHarness h;
    h.gameFiles().enableAutosave(dir.path());
    CHECK(h.historyLength() == 0);
}

TEST_CASE("A damaged autosave is set aside with a notice", "[app][autosave]")
{
    QTemporaryDir dir;
    app::Autosave autosave(dir.path());
    QFile file(autosave.filePath());
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write("[Variant \"polish\"]\n1. 99-98 *\n");
    file.close();
    const app::Autosave::Restored restored = autosave.restore();
    CHECK_FALSE(restored.game);
    CHECK(restored.notice.contains("autosave.pdn.damaged"));
    CHECK(QFile::exists(autosave.filePath() + ".damaged"));
    CHECK_FALSE(QFile::exists(autosave.filePath()));
    CHECK_FALSE(autosave.restore().game); // nothing left: a fresh start
}

TEST_CASE("The program killed mid-game starts again on the same game", "[app][autosave][process]")
{
    QTemporaryDir dir;
    const QString autosave = dir.filePath("autosave.pdn");
    std::unique_ptr<QProcess> first(startProgram(dir.path(), {"--variant", "polish", "--moves", "36-31 12-17 31-27"}));
    REQUIRE(first->waitForStarted(10000));
    // Killed once the moves are autosaved and the settings written: a kill in the
    // middle of QSettings' own write would leave its lock file for Qt to time out.
    const QString settings = dir.filePath("settings.ini");
    const auto settled = [&] {
        return readAll(autosave).contains("31-27") && readAll(settings).contains("polish") &&
               !QFile::exists(settings + ".lock");
    };
    for (int i = 0; i < 1000 && !settled(); ++i)
        QTest::qWait(20);
    REQUIRE(readAll(autosave).contains("36-31 12-17 2. 31-27"));
    first->kill(); // SIGKILL: no chance to save anything on the way out
    REQUIRE(first->waitForFinished(10000));
    CHECK(first->exitStatus() == QProcess::CrashExit);

    game::Game expected(core::Variant::Polish);
    for (const char* move : {"36-31", "12-17", "31-27"}) {
        const auto parsed = notation::parseMove(core::Variant::Polish, move, expected.permittedMoves());
        REQUIRE(parsed);
        REQUIRE(expected.play(*parsed));
    }
    const auto [status, output, errors] = runProgram(dir.path(), {"--print-fen"});
    CHECK(status == 0);
    CHECK(output.toStdString() == notation::writeFen(core::Variant::Polish, expected.position()));
    CHECK_FALSE(errors.contains("draughts:"));
}

TEST_CASE("The program starts despite a damaged autosave", "[app][autosave][process]")
{
    QTemporaryDir dir;
    QFile file(dir.filePath("autosave.pdn"));
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write("\xff\xfe[Event \"half written");
    file.close();
    const auto [status, output, errors] = runProgram(dir.path(), {"--print-fen"});
    CHECK(status == 0);
    CHECK(output == "B:W31-50:B1-20"); // a fresh International game
    CHECK(errors.contains("set aside"));
    CHECK(QFile::exists(dir.filePath("autosave.pdn.damaged")));
}

TEST_CASE("The command line takes --data-dir and --print-fen", "[app][autosave][cli]")
{
    const app::LaunchParse parsed = app::parseLaunchArguments({"--data-dir", "somewhere", "--print-fen"});
    REQUIRE(parsed.options);
    CHECK(parsed.options->dataDir == "somewhere");
    CHECK(parsed.options->printFen);
    CHECK(app::launchUsage().contains("--data-dir"));
}
