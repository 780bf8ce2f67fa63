#include "controller/hot_seat_controller.hpp"

#include "dialogs/prompter.hpp"
#include "text/game_texts.hpp"
#include "text/move_explainer.hpp"
#include "text/text.hpp"

#include <draughts/notation/move_text.hpp>
#include <draughts/notation/square_names.hpp>

#include <algorithm>

namespace draughts::app {

using core::Bitboard;
using core::Side;
using core::Square;

HotSeatController::HotSeatController(QObject* parent) : QObject(parent)
{
    m_game = std::make_unique<game::Game>(m_setup.variant, m_setup.rule);
}

HotSeatController::~HotSeatController() = default;

void HotSeatController::newGame(const GameSetup& setup)
{
    m_setup = setup;
    m_game = setup.start ? std::make_unique<game::Game>(setup.variant, *setup.start, setup.rule)
                         : std::make_unique<game::Game>(setup.variant, setup.rule);
    m_input.clear();
    m_claimsDeclined = false;
    m_resultAnnounced = false;
    m_record.reset();
    m_notes.clear();
    m_dropped.clear();
    emit gameStarted();
    afterAction(tr("New game: %1").arg(variantTitle(setup.variant)));
}

QString HotSeatController::playerName(Side side) const
{
    const QString& name = side == Side::White ? m_setup.whiteName : m_setup.blackName;
    // The default names are the side's name, in the window's language.
    const bool unnamed = name.trimmed().isEmpty() || name == QStringLiteral("White") || name == QStringLiteral("Black");
    return unnamed ? sideName(side) : name.trimmed();
}

// ---- input ------------------------------------------------------------------

void HotSeatController::clickSquare(Square square)
{
    const game::Game& game = *m_game;
    if (game.result().isOver()) {
        emit statusMessage(whyCannotSelect(game, square));
        return;
    }
    if (square != core::NoSquare && core::contains(claimable(), square)) {
        claimPiece(square);
        return;
    }
    const bool placement = square != core::NoSquare && core::contains(placementTargets(), square);
    if (!m_input.active()) {
        if (placement)
            playMove(core::Move::placement(square), {square});
        else if (canSelect(square))
            select(square);
        else
            emit statusMessage(whyCannotSelect(game, square));
        return;
    }
    if (square == m_input.selected()) {
        cancelSelection();
        return;
    }
    const MoveInput::Step step = m_input.click(square);
    switch (step.outcome) {
    case MoveInput::Outcome::Completed:
        playMove(step.move, step.route);
        return;
    case MoveInput::Outcome::Extended:
        emit stateChanged();
        emit statusMessage(tr("Now click the next landing square"));
        return;
    case MoveInput::Outcome::Ambiguous:
        emit statusMessage(tr("Several captures end on %1: click the landing squares one by one")
                               .arg(squareText(game.variant(), square)));
        return;
    case MoveInput::Outcome::NotALanding:
        break;
    }
    if (placement) {
        m_input.clear();
        playMove(core::Move::placement(square), {square});
    } else if (canSelect(square)) {
        select(square);
    } else {
        emit statusMessage(whyCannotMoveTo(game, m_input.selected(), square));
    }
}

void HotSeatController::pickUp(Square square)
{
    if (m_input.selected() == square)
        return;
    if (canSelect(square))
        select(square);
    else
        emit statusMessage(whyCannotSelect(*m_game, square));
}

void HotSeatController::dropPiece(Square from, Square to)
{
    pickUp(from);
    if (m_input.selected() == from && to != from)
        clickSquare(to);
}

void HotSeatController::cancelSelection()
{
    if (!m_input.active())
        return;
    m_input.clear();
    emit stateChanged();
}

void HotSeatController::declineClaims()
{
    if (!claimsOffered())
        return;
    m_claimsDeclined = true;
    emit stateChanged();
    emit statusMessage(tr("%1 declined the claim").arg(playerName(m_game->sideToMove())));
}

void HotSeatController::claimHandStone()
{
    if (!handClaimOffered())
        return;
    if (!leaveReview())
        return;
    const Side claimant = m_game->sideToMove();
    m_input.clear();
    m_game->claimHandStone();
    trimNotes();
    afterAction(tr("%1 took the stone %2 did not place").arg(playerName(claimant), playerName(opposite(claimant))));
}

void HotSeatController::offerDraw()
{
    if (m_game->result().isOver())
        return;
    if (!leaveReview())
        return;
    const Side offering = m_game->sideToMove();
    const QString by = playerName(offering);
    const QString to = playerName(opposite(offering));
    if (m_prompter && m_prompter->acceptDraw(by, to)) {
        m_input.clear();
        m_game->agreeDraw();
        afterAction({});
    } else {
        emit statusMessage(tr("%1 declined the draw offered by %2").arg(to, by));
    }
}

void HotSeatController::resign()
{
    if (m_game->result().isOver())
        return;
    const Side side = m_game->sideToMove();
    if (m_prompter && !m_prompter->confirmResign(playerName(side)))
        return;
    if (!leaveReview())
        return;
    m_input.clear();
    m_game->resign(side);
    afterAction({});
}

void HotSeatController::undo()
{
    // Undo acts on the game, not on the position being reviewed.
    showPly(recordLength());
    if (restoreDropped())
        return;
    if (!m_game->canUndo())
        return;
    m_input.clear();
    m_game->undo();
    m_claimsDeclined = false;
    afterAction(tr("Undone"));
}

void HotSeatController::redo()
{
    showPly(recordLength());
    if (!m_game->canRedo())
        return;
    m_input.clear();
    m_game->redo();
    m_claimsDeclined = false;
    afterAction(tr("Redone"));
}

bool HotSeatController::playNotation(const QString& text)
{
    const std::string written = text.trimmed().toStdString();
    const core::Variant variant = m_game->variant();
    if (written == notation::handClaimText) {
        if (!handClaimOffered())
            return false;
        claimHandStone();
        return true;
    }
    if (!written.empty() && written.front() == '~') {
        const Square square = notation::parseSquare(variant, std::string_view(written).substr(1));
        if (square == core::NoSquare || !core::contains(m_game->claimablePieces(), square))
            return false;
        claimPiece(square);
        return true;
    }
    const auto move = notation::parseMove(variant, written, m_game->permittedMoves());
    if (!move)
        return false;
    m_input.clear();
    playMove(*move, rules::routeOf(*move));
    return true;
}

// ---- what the board shows ---------------------------------------------------

Bitboard HotSeatController::movablePieces() const
{
    Bitboard pieces = 0;
    if (!m_game->result().isOver())
        for (const core::Move& m : m_game->legalMoves())
            if (m.kind != core::MoveKind::Placement)
                pieces |= core::bitOf(m.from);
    return pieces;
}

Bitboard HotSeatController::mustCapturePieces() const
{
    Bitboard pieces = 0;
    if (!m_game->result().isOver())
        for (const core::Move& m : m_game->legalMoves())
            if (m.isCapture())
                pieces |= core::bitOf(m.from);
    return pieces;
}

Bitboard HotSeatController::destinations() const { return m_input.nextLandings(true); }

Bitboard HotSeatController::capturePath() const
{
    Bitboard path = 0;
    for (Square s : m_input.landings())
        path |= core::bitOf(s);
    for (const MoveInput::Candidate* c : m_input.open(true))
        if (c->move.isCapture())
            for (Square s : c->route)
                path |= core::bitOf(s);
    return path;
}

Bitboard HotSeatController::toBeCaptured() const
{
    Bitboard taken = 0;
    for (const MoveInput::Candidate* c : m_input.open(true))
        taken |= c->move.captured;
    return taken;
}

std::vector<Route> HotSeatController::shownRoutes() const
{
    std::vector<Route> routes;
    for (const MoveInput::Candidate* c : m_input.open(true)) {
        if (!c->move.isCapture())
            continue;
        Route route{m_input.selected()};
        route.insert(route.end(), c->route.begin(), c->route.end());
        routes.push_back(std::move(route));
    }
    return routes;
}

Bitboard HotSeatController::claimable() const { return m_claimsDeclined ? 0 : m_game->claimablePieces(); }

bool HotSeatController::handClaimOffered() const { return !m_claimsDeclined && m_game->canClaimHandStone(); }

Bitboard HotSeatController::placementTargets() const
{
    Bitboard squares = 0;
    if (!m_game->result().isOver())
        for (const core::Move& m : m_game->permittedMoves())
            if (m.kind == core::MoveKind::Placement)
                squares |= core::bitOf(m.to);
    return squares;
}

Bitboard HotSeatController::lastActionSquares() const
{
    const auto& history = m_game->history();
    if (history.empty())
        return 0;
    const game::Action& action = history.back().action;
    if (action.kind == game::Action::Kind::Claim)
        return action.claimed == core::NoSquare ? 0 : core::bitOf(action.claimed);
    Bitboard squares = core::bitOf(action.move.to);
    if (action.move.from != core::NoSquare)
        squares |= core::bitOf(action.move.from);
    return squares;
}

QString HotSeatController::turnText() const
{
    return m_game->result().isOver() ? resultText() : GameTexts::turn(*m_game);
}

QString HotSeatController::drawCounterText() const { return GameTexts::drawCounter(*m_game); }

QString HotSeatController::claimText() const
{
    if (!claimsOffered())
        return {};
    const Side claimant = m_game->sideToMove();
    const QString offender = playerName(opposite(claimant));
    const bool flips = m_game->variant() == core::Variant::ToTheLastMan;
    QStringList parts;
    if (claimable() != 0)
        parts << (flips ? tr("%1 missed a compulsory capture: click a glowing piece to turn it over")
                       : tr("%1 missed a compulsory capture: click a glowing piece to remove it"))
                     .arg(offender);
    if (handClaimOffered())
        parts << tr("%1 did not place a stone from hand: you may take it").arg(offender);
    return parts.join(QStringLiteral(". ")) + QStringLiteral(".");
}

QString HotSeatController::resultText() const
{
    if (!m_game->result().isOver())
        return {};
    return app::resultText(m_game->result());
}

// ---- private ----------------------------------------------------------------

bool HotSeatController::canSelect(Square square) const
{
    if (square == core::NoSquare || m_game->result().isOver())
        return false;
    const auto& moves = m_game->permittedMoves();
    return std::any_of(moves.begin(), moves.end(), [&](const core::Move& m) { return m.from == square; });
}

void HotSeatController::select(Square square)
{
    m_input.select(*m_game, square);
    emit stateChanged();
    const bool anyLegal = !m_input.open(true).empty();
    if (!anyLegal && !m_game->legalMoves().empty()) {
        // Forfeit setting: the move is allowed, but the opponent will be offered a claim.
        const QString rule = m_game->placementDue() ? tr("A stone from hand should be placed first")
                                                    : firstDutyText(*m_game);
        emit statusMessage(tr("Careful: %1. Moving this piece lets %2 claim.")
                               .arg(rule, playerName(opposite(m_game->sideToMove()))));
    } else {
        emit statusMessage(GameTexts::selectionHint(*m_game, m_input));
    }
}

PieceLook HotSeatController::lookAt(Square square) const
{
    const core::Position& p = m_game->position();
    PieceLook look;
    look.side = core::contains(p.black, square) ? Side::Black : Side::White;
    if (m_game->variant() == core::Variant::ToTheLastMan)
        look.kind = PieceLook::Kind::Stone;
    else
        look.kind = core::contains(p.kings, square) ? PieceLook::Kind::King : PieceLook::Kind::Man;
    return look;
}

void HotSeatController::playMove(const core::Move& move, const Route& route)
{
    MoveAnimation animation;
    animation.flips = m_game->variant() == core::Variant::ToTheLastMan;
    if (move.kind == core::MoveKind::Placement) {
        animation.route = {move.to};
        animation.mover = {m_game->sideToMove(), PieceLook::Kind::Stone};
    } else {
        animation.route = {move.from};
        animation.route.insert(animation.route.end(), route.begin(), route.end());
        animation.mover = lookAt(move.from);
    }
    core::forEachSquare(move.captured, [&](Square s) { animation.taken.push_back({s, lookAt(s)}); });

    if (!leaveReview()) {
        m_input.clear();
        emit stateChanged();
        return;
    }
    const Side mover = m_game->sideToMove();
    if (!m_game->play(move))
        return;
    trimNotes();
    m_input.clear();
    m_claimsDeclined = false;
    emit animationRequested(animation);

    const game::HistoryEntry& made = m_game->history().back();
    QString status = tr("%1 played %2").arg(playerName(mover), toQString(made.text));
    if (!made.committed.empty())
        status = GameTexts::violation(made, playerName(made.side), playerName(opposite(made.side)));
    else if (m_game->variant() == core::Variant::TwentyVsTen && m_game->partOfTurn() == 2)
        status += tr(". Black: now the second move, with another piece");
    afterAction(status);
}

void HotSeatController::claimPiece(Square square)
{
    MoveAnimation animation;
    animation.flips = m_game->variant() == core::Variant::ToTheLastMan;
    animation.taken.push_back({square, lookAt(square)});
    if (!leaveReview()) {
        m_input.clear();
        emit stateChanged();
        return;
    }
    const Side claimant = m_game->sideToMove();
    m_input.clear();
    if (!m_game->claim(square))
        return;
    trimNotes();
    emit animationRequested(animation);
    afterAction(tr("%1 claimed the piece on %2").arg(playerName(claimant), squareText(variant(), square)));
}

void HotSeatController::afterAction(const QString& status)
{
    emit stateChanged();
    if (!m_game->result().isOver()) {
        m_resultAnnounced = false;
        emit statusMessage(status);
        return;
    }
    const QString result = resultText();
    emit statusMessage(result);
    if (m_resultAnnounced)
        return;
    m_resultAnnounced = true;
    emit gameOver(result);
    if (m_prompter)
        m_prompter->announceResult(result);
}

} // namespace draughts::app
