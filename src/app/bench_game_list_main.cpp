// draughts-bench-game-list: how long the window takes to list the games of
// a PDN file, from opening the file to the list on screen: the index of its
// tags and places (no game replayed), the model over it and the game list
// dialog shown, offscreen. Run by scripts/bench-pdn.sh; figures in
// docs/performance.md. Not a test: it prints what it measures.

#include "database/game_database.hpp"
#include "database/game_list_model.hpp"
#include "dialogs/game_list_dialog.hpp"

#include <QApplication>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLineEdit>
#include <QTableView>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <iostream>

namespace {

double seconds(const QElapsedTimer& timer) { return static_cast<double>(timer.nsecsElapsed()) / 1e9; }

} // namespace

int main(int argc, char** argv)
{
    using namespace draughts::app;
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList arguments = QApplication::arguments().mid(1);
    if (arguments.size() != 1) {
        std::cerr << "usage: draughts-bench-game-list FILE.pdn\n";
        return 2;
    }
    // Best of three: other work on the machine only ever adds time.
    double indexed = 1e9;
    double shown = 1e9;
    double shownProcessor = 1e9; // processor time: other work on the machine does not stretch it
    double sorted = 1e9;
    double filtered = 1e9;
    std::size_t games = 0;
    for (int run = 0; run < 3; ++run) {
        QElapsedTimer timer;
        const std::clock_t processorStart = std::clock();
        timer.start();
        const GameDatabase::Loaded loaded = GameDatabase::fromFile(arguments[0]);
        if (!loaded.games) {
            std::cerr << "draughts-bench-game-list: " << loaded.error.toStdString() << '\n';
            return 1;
        }
        indexed = std::min(indexed, seconds(timer));
        GameListDialog dialog(loaded.games);
        dialog.show();
        if (!QTest::qWaitForWindowExposed(&dialog))
            return 1;
        QApplication::processEvents();
        shown = std::min(shown, seconds(timer));
        shownProcessor = std::min(shownProcessor, static_cast<double>(std::clock() - processorStart) / CLOCKS_PER_SEC);
        games = loaded.games->size();

        // What the player does next, timed apart: sort by White, find a player.
        timer.restart();
        dialog.table().sortByColumn(GameListModel::White, Qt::AscendingOrder);
        QApplication::processEvents();
        sorted = std::min(sorted, seconds(timer));
        timer.restart();
        dialog.playerField().setText(QStringLiteral("smith"));
        QApplication::processEvents();
        filtered = std::min(filtered, seconds(timer));
    }
    std::printf("game list: %zu games, indexed in %.3f s, list shown in %.3f s (processor %.3f s); "
                "sort by White %.3f s, player filter %.3f s\n",
                games, indexed, shown, shownProcessor, sorted, filtered);
    return 0;
}
