#pragma once

// Shared by the round-trip tests and the fuzz target: what "the same game"
// means after writing and reading back.

#include <draughts/pdn/pdn_game.hpp>

#include <string>

namespace draughts::pdn::testing {

// The comment as the writer can express it (PDN has no escape for '}').
inline std::string writableComment(std::string comment)
{
    for (char& c : comment)
        if (c == '}')
            c = ')';
    return comment;
}

// Notes as the writer can express them, in variations too.
inline PlyNotes writableNotes(PlyNotes notes)
{
    notes.commentBefore = writableComment(notes.commentBefore);
    notes.comment = writableComment(notes.comment);
    for (game::Variation& variation : notes.variations)
        for (game::VariationMove& move : variation.moves)
            move.notes = writableNotes(move.notes);
    return notes;
}

// "" when the notes are the same, else where they first differ.
inline std::string notesDifference(const PlyNotes& a, const PlyNotes& b)
{
    if (a.commentBefore != b.commentBefore)
        return "comment before \"" + a.commentBefore + "\" vs \"" + b.commentBefore + "\"";
    if (a.comment != b.comment)
        return "comment \"" + a.comment + "\" vs \"" + b.comment + "\"";
    if (a.strength != b.strength)
        return "mark " + a.strength + " vs " + b.strength;
    if (a.nags != b.nags)
        return "NAGs";
    if (a.variations.size() != b.variations.size())
        return std::to_string(a.variations.size()) + " vs " + std::to_string(b.variations.size()) + " variations";
    for (std::size_t v = 0; v < a.variations.size(); ++v) {
        const game::Variation& x = a.variations[v];
        const game::Variation& y = b.variations[v];
        const std::string where = "variation " + std::to_string(v + 1);
        if (x.text != y.text)
            return where + " text \"" + x.text + "\" vs \"" + y.text + "\"";
        if (x.moves.size() != y.moves.size())
            return where + ": " + std::to_string(x.moves.size()) + " vs " + std::to_string(y.moves.size()) + " moves";
        for (std::size_t m = 0; m < x.moves.size(); ++m) {
            if (!(x.moves[m].action == y.moves[m].action))
                return where + " move " + std::to_string(m + 1);
            if (const std::string inner = notesDifference(x.moves[m].notes, y.moves[m].notes); !inner.empty())
                return where + " move " + std::to_string(m + 1) + ": " + inner;
        }
    }
    return "";
}

enum class Comments {
    Written, // `b` was written from `a` and read back: compare `a`'s comments as the writer can write them
    Exact,   // `a` and `b` were read from the same text
};

// "" when `b` is the same game as `a`, else what differs first.
inline std::string differenceBetween(const PdnGame& a, const PdnGame& b, Comments comments = Comments::Written)
{
    if (a.variant() != b.variant())
        return "variant";
    if (a.missedCaptureRule() != b.missedCaptureRule())
        return "missed-capture setting";
    if (!(a.game.startPosition() == b.game.startPosition()))
        return "start position";
    const game::Game playedA = a.game.replay();
    const game::Game playedB = b.game.replay();
    const auto& ha = playedA.history();
    const auto& hb = playedB.history();
    if (ha.size() != hb.size())
        return "number of actions " + std::to_string(ha.size()) + " vs " + std::to_string(hb.size());
    for (std::size_t i = 0; i < ha.size(); ++i) {
        const game::HistoryEntry& x = ha[i];
        const game::HistoryEntry& y = hb[i];
        if (x.text != y.text || x.side != y.side || x.action.kind != y.action.kind ||
            x.action.claimed != y.action.claimed || !(x.before == y.before) || !(x.committed == y.committed) ||
            (x.action.kind == game::Action::Kind::Move && !x.action.move.sameMove(y.action.move)))
            return "action " + std::to_string(i + 1) + " (" + x.text + " vs " + y.text + ")";
    }
    if (!(a.game.position() == b.game.position()))
        return "final position";
    if (!(a.game.result() == b.game.result()))
        return "result";
    // The token follows the game when it is over (see PdnGame::result).
    const std::string expectedToken = a.game.result().isOver() ? std::string(resultToken(a.variant(), a.game.result()))
                                                               : (a.result == "0-0" ? "0-0" : "*");
    if (expectedToken != b.result)
        return "result token " + expectedToken + " vs " + b.result;
    if (!(playedA.pendingClaims() == playedB.pendingClaims()))
        return "pending claims";
    if (a.notes.size() != b.notes.size())
        return "number of notes";
    for (std::size_t i = 0; i < a.notes.size(); ++i) {
        const PlyNotes expected = comments == Comments::Written ? writableNotes(a.notes[i]) : a.notes[i];
        if (!(expected == b.notes[i]))
            return "notes at " + std::to_string(i) + ": " + notesDifference(expected, b.notes[i]);
    }
    return "";
}

} // namespace draughts::pdn::testing
