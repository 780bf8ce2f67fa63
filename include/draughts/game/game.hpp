#pragma once

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/game/action.hpp>
#include <draughts/game/ply_notes.hpp>
#include <draughts/rules/fmjd_draws.hpp>
#include <draughts/rules/outcome.hpp>
#include <draughts/rules/rule_set.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace draughts::game {

using core::Bitboard;
using core::Move;
using core::MoveList;
using core::NoSquare;
using core::Position;
using core::Side;
using core::Square;
using core::Variant;

// What happens when a player does not make a compulsory capture (section 7
// of every rule page, e.g. international.md §7.2, §7.8).
enum class MissedCaptureRule {
    Forfeit,    // the rule texts' own rule: the move stands, the opponent may claim
    Compulsory, // only rule-conforming moves are accepted
};

// The result of a game and what ended it belong to the rules (rules/outcome.hpp).
using rules::EndReason;
using rules::Outcome;
using rules::Result;

// "White wins: Black cannot make two moves", "Draw: 30 moves without a capture".
std::string describe(const Result& result);

// A rule broken by a move in the Forfeit setting. It gives the opponent one
// claim at the start of his next turn.
struct Violation {
    enum class Kind {
        MissedCapture,   // a compulsory (largest) capture was not made
        MissedPlacement, // a stone in hand was not placed (last-man.md §7.4)
    };
    Kind kind = Kind::MissedCapture;
    Side by = Side::White;
    // MissedCapture: the pieces that could have made the compulsory capture,
    // followed to where they stand now.
    Bitboard offenders = 0;
    // The history index of the violating move. One move gives one claim: a
    // move that skipped both a placement and a capture gives two violations
    // with the same ply, and claiming either uses up both (last-man.md §9.15).
    std::size_t ply = 0;

    friend bool operator==(const Violation&, const Violation&) = default;
};

// Where the rules ended a game that its players went on with: a game read
// from a file past a counted draw (rules::isCountedDraw).
struct PassedDraw {
    std::size_t place = 0; // the draw stood after this many actions
    Result result;         // the draw the rules gave there

    friend bool operator==(const PassedDraw&, const PassedDraw&) = default;
};

// One step of the game's history.
struct HistoryEntry {
    Action action;
    Side side = Side::White;          // who acted
    Position before;                  // the position the action was made in
    std::vector<Violation> committed; // violations this move committed
    std::string text;                 // notation, e.g. "32-28", "28x17x8", "~27", "@c1"
    // Not rules: what is written after the action (a file's annotations),
    // and in a game played with clocks the milliseconds its player had left
    // after it. They stay with the action through undo, redo and truncate.
    PlyNotes notes;
    std::optional<std::int64_t> timeLeft;
};

// A game in progress: the position, its history, pending forfeit claims and
// the result, with undo and redo. Always holds: position() is
// startPosition() with every action of history() applied in order, and
// legal/permitted moves and result() describe position().
class Game {
public:
    explicit Game(Variant variant, MissedCaptureRule rule = MissedCaptureRule::Forfeit);
    Game(Variant variant, const Position& start, MissedCaptureRule rule = MissedCaptureRule::Forfeit);
    // A game under `ruleSet` (rules/rule_set.hpp). Under the FMJD's rules
    // (international.md §10) every capture is compulsory, White begins from
    // the start position, and the FMJD's draw rules end the game in place of
    // the original text's 30-move counter.
    Game(Variant variant, rules::RuleSet ruleSet);
    Game(Variant variant, rules::RuleSet ruleSet, const Position& start);

    Variant variant() const { return m_variant; }
    MissedCaptureRule missedCaptureRule() const { return m_rule; }
    rules::RuleSet ruleSet() const { return m_ruleSet; }
    const Position& startPosition() const { return m_start; }
    const Position& position() const { return m_state.position; }
    Side sideToMove() const { return m_state.position.sideToMove; }
    // 2 during the second half of a turn of two moves (Twenty vs Ten's
    // Black), else 1.
    int partOfTurn() const { return m_state.position.isSecondHalfOfTurn() ? 2 : 1; }
    // The side to move must (Compulsory) or should (Forfeit) place a stone
    // from hand before his regular move (last-man.md §6.2), or place the
    // stone he has just claimed (last-man.md §7.4).
    bool placementDue() const;

    // The rule-conforming moves (what highlights show).
    const MoveList& legalMoves() const { return m_legal; }
    // What the player may make in this game's setting: the legal moves in
    // the Compulsory setting; every move the movement rules allow in Forfeit.
    const MoveList& permittedMoves() const { return m_permitted; }
    bool isViolation(const Move& move) const;
    // Plays a permitted move; false (and nothing changes) if it is not one
    // or the game is over.
    bool play(const Move& move);

    // Claims the side to move may make now, before his move.
    const std::vector<Violation>& pendingClaims() const { return m_state.pending; }
    Bitboard claimablePieces() const;
    bool canClaimHandStone() const;
    // Removes (in a game that flips captured stones: flips) a claimable
    // piece; false if not claimable.
    bool claim(Square square);
    // Takes the stone the opponent failed to place (last-man.md §7.4). If a
    // square of the claimant's first row is free, the claimant's next action
    // places it there: placements are then his only permitted moves, even
    // if he has placed a stone of his own this turn. Else it waits in hand.
    bool claimHandStone();

