#pragma once

#include "values/player_choice.hpp"

#include <draughts/dxp/game_rules.hpp>
#include <draughts/game/game.hpp>
#include <draughts/pdn/time_control_tag.hpp>
#include <draughts/rules/rule_set.hpp>

#include <QString>

#include <array>
#include <optional>

namespace draughts::app {

// Everything needed to start a game: what the New Game dialog asks and what
// the command line may preset.
struct GameSetup {
    core::Variant variant = core::allVariants.front(); // the first of the games, International
    game::MissedCaptureRule rule = game::MissedCaptureRule::Forfeit;
    // International may be played under the FMJD's rules (international.md
    // §10), whose captures are always compulsory: `rule` is then unused.
    rules::RuleSet ruleSet = rules::RuleSet::Original;
    std::optional<core::Position> start; // empty: the game's usual starting position
    QString whiteName = QStringLiteral("White");
    QString blackName = QStringLiteral("Black");
    pdn::TimeControl timeControl; // none: the game is played without clocks
    // Who plays White and Black (indexed by Side): people unless chosen otherwise.
    std::array<PlayerChoice, 2> players{};

    const PlayerChoice& player(core::Side side) const { return players[static_cast<std::size_t>(side)]; }
};

// Whether a program or a person across the network plays a side: DXP knows
// only its own game under the FMJD's rules (docs/dxp.md, "Rules"), so such
// a game is an FMJD game whatever rule set New Game offered.
inline bool playedOverDxp(const GameSetup& setup)
{
    const auto overDxp = [&](core::Side side) {
        const PlayerChoice::Kind kind = setup.player(side).kind;
        return kind == PlayerChoice::Kind::Network || kind == PlayerChoice::Kind::Remote;
    };
    return dxp::playable(setup.variant) && (overDxp(core::Side::White) || overDxp(core::Side::Black));
}

// A person at this board against a program: his side under the player's own
// name (Preferences > Player) where New Game left the side's name. Between
// two people the program cannot tell which of them it is, so it names nobody.
inline GameSetup withPlayerName(GameSetup setup, const QString& name)
{
    const auto program = [&](core::Side side) {
        const PlayerChoice::Kind kind = setup.player(side).kind;
        return kind != PlayerChoice::Kind::Human && kind != PlayerChoice::Kind::Remote;
    };
    if (name.trimmed().isEmpty())
        return setup;
    if (setup.player(core::Side::White).isHuman() && program(core::Side::Black) &&
        setup.whiteName == QStringLiteral("White"))
        setup.whiteName = name.trimmed();
    if (setup.player(core::Side::Black).isHuman() && program(core::Side::White) &&
        setup.blackName == QStringLiteral("Black"))
        setup.blackName = name.trimmed();
    return setup;
}

// The game `setup` starts, before any move: its rule set, its start and,
// under the original rules, its missed-capture rule.
inline game::Game startingGame(const GameSetup& setup)
{
    if (setup.ruleSet != rules::RuleSet::Original)
        return setup.start ? game::Game(setup.variant, setup.ruleSet, *setup.start)
                           : game::Game(setup.variant, setup.ruleSet);
    return setup.start ? game::Game(setup.variant, *setup.start, setup.rule) : game::Game(setup.variant, setup.rule);
}

} // namespace draughts::app
