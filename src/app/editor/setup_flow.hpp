#pragma once

#include <draughts/core/variant.hpp>

#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

class QWidget;

namespace draughts::app {

class GameController;
class GameFiles;
class PositionEditor;
class Prompter;
struct GameSetup;

// Edit > Set Up Position and the welcome page's button: opens the position
// editor over the window, on the position shown, and carries out what the
// player chose there: play from it (New Game's players and clocks), study
// it (two people at the board, with hints and analysis), or save it (study,
// then Save As). The game on screen is replaced only once the player may
// replace it (GameFiles::mayReplaceGame).
class SetupFlow : public QObject {
    Q_OBJECT

public:
    using StartGame = std::function<void(const GameSetup&)>;
    SetupFlow(QWidget& window, const GameController& controller, GameFiles& files, std::function<Prompter*()> prompter,
              StartGame startGame);

    // Opens the editor; on `variant`'s start position when given, else on
    // the game and position the window shows.
    void open(std::optional<core::Variant> variant = std::nullopt);
    // The editor open now, if any (tests).
    PositionEditor* editor() const;

private:
    void carryOut(const PositionEditor& editor);

    QWidget& m_window;
    const GameController& m_controller;
    GameFiles& m_files;
    std::function<Prompter*()> m_prompter;
    StartGame m_startGame;
    QPointer<PositionEditor> m_editor;
};

} // namespace draughts::app
