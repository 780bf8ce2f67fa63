// The square trainer (Puzzles > Square Numbers): its rounds on their own,
// and the window on the real board, clicked and typed at. The time is a
// fake clock the tests move, so that no test waits for a round to end.
#include "app_test_support.hpp"

#include "board/board_model.hpp"
#include "board/board_roles.hpp"
#include "board/board_view.hpp"
#include "puzzles/puzzle_launcher.hpp"
#include "puzzles/square_drill.hpp"
#include "puzzles/square_scores.hpp"
#include "puzzles/square_trainer.hpp"
#include "settings/language.hpp"
#include "window/window_parts.hpp"

#include <draughts/notation/square_names.hpp>
#include <draughts/rules/geometry.hpp>

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <catch2/catch.hpp>

#include <map>
#include <set>

using namespace draughts;
using app::DrillMode;
using app::DrillTask;
using app::SquareDrill;
using app::SquareTrainer;

namespace {

class TrainerClock : public app::ClockSource {
public:
    std::int64_t milliseconds() const override { return now; }
    std::int64_t now = 5'000'000;
};

core::Square trainerSquare(core::Variant variant, const char* name)
{
    const core::Square square = notation::parseSquare(variant, name);
    REQUIRE(square != core::NoSquare);
    return square;
}

// The trainer in a test's hands: its own settings file, a fake clock and a
// fixed seed, shown at its usual size.
class TrainerFixture {
public:
    explicit TrainerFixture(const DrillMode& mode = {})
    {
        app::test::ensureApplication();
        REQUIRE(m_dir.isValid());
        settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        remake();
        trainer->setMode(mode);
    }

    // A new window over the same settings, as at the next start.
    void remake()
    {
        const DrillMode mode = trainer ? trainer->mode() : DrillMode{};
        trainer = std::make_unique<SquareTrainer>(settings.get());
        trainer->setClockSource(&clock);
        trainer->setSeed(55);
        trainer->setMode(mode);
        trainer->show();
        REQUIRE(QTest::qWaitForWindowExposed(trainer.get()));
    }

    core::Variant variant() const { return trainer->mode().variant; }
    core::Square asked() const { return trainer->drill().question(); }

    QRect cellOf(core::Square square) const
    {
        const QRect cell = trainer->board().visualRect(trainer->model().indexOfSquare(square));
        REQUIRE(!cell.isEmpty());
        return cell;
    }

    void clickAt(const QPoint& point) const
    {
        QTest::mouseClick(trainer->board().viewport(), Qt::LeftButton, Qt::NoModifier, point);
    }

    void click(core::Square square) const { clickAt(cellOf(square).center()); }

    void type(const QString& text) const
    {
        QTest::keyClicks(&trainer->answerEdit(), text);
        QTest::keyClick(&trainer->answerEdit(), Qt::Key_Return);
    }

    int highlightAt(core::Square square) const
    {
        return trainer->model().data(trainer->model().indexOfSquare(square), app::BoardRole::Highlight).toInt();
    }

    // Moves the clock on and lets the trainer read it.
    void pass(std::int64_t milliseconds)
    {
        clock.now += milliseconds;
        trainer->tick();
    }

    TrainerClock clock;
    std::unique_ptr<QSettings> settings;
    std::unique_ptr<SquareTrainer> trainer;

private:
    QTemporaryDir m_dir;
};

// Where a square is drawn, worked out from its file and rank alone: the
// board's cell size and corner come from the view, the turn from the test.
QPoint trainerCentreByHand(const TrainerFixture& f, core::Square square, bool blackAtBottom)
{
    const int n = rules::boardSize(f.variant());
    // The model's cell (0, 0) is a10 (a8) as White sees it: top left, or
    // bottom right with Black at the bottom.
    const QRect corner = f.trainer->board().visualRect(f.trainer->model().index(0, 0));
    const int cell = corner.width();
    const QPoint origin = blackAtBottom ? corner.topLeft() - QPoint((n - 1) * cell, (n - 1) * cell) : corner.topLeft();
    const int file = rules::fileOf(f.variant(), square);
    const int rank = rules::rankOf(f.variant(), square);
    const int column = blackAtBottom ? n - 1 - file : file;
    const int row = blackAtBottom ? rank : n - 1 - rank;
    return origin + QPoint(column * cell + cell / 2, row * cell + cell / 2);
}

// The letter after "&" in a control's text, lower case.
QChar trainerAccelerator(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i)
        if (text[i] == QLatin1Char('&') && text[i + 1] != QLatin1Char('&'))
            return text[i + 1].toLower();
    return {};
}

} // namespace