    Result result() const { return m_state.result; }
    void resign(Side side);
    void agreeDraw();
    // `side`'s time ran out: the opponent wins (a declared result, like a
    // resignation, which undo() takes back).
    void loseOnTime(Side side);

    // Plies without the number of pieces decreasing, and the limit (0: none).
    int drawCounter() const { return m_state.position.quietPlies; }
    int drawCounterLimit() const;
    // Whether a counted draw (the 30-move counter, the FMJD's repetition
    // and move counts: rules::isCountedDraw) ends the game; on by default.
    // A game read from a file whose moves go on past one is replayed with
    // them off, and passedDraw() tells where the rules had ended it.
    bool countedDrawsEnforced() const { return m_countedDrawsEnforced; }
    void setCountedDrawsEnforced(bool enforced);
    // The first counted draw this game went on past, if any.
    const std::optional<PassedDraw>& passedDraw() const { return m_state.passedDraw; }

    // Under the FMJD's rules: the draw counters (international.md §10.4 to
    // §10.7), and how often the position on the board has stood there with
    // the same player to move, this time included (§10.3). Zero counters
    // and a count of 1 under the original rules.
    const rules::FmjdCounters& fmjdCounters() const { return m_state.fmjd; }
    int repetitions() const;

    const std::vector<HistoryEntry>& history() const { return m_history; }
    // The annotations of each place of the game, as a PDN file counts them:
    // place 0 is the start, place i follows history()[i - 1]. A place beyond
    // the history has none.
    const PlyNotes& notes(std::size_t place) const;
    void setNotes(std::size_t place, PlyNotes notes);
    // The time left after history()[index] (a game with clocks).
    void setTimeLeft(std::size_t index, std::optional<std::int64_t> milliseconds);
    bool canUndo() const { return !m_history.empty() || m_state.declared || undoRestores(); }
    bool canRedo() const { return !m_redo.empty(); }
    // Takes back the last action, a resignation or agreed draw, or a truncate().
    void undo();
    void redo();

    // Plays on from an earlier position: drops the actions after the first
    // `ply`, as one step. They go to the redo list, and while the history is
    // back at `ply`, undo() brings them all back at once.
    void truncate(std::size_t ply);
    // The next undo() brings back actions dropped by truncate().
    bool undoRestores() const;
    // The game as it stood after its first `ply` actions, with the later
    // ones to redo: for showing an earlier position without changing this game.
    Game upTo(std::size_t ply) const;

private:
    struct State {
        Position position;
        std::vector<Violation> pending;  // claimable by the side to move
        std::vector<Violation> thisTurn; // committed by the side to move this turn
        Result result;
        bool declared = false; // result by resignation or agreement
        // A hand stone just claimed must be placed before anything else
        // (last-man.md §7.4), also after a placement of the claimant's own.
        bool claimedStoneDue = false;
        rules::FmjdCounters fmjd;             // under the FMJD's rules
        std::optional<PassedDraw> passedDraw; // with counted draws off
    };

    // Actions dropped by truncate(), restorable while the history has `length` entries.
    struct Dropped {
        std::size_t length = 0;
        std::vector<HistoryEntry> actions; // in the order they were played
        std::vector<HistoryEntry> redo;    // the redo list before the drop
        Result declared;                   // a resignation or agreed draw that ended the game
    };

    bool perform(const Action& action);
    // Plays an action taken back again, with its notes and time.
    void replay(const HistoryEntry& entry);
    void takeBack();
    void applyMove(const Move& move, const std::vector<Violation>& committed);
    void applyClaim(Square square);
    std::vector<Violation> violationsOf(const Move& move) const;
    void followPieces(const Move& move, Side mover);
    void refresh();
    // The rules' result of the position, and that result with counted
    // draws left out when they are off.
    Result rulesResult() const;
    Result computeResult() const;
    // `result` as this game plays it: a counted draw it does not enforce is no end.
    Result asPlayed(const Result& result) const;
    // Sets the result after the game's first `place` actions, noting a
    // counted draw passed there.
    void settleResult(std::size_t place);
    Bitboard claimableBy(const Violation& violation) const;

    Variant m_variant;
    MissedCaptureRule m_rule;
    rules::RuleSet m_ruleSet = rules::RuleSet::Original;
    Position m_start;
    State m_state;
    MoveList m_legal;
    MoveList m_permitted;
    bool m_countedDrawsEnforced = true;
    std::vector<HistoryEntry> m_history;
    std::vector<State> m_snapshots;   // the state before each history entry
    std::vector<HistoryEntry> m_redo; // most recently undone last
    PlyNotes m_startNotes;
    std::vector<Dropped> m_dropped; // most recent last
};

// Plays an action of a recorded line (a file's game or variation, a game
// tree's): players of recorded games go on past counted draws, so the
// counted draws are switched off when the game stands on one (docs/pdn.md,
// "Results"). False when the rules refuse the action.
bool playRecorded(Game& game, const Action& action);

} // namespace draughts::game
