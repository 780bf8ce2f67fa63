#include "window/hint_flow.hpp"

#include "board/board_area.hpp"
#include "board/board_model.hpp"
#include "controller/game_controller.hpp"
#include "engines/hint_finder.hpp"
#include "panel/side_panel.hpp"
#include "review/evaluation_bar.hpp"
#include "text/texts.hpp"

#include <draughts/rules/movegen.hpp>

#include <QCoreApplication>

namespace draughts::app {

namespace {

// The status bar's sentences keep the main window's translation context,
// where they were first said, so that their translations stand.
const char* const noMoveText = QT_TRANSLATE_NOOP("draughts::app::MainWindow", "There is no move to suggest");
const char* const hintText = QT_TRANSLATE_NOOP("draughts::app::MainWindow", "%1 — %2");

QString windowText(const char* text) { return QCoreApplication::translate("draughts::app::MainWindow", text); }

} // namespace

HintFlow::HintFlow(const GameController& controller, BoardArea& board, SidePanel& panel, EvaluationBar& bar,
                   QObject* parent)
    : QObject(parent), m_controller(controller), m_board(board), m_panel(panel), m_bar(bar),
      m_finder(new HintFinder(this))
{
    connect(&controller, &GameController::stateChanged, &board.model(), [this] { drop(); });
    connect(&controller, &GameController::gameStarted, &board.model(), [this] { drop(); });
    connect(m_finder, &HintFinder::found, this, [this](const engine::Hint& hint, const core::Position& position) {
        const game::Game& game = m_controller.shown();
        if (!hint.best.hasMove || !(game.position() == position))
            return;
        showFound(Texts::hintReason(game.variant(), position, hint),
                  HintFinder::turnOf(game.variant(), position, hint.best));
        const bool white = position.sideToMove == core::Side::White;
        m_bar.setHintValue(white ? hint.best.score : -hint.best.score);
    });
}

void HintFlow::show()
{
    const game::Game& game = m_controller.shown();
    if (game.result().isOver() || game.legalMoves().empty()) {
        emit message(windowText(noMoveText));
        return;
    }
    if (game.legalMoves().size() == 1) {
        const engine::Hint only{{}, {}, engine::HintReason{engine::HintReasonCode::OnlyMove}};
        showFound(Texts::hintReason(game.variant(), game.position(), only), {game.legalMoves()[0]});
        return;
    }
    m_finder->find(game);
    m_panel.setHintText(Texts::searchingHint());
}

void HintFlow::showFound(const QString& reason, const std::vector<core::Move>& turn)
{
    const game::Game& game = m_controller.shown();
    m_board.suggest(turn);
    m_panel.setHintText(reason);
    QString hint = Texts::hint(game, turn.front());
    core::Position before = game.position();
    for (std::size_t i = 1; i < turn.size(); ++i) {
        before = rules::afterMove(game.variant(), before, turn[i - 1]);
        hint = Texts::hintThen(hint, Texts::moveIn(game.variant(), before, turn[i]));
    }
    emit message(windowText(hintText).arg(hint, reason));
}

void HintFlow::drop()
{
    m_finder->cancel();
    m_board.clearSuggestion();
    m_panel.setHintText({});
    m_bar.setHintValue(std::nullopt);
}

} // namespace draughts::app
