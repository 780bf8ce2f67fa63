#include <draughts/puzzle/goal.hpp>

#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>

namespace draughts::puzzle {

namespace {

using core::Position;
using core::Side;

constexpr int KingValue = 3;

bool hasCapture(core::Variant variant, const Position& position)
{
    // Permitted moves list every capture, also where a To the Last Man
    // placement comes first (last-man.md §6.2).
    core::MoveList moves;
    rules::generateMoves(variant, position, moves, rules::MoveSet::Permitted);
    for (const core::Move& m : moves)
        if (m.isCapture())
            return true;
    return false;
}

// The solver's balance: own material minus the opponent's.
Gain balanceOf(const Position& position, Side solver)
{
    const Material own = materialOf(position, solver);
    const Material other = materialOf(position, core::opposite(solver));
    return {own.pieces - other.pieces, own.value - other.value, own.kings};
}

} // namespace

GoalTest::GoalTest(core::Variant variant, const Goal& goal, Side solver, const Position& reference)
    : m_variant(variant), m_goal(goal), m_solver(solver), m_referenceBalance(balanceOf(reference, solver)),
      // last-man.md §5: a captured stone flips, so it leaves one side and joins the other.
      m_divisor(rules::facts(variant).flipsCaptured ? 2 : 1), m_drawCounterLimit(rules::facts(variant).drawCounterLimit)
{}

Standing GoalTest::standing(const Position& position, const core::MoveList& legal) const
{
    const Side opponent = core::opposite(position.sideToMove);
    if (position.pieces(opponent) == 0 && position.hand[static_cast<std::size_t>(opponent)] == 0)
        return Standing::SideToMoveWins;
    if (legal.empty())
        return Standing::SideToMoveLoses;
    if (m_drawCounterLimit > 0 && position.quietPlies >= m_drawCounterLimit)
        return Standing::Drawn;
    return Standing::Ongoing;
}

// A quick test before the full one: the piece balance alone, two bit
// counts, already rules out most positions of a material goal.
bool GoalTest::materialMayReach(const Position& position) const
{
    if (m_goal.kind != GoalKind::WinMaterial)
        return true;
    const Side opponent = core::opposite(m_solver);
    const int balance = core::countOf(position.pieces(m_solver)) - core::countOf(position.pieces(opponent)) +
                        position.hand[static_cast<std::size_t>(m_solver)] -
                        position.hand[static_cast<std::size_t>(opponent)];
    return (balance - m_referenceBalance.pieces) / m_divisor >= m_goal.pieces;
}

Gain GoalTest::gain(const Position& position) const
{
    const Gain now = balanceOf(position, m_solver);
    return {(now.pieces - m_referenceBalance.pieces) / m_divisor, (now.value - m_referenceBalance.value) / m_divisor,
            now.kings - m_referenceBalance.kings};
}

bool GoalTest::reached(const Position& position, Standing standing) const
{
    if (standing == Standing::Ongoing && !materialMayReach(position))
        return false;
    const bool solverWon = (standing == Standing::SideToMoveWins && position.sideToMove == m_solver) ||
                           (standing == Standing::SideToMoveLoses && position.sideToMove != m_solver);
    if (solverWon)
        return m_goal.kind != GoalKind::Draw;
    if (standing != Standing::Ongoing)
        return false;
    switch (m_goal.kind) {
    case GoalKind::Win:
    case GoalKind::Draw: return false;
    case GoalKind::WinMaterial: {
        const Gain g = gain(position);
        return g.pieces >= m_goal.pieces && g.value >= m_goal.pieces && isQuiet(m_variant, position);
    }
    case GoalKind::Crown: {
        const Gain g = gain(position);
        return g.kings >= 1 && g.value >= 0 && isQuiet(m_variant, position);
    }
    }
    return false;
}

Standing standing(core::Variant variant, const Position& position, const core::MoveList& legal)
{
    return GoalTest(variant, Goal{}, position.sideToMove, position).standing(position, legal);
}

Material materialOf(const Position& position, Side side)
{
    Material m;
    m.kings = core::countOf(position.kingsOf(side));
    m.pieces = core::countOf(position.pieces(side)) + position.hand[static_cast<std::size_t>(side)];
    m.value = m.pieces + (KingValue - 1) * m.kings;
    return m;
}

Gain gainOf(core::Variant variant, const Position& reference, const Position& position, Side solver)
{
    return GoalTest(variant, Goal{}, solver, reference).gain(position);
}

bool isQuiet(core::Variant variant, const Position& position)
{
    if (hasCapture(variant, position))
        return false;
    if (position.hand[static_cast<std::size_t>(position.sideToMove)] > 0 && !position.placedThisTurn) {
        core::MoveList legal;
        rules::generateMoves(variant, position, legal);
        if (!legal.empty() && legal[0].kind == core::MoveKind::Placement)
            return false;
    }
    Position other = position;
    other.sideToMove = core::opposite(position.sideToMove);
    other.barred = core::NoSquare;
    other.placedThisTurn = false;
    return !hasCapture(variant, other);
}

bool goalReached(core::Variant variant, const Goal& goal, Side solver, const Position& reference,
                 const Position& position, Standing standing)
{
    return GoalTest(variant, goal, solver, reference).reached(position, standing);
}

} // namespace draughts::puzzle