// ---- the round on its own -----------------------------------------------------

TEST_CASE("The drill asks the playing squares the game's notation names, by hand-checked examples", "[trainer]")
{
    for (const core::Variant variant : core::allVariants) {
        CAPTURE(core::variantName(variant));
        const SquareDrill drill(variant, 1);
        CHECK(int(drill.squares().size()) == rules::playingSquareCount(variant));
        std::set<std::string> names;
        for (const core::Square square : drill.squares())
            names.insert(notation::squareName(variant, square));
        CHECK(names.size() == drill.squares().size());
    }
    // International's 1 is the top left playing square as White sees it,
    // b10; 46 is a1, 50 is i1.
    CHECK(notation::algebraicName(core::Variant::International, trainerSquare(core::Variant::International, "1")) ==
          "b10");
    CHECK(notation::algebraicName(core::Variant::International, trainerSquare(core::Variant::International, "46")) ==
          "a1");
    CHECK(notation::algebraicName(core::Variant::International, trainerSquare(core::Variant::International, "50")) ==
          "i1");
    // Corner Checkers numbers its light squares: 1 is a10, 50 is j1 (corner.md §2.2).
    CHECK(notation::algebraicName(core::Variant::CornerCheckers, trainerSquare(core::Variant::CornerCheckers, "1")) ==
          "a10");
    CHECK(notation::algebraicName(core::Variant::CornerCheckers, trainerSquare(core::Variant::CornerCheckers, "50")) ==
          "j1");
    // To the Last Man names a1 the bottom left square as White sees it.
    const core::Square a1 = trainerSquare(core::Variant::ToTheLastMan, "a1");
    CHECK(rules::fileOf(core::Variant::ToTheLastMan, a1) == 0);
    CHECK(rules::rankOf(core::Variant::ToTheLastMan, a1) == 0);
}

TEST_CASE("The same seed asks the same squares, and a question never repeats the one before", "[trainer]")
{
    SquareDrill first(core::Variant::Polish, 7), second(core::Variant::Polish, 7);
    first.start(0);
    second.start(0);
    std::int64_t now = 0;
    for (int i = 0; i < 40; ++i) {
        CHECK(first.question() == second.question());
        const core::Square before = first.question();
        REQUIRE(first.answer(first.question(), ++now) == SquareDrill::Verdict::Right);
        REQUIRE(second.answer(second.question(), now) == SquareDrill::Verdict::Right);
        CHECK(first.question() != before);
    }
    CHECK(first.score() == 40);
}

