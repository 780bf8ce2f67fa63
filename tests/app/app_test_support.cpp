#include "app_test_support.hpp"

#include "board/board_area.hpp"
#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "dialogs/preferences_dialog.hpp"
#include "editor/setup_flow.hpp"
#include "engines/endgame_tables_keeper.hpp"
#include "files/game_files.hpp"
#include "review/evaluation_bar.hpp"
#include "settings/language.hpp"
#include "text/texts.hpp"

#include <draughts/notation/fen.hpp>
#include <draughts/notation/square_names.hpp>

#include <QAction>
#include <QApplication>
#include <QStatusBar>
#include <QTest>

#include <catch2/catch.hpp>

namespace draughts::app::test {

void ensureApplication()
{
    if (QApplication::instance())
        return;
    static int argc = 1;
    static char name[] = "app_tests";
    static char* argv[] = {name, nullptr};
    // Never destroyed: QTest keeps its mouse device in a static that dies
    // before a static QApplication would, and the application's destructor
    // would then touch it. The pointer keeps it reachable for leak checkers.
    static QApplication* application = new QApplication(argc, argv);
    (void)application;
    Language::install(Language::English); // plural forms: "1 piece", "2 pieces"
}

void settle()
{
    for (int i = 0; i < 3; ++i)
        QApplication::processEvents();
}

void inEnglishAndCzech(const std::function<void()>& check)
{
    for (const bool czech : {false, true}) {
        CAPTURE(czech);
        REQUIRE(Language::install(czech ? Language::Czech : Language::English));
        QApplication::processEvents(); // the LanguageChange events
        check();
    }
    Language::install(Language::English);
}

bool ScriptedPrompter::acceptDraw(const QString& offeredBy, const QString& offeredTo)
{
    asked << QStringLiteral("draw offered by %1 to %2").arg(offeredBy, offeredTo);
    return drawAnswer;
}

bool ScriptedPrompter::acceptTakeBack(const QString& askedBy, const QString& askedOf)
{
    asked << QStringLiteral("take back asked by %1 of %2").arg(askedBy, askedOf);
    return takeBackAnswer;
}

bool ScriptedPrompter::confirmResign(const QString& player)
{
    asked << QStringLiteral("resign %1").arg(player);
    return resignAnswer;
}

void ScriptedPrompter::announceResult(const QString& text) { announced << text; }

std::optional<GameSetup> ScriptedPrompter::chooseNewGame(const GameSetup&)
{
    asked << QStringLiteral("new game");
    return nextGame;
}

GameController& WindowFixture::controller() const { return *parts().controller; }
PlayerSeats& WindowFixture::seats() const { return *parts().seats; }
HumanInput& WindowFixture::input() const { return *parts().input; }
BoardView& WindowFixture::boardView() const { return parts().board->view(); }
BoardModel& WindowFixture::boardModel() const { return parts().board->model(); }
const Highlights& WindowFixture::highlights() const { return parts().board->highlights(); }
BoardOrientation& WindowFixture::orientation() const { return parts().board->orientation(); }
SidePanel& WindowFixture::sidePanel() const { return *parts().panel; }
ClaimBanner& WindowFixture::claimBanner() const { return *parts().banner; }
WhyBox& WindowFixture::whyBox() const { return *parts().whyBox; }
MoveListModel& WindowFixture::moveListModel() const { return *parts().moveList; }
ReviewNavigator& WindowFixture::review() const { return *parts().review; }
AnalysisPanel& WindowFixture::analysis() const { return *parts().analysis; }
HintFinder& WindowFixture::hintFinder() const { return *parts().hints; }
EndgameTablesKeeper& WindowFixture::tables() const { return *parts().tables; }
TablesProgress& WindowFixture::tablesProgress() const { return *parts().tablesProgress; }
EvaluationBar& WindowFixture::evaluationBar() const { return *parts().evaluationBar; }
GameFiles& WindowFixture::gameFiles() const { return *parts().files; }
SoundPlayer& WindowFixture::sound() const { return *parts().sound; }
QAction& WindowFixture::action(WindowActions::Command command) const { return parts().actions->action(command); }
SetupFlow& WindowFixture::setupFlow() const { return *parts().setup; }
QString WindowFixture::status() const { return m_fixed->statusBar()->currentMessage(); }

PreferencesDialog& WindowFixture::openPreferences() const
{
    action(WindowActions::Command::Preferences).trigger();
    auto* dialog = m_fixed->findChild<PreferencesDialog*>();
    REQUIRE(dialog);
    return *dialog;
}

Harness::Harness()
{
    ensureApplication();
    m_settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    m_window = std::make_unique<MainWindow>(m_settings.get());
    fix(m_window.get());
    boardView().setAnimationsEnabled(false);
    // Builds at idle priority would starve while other work keeps the machine busy.
    tables().setBuildPriority(QThread::NormalPriority);
    m_window->setPrompter(&prompter);
    gameFiles().setPrompter(&files);
    m_window->resize(1100, 760);
    m_window->show();
    REQUIRE(QTest::qWaitForWindowExposed(m_window.get()));
}

Harness::~Harness() = default;

void Harness::start(core::Variant variant, const std::string& fen, game::MissedCaptureRule rule)
{
    GameSetup setup;
    setup.variant = variant;
    setup.rule = rule;
    if (!fen.empty()) {
        const auto position = notation::readFen(variant, fen);
        REQUIRE(position);
        setup.start = *position;
    }
    m_window->startGame(setup);
}

core::Square Harness::square(const std::string& name) const
{
    const core::Square s = notation::parseSquare(controller().game().variant(), name);
    REQUIRE(s != core::NoSquare);
    return s;
}

QRect Harness::cellOf(const std::string& name)
{
    const QModelIndex index = boardModel().indexOfSquare(square(name));
    REQUIRE(index.isValid());
    return boardView().visualRect(index);
}

void Harness::click(const std::string& name)
{
    const QRect cell = cellOf(name);
    REQUIRE(!cell.isEmpty());
    QTest::mouseClick(boardView().viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());
}

void Harness::clicks(std::initializer_list<std::string> squares)
{
    for (const std::string& s : squares)
        click(s);
}

void Harness::drag(const std::string& from, const std::string& to)
{
    BoardView& view = boardView();
    const QPoint start = view.visualRect(boardModel().indexOfSquare(square(from))).center();
    const QPoint end = view.visualRect(boardModel().indexOfSquare(square(to))).center();
    QTest::mousePress(view.viewport(), Qt::LeftButton, Qt::NoModifier, start);
    // Qt's test mouse moves carry the pressed button, so the view sees a drag.
    QTest::mouseMove(view.viewport(), (start + end) / 2);
    QTest::mouseMove(view.viewport(), end);
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, Qt::NoModifier, end);
}

std::string Harness::fen() const
{
    const game::Game& game = controller().shown();
    return notation::writeFen(game.variant(), game.position());
}

int Harness::highlightAt(const std::string& name) const
{
    return boardModel().indexOfSquare(square(name)).data(BoardRole::Highlight).toInt();
}

std::size_t Harness::historyLength() const { return controller().shown().history().size(); }

std::string Harness::lastText() const
{
    const auto& history = controller().shown().history();
    return history.empty() ? std::string() : history.back().text;
}

QString Harness::result() const
{
    const game::Result result = controller().shown().result();
    return result.isOver() ? Texts::result(result, controller().setup()) : QString();
}

} // namespace draughts::app::test
