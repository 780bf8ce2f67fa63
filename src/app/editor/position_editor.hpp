#pragma once

#include "editor/position_edits.hpp"
#include "values/game_setup.hpp"

#include <QDialog>

#include <map>
#include <memory>

class QAbstractButton;
class QButtonGroup;
class QComboBox;
class QFormLayout;
class QKeyEvent;
class QLabel;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QVBoxLayout;

namespace draughts::app {

class BoardPart;
class BoardView;

// Edit > Set Up Position: pieces put on the real board of a game by click,
// drag or keys, from a palette (each side's man and king; To the Last
// Man's stones with how often each was turned, and the stones in hand;
// Twenty vs Ten's piece that made Black's first move), with the side to
// move, the rule set and the draw count; every change can be undone. The
// rules' checkSetup is shown in words as the position changes, and only a
// position it accepts can be played; a finished one can still be studied
// and saved. What the player chose (choice()) the main window carries out.
class PositionEditor : public QDialog {
    Q_OBJECT

public:
    enum class Command { StartPosition, EmptyBoard, SwapColours, Undo, Redo, CopyFen, PasteFen, Play, Study, Save };
    // What to do with the position once the editor closes.
    enum class Choice { None, Play, Study, Save };

    // Starts with `current`'s game and rules, from `start` when given (the
    // position shown in the window), else from the game's start.
    PositionEditor(const GameSetup& current, const std::optional<core::Position>& start, QWidget* parent = nullptr);
    ~PositionEditor() override;

    // The game to start: the game, rule set and missed-capture rule chosen,
    // two people, from the position set up.
    GameSetup setup() const;
    Choice choice() const { return m_choice; }
    const core::Position& position() const { return m_edits->position(); }

    // The parts the tests and the keyboard reach.
    BoardView& board() const;
    QAbstractButton& tool(SetupTool tool) const;
    QPushButton& button(Command command) const;
    QComboBox& gameChooser() const { return *m_game; }
    QRadioButton& sideToMove(core::Side side) const;
    // What keeps the position from being played, or that it is ready.
    QString verdict() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void buildPalette(QVBoxLayout& layout);
    void buildOptions(QFormLayout& form);
    QPushButton* addButton(Command command, const QString& text, const QString& tip = {});
    void chooseGame(core::Variant variant);
    void clicked(core::Square square);
    void edited();
    void show(const core::Position& position);
    void pasteFen();
    void finish(Choice choice);
    SetupTool currentTool() const;
    bool isEditorKey(const QKeyEvent& event) const;
    bool handleKey(const QKeyEvent& event);

    GameSetup m_current;
    std::unique_ptr<PositionEdits> m_edits;
    BoardPart* m_board;
    QFormLayout* m_chooserForm;
    QFormLayout* m_optionsForm;
    QComboBox* m_game;
    QComboBox* m_ruleSet;
    QButtonGroup* m_tools;
    QRadioButton* m_white;
    QRadioButton* m_black;
    QSpinBox* m_drawCount;
    QSpinBox* m_turned;
    QSpinBox* m_whiteHand;
    QSpinBox* m_blackHand;
    QLabel* m_verdict;
    std::map<Command, QPushButton*> m_buttons;
    core::Square m_pressedAt = core::NoSquare;
    bool m_showing = false; // the widgets are being set from the position, not by the player
    Choice m_choice = Choice::None;
};

} // namespace draughts::app
