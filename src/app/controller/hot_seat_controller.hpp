#pragma once

#include "board/move_animation.hpp"
#include "controller/game_setup.hpp"
#include "players/move_input.hpp"

#include <draughts/game/game.hpp>
#include <draughts/pdn/pdn_game.hpp>

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

namespace draughts::app {

class Prompter;

// Two players at one computer: owns the core Game, turns clicks into core
// calls and tells the views what changed. It never paints and never opens a
// window; questions to the players go through a Prompter.
// Always holds: a game exists (a new controller starts an International game),
// and the move being entered belongs to the side to move.
class HotSeatController : public QObject {
    Q_OBJECT

public:
    explicit HotSeatController(QObject* parent = nullptr);
    ~HotSeatController() override;

    // Not owned; may be null: then draws are declined and resignations confirmed.
    void setPrompter(Prompter* prompter) { m_prompter = prompter; }

    void newGame(const GameSetup& setup);
    const GameSetup& setup() const { return m_setup; }
    const game::Game& game() const { return *m_game; }
    core::Variant variant() const { return m_game->variant(); }
    QString playerName(core::Side side) const;

    // Input from the board. A click on a non-playing square passes NoSquare.
    void clickSquare(core::Square square);
    // A piece picked up by the mouse is selected as if clicked.
    void pickUp(core::Square square);
    void dropPiece(core::Square from, core::Square to);
    void cancelSelection();
    // The claimant lets the pending claims lapse without making them.
    void declineClaims();
    void claimHandStone();
    void offerDraw();
    void resign();
    void undo();
    void redo();
    // Plays a move or claim written in notation ("32-28", "~27", "~@").
    bool playNotation(const QString& text);

    // What the board shows. Hints (movable, must capture, destinations,
    // capture route) always follow the rule-conforming moves.
    core::Square selected() const { return m_input.selected(); }
    core::Bitboard movablePieces() const;
    core::Bitboard mustCapturePieces() const;
    core::Bitboard destinations() const;
    core::Bitboard capturePath() const;
    core::Bitboard toBeCaptured() const;
    // The open capture routes of the selected piece, starting square first.
    std::vector<Route> shownRoutes() const;
    core::Bitboard claimable() const;
    bool handClaimOffered() const;
    bool claimsOffered() const { return claimable() != 0 || handClaimOffered(); }
    core::Bitboard placementTargets() const;
    core::Bitboard lastActionSquares() const;

    // What the side panel shows.
    QString turnText() const;
    QString drawCounterText() const; // empty when the game has no draw counter
    QString claimText() const;       // empty when no claim is offered
    QString resultText() const;      // empty while the game runs

    // ---- review (hot_seat_review.cpp) ----
    // The whole game as played or read from a file. game() is the position
    // shown, which is an earlier point of record() while the players review it.
    const game::Game& record() const { return m_record ? *m_record : *m_game; }
    bool reviewing() const { return m_record != nullptr; }
    std::size_t shownPly() const { return m_game->history().size(); }
    std::size_t recordLength() const { return record().history().size(); }
    // Shows the position after `ply` actions of record() (clamped).
    void showPly(std::size_t ply);
    // Makes the shown position the live game; the later moves are dropped
    // once the drop confirmer agrees, and Undo brings them back.
    bool continueFromHere();
    // Starts a game read from a file or the clipboard, with its annotations.
    void loadGame(const GameSetup& setup, const game::Game& game, std::vector<pdn::PlyNotes> notes = {});
    // The annotations of record(), one per place (docs/pdn.md), padded.
    std::vector<pdn::PlyNotes> notes() const;
    QString commentAt(std::size_t ply) const;
    bool canUndo() const;
    bool canRedo() const { return record().canRedo(); }
    // Asked before later moves are dropped; none: they are dropped.
    void setDropConfirmer(std::function<bool(int dropped)> confirm) { m_confirmDrop = std::move(confirm); }

signals:
    // A new game began; the board may have changed size.
    void gameStarted();
    // The position, the move being entered or a highlight changed.
    void stateChanged();
    void statusMessage(const QString& text);
    // Emitted just before stateChanged for a move or claim that changes the board.
    void animationRequested(const draughts::app::MoveAnimation& animation);
    void gameOver(const QString& text);

private:
    bool canSelect(core::Square square) const;
    void select(core::Square square);
    void playMove(const core::Move& move, const Route& route);
    void claimPiece(core::Square square);
    void afterAction(const QString& status);
    PieceLook lookAt(core::Square square) const;
    // Review: false when the players keep the later moves (the action is refused).
    bool leaveReview();
    bool restoreDropped();
    void trimNotes();

    GameSetup m_setup;
    std::unique_ptr<game::Game> m_game;
    MoveInput m_input;
    Prompter* m_prompter = nullptr;
    bool m_claimsDeclined = false;
    bool m_resultAnnounced = false;

    // Review: the whole game while m_game shows an earlier point of it.
    struct Dropped {
        std::unique_ptr<game::Game> game;
        std::vector<pdn::PlyNotes> notes;
        std::size_t lengthAfter = 0; // history length right after the drop
    };
    std::unique_ptr<game::Game> m_record;
    std::vector<pdn::PlyNotes> m_notes;
    std::vector<Dropped> m_dropped;
    std::function<bool(int)> m_confirmDrop;
};

} // namespace draughts::app
