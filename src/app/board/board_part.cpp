#include "board/board_part.hpp"

#include "board/board_area.hpp"
#include "controller/game_controller.hpp"
#include "controller/player.hpp"
#include "players/human_input.hpp"

#include <QWidget>

namespace draughts::app {

BoardPart::BoardPart(QWidget* window)
    : QObject(window), m_controller(new GameController(window)), m_input(new HumanInput(*m_controller, window)),
      m_area(new BoardArea(*m_controller, *m_input, window))
{}

BoardPart::~BoardPart() = default;

BoardView& BoardPart::view() const { return m_area->view(); }

void BoardPart::unseat()
{
    for (core::Side side : {core::Side::White, core::Side::Black})
        m_controller->setPlayer(side, nullptr);
}

} // namespace draughts::app