TEST_CASE("A round lasts 30 seconds, and a wrong answer counts and is corrected before the next question", "[trainer]")
{
    SquareDrill drill(core::Variant::International, 3);
    CHECK(drill.state() == SquareDrill::State::Waiting);
    drill.start(1000);
    const core::Square asked = drill.question();
    const core::Square other = asked == drill.squares().front() ? drill.squares().back() : drill.squares().front();
    CHECK(drill.answer(other, 2000) == SquareDrill::Verdict::Wrong);
    CHECK(drill.mistakes() == 1);
    CHECK(drill.correcting() == asked);
    // While the right square is shown, answers wait.
    CHECK(drill.answer(asked, 2100) == SquareDrill::Verdict::Ignored);
    drill.advance(2000 + SquareDrill::correctionLength);
    CHECK(drill.correcting() == core::NoSquare);
    CHECK(drill.question() != asked);
    CHECK(drill.answer(std::string_view(" "), 3000) == SquareDrill::Verdict::Ignored);
    CHECK(drill.answer(notation::squareName(core::Variant::International, drill.question()), 3000) ==
          SquareDrill::Verdict::Right);
    CHECK(drill.answer(std::string_view("51"), 3100) == SquareDrill::Verdict::Wrong);
    CHECK(drill.timeLeft() == 30'000 - 2100);
    drill.advance(1000 + 29'999);
    CHECK(drill.state() == SquareDrill::State::Running);
    CHECK(drill.timeLeft() == 1);
    drill.advance(1000 + 30'000);
    CHECK(drill.state() == SquareDrill::State::Over);
    CHECK(drill.answer(drill.question(), 31'001) == SquareDrill::Verdict::Ignored);
    CHECK(drill.score() == 1);
    CHECK(drill.mistakes() == 2);
}

// ---- the window ----------------------------------------------------------------

TEST_CASE("Clicking the square named scores, and the next square is named", "[trainer]")
{
    TrainerFixture f;
    CHECK(f.trainer->feedback() == QStringLiteral("A round lasts 30 seconds. Start begins it."));
    f.trainer->startButton().click();
    const core::Square asked = f.asked();
    CHECK(f.trainer->prompt() ==
          QStringLiteral("Click square %1").arg(QString::fromStdString(notation::squareName(f.variant(), asked))));
    CHECK(f.trainer->timeText() == QStringLiteral("Time: 30 s"));
    f.click(asked);
    CHECK(f.trainer->drill().score() == 1);
    CHECK(f.trainer->drill().mistakes() == 0);
    CHECK(f.asked() != asked);
    CHECK(f.trainer->feedback() ==
          QStringLiteral("Square %1: right.").arg(QString::fromStdString(notation::squareName(f.variant(), asked))));
    // The board has no piece and lights nothing up but what the trainer marks.
    CHECK(f.trainer->model().data(f.trainer->model().indexOfSquare(asked), app::BoardRole::Piece).toInt() == 0);
    CHECK(f.highlightAt(asked) == 0);
    f.pass(12'400);
    CHECK(f.trainer->timeText() == QStringLiteral("Time: 18 s"));
}

TEST_CASE("A wrong click counts a mistake and marks the right square until the next question", "[trainer]")
{
    TrainerFixture f;
    f.trainer->start();
    const core::Square asked = f.asked();
    const core::Square wrong = trainerSquare(f.variant(), asked == trainerSquare(f.variant(), "23") ? "24" : "23");
    f.click(wrong);
    CHECK(f.trainer->drill().mistakes() == 1);
    CHECK(f.trainer->drill().score() == 0);
    CHECK((f.highlightAt(asked) & app::Highlight::Hint));
    CHECK(f.highlightAt(wrong) == 0);
    CHECK(f.trainer->feedback() == QStringLiteral("No: that is square %1. Square %2 is marked.")
                                       .arg(QString::fromStdString(notation::squareName(f.variant(), wrong)),
                                            QString::fromStdString(notation::squareName(f.variant(), asked))));
    // Clicks wait while the right square is shown.
    f.click(asked);
    CHECK(f.trainer->drill().score() == 0);
    f.pass(SquareDrill::correctionLength);
    CHECK(f.highlightAt(asked) == 0);
    CHECK(f.asked() != asked);
    // A square pieces never stand on is a wrong answer too.
    const QPoint light = trainerCentreByHand(f, trainerSquare(f.variant(), "1"), false) -
                         QPoint(f.cellOf(trainerSquare(f.variant(), "1")).width(), 0); // a10, left of b10
    f.clickAt(light);
    CHECK(f.trainer->drill().mistakes() == 2);
}

TEST_CASE("Naming the marked square: the number typed and Enter score, a wrong one is corrected", "[trainer]")
{
    TrainerFixture f({core::Variant::International, DrillTask::NameSquare, false, false});
    CHECK_FALSE(f.trainer->answerEdit().isEnabled());
    f.trainer->start();
    REQUIRE(f.trainer->answerEdit().isVisible());
    CHECK(f.trainer->answerEdit().hasFocus());
    CHECK(f.trainer->prompt() == QStringLiteral("Type the number of the marked square"));
    const core::Square asked = f.asked();
    CHECK((f.highlightAt(asked) & app::Highlight::Hint));
    // Clicks are no answer here.
    f.click(asked);
    CHECK(f.trainer->drill().score() == 0);
    f.type(QString::fromStdString(notation::squareName(f.variant(), asked)));
    CHECK(f.trainer->drill().score() == 1);
    CHECK(f.trainer->answerEdit().text().isEmpty());
    const core::Square next = f.asked();
    CHECK(f.highlightAt(asked) == 0);
    CHECK((f.highlightAt(next) & app::Highlight::Hint));
    const QString wrong = next == trainerSquare(f.variant(), "7") ? QStringLiteral("8") : QStringLiteral("7");
    f.type(wrong);
    CHECK(f.trainer->drill().mistakes() == 1);
    CHECK(f.trainer->feedback() == QStringLiteral("No: the marked square is %1.")
                                       .arg(QString::fromStdString(notation::squareName(f.variant(), next))));
    CHECK((f.highlightAt(next) & app::Highlight::Hint));
}

TEST_CASE("With Black at the bottom the board is turned and clicks still find the squares", "[trainer]")
{
    TrainerFixture f({core::Variant::International, DrillTask::FindSquare, true, false});
    CHECK(f.trainer->board().isFlipped());
    // By hand: International's 1 (b10) is then in the bottom row, second from the right.
    const core::Square one = trainerSquare(f.variant(), "1");
    const QRect corner = f.trainer->board().visualRect(f.trainer->model().index(0, 0));
    CHECK(f.cellOf(one).center() == corner.center() - QPoint(corner.width(), 0));
    f.trainer->start();
    for (int i = 0; i < 8; ++i) {
        const core::Square asked = f.asked();
        CAPTURE(notation::squareName(f.variant(), asked));
        f.clickAt(trainerCentreByHand(f, asked, true));
        REQUIRE(f.trainer->drill().score() == i + 1);
    }
    CHECK(f.trainer->drill().mistakes() == 0);
    f.trainer->sideBox().setCurrentIndex(0);
    CHECK_FALSE(f.trainer->board().isFlipped());
    CHECK(f.trainer->drill().state() == SquareDrill::State::Waiting); // another mode: the round is over
}

TEST_CASE("The square names are drawn or not as the mode says", "[trainer]")
{
    TrainerFixture f;
    CHECK_FALSE(f.trainer->board().squareNamesVisible());
    f.trainer->namesBox().click();
    CHECK(f.trainer->board().squareNamesVisible());
    CHECK(f.trainer->mode().namesShown);
    f.trainer->namesBox().click();
    CHECK_FALSE(f.trainer->board().squareNamesVisible());
}

TEST_CASE("The round ends when the clock runs out, and the best of each mode is kept and shown", "[trainer]")
{
    TrainerFixture f;
    QSignalSpy ended(f.trainer.get(), &SquareTrainer::roundEnded);
    f.trainer->start();
    for (int i = 0; i < 3; ++i)
        f.click(f.asked());
    f.pass(29'000);
    CHECK(f.trainer->drill().state() == SquareDrill::State::Running);
    CHECK(f.trainer->timeText() == QStringLiteral("Time: 1 s"));
    f.pass(1'000);
    CHECK(f.trainer->drill().state() == SquareDrill::State::Over);
    CHECK(f.trainer->timeText() == QStringLiteral("Time: 0 s"));
    REQUIRE(ended.count() == 1);
    CHECK(ended.front().at(0).toInt() == 3);
    CHECK(ended.front().at(1).toBool());
    CHECK(f.trainer->feedback() == QStringLiteral("Time is up. Right: 3, mistakes: 0. A new best in this mode!"));
    CHECK(f.trainer->bestText() == QStringLiteral("Best in this mode: 3"));
    CHECK(f.settings->value(QStringLiteral("squareTrainer/international/find-white-hidden")).toInt() == 3);
    // Start Again has the focus, and clicks after the end count for nothing.
    CHECK(f.trainer->startButton().text() == QStringLiteral("Start &Again"));
    CHECK(f.trainer->startButton().hasFocus());
    f.click(f.asked());
    CHECK(f.trainer->drill().score() == 3);
    QTest::keyClick(&f.trainer->startButton(), Qt::Key_Space);
    CHECK(f.trainer->drill().state() == SquareDrill::State::Running);
    f.click(f.asked());
    f.pass(30'000);
    CHECK(f.trainer->feedback() == QStringLiteral("Time is up. Right: 1, mistakes: 0. Best in this mode: 3."));
    CHECK(f.trainer->bestText() == QStringLiteral("Best in this mode: 3"));
    // Each mode has its own best; the next start finds them again.
    f.trainer->taskBox().setCurrentIndex(1);
    CHECK(f.trainer->bestText() == QStringLiteral("Best in this mode: 0"));
    f.trainer->taskBox().setCurrentIndex(0);
    f.remake();
    CHECK(f.trainer->bestText() == QStringLiteral("Best in this mode: 3"));
    CHECK(f.trainer->scores().best({core::Variant::Polish, DrillTask::FindSquare, false, false}) == 0);
}

TEST_CASE("To the Last Man asks c3-style names, Corner Checkers its own numbers", "[trainer]")
{
    SECTION("To the Last Man")
    {
        TrainerFixture f({core::Variant::ToTheLastMan, DrillTask::FindSquare, false, false});
        // a1 is the bottom left square as White sees it.
        const QRect a1 = f.cellOf(trainerSquare(f.variant(), "a1"));
        const QRect corner = f.trainer->board().visualRect(f.trainer->model().index(7, 0));
        CHECK(a1 == corner);
        f.trainer->start();
        const QRegularExpression algebraic(QStringLiteral("^Click square [a-h][1-8]$"));
        for (int i = 0; i < 10; ++i) {
            CAPTURE(f.trainer->prompt());
            CHECK(algebraic.match(f.trainer->prompt()).hasMatch());
            f.clickAt(trainerCentreByHand(f, f.asked(), false));
        }
        CHECK(f.trainer->drill().score() == 10);
        // Typed in capitals, the name is read all the same.
        f.trainer->setMode({core::Variant::ToTheLastMan, DrillTask::NameSquare, false, false});
        f.trainer->start();
        CHECK(f.trainer->prompt() == QStringLiteral("Type the name of the marked square: a letter and a digit"));
        f.type(QString::fromStdString(notation::squareName(f.variant(), f.asked())).toUpper());
        CHECK(f.trainer->drill().score() == 1);
    }
    SECTION("Corner Checkers")
    {
        TrainerFixture f({core::Variant::CornerCheckers, DrillTask::FindSquare, false, true});
        // Its 1 is a10, the top left corner as White sees it (a light square).
        CHECK(f.cellOf(trainerSquare(f.variant(), "1")) ==
              f.trainer->board().visualRect(f.trainer->model().index(0, 0)));
        f.trainer->start();
        const QRegularExpression numbered(QStringLiteral("^Click square ([0-9]+)$"));
        for (int i = 0; i < 10; ++i) {
            const QRegularExpressionMatch match = numbered.match(f.trainer->prompt());
            REQUIRE(match.hasMatch());
            CHECK(match.captured(1).toStdString() == notation::squareName(f.variant(), f.asked()));
            f.clickAt(trainerCentreByHand(f, f.asked(), false));
        }
        CHECK(f.trainer->drill().score() == 10);
    }
}

TEST_CASE("The square trainer is played by keyboard alone", "[trainer]")
{
    TrainerFixture f;
    f.trainer->activateWindow();
    f.trainer->startButton().setFocus();
    QTest::keyClick(&f.trainer->startButton(), Qt::Key_Space);
    REQUIRE(f.trainer->board().hasFocus());
    // The board's frame walks with the arrows; Enter answers with its square.
    app::BoardView& view = f.trainer->board();
    view.setCurrentIndex(f.trainer->model().indexOfSquare(f.asked()));
    QTest::keyClick(&view, Qt::Key_Right);
    const core::Square framed = f.trainer->model().squareAt(view.currentIndex());
    REQUIRE(framed != core::NoSquare);
    const core::Square asked = f.asked();
    QTest::keyClick(&view, Qt::Key_Return);
    CHECK(f.trainer->drill().score() == (framed == asked ? 1 : 0));
    CHECK(f.trainer->drill().mistakes() == (framed == asked ? 0 : 1));
    f.pass(SquareDrill::correctionLength);
    view.setCurrentIndex(f.trainer->model().indexOfSquare(f.asked()));
    QTest::keyClick(&view, Qt::Key_Space);
    CHECK(f.trainer->drill().score() == (framed == asked ? 2 : 1));
}

TEST_CASE("Puzzles > Square Numbers and Help open the trainer on the game of the main board", "[trainer]")
{
    app::test::Harness h;
    h.start(core::Variant::ToTheLastMan);
    app::PuzzleLauncher& launcher = *h.window().parts().puzzles;
    QAction& action = launcher.action(app::PuzzleLauncher::Command::SquareTrainer);
    int menus = 0;
    for (QAction* entry : h.window().menuBar()->actions())
        if (entry->menu() && entry->menu()->actions().contains(&action))
            ++menus;
    CHECK(menus == 2); // Puzzles and Help
    CHECK(h.window().menuBar()->actions().back()->menu()->actions().contains(&action));
    action.trigger();
    SquareTrainer& trainer = launcher.showSquareTrainer();
    CHECK(trainer.isVisible());
    CHECK(trainer.mode().variant == core::Variant::ToTheLastMan);
    CHECK(trainer.board().model()->rowCount() == 8);
}

TEST_CASE("No two controls of the square trainer share an accelerator, in English and in Czech", "[trainer]")
{
    TrainerFixture f({core::Variant::International, DrillTask::NameSquare, false, false});
    app::test::inEnglishAndCzech([&] {
        std::map<QChar, QString> taken;
        QStringList clashes;
        QStringList texts;
        for (const QAbstractButton* button : f.trainer->findChildren<QAbstractButton*>())
            texts << button->text();
        for (const QLabel* label : f.trainer->findChildren<QLabel*>())
            texts << label->text();
        for (const QString& text : texts) {
            const QChar key = trainerAccelerator(text);
            if (key.isNull())
                continue;
            if (const auto [at, fresh] = taken.emplace(key, text); !fresh)
                clashes << at->second + QStringLiteral(" / ") + text;
        }
        CAPTURE(clashes);
        CHECK(clashes.isEmpty());
        CHECK(taken.size() == 7); // game, task, side, names, start, answer, help
    });
}

TEST_CASE("The trainer says its last sentence again in the language chosen", "[trainer]")
{
    TrainerFixture f;
    f.trainer->start();
    f.pass(SquareDrill::roundLength);
    app::test::inEnglishAndCzech([&] {
        const bool czech = app::Language::current() == app::Language::Czech;
        CHECK(f.trainer->feedback() == (czech ? QStringLiteral("Čas vypršel. Správně: 0, chyby: 0. Nejlepší v tomto "
                                                               "režimu: 0.")
                                              : QStringLiteral("Time is up. Right: 0, mistakes: 0. Best in this "
                                                               "mode: 0.")));
        CHECK(f.trainer->windowTitle() == (czech ? QStringLiteral("Čísla polí") : QStringLiteral("Square Numbers")));
    });
}

TEST_CASE("Closing the trainer ends the round being played, which counts for nothing", "[trainer]")
{
    TrainerFixture f;
    f.trainer->start();
    f.click(f.asked());
    f.trainer->hide();
    CHECK(f.trainer->drill().state() == SquareDrill::State::Waiting);
    f.pass(SquareDrill::roundLength);
    CHECK(f.trainer->scores().best(f.trainer->mode()) == 0);
}
