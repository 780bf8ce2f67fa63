#include "window/tables_progress.hpp"

#include "engines/endgame_tables_keeper.hpp"
#include "text/texts.hpp"

#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QStatusBar>

namespace draughts::app {

TablesProgress::TablesProgress(const EndgameTablesKeeper& keeper, QWidget* parent)
    : QProgressBar(parent), m_keeper(keeper)
{
    setObjectName(QStringLiteral("tablesProgress"));
    setRange(0, 100);
    // No taller than the status bar's line of text: hidden or shown, the bar
    // never makes the status bar, and so the window's panel, change height.
    setMaximumHeight(fontMetrics().height());
    setHidden(true);
    connect(&keeper, &EndgameTablesKeeper::progressed, this, &TablesProgress::showBuild);
    connect(&keeper, &EndgameTablesKeeper::ready, this, [this](core::Variant variant) {
        hide();
        emit message(Texts::tablesReady(variant, m_keeper.pieces()));
    });
    connect(&keeper, &EndgameTablesKeeper::failed, this, [this](core::Variant variant, const QString& reason) {
        hide();
        emit message(Texts::tablesFailed(variant, reason));
    });
    connect(&keeper, &EndgameTablesKeeper::stopped, this, [this](core::Variant variant) {
        hide();
        emit message(Texts::tablesStopped(variant));
    });
    retranslate();
}

TablesProgress* TablesProgress::addTo(QStatusBar& bar, const EndgameTablesKeeper& keeper)
{
    auto* corner = new QWidget(&bar);
    auto* layout = new QHBoxLayout(corner);
    layout->setContentsMargins(0, 0, 10, 0);
    corner->setMaximumWidth(230);
    auto* progress = new TablesProgress(keeper, corner);
    layout->addWidget(progress);
    bar.addPermanentWidget(corner);
    return progress;
}

void TablesProgress::showBuild(core::Variant variant, int percent)
{
    setValue(percent);
    setToolTip(Texts::tablesBuilding(variant, QDir::toNativeSeparators(m_keeper.folderOf(variant))));
    setVisible(true);
}

void TablesProgress::retranslate()
{
    setFormat(tr("Endgame tables %p%"));
    setAccessibleName(tr("Endgame tables being built"));
    if (const auto variant = m_keeper.building())
        showBuild(*variant, m_keeper.percent());
}

void TablesProgress::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QProgressBar::changeEvent(event);
}

} // namespace draughts::app
