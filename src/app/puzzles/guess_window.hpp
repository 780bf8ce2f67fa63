#pragma once

#include "engines/queued_engine_task.hpp"
#include "puzzles/practice_window.hpp"

#include <draughts/engine/engine.hpp>
#include <draughts/pdn/pdn_game.hpp>
#include <draughts/puzzle/guess.hpp>

#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace draughts::app {

// Puzzles > Guess the Move: a game of a PDN file, one side chosen; the
// player guesses that side's moves one by one, each guess is scored by the
// engine in the background (puzzle::GuessSession), the game's move is
// then played, and the end lists the biggest differences with the
// engine's view (docs/puzzles.md, Guess the move).
class GuessWindow : public PracticeWindow {
    Q_OBJECT

public:
    enum class Phase { NoGame, Ready, Guessing, Scoring, Showing, Finished };
    Q_ENUM(Phase)

    explicit GuessWindow(QWidget* parent = nullptr);
    ~GuessWindow() override;

    // Asks for a file and a game in it.
    void chooseFile();
    // The game numbered `index` (from 0) of the PDN file at `path`; false
    // (and a message) when it cannot be read or has no move.
    bool openFile(const QString& path, std::size_t index = 0);
    void setGame(const pdn::PdnGame& game, const QString& name);
    // Starts guessing `side`'s moves from the game's start.
    void start(core::Side side);

    Phase phase() const { return m_phase; }
    const puzzle::GuessSession* session() const { return m_session.get(); }
    QString message() const;
    QString summaryText() const;
    // The game's title above the board: its game and players.
    QString gameTitle() const;
    // Tests: each guess's searches (the board part and the pace: PracticeWindow).
    void setLimits(const engine::SearchLimits& limits) { m_limits = limits; }

signals:
    void phaseChanged(draughts::app::GuessWindow::Phase phase);

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildParts();
    void retranslate();
    void setPhase(Phase phase);
    void showBefore(std::size_t ply);
    void personMoved(const core::Move& move) override;
    void scored(std::size_t ply, const puzzle::GuessScore& score);
    void showMoves(std::size_t from);
    bool playGameMove(std::size_t index);
    void awaitGuess();
    void finish();
    void say(const QString& text);

    std::optional<pdn::PdnGame> m_game;
    std::vector<engine::PlayedMove> m_moves;
    std::unique_ptr<puzzle::GuessSession> m_session;
    std::unique_ptr<engine::Engine> m_engine;
    engine::SearchLimits m_limits;
    Phase m_phase = Phase::NoGame;

    QPushButton* m_open;
    QPushButton* m_help;
    QLabel* m_gameName;
    QLabel* m_sideLabel;
    QComboBox* m_side;
    QPushButton* m_start;
    QLabel* m_message;
    QLabel* m_points;
    QLabel* m_summary;
    QString m_name;
    QueuedEngineTask m_task{this};
};

} // namespace draughts::app
