#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/game/game.hpp>
#include <draughts/game/game_record.hpp>
#include <draughts/game/ply_notes.hpp>
#include <draughts/pdn/pdn_error.hpp>
#include <draughts/rules/rule_set.hpp>

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::pdn {

// One tag pair, `[Event "Open 2024"]`, with the value unescaped.
struct Tag {
    std::string name;
    std::string value;

    friend bool operator==(const Tag&, const Tag&) = default;
};

// What the movetext says about one place of the game. Index 0 of
// PdnGame::notes is the place before the first action; index i (i >= 1) is
// the place right after history()[i - 1], so a review UI showing the
// position after i actions shows notes[i]. The game layer keeps them too,
// each with its action.
using game::PlyNotes;

// A variation of the movetext that the reader kept as text instead of
// replaying it (docs/pdn.md, "Variations"); the game itself still reads.
struct VariationProblem {
    enum class Kind {
        Refused,         // the rules (or the text) refused it: `refusal` says where and why
        BeforeFirstMove, // it stands before the first move of its line, so it replaces no move
        TooDeep,         // nested deeper than maxVariationDepth
    };
    Kind kind = Kind::Refused;
    std::size_t line = 1; // of its '('
    std::size_t column = 1;
    // Refused: what was refused, where and why, as an error of a game
    // would say it (its line and column those of the move or text refused).
    std::optional<PdnError> refusal;

    // "variation at 12:5 refused: 12:20 move \"37-31\": not a possible move here (White to move)"
    std::string describe() const;
};

// How deep variations are replayed: the variations inside one nested this deep are kept as text.
inline constexpr std::size_t maxVariationDepth = 32;

// One game of a PDN file: its tags, its moves as checked by the rules, and
// the annotations of the movetext. The game is kept as a record of its
// actions (a few dozen bytes each); game.replay() gives the game::Game with
// its history, positions and move lists. Always holds once read or built
// for writing: notes.size() == game.actions().size() + 1.
struct PdnGame {
    std::vector<Tag> tags; // in file order, as read, without unknown roster values (isUnknownValue);
                           // writing recomputes the tags it owns
    game::GameRecord game{core::Variant::International, game::MissedCaptureRule::Compulsory};
    std::vector<PlyNotes> notes{PlyNotes{}};
    // The game terminator in the game's own PDN convention (resultToken):
    // "2-0", "0-2", "1-1" in International, "1-0", "0-1", "1/2-1/2" in the
    // other games, or "0-0", or "*". Reading sets it from the game's result
    // when the game is over; "0-0" (both lose), which the rules cannot
    // express, is only kept here.
    std::string result = "*";
    std::size_t line = 1; // where the game starts in its file
    // The variations kept as text, in the order they were met (reading
    // sets it; writing ignores it).
    std::vector<VariationProblem> variationProblems;

    core::Variant variant() const { return game.variant(); }
    game::MissedCaptureRule missedCaptureRule() const { return game.missedCaptureRule(); }
    rules::RuleSet ruleSet() const { return game.ruleSet(); }
    // The first tag with this name, if any.
    const std::string* tag(std::string_view name) const;
    // The comment shown with the position after `plies` actions ("" if none).
    const std::string& comment(std::size_t plies) const;
};

// Tag names this library reads and writes itself (docs/pdn.md).
inline constexpr std::string_view gameTypeTag = "GameType";
inline constexpr std::string_view variantTag = "Variant";
inline constexpr std::string_view missedCapturesTag = "MissedCaptures";
inline constexpr std::string_view rulesTag = "Rules";
inline constexpr std::string_view fenTag = "FEN";
inline constexpr std::string_view setUpTag = "SetUp";
inline constexpr std::string_view resultTag = "Result";

// PDN's seven tags (PGN's Seven Tag Roster) but Result, in their order,
// with PDN 3.0's value for "unknown". The writer puts all seven first on
// every game, these with the caller's value or "unknown"; the reader leaves
// a tag with the unknown value out of PdnGame::tags, as if it were missing.
struct RosterTag {
    std::string_view name;
    std::string_view unknown;
};
inline constexpr std::array<RosterTag, 6> rosterTags{{
    {"Event", "?"},
    {"Site", "?"},
    {"Date", "????.??.??"},
    {"Round", "?"},
    {"White", "?"},
    {"Black", "?"},
}};
// Whether `value` (as read, trimmed or not) is the unknown value of the
// roster tag `name`.
bool isUnknownValue(std::string_view name, std::string_view value);

// The position a game starts from when its file has no FEN tag: the
// variant's start position, except that a game PDN's GameType tag knows
// (International) follows published games and lets White move first.
core::Position defaultStart(core::Variant variant);

// The rule set of a game whose file has no Rules tag (docs/pdn.md, Tags):
// the FMJD's for an International game from the standard position with
// White to move and compulsory captures, as every published game is; the
// original rules otherwise (the original International begins with Black,
// international.md §3.1).
rules::RuleSet ruleSetWithoutTag(core::Variant variant, const core::Position& start, game::MissedCaptureRule rule);

// The GameType tag this program writes for a game (docs/pdn.md, Tags): "20"
// for International draughts, as PDN 3.0 names it; for the other games,
// which PDN's table does not name, a number of this program's own with the
// board in PDN's extended form ("91,W,10,10,N2,0"), so that no reader takes
// them for International draughts.
std::string gameTypeValue(core::Variant variant);
// The game a GameType number ("20", "91") names, if it is one of this program's.
std::optional<core::Variant> variantOfGameType(std::string_view number);

// The result as the game's PDN files write it (rules::Facts::pdnWinPoints):
// "2-0", "0-2", "1-1" in International; "1-0", "0-1", "1/2-1/2" in the
// other games; "*" when the game is not over.
std::string_view resultToken(core::Variant variant, const game::Result& result);
// The International form, "2-0", "0-2", "1-1" or "*", for any game.
std::string_view resultToken(const game::Result& result);

// "forfeit" / "compulsory", and back.
std::string_view missedCaptureId(game::MissedCaptureRule rule);
std::optional<game::MissedCaptureRule> missedCaptureFromId(std::string_view id);

} // namespace draughts::pdn
