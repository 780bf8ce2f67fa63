// The file dialogs open at a size where the list's columns read whole.

#include "files/file_test_support.hpp"

#include "dialogs/file_dialog.hpp"

#include <QFileDialog>
#include <QFileSystemModel>
#include <QHeaderView>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

#include <catch2/catch.hpp>

TEST_CASE("The file dialog's columns show their sizes, types and dates whole", "[app][dialogs][files]")
{
    draughts::app::test::ensureApplication();
    const QString folder = QFileInfo(draughts::app::test::pdnData("fmjd.pdn")).absolutePath();
    QFileDialog dialog(nullptr, QStringLiteral("Open Game"), folder, QStringLiteral("PDN games (*.pdn)"));
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setViewMode(QFileDialog::Detail);
    auto* model = dialog.findChild<QFileSystemModel*>();
    REQUIRE(model);
    QSignalSpy loaded(model, &QFileSystemModel::directoryLoaded);
    draughts::app::FileDialog::fitColumns(dialog);
    dialog.show();
    REQUIRE(QTest::qWaitForWindowExposed(&dialog));
    REQUIRE((loaded.count() > 0 || loaded.wait(20000)));
    QTest::qWait(50); // the rows are laid out

    auto* list = dialog.findChild<QTreeView*>(QStringLiteral("treeView"));
    REQUIRE(list);
    REQUIRE(list->model()->rowCount(list->rootIndex()) > 0);
    QHeaderView* header = list->header();
    const QFontMetrics metrics = list->fontMetrics();
    const int rows = list->model()->rowCount(list->rootIndex());
    for (int column = 1; column < header->count(); ++column) {
        if (header->isSectionHidden(column))
            continue;
        for (int row = 0; row < rows; ++row) {
            const QString text = list->model()->index(row, column, list->rootIndex()).data().toString();
            INFO("column " << column << ": " << text.toStdString());
            CHECK(header->sectionSize(column) >= metrics.horizontalAdvance(text) + 6);
        }
    }
    // The names keep the room the others leave, and everything is in view.
    CHECK(header->sectionSize(0) >= header->sectionSize(1));
    CHECK(header->length() <= list->viewport()->width());
}
