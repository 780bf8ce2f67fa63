#pragma once

#include <draughts/game/action.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace draughts::game {

struct Variation;

// What is written about one action besides the action itself: a PDN file's
// annotations (pdn::PdnGame::notes), kept by the game with the action they
// belong to (HistoryEntry::notes) or at its start (Game::notes(0)).
struct PlyNotes {
    std::string commentBefore; // trimmed; written between the move's number and the move
    std::string comment;       // after the action; trimmed, several comments joined by '\n'
    std::string strength;      // the mark written straight after the move: "!", "?!", ... (moveMarks)
    std::vector<int> nags;     // $0 ... $255
    // Other moves in place of this action, each from the position before
    // it, in the order written: replayed lines, or the text of a line the
    // rules refused (Variation). In a GameTree only the refused ones stay
    // here: the replayed ones are the node's siblings.
    std::vector<Variation> variations;

    bool empty() const;
    friend bool operator==(const PlyNotes&, const PlyNotes&);
};

// One action of a variation with what is written about it.
struct VariationMove {
    Action action;
    PlyNotes notes;

    friend bool operator==(const VariationMove&, const VariationMove&) = default;
};

// A line played instead of an action, from the position before that action
// (PDN's "( ... )" after the move it replaces). Either its moves, which the
// rules accepted, or, for a line they refused, the text between the
// brackets as it was written, so that nothing of a file is lost.
struct Variation {
    std::vector<VariationMove> moves;
    std::string text; // only when refused: then `moves` is empty

    bool replayed() const { return text.empty(); }
    friend bool operator==(const Variation&, const Variation&) = default;
};

inline bool PlyNotes::empty() const
{
    return commentBefore.empty() && comment.empty() && strength.empty() && nags.empty() && variations.empty();
}

inline bool operator==(const PlyNotes& a, const PlyNotes& b)
{
    return a.commentBefore == b.commentBefore && a.comment == b.comment && a.strength == b.strength &&
           a.nags == b.nags && a.variations == b.variations;
}

// The marks a player gives a move (PDN's move strength): good, bad, very
// good, very bad, interesting, dubious. "" is no mark.
inline constexpr std::string_view moveMarks[] = {"!", "?", "!!", "??", "!?", "?!"};
inline bool isMoveMark(std::string_view mark)
{
    for (std::string_view known : moveMarks)
        if (mark == known)
            return true;
    return false;
}

} // namespace draughts::game
