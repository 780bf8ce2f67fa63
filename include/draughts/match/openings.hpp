#pragma once

// The starting positions of a match's game pairs: read from an openings
// file (one FEN a line), made at random for a quick match, or generated
// for a file: short random openings kept when a search scores them about
// as balanced as the game's own start (docs/engine.md, "Opening sets").

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/game/game.hpp>
#include <draughts/rules/rule_set.hpp>

#include <cstdint>
#include <functional>
#include <istream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace draughts::match {

// Where a match's game starts: a position and the moves played from it.
struct Opening {
    core::Position start;
    std::vector<core::Move> moves;
};

// The game an opening gives (only legal moves allowed).
game::Game gameFrom(core::Variant variant, rules::RuleSet ruleSet, const Opening& opening);

// A few random legal plies from the starting position, the same for the
// same seed and pair: a quick match's openings.
Opening randomOpening(core::Variant variant, rules::RuleSet ruleSet, std::uint64_t seed, int pair, int plies = 3);

// An openings file that cannot be used; what() names the file, the line and why.
class OpeningsError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// One position a line in FEN (docs/fen.md); blank lines and lines starting
// with '#' are skipped. `name` is the file's name for errors. A position
// where the game is already over is refused, as is a file without any.
std::vector<Opening> readOpenings(core::Variant variant, std::istream& in, const std::string& name);

// How a set of openings is generated.
struct OpeningRecipe {
    int count = 100;
    int plies = 6;   // random plies from the start (a turn left half-made is completed)
    int depth = 8;   // of the search that scores each candidate
    int margin = 30; // centipieces: the most a kept opening may differ from the start's own score
    std::uint64_t seed = 1;
    std::optional<core::Position> start; // default: the game's starting position
};

// A generated opening and the score of its search, from White's view.
struct ScoredOpening {
    core::Position position;
    std::vector<core::Move> moves; // from the start
    int whiteScore = 0;
};

// Plays `recipe.plies` random legal plies from the start (completing a turn
// of two moves) again and again, and keeps the positions where the side to
// move has no capture, that were not kept before, and whose score from
// White's view (our engine at `recipe.depth`) is within `margin` of the
// start's own score at that depth. The draw counter of a kept position is
// 0: a game from it counts afresh, as from any set-up position. Deterministic for a recipe. Throws
// std::runtime_error when 1000 tries per opening asked for are not enough.
// `progress` hears of each opening kept.
std::vector<ScoredOpening> generateOpenings(core::Variant variant, const OpeningRecipe& recipe,
                                            const std::function<void(int kept, int tried)>& progress = {});

} // namespace draughts::match
