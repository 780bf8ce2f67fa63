#include "puzzles/practice_window.hpp"

#include "board/board_area.hpp"
#include "board/board_orientation.hpp"
#include "board/board_part.hpp"
#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "players/human_player.hpp"
#include "puzzles/line_player.hpp"
#include "puzzles/scripted_player.hpp"

namespace draughts::app {

PracticeWindow::PracticeWindow(QWidget* parent)
    : QWidget(parent, Qt::Window), m_part(new BoardPart(this)), m_line(new LinePlayer(this))
{
    connect(&m_part->controller(), &GameController::actionPlayed, this, [this](const Decision& decision) {
        if (!m_playingScripted && decision.kind == Decision::Kind::Move)
            personMoved(decision.move);
    });
}

// The board part goes with the window's children, after the derived
// window is gone: its moves must not reach personMoved() then.
PracticeWindow::~PracticeWindow() { disconnect(&m_part->controller(), nullptr, this, nullptr); }

GameController& PracticeWindow::controller() const { return m_part->controller(); }

BoardArea& PracticeWindow::board() const { return m_part->area(); }

void PracticeWindow::setLinePace(int milliseconds) { m_line->setPace(milliseconds); }

void PracticeWindow::setAnimationsEnabled(bool enabled) { m_part->view().setAnimationsEnabled(enabled); }

void PracticeWindow::seat(core::Side person, const GameSetup& setup, const game::Game& game)
{
    auto human = std::make_unique<HumanPlayer>(nullptr);
    auto scripted = std::make_unique<ScriptedPlayer>();
    m_person = human.get();
    m_scripted = scripted.get();
    GameController& controller = m_part->controller();
    controller.setPlayer(person, std::move(human));
    controller.setPlayer(core::opposite(person), std::move(scripted));
    m_part->area().orientation().setTurnsToPlayer(false);
    m_part->area().orientation().setFlipped(person == core::Side::Black);
    controller.loadGame(setup, game);
}

bool PracticeWindow::playScripted(const core::Move& move)
{
    m_playingScripted = true;
    const bool played = m_scripted->hasTurn() ? m_scripted->play(move) : m_person->decide(Decision::play(move));
    m_playingScripted = false;
    return played;
}

bool PracticeWindow::scriptedToMove() const { return m_scripted && m_scripted->hasTurn(); }

} // namespace draughts::app
