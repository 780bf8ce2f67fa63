#pragma once

#include <draughts/core/variant.hpp>

#include <QProgressBar>
#include <QString>

class QStatusBar;

namespace draughts::app {

class EndgameTablesKeeper;

// The endgame tables' build in the status bar: a small bar with its
// percentage while the keeper builds (its tool tip names the game and the
// folder), hidden otherwise; the end of a build becomes a sentence for the
// status bar (message()).
class TablesProgress : public QProgressBar {
    Q_OBJECT

public:
    explicit TablesProgress(const EndgameTablesKeeper& keeper, QWidget* parent = nullptr);
    // One at `bar`'s right end, clear of the window's edge.
    static TablesProgress* addTo(QStatusBar& bar, const EndgameTablesKeeper& keeper);

signals:
    void message(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void showBuild(core::Variant variant, int percent);
    void retranslate();

    const EndgameTablesKeeper& m_keeper;
};

} // namespace draughts::app
