#include "board/board_area.hpp"

#include "board/board_model.hpp"
#include "board/board_orientation.hpp"
#include "board/board_theme.hpp"
#include "board/board_view.hpp"
#include "board/highlights.hpp"
#include "board/move_animation.hpp"
#include "controller/game_controller.hpp"
#include "players/human_input.hpp"
#include "settings/app_settings.hpp"

#include <utility>
#include <vector>

namespace draughts::app {

BoardArea::BoardArea(const GameController& controller, HumanInput& input, QWidget* window)
    : QObject(window), m_controller(controller), m_highlights(std::make_unique<Highlights>(controller, input)),
      m_model(new BoardModel(controller, *m_highlights, this)), m_view(new BoardView(window)),
      m_orientation(new BoardOrientation(controller, this))
{
    m_view->setModel(m_model);
    HumanInput* in = &input;
    connect(m_view, &BoardView::squareClicked, in, [in](int s) { in->clickSquare(static_cast<core::Square>(s)); });
    connect(m_view, &BoardView::dragStarted, in, [in](int s) { in->pickUp(static_cast<core::Square>(s)); });
    connect(m_view, &BoardView::pieceDropped, in,
            [in](int from, int to) { in->dropPiece(static_cast<core::Square>(from), static_cast<core::Square>(to)); });
    connect(m_view, &BoardView::cancelRequested, in, &HumanInput::cancelSelection);
    // The selection is the board's business (and the Why? box's); it changes no game.
    connect(in, &HumanInput::selectionChanged, m_model, &BoardModel::refresh);
    connect(&controller, &GameController::actionPlayed, m_view, [this](const Decision& decision) {
        const game::Game& game = m_controller.game();
        if (decision.kind == Decision::Kind::Move || decision.kind == Decision::Kind::Claim)
            if (const auto animation = animationOf(game.variant(), game.history().back(), decision.route))
                m_view->animate(*animation);
    });
    // The board turns once the move that handed over the turn has been seen to land.
    connect(m_orientation, &BoardOrientation::changed, this, &BoardArea::turnBoard);
    connect(m_view, &BoardView::animationFinished, this, &BoardArea::turnBoard);
}

BoardArea::~BoardArea() = default;

void BoardArea::applyPreferences(const Preferences& preferences)
{
    BoardTheme::setCurrent(preferences.theme);
    m_view->setTheme(preferences.theme);
    m_view->setSquareNamesVisible(preferences.squareNames);
    m_view->setEdgeCoordinatesOnNumberedBoards(preferences.edgeCoordinates);
    m_orientation->setFlipped(preferences.flipped);
    m_orientation->setTurnsToPlayer(preferences.turnToPlayer);
    turnBoard();
}

void BoardArea::suggest(std::span<const core::Move> moves)
{
    // Where each move starts, every landing and the pieces it takes.
    core::Bitboard marked = 0;
    for (const core::Move& move : moves) {
        marked |= core::bitOf(move.to) | move.captured;
        if (move.from != core::NoSquare)
            marked |= core::bitOf(move.from);
        for (int i = 0; i < move.pathLength; ++i)
            marked |= core::bitOf(move.path[i]);
    }
    m_model->setSuggestion(marked);
}

void BoardArea::clearSuggestion() { m_model->setSuggestion(0); }

void BoardArea::showBetterMove(const std::optional<core::Move>& better)
{
    std::vector<core::Square> squares;
    if (better) {
        if (better->from != core::NoSquare)
            squares.push_back(better->from);
        squares.insert(squares.end(), better->path, better->path + better->pathLength);
        squares.push_back(better->to);
    }
    m_model->setArrow(std::move(squares));
}

void BoardArea::turnBoard()
{
    if (m_view->isAnimating())
        return; // again when the animation ends
    const bool flipped = m_orientation->blackAtBottom();
    if (flipped == m_view->isFlipped())
        return;
    m_view->setFlipped(flipped);
    emit turned(flipped);
}

} // namespace draughts::app
