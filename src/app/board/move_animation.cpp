#include "board/move_animation.hpp"

namespace draughts::app {

PieceLook lookAt(const rules::Facts& facts, const core::Position& position, core::Square square)
{
    PieceLook look;
    look.side = core::contains(position.black, square) ? core::Side::Black : core::Side::White;
    if (facts.flipsCaptured)
        look.kind = PieceLook::Kind::Stone;
    else
        look.kind = core::contains(position.kings, square) ? PieceLook::Kind::King : PieceLook::Kind::Man;
    return look;
}

std::optional<MoveAnimation> animationOf(core::Variant variant, const game::HistoryEntry& played,
                                         const rules::Route& route)
{
    const core::Position& before = played.before;
    const rules::Facts& facts = rules::facts(variant);
    MoveAnimation animation;
    animation.flips = facts.flipsCaptured;
    const game::Action& action = played.action;
    if (action.kind == game::Action::Kind::Claim) {
        if (action.claimed == core::NoSquare)
            return std::nullopt; // a stone taken from the hand
        animation.taken.push_back({action.claimed, lookAt(facts, before, action.claimed)});
        return animation;
    }
    const core::Move& move = action.move;
    if (move.kind == core::MoveKind::Placement) {
        animation.route = {move.to};
        animation.mover = {played.side, PieceLook::Kind::Stone};
        return animation;
    }
    animation.route = {move.from};
    const rules::Route landings = route.empty() ? rules::routeOf(move) : route;
    animation.route.insert(animation.route.end(), landings.begin(), landings.end());
    animation.mover = lookAt(facts, before, move.from);
    core::forEachSquare(move.captured, [&](core::Square s) {
        animation.taken.push_back({s, lookAt(facts, before, s)});
    });
    return animation;
}

} // namespace draughts::app
