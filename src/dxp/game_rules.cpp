#include <draughts/dxp/game_rules.hpp>

#include <draughts/rules/facts.hpp>
#include <draughts/rules/geometry.hpp>
#include <draughts/rules/movegen.hpp>

namespace draughts::dxp {

// The FMJD's White begins (international.md §10.1).
core::Position standardStart() { return rules::startPosition(Board, GameRuleSet); }

game::Game newGame(const core::Position& start)
{
    // Every DXP program plays the FMJD's rules (international.md §10):
    // compulsory captures and the FMJD's draw rules, which end the game by
    // themselves, in place of the original text's 30-move counter.
    return game::Game(Board, GameRuleSet, start);
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
