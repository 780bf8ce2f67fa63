#include <draughts/rules/explanation.hpp>

#include <draughts/rules/facts.hpp>
#include <draughts/rules/geometry.hpp>

#include <algorithm>
#include <cstdlib>

namespace draughts::rules {

namespace {

using core::Move;
using core::MoveList;
using core::Position;
using core::Side;
using core::Square;

// The moves of the side to move in one of the two sets.
MoveList movesOf(core::Variant variant, const Position& position, MoveSet set)
{
    MoveList moves;
    generateMoves(variant, position, moves, set);
    return moves;
}

bool anyFrom(const MoveList& moves, Square square)
{
    return std::any_of(moves.begin(), moves.end(), [square](const Move& m) { return m.from == square; });
}

bool placementDue(const MoveList& legal) { return !legal.empty() && legal[0].kind == core::MoveKind::Placement; }

// Rows towards the opponent's side count as forward.
int forwardRows(Side side, int fromRank, int toRank)
{
    return side == Side::White ? toRank - fromRank : fromRank - toRank;
}

// Whether some stone of the side to move can step forward (movement rules only).
bool hasForwardStep(const Shape& board, const MoveList& movement, Side side)
{
    return std::any_of(movement.begin(), movement.end(), [&](const Move& m) {
        return m.kind == core::MoveKind::Step && forwardRows(side, board.rankOf(m.from), board.rankOf(m.to)) > 0;
    });
}

// Whether a diagonal neighbour of `square` is empty; with `backwardOnly`
// only the two behind it as seen by `side`.
bool hasEmptyNeighbour(const Shape& board, const Position& position, Square square, Side side, bool backwardOnly)
{
    const int file = board.fileOf(square);
    const int rank = board.rankOf(square);
    const int back = side == Side::White ? -1 : 1;
    for (int dr : {-1, 1}) {
        if (backwardOnly && dr != back)
            continue;
        for (int df : {-1, 1}) {
            const Square next = board.at(file + df, rank + dr);
            if (next != core::NoSquare && !core::contains(position.occupied(), next))
                return true;
        }
    }
    return false;
}

Explanation make(Reason reason, const Position& position, Square square = core::NoSquare)
{
    Explanation e;
    e.reason = reason;
    e.side = position.sideToMove;
    e.square = square;
    return e;
}

Explanation withMove(Explanation e, const Move& move)
{
    e.move = move;
    return e;
}

// The captures of `moves` from `from` (every piece: NoSquare) taking at
// least `least` pieces.
std::vector<Move> capturesOf(const MoveList& moves, Square from, int least)
{
    std::vector<Move> found;
    for (const Move& m : moves)
        if (m.isCapture() && (from == core::NoSquare || m.from == from) && m.captureCount() >= least)
            found.push_back(m);
    return found;
}

// `move` and the captures to choose among, `move` first.
Explanation withChoices(Explanation e, const Move& move, std::vector<Move> choices)
{
    std::erase(choices, move);
    choices.insert(choices.begin(), move);
    e.choices = std::move(choices);
    return withMove(std::move(e), move);
}

// A move the movement rules allow but the Compulsory setting refuses: the
// rules differ only in the duties to place a stone and to capture.
Explanation refusedByCompulsoryRules(const Position& position, const MoveList& legal, const Move& wanted)
{
    const Move* best = largestCapture(legal);
    if (!best || (placementDue(legal) && wanted.kind != core::MoveKind::Placement))
        return make(Reason::PlaceFromHandFirst, position, wanted.from);
    // international.md §5.5: the largest capture, not just any.
    if (wanted.isCapture() && wanted.captureCount() < best->captureCount())
        return withMove(make(Reason::LargestCaptureRequired, position, wanted.from), *best);
    return withMove(make(Reason::CaptureRequired, position, wanted.from), *best);
}

} // namespace

const Move* largestCapture(const MoveList& moves, Square from)
{
    const Move* best = nullptr;
    for (const Move& m : moves)
        if (m.isCapture() && (from == core::NoSquare || m.from == from) &&
            (!best || m.captureCount() > best->captureCount()))
            best = &m;
    return best;
}

std::optional<Explanation> firstDuty(core::Variant variant, const Position& position)
{
    const MoveList legal = movesOf(variant, position, MoveSet::Legal);
    if (placementDue(legal))
        return make(Reason::PlaceFromHandFirst, position);
    if (const Move* best = largestCapture(legal))
        return withMove(make(Reason::CaptureRequired, position), *best);
    return std::nullopt;
}

Explanation explainSelection(core::Variant variant, const Position& position, Square square)
{
    const Side us = position.sideToMove;
    if (square == core::NoSquare)
        return make(Reason::SelectionOffBoard, position);
    if (core::contains(position.pieces(core::opposite(us)), square))
        return make(Reason::OpponentsPiece, position, square);
    if (!core::contains(position.pieces(us), square))
        return make(Reason::NoPiece, position, square);
    if (square == position.barred)
        return make(Reason::BarredPiece, position, square); // twenty-vs-ten.md §3.1
    const MoveList movement = movesOf(variant, position, MoveSet::Permitted);
    if (anyFrom(movement, square)) {
        // The piece could move, but a duty comes first (the Compulsory setting).
        if (const auto duty = firstDuty(variant, position)) {
            Explanation e = *duty;
            e.square = square;
            return e;
        }
    }
    const Facts& game = facts(variant);
    // last-man.md §4.1: a backward step only when no stone can step forward.
    if (game.stepBackWhenStuck && hasEmptyNeighbour(game.shape, position, square, us, false) &&
        hasForwardStep(game.shape, movement, us))
        return make(Reason::CanOnlyStepBack, position, square);
    return make(Reason::CannotMove, position, square);
}

Explanation explainTarget(core::Variant variant, const Position& position, const MoveList& accepted, Square from,
                          Square target)
{
    Explanation e = make(Reason::CannotReach, position, from);
    e.target = target;
    const auto because = [&e](Reason reason) {
        e.reason = reason;
        return e;
    };
    if (target == core::NoSquare)
        return because(Reason::TargetOffBoard);
    const MoveList movement = movesOf(variant, position, MoveSet::Permitted);
    for (const Move& m : movement)
        if (m.from == from && m.to == target && !accepted.contains(m)) {
            Explanation refused = refusedByCompulsoryRules(position, movesOf(variant, position, MoveSet::Legal), m);
            refused.target = target;
            return refused;
        }
    if (core::contains(position.occupied(), target))
        return because(Reason::Occupied);
    const Facts& game = facts(variant);
    const Shape& board = game.shape;
    const int files = board.fileOf(target) - board.fileOf(from);
    const int ranks = forwardRows(position.sideToMove, board.rankOf(from), board.rankOf(target));
    if (std::abs(files) != std::abs(ranks))
        return because(Reason::NotDiagonal);
    if (!core::contains(position.kings, from)) {
        if (game.stepBackWhenStuck && ranks < 0 && hasForwardStep(board, movement, position.sideToMove))
            return because(Reason::BackwardWhileForwardPossible); // last-man.md §4.1
        if (ranks == -1)
            return because(Reason::ManStepsForward); // international.md §4.1
        if (std::abs(ranks) == 2)
            return because(Reason::JumpNeedsEnemy); // international.md §5.1
        if (std::abs(ranks) > 2)
            return because(Reason::OnlyKingsFly); // international.md §4.1, §4.2
    }
    return because(Reason::CannotReach);
}

std::vector<Explanation> explainDuties(core::Variant variant, const Position& position, Square selected)
{
    const Facts& game = facts(variant);
    const Side us = position.sideToMove;
    const MoveList legal = movesOf(variant, position, MoveSet::Legal);
    std::vector<Explanation> out;
    if (placementDue(legal))
        out.push_back(make(Reason::PlaceFromHand, position)); // last-man.md §6.2
    if (position.barred != core::NoSquare)
        out.push_back(make(Reason::SecondMoveWithAnotherPiece, position, position.barred)); // twenty-vs-ten.md §3.1

    const Move* best = largestCapture(legal);
    if (best) {
        // international.md §5.5, last-man.md §5.2: where the rules leave a
        // choice among captures, every one of them is named.
        const int most = game.maximumCapture ? best->captureCount() : 0;
        if (selected == core::NoSquare) {
            const Reason due = game.maximumCapture ? Reason::LargestCaptureDue : Reason::AnyCaptureDue;
            out.push_back(withChoices(make(due, position), *best, capturesOf(legal, core::NoSquare, most)));
        } else if (const Move* own = largestCapture(legal, selected)) {
            out.push_back(
                withChoices(make(game.maximumCapture ? Reason::SelectedMustCaptureLargest : Reason::SelectedMustCapture,
                                 position, selected),
                            *own, capturesOf(legal, selected, own->captureCount())));
        } else {
            out.push_back(withChoices(make(Reason::SelectedCannotCapture, position, selected), *best,
                                      capturesOf(legal, core::NoSquare, most)));
        }
    }

    // last-man.md §4.1: stones step forward; backward only when none can.
    if (game.stepBackWhenStuck && !placementDue(legal) && !best) {
        const MoveList movement = movesOf(variant, position, MoveSet::Permitted);
        const bool forward = hasForwardStep(game.shape, movement, us);
        if (selected == core::NoSquare)
            out.push_back(make(forward ? Reason::StonesStepForward : Reason::StonesMayStepBack, position));
        else if (forward && hasEmptyNeighbour(game.shape, position, selected, us, true))
            out.push_back(
                make(anyFrom(movement, selected) ? Reason::SelectedStepsForwardOnly : Reason::SelectedCannotStepBack,
                     position, selected));
    }

    // corner.md §6.1: crowning squares that are not the whole far row are worth saying.
    if (game.crowningSquaresMarked && (selected == core::NoSquare || !core::contains(position.kings, selected))) {
        Explanation crowned = make(Reason::CrownedOnlyOn, position, selected);
        crowned.squares = game.promotionSquaresOf(us);
        out.push_back(crowned);
    }

    if (out.empty())
        out.push_back(
            make(selected == core::NoSquare ? Reason::NothingDue : Reason::NothingDueForSelected, position, selected));
    return out;
}

} // namespace draughts::rules
