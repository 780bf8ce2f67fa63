#include <draughts/dxp/game_rules.hpp>

#include <draughts/rules/facts.hpp>
#include <draughts/rules/geometry.hpp>
#include <draughts/rules/movegen.hpp>

namespace draughts::dxp {

namespace {

constexpr core::Variant Board = core::Variant::International;

} // namespace

core::Position standardStart()
{
    core::Position start = rules::startPosition(Board);
    // The FMJD's White begins; our original International lets Black begin
    // (international.md §3.1), which loaded positions override.
    start.sideToMove = core::Side::White;
    return start;
}

game::Game newGame(const core::Position& start)
{
    // Every DXP program takes compulsory captures (international.md §7.8).
    // The original text's 30-move counter (§8.3) is no FMJD rule: a game
    // with it ends in draws the other program does not see, so it is off.
    game::Game game(Board, start, game::MissedCaptureRule::Compulsory);
    game.setDrawCounterEnforced(false);
    return game;
}

std::string unplayableStart(const core::Position& start)
{
    const rules::Facts& facts = rules::facts(Board);
    for (const core::Side side : {core::Side::White, core::Side::Black}) {
        const core::Bitboard stuck = start.men(side) & facts.promotionSquaresOf(side);
        if (stuck) {
            return std::string(side == core::Side::White ? "a white" : "a black") + " man stands on square " +
                   std::to_string(rules::squareNumber(Board, core::lowestSquare(stuck))) +
                   ", where men are crowned (international.md §6)";
        }
    }
    core::MoveList moves;
    rules::generateMoves(Board, start, moves);
    if (moves.empty())
        return std::string(start.sideToMove == core::Side::White ? "White" : "Black") + " to move has no legal move";
    return {};
}

} // namespace draughts::dxp
