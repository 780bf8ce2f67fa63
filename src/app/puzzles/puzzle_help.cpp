#include "puzzles/puzzle_help.hpp"

#include "settings/language.hpp"

#include <QCoreApplication>
#include <QFile>
#include <QTextBrowser>

namespace draughts::app {

QString puzzleHelpText(const QString& language)
{
    QFile file(language == Language::Czech ? QStringLiteral(":/help/cs/puzzles.md")
                                           : QStringLiteral(":/help/puzzles.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QWidget* showPuzzleHelp(QWidget* owner)
{
    auto* browser = owner->findChild<QTextBrowser*>(QStringLiteral("puzzleHelp"), Qt::FindDirectChildrenOnly);
    if (!browser) {
        browser = new QTextBrowser(owner);
        browser->setObjectName(QStringLiteral("puzzleHelp"));
        browser->setWindowFlag(Qt::Window);
        browser->setOpenExternalLinks(true);
        browser->resize(640, 720);
    }
    browser->setWindowTitle(QCoreApplication::translate("PuzzleHelp", "Puzzles Help"));
    browser->setMarkdown(puzzleHelpText(Language::current()));
    browser->show();
    browser->raise();
    return browser;
}

} // namespace draughts::app
