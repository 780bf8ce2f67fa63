#include <draughts/puzzle/puzzle.hpp>

#include <draughts/rules/movegen.hpp>

#include <algorithm>
#include <array>
#include <charconv>

namespace draughts::puzzle {

namespace {

struct ThemeName {
    Theme theme;
    std::string_view id;
};

constexpr std::array<ThemeName, 8> themeNames{{
    {Theme::Shot, "shot"},
    {Theme::Breakthrough, "breakthrough"},
    {Theme::Endgame, "endgame"},
    {Theme::DoubleMove, "double-move"},
    {Theme::Flips, "flips"},
    {Theme::Hand, "hand"},
    {Theme::CrowningSquare, "crowning-square"},
    {Theme::CaptureCrowning, "capture-crowning"},
}};

constexpr std::string_view materialPrefix = "material ";

} // namespace

std::string goalId(const Goal& goal)
{
    switch (goal.kind) {
    case GoalKind::Win: return "win";
    case GoalKind::WinMaterial: return std::string(materialPrefix) + std::to_string(goal.pieces);
    case GoalKind::Crown: return "crown";
    case GoalKind::Draw: return "draw";
    }
    return "win";
}

std::optional<Goal> goalFromId(std::string_view id)
{
    if (id == "win")
        return Goal{GoalKind::Win, 1};
    if (id == "crown")
        return Goal{GoalKind::Crown, 1};
    if (id == "draw")
        return Goal{GoalKind::Draw, 1};
    if (id == "material")
        return Goal{GoalKind::WinMaterial, 1};
    if (id.substr(0, materialPrefix.size()) == materialPrefix) {
        const std::string_view digits = id.substr(materialPrefix.size());
        int pieces = 0;
        const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), pieces);
        if (error == std::errc() && end == digits.data() + digits.size() && pieces >= 1 && pieces <= 20)
            return Goal{GoalKind::WinMaterial, pieces};
    }
    return std::nullopt;
}

std::string_view themeId(Theme theme)
{
    for (const ThemeName& name : themeNames)
        if (name.theme == theme)
            return name.id;
    return "shot";
}

std::optional<Theme> themeFromId(std::string_view id)
{
    for (const ThemeName& name : themeNames)
        if (name.id == id)
            return name.theme;
    return std::nullopt;
}

bool Puzzle::hasTheme(Theme theme) const { return std::find(themes.begin(), themes.end(), theme) != themes.end(); }

int Puzzle::effectiveRating() const
{
    return rating > 0 ? rating : estimatedRating(difficulty, solverMoveCount(*this));
}

int estimatedRating(int difficulty, int solverMoves)
{
    const int moves = std::max(solverMoves, 1);
    // A published problem has no measured difficulty: a solution of n moves
    // is taken to be seen at the depth of its own line (2n - 1 plies).
    const int plies = difficulty > 0 ? difficulty : 2 * moves - 1;
    return std::clamp(800 + 100 * plies + 50 * (moves - 1), 600, 2600);
}

int solverMoveCount(const Puzzle& puzzle)
{
    int count = 0;
    core::Position p = puzzle.position;
    for (const core::Move& m : puzzle.solution) {
        if (p.sideToMove == puzzle.solver())
            ++count;
        p = rules::afterMove(puzzle.variant, p, m);
    }
    return count;
}

bool isNearTrivial(const Puzzle& puzzle)
{
    return !puzzle.solution.empty() && puzzle.solution.front().isCapture() && solverMoveCount(puzzle) == 1;
}

} // namespace draughts::puzzle
