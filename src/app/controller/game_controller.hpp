#pragma once

#include "controller/game_clock.hpp"
#include "controller/network_terms.hpp"
#include "controller/review_control.hpp"
#include "controller/review_state.hpp"
#include "values/decision.hpp"
#include "values/game_setup.hpp"

#include <draughts/game/game.hpp>

#include <QObject>

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace draughts::app {

class Player;

// A game between two players, as KDE's games run them: the controller owns
// the game::Game and one Player per side, asks the player of the side to
// move for each decision, plays what the rules accept and tells the views
// what happened. It never paints, phrases or animates: views, the status
// line and animations follow its signals.
//
// Each half of Black's double move, each placement from hand and each
// pending forfeit claim is a decision of its own; after every action the
// player to move is asked again. While the players step back through the
// game they decide in the position shown (a computer does not play there),
// and an action there drops the later ones once the drop confirmer agrees;
// the very action the game went on with just steps forward.
// In a game with a time control the controller runs the players' clocks:
// the clock of the side to move runs while the game goes on and nobody looks
// back, each action records the time its player has left, and a fallen flag
// ends the game.
// Where no person plays (two computers, our own or engines), play may be
// paused: no computer is asked and no clock runs until it is resumed;
// stepping back through such a game pauses it too, so that the players
// choose when it goes on.
// Always holds: a game exists (a new controller starts International), at
// most one player is asked at a time, and only while the game runs.
//
// Its public functions are kept few (at most 25, constructor and
// destructor counted, signals not): the review part (stepping through the
// game, continuing from a point) is ReviewControl's and the network part
// (a program's name, a take-back agreed across the network) is
// NetworkTerms', objects the controller owns and lends out.
class GameController : public QObject {
    Q_OBJECT

public:
    enum class Start { New, Loaded };
    Q_ENUM(Start)
    // What happened besides an action, for the status line.
    enum class Notice {
        ClaimsDeclined, // `side` let the pending claims lapse
        DrawDeclined,   // the draw `side` offered was declined
        Undone,
        Redone,
        DroppedBack,   // undo brought back the actions a continue-from-here dropped
        ContinuedHere, // the position shown became the end of the game
        ReviewMoved,   // another point of the game is shown
        Refused,       // `side`'s decision broke a rule or the drop was not confirmed; asked again
        Paused,        // no computer plays until play is resumed
        Resumed,
        TakeBackAsked,    // `side` asked the other player to agree to a take-back
        TakeBackDeclined, // the other player did not agree to the take-back `side` asked for
    };
    Q_ENUM(Notice)

    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // The player of `side`, owned from now on; it takes over at once.
    void setPlayer(core::Side side, std::unique_ptr<Player> player);
    Player* player(core::Side side) const { return playerOf(side); }
    // The player whose decision is awaited; null while none is (the game is
    // over, a draw offer waits for its answer, a computer pauses in review).
    Player* awaited() const { return m_awaited; }

    void newGame(const GameSetup& setup);
    // A game read from a file or the clipboard, with its annotations and the
    // time left after each action (game::HistoryEntry::notes, timeLeft).
    void loadGame(const GameSetup& setup, const game::Game& game);
    const GameSetup& setup() const { return m_setup; }
    // The whole game, as played or read.
    const game::Game& game() const { return m_game; }
    // The game at the position shown, where the players decide: game()
    // unless they review an earlier point.
    const game::Game& shown() const { return m_review.shown(); }
    const ReviewState& review() const { return m_review; }
    // The players' clocks (not running in a game without a time control).
    GameClock& clock() { return *m_clock; }
    const GameClock& clock() const { return *m_clock; }

    // Stepping through the game and continuing from a point of it.
    ReviewControl& reviewControl() { return m_reviewControl; }
    const ReviewControl& reviewControl() const { return m_reviewControl; }
    // What a game across the network asks beyond moves.
    NetworkTerms& networkTerms() { return m_networkTerms; }

    // Whether the side to move may still make its pending claims (it has
    // not declined them); the claims themselves are shown().claimablePieces().
    bool claimsOpen() const { return !m_claimsDeclined; }

    // Play between computers, paused and resumed (Game > Pause). Only a
    // game that no person or program across the network plays, and that
    // is not over, can be paused; resuming goes on from the latest position.
    bool canPause() const;
    bool paused() const { return m_paused; }
    void pause();
    void resume();

    // Undo and redo act on the game, not on the position shown.
    void undo();
    void redo();
    // Edit > Undo and Redo: where both sides are people (or both
    // computers) one action; against the computer back to the person's last
    // move (the computer's actions after it and that move), and forward to
    // the person's next turn.
    // Against a player who decides take-backs (a person across the
    // network) takeBack() asks him first and goes back once he agrees.
    void takeBack();
    void bringBack();

signals:
    // A new game; the board may have changed size.
    void gameStarted(draughts::app::GameController::Start how);
    // The position shown, the game or the claims on offer changed.
    void stateChanged();
    // The player of `side` is asked for a decision.
    void turnStarted(core::Side side);
    // A decision was played: game().history().back() holds the action
    // (nothing for a resignation or an agreed draw). Comes before stateChanged.
    void actionPlayed(const draughts::app::Decision& decision);
    void notice(draughts::app::GameController::Notice notice, core::Side side);
    // The game reached a result; once per result.
    void gameOver(const draughts::game::Result& result);

private:
    friend class ReviewControl;
    friend class NetworkTerms;

    void decided(Player* player, const Decision& decision);
    void drawAnswered(Player* player, bool accepted);
    void takeBackAnswered(Player* player, bool accepted);
    bool askTakeBack();
    bool play(const Decision& decision);
    bool isNextInGame(const Decision& decision) const;
    void timeForfeit(core::Side side);
    bool isHuman(core::Side side) const { return m_setup.player(side).isHuman(); }
    bool playedByComputers() const;
    // The times left after the first `ply` actions, as the actions recorded them.
    GameClock::Times recordedTimes(std::size_t ply) const;
    void restoreClock();
    void syncClock();
    void refuse(core::Side side);
    bool leaveReview();
    void settle();
    void startTurn();
    void cancelTurn();
    Player* playerOf(core::Side side) const { return m_players[static_cast<std::size_t>(side)].get(); }

    GameSetup m_setup;
    game::Game m_game;
    ReviewState m_review;
    GameClock* m_clock;
    std::array<std::unique_ptr<Player>, 2> m_players;
    Player* m_awaited = nullptr;
    std::optional<core::Side> m_drawOfferedBy;
    std::optional<std::size_t> m_takeBackAsked; // the ply asked to go back to
    bool m_claimsDeclined = false;
    bool m_resultAnnounced = false;
    bool m_paused = false;
    std::function<bool(int)> m_confirmDrop;
    ReviewControl m_reviewControl{*this};
    NetworkTerms m_networkTerms{*this};
};

} // namespace draughts::app
