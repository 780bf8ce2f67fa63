// draughts-diagrams: renders the board diagrams of the rule pages
// (docs/rules/diagrams/diagrams.txt) into SVG files with the game's own
// board painter. The build target rule_diagrams runs it on the source tree;
// a test checks that the files there are what it renders.

#include "board/board_theme.hpp"
#include "dialogs/rule_diagrams.hpp"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFont>
#include <QSaveFile>

#include <iostream>

int main(int argc, char** argv)
{
    using namespace draughts::app;
    // Nothing is shown: the pictures are drawn offscreen, the same on every machine.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList arguments = QApplication::arguments().mid(1);
    if (arguments.isEmpty() || arguments.size() > 2) {
        std::cerr << "usage: draughts-diagrams OUTPUT_DIR [THEME]\n";
        return 2;
    }
    const QDir out(arguments[0]);
    if (!out.exists() && !QDir().mkpath(out.path())) {
        std::cerr << "draughts-diagrams: cannot create " << out.path().toStdString() << '\n';
        return 1;
    }
    const BoardTheme& theme = BoardTheme::byId(arguments.size() > 1 ? arguments[1] : QStringLiteral("flat"));
    // One font named, so that the numbers' outlines do not depend on the machine's default.
    const QFont font(QStringLiteral("DejaVu Sans"));
    for (const RuleDiagram& diagram : RuleDiagrams::builtIn()) {
        QSaveFile file(out.filePath(diagram.name + QStringLiteral(".svg")));
        if (!file.open(QIODevice::WriteOnly) ||
            file.write(RuleDiagrams::svg(diagram, theme, RuleDiagrams::diagramSide, font)) < 0 || !file.commit()) {
            std::cerr << "draughts-diagrams: cannot write " << file.fileName().toStdString() << '\n';
            return 1;
        }
    }
    return 0;
}
