#pragma once

#include <draughts/game/game.hpp>
#include <draughts/game/game_record.hpp>
#include <draughts/game/ply_notes.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::game {

// Where a move stands in a GameTree: the child taken at each step from the
// start, 0 being the main continuation and 1, 2, ... the variations in
// their order. {} is the start, {0, 0} the main line's second move, {0, 1}
// the first variation in place of it, {0, 1, 0} that variation's next move.
// An address names the same move as long as no edit moves or removes it
// or a sibling before it, so an undo step can store it.
using NodePath = std::vector<std::size_t>;

// A game with every line its players or annotators tried: the main line
// and, at any move, variations in place of it, nested to any depth; each
// move with its notes (comments before and after it, its mark, its NAGs).
// Every move is checked by the rules when it enters the tree; the position
// at any move is the game replayed along its address.
//
// Undo and redo: the tree is a plain value, cheap to copy (one vector of
// nodes, no pointers between them), so a window keeps a copy before each
// edit together with the address it showed; that is the whole design, and
// no edit needs an inverse. The edits return the address to show next.
class GameTree {
public:
    // The tree of a game as it stands: its history is the main line, each
    // action with its notes (Game::notes), whose replayed variations become
    // branches; the variations kept as text stay with their move's notes. A
    // resignation, agreed draw or fallen flag is kept for the main line's end.
    explicit GameTree(const Game& game);
    // The same from a record and its notes per place, as PdnGame holds them
    // (notes[0] the start, notes[i] the i-th action's).
    GameTree(const GameRecord& record, const std::vector<PlyNotes>& notes);

    Variant variant() const { return m_setup.variant(); }
    const Position& startPosition() const { return m_setup.startPosition(); }

    // --- Navigation ------------------------------------------------------
    // Everything that takes an address but says otherwise throws
    // std::out_of_range for an address of no node.
    bool contains(const NodePath& path) const;
    // The moves that follow: main continuation first, then the variations.
    std::size_t childCount(const NodePath& path) const;
    // The action that leads to the node; its text as the game records it
    // ("32-28", "28x17x8", "~27"); who made it. Not for the start.
    const Action& action(const NodePath& path) const;
    const std::string& moveText(const NodePath& path) const;
    Side mover(const NodePath& path) const;
    // The node's notes; among its variations only those kept as text (the
    // replayed ones are its siblings). The start's notes are the game's
    // first comment.
    const PlyNotes& notes(const NodePath& path) const;
    // The address of the main line's last move ({} when it has none), and
    // of the last move reached from `path` by main continuations.
    NodePath mainLineEnd() const { return lineEnd({}); }
    NodePath lineEnd(const NodePath& path) const;
    // How many variations the address enters: 0 on the main line.
    static std::size_t depth(const NodePath& path);

    // The game at a node: replayed under the game's rules from the start
    // along the address, its history carrying each node's own notes. The
    // game is over there only if the rules end it (a resignation belongs
    // to the main line: mainLine()).
    Game gameAt(const NodePath& path) const;
    // The main line as a game (for code that knows only a linear game): its
    // history's notes hold every branch as Variation lines, the result of
    // a resignation or agreement is applied to its end.
    Game mainLine() const;
    GameRecord mainLineRecord() const { return GameRecord(mainLine()); }
    // notes[0] the start's, notes[i] the i-th main-line action's, with
    // their variations (PdnGame::notes).
    std::vector<PlyNotes> mainLineNotes() const;

    // Replayed variations and their moves, in the whole tree.
    std::size_t variationCount() const;
    std::size_t variationMoveCount() const;

    // --- Edits -----------------------------------------------------------
    // Plays an action at a node: an action already there is gone to; a
    // new one becomes the main continuation when the node has none, else
    // the last variation (the main line is not changed). Nothing when the
    // rules refuse it there or the address names no node.
    std::optional<NodePath> addAction(const NodePath& at, const Action& action);
    std::optional<NodePath> addMove(const NodePath& at, const core::Move& move);
    // Promotes the innermost variation that holds the node one step: it
    // becomes the main continuation where it branches, the former one its
    // first variation. Returns the node's new address (the same on the main
    // line).
    NodePath promote(const NodePath& path);
    // Promotes until the node is on the main line; returns its address.
    NodePath makeMainLine(const NodePath& path);
    // Removes the innermost variation holding the node, from its first move
    // on; returns the address of the move it branched from. Nothing for a
    // node on the main line or an address of no node.
    std::optional<NodePath> deleteVariation(const NodePath& path);
    // Removes the move and everything after it (its variations too); a
    // removed main continuation is followed by its first variation. Returns
    // the move before it; nothing for the start or an address of no node.
    std::optional<NodePath> deleteFrom(const NodePath& path);

    // Comments are trimmed; "" removes one. False for an address of no
    // node, and for the start's commentBefore and mark (it has no move).
    bool setCommentBefore(const NodePath& path, std::string_view comment);
    bool setComment(const NodePath& path, std::string_view comment);
    // One of moveMarks, or "" for none.
    bool setMark(const NodePath& path, std::string_view mark);
    // $0 ... $255 each.
    bool setNags(const NodePath& path, std::vector<int> nags);

    // A resignation, agreed draw or loss on time that ended the main line
    // (an empty Result when none): applied by mainLine() if the rules do
    // not end the game there first.
    const Result& declaredResult() const { return m_declared; }
    void setDeclaredResult(const Result& result) { m_declared = result; }

private:
    struct Node {
        Action action;
        std::string text;
        Side side = Side::White;
        PlyNotes notes;
        std::size_t parent = 0;
        std::vector<std::size_t> children;
    };

    // The node's index, or nothing.
    std::optional<std::size_t> find(const NodePath& path) const;
    std::size_t at(const NodePath& path) const; // throws std::out_of_range
    std::size_t addNode(std::size_t parent, const Game& after, const Action& action, PlyNotes notes);
    // Adds `line` below `parent` (its first move as a new last child) with
    // the variations of each move; `game` stands at `parent`. Stops at a
    // move the rules refuse.
    void grow(std::size_t parent, Game game, const std::vector<VariationMove>& line);
    // The line from the node on, by main continuations, with each move's
    // siblings as its variations (but the first move's, which belong to the
    // line the node branches from, unless the node is a main continuation).
    std::vector<VariationMove> lineFrom(std::size_t node) const;
    PlyNotes notesWithBranches(std::size_t node) const;
    void removeSubtree(std::size_t node);

    GameRecord m_setup;        // no actions: the variant, rules and start position
    std::vector<Node> m_nodes; // [0] the start; parents before children is not assumed
    Result m_declared;
};

// One more step: the address of a node's child.
NodePath childPath(NodePath path, std::size_t child);
// The address of the node before, or the start's own for the start.
NodePath parentPath(NodePath path);

} // namespace draughts::game
