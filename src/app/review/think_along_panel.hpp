#pragma once

#include "engines/tables_source.hpp"

#include <draughts/core/position.hpp>
#include <draughts/engine/score.hpp>
#include <draughts/engine/search.hpp>

#include <QWidget>

#include <array>
#include <optional>
#include <vector>

class QAction;
class QLabel;
class QSpinBox;

namespace draughts::app {

class GameController;
class LineFinder;

// Game > Think Along, under the move list: while it is on, the engine
// analyses the position shown without end and goes on with every position
// the players move or step to; the pane shows its 1 to 5 lines (3 at
// first), each with its score (White's view, in men, as the evaluation
// bar), its depth and its moves in the game's notation, updated after
// every iteration. It stops when switched off or when the window is hidden.
class ThinkAlongPanel : public QWidget {
    Q_OBJECT

public:
    // `toggle` is Game > Think Along (checkable); a button for it goes into
    // `buttonRow` (a widget with a box layout, under the moves), and the
    // pane shows while it is on.
    ThinkAlongPanel(GameController& controller, QAction& toggle, QWidget& buttonRow, QWidget* parent = nullptr);
    ~ThinkAlongPanel() override;

    LineFinder& finder() const { return *m_finder; }
    void setTables(TablesSource source);
    QSpinBox& lineCount() const { return *m_lineCount; }
    // The lines shown now, as their texts ("+0.4  depth 12:  32-28 19-23 …").
    QStringList lineTexts() const;

signals:
    // The first line's score in White's view (none while off).
    void valueChanged(const std::optional<draughts::engine::Score>& whiteView);
    // The lines shown were replaced by those of a new iteration.
    void linesShown();

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void switchTo(bool on);
    void follow();
    void show(const std::vector<engine::SearchLine>& lines, const core::Position& position);
    void clear();
    void retranslate();

    GameController& m_controller;
    QAction& m_toggle;
    LineFinder* m_finder;
    QLabel* m_countLabel;
    QSpinBox* m_lineCount;
    std::array<QLabel*, 5> m_lines{};
    std::optional<core::Position> m_searched; // the position being analysed
};

} // namespace draughts::app
