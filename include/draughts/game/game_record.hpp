#pragma once

#include <draughts/game/game.hpp>

#include <vector>

namespace draughts::game {

// A game kept as its moves: the setting, the start, every action in order
// and how it ended. It is a few dozen bytes per action, where a Game also
// holds its history's positions and the move lists of its position (some
// 40 KB), so a file's thousands of games are kept as records and replayed
// one at a time. Always holds: replay() gives a Game whose history has
// actions() in order, whose position() is position() and whose result()
// is result().
class GameRecord {
public:
    // A game not begun, from the variant's start position.
    explicit GameRecord(Variant variant = Variant::International, MissedCaptureRule rule = MissedCaptureRule::Forfeit);
    // The record of a game as it stands (its undo and redo lists are not
    // kept). Implicit, so that a Game can be stored wherever a record is.
    GameRecord(const Game& game);

    Variant variant() const { return m_variant; }
    MissedCaptureRule missedCaptureRule() const { return m_rule; }
    rules::RuleSet ruleSet() const { return m_ruleSet; }
    const Position& startPosition() const { return m_start; }
    const std::vector<Action>& actions() const { return m_actions; }
    // Whether counted draws end the game (Game::countedDrawsEnforced).
    bool countedDrawsEnforced() const { return m_countedDrawsEnforced; }
    // The position after the last action, and the result there.
    const Position& position() const { return m_end; }
    Result result() const { return m_result; }

    // The game, replayed from the start: history, claims, result.
    Game replay() const;

private:
    Variant m_variant = Variant::International;
    MissedCaptureRule m_rule = MissedCaptureRule::Forfeit;
    rules::RuleSet m_ruleSet = rules::RuleSet::Original;
    Position m_start;
    std::vector<Action> m_actions;
    bool m_countedDrawsEnforced = true;
    Position m_end;
    Result m_result;
};

} // namespace draughts::game
