#include <draughts/rules/facts.hpp>

#include <draughts/rules/policies.hpp>

#include <cstddef>

namespace draughts::rules {

namespace {

using core::Side;

// What the rules kernel (rules/kernel.hpp) assumes of every policy; a new
// game that breaks one of these needs the kernel extended first.
template <class P>
constexpr bool fitsTheKernel()
{
    constexpr Bitboard board = shapeOf<P>().all();
    constexpr Bitboard countedSquares = (Bitboard{1} << core::Position{}.captureCount.size()) - 1;
    return (!P::hasKings || P::flyingKings) &&                         // kings always fly
           (P::captureLimit == 0 || (board & ~countedSquares) == 0) && // capture counts fit the position
           (!P::hasHand || (P::homeRow(Side::White) != 0 && P::homeRow(Side::Black) != 0)) &&
           (P::promotionSquares(Side::White) & ~board) == 0 && // crowning squares lie on the board
           (P::promotionSquares(Side::Black) & ~board) == 0 && (P::homeRow(Side::White) & ~board) == 0 &&
           (P::homeRow(Side::Black) & ~board) == 0 &&
           (P::hasKings || (P::promotionSquares(Side::White) | P::promotionSquares(Side::Black)) == 0);
}

template <class P>
constexpr core::Position startOf()
{
    static_assert(fitsTheKernel<P>());
    constexpr Shape board = shapeOf<P>();
    core::Position p;
    for (int rank = 0; rank < board.size; ++rank)
        for (int file = 0; file < board.size; ++file) {
            const Square s = board.at(file, rank);
            if (s == NoSquare)
                continue;
            if (P::startsOn(Side::White, file, rank))
                p.white |= core::bitOf(s);
            else if (P::startsOn(Side::Black, file, rank))
                p.black |= core::bitOf(s);
        }
    p.sideToMove = P::firstToMove;
    return p;
}

template <class P>
Facts factsOf(core::Variant variant)
{
    constexpr Shape board = shapeOf<P>();
    Facts f;
    f.variant = variant;
    f.shape = board;
    f.squares = board.all();
    f.firstToMove = P::firstToMove;
    f.hasKings = P::hasKings;
    f.flyingKings = P::flyingKings;
    f.menCaptureBackward = P::menCaptureBackward;
    f.maximumCapture = P::maximumCapture;
    f.promoteMidCapture = P::promoteMidCapture;
    f.stepBackWhenStuck = P::stepBackWhenStuck;
    for (Side side : {Side::White, Side::Black}) {
        const auto i = static_cast<std::size_t>(side);
        f.promotionSquares[i] = P::promotionSquares(side);
        f.homeRow[i] = P::homeRow(side);
        // The far row of `side` as seen from the other end of the board.
        const Bitboard farRow = side == Side::White ? P::BoardType::topRow : P::BoardType::bottomRow;
        f.crowningSquaresMarked = f.crowningSquaresMarked || (P::hasKings && P::promotionSquares(side) != farRow);
    }
    f.flipsCaptured = P::flipsCaptured;
    f.captureLimit = P::captureLimit;
    f.hasHand = P::hasHand;
    f.blackMovesTwice = P::blackMovesTwice;
    f.drawCounterLimit = P::drawCounterLimit;
    f.pdnGameType = P::pdnGameType;
    f.pdnWinPoints = P::pdnWinPoints;
    return f;
}

} // namespace

const Facts& facts(core::Variant variant)
{
    static const auto table = [] {
        std::array<Facts, core::allVariants.size()> all{};
        for (core::Variant v : core::allVariants)
            all[static_cast<std::size_t>(v)] = withPolicy(v, [v](auto policy) { return factsOf<decltype(policy)>(v); });
        return all;
    }();
    return table[static_cast<std::size_t>(variant)];
}

core::Position startPosition(core::Variant variant)
{
    return withPolicy(variant, [](auto policy) {
        static constexpr core::Position start = startOf<decltype(policy)>();
        return start;
    });
}

} // namespace draughts::rules
