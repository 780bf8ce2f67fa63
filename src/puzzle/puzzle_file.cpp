#include <draughts/puzzle/puzzle_file.hpp>

#include <draughts/game/game.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/pdn/pdn_writer.hpp>
#include <draughts/puzzle/goal.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>
#include <charconv>

namespace draughts::puzzle {

namespace {

using core::Position;
using core::Side;

// Tags this reader turns into the puzzle's fields, and those the PDN
// library owns; every other tag is kept as it is.
bool ownedTag(std::string_view name)
{
    for (std::string_view owned :
         {puzzleIdTag, goalTag, themeTag, difficultyTag, depthTag, ratingTag, rulesTag, pdn::gameTypeTag,
          pdn::variantTag, pdn::missedCapturesTag, pdn::fenTag, pdn::setUpTag, pdn::resultTag})
        if (name == owned)
            return true;
    return false;
}

std::string englishOf(const PuzzleError& e)
{
    auto arg = [&](std::size_t i) { return i < e.arguments.size() ? e.arguments[i] : std::string(); };
    switch (e.problem) {
    case PuzzleProblem::Pdn: return e.pdn ? e.pdn->message : "the game could not be read";
    case PuzzleProblem::NoMove: return "the side to move has no move in the puzzle's position";
    case PuzzleProblem::NoSolution: return "the puzzle has no solution (no move after its position)";
    case PuzzleProblem::ClaimInSolution:
        return "the solution makes a claim (" + arg(0) + "); puzzles are played with compulsory captures";
    case PuzzleProblem::NotRuleConforming: return "move \"" + arg(0) + "\" of the solution skips a compulsory capture";
    case PuzzleProblem::BadGoal: return "unknown goal \"" + arg(0) + "\" (expected win, material N, crown or draw)";
    case PuzzleProblem::BadTheme: return "unknown theme \"" + arg(0) + "\"";
    case PuzzleProblem::BadNumber:
        return "tag " + arg(0) + " must be a whole number from 0 to 9999, not \"" + arg(1) + "\"";
    }
    return "the puzzle could not be read";
}

PuzzleError errorAt(const pdn::PdnGame& game, std::size_t number, PuzzleProblem problem,
                    std::vector<std::string> arguments = {})
{
    PuzzleError e;
    e.game = number;
    e.line = game.line;
    e.problem = problem;
    e.arguments = std::move(arguments);
    e.message = englishOf(e);
    return e;
}

std::optional<int> numberOf(std::string_view text)
{
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < 0 || value > 9999)
        return std::nullopt;
    return value;
}

std::vector<std::string_view> wordsOf(std::string_view text)
{
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == ',' || text[i] == ';'))
            ++i;
        std::size_t end = i;
        while (end < text.size() && text[end] != ' ' && text[end] != ',' && text[end] != ';')
            ++end;
        if (end > i)
            words.push_back(text.substr(i, end - i));
        i = end;
    }
    return words;
}

// The goal of a published problem without a Goal tag: the result it names
// for the side to move, else what its line achieves (docs/pdn.md).
Goal inferredGoal(const Puzzle& puzzle, const game::Result& written)
{
    const Side solver = puzzle.solver();
    const game::Outcome solverWins = solver == Side::White ? game::Outcome::WhiteWins : game::Outcome::BlackWins;
    if (written.outcome == solverWins)
        return {GoalKind::Win, 1};
    if (written.outcome == game::Outcome::Draw)
        return {GoalKind::Draw, 1};
    Position p = puzzle.position;
    for (const core::Move& m : puzzle.solution)
        p = rules::afterMove(puzzle.variant, p, m);
    const Gain gain = gainOf(puzzle.variant, puzzle.position, p, solver);
    if (gain.pieces >= 1)
        return {GoalKind::WinMaterial, gain.pieces};
    if (gain.kings >= 1)
        return {GoalKind::Crown, 1};
    return {GoalKind::Win, 1};
}

// The puzzle's own tags; an error for a value that cannot be read.
std::optional<PuzzleError> readTags(const pdn::PdnGame& game, std::size_t number, Puzzle& puzzle)
{
    for (const pdn::Tag& tag : game.tags) {
        if (tag.name == puzzleIdTag) {
            puzzle.id = tag.value;
        } else if (tag.name == rulesTag) {
            puzzle.rules = tag.value;
        } else if (tag.name == goalTag) {
            const auto goal = goalFromId(tag.value);
            if (!goal)
                return errorAt(game, number, PuzzleProblem::BadGoal, {tag.value});
            puzzle.goal = *goal;
        } else if (tag.name == themeTag) {
            for (std::string_view word : wordsOf(tag.value)) {
                const auto theme = themeFromId(word);
                if (!theme)
                    return errorAt(game, number, PuzzleProblem::BadTheme, {std::string(word)});
                if (!puzzle.hasTheme(*theme))
                    puzzle.themes.push_back(*theme);
            }
        } else if (tag.name == difficultyTag || tag.name == depthTag || tag.name == ratingTag) {
            const auto value = numberOf(tag.value);
            if (!value)
                return errorAt(game, number, PuzzleProblem::BadNumber, {tag.name, tag.value});
            (tag.name == difficultyTag ? puzzle.difficulty
             : tag.name == depthTag    ? puzzle.depth
                                       : puzzle.rating) = *value;
        } else if (!ownedTag(tag.name)) {
            puzzle.extraTags.emplace_back(tag.name, tag.value);
        }
    }
    return std::nullopt;
}

// The solution as moves, each a rule-conforming one.
std::optional<PuzzleError> readSolution(const pdn::PdnGame& game, std::size_t number, Puzzle& puzzle)
{
    Position p = puzzle.position;
    for (const game::Action& action : game.game.actions()) {
        if (action.kind == game::Action::Kind::Claim)
            return errorAt(game, number, PuzzleProblem::ClaimInSolution,
                           {action.claimed == core::NoSquare ? std::string(notation::handClaimText)
                                                             : notation::formatClaim(puzzle.variant, action.claimed)});
        core::MoveList legal;
        rules::generateMoves(puzzle.variant, p, legal);
        if (!legal.contains(action.move))
            return errorAt(game, number, PuzzleProblem::NotRuleConforming,
                           {notation::formatFullPath(puzzle.variant, action.move)});
        puzzle.solution.push_back(action.move);
        p = rules::afterMove(puzzle.variant, p, action.move);
    }
    if (puzzle.solution.empty())
        return errorAt(game, number, PuzzleProblem::NoSolution);
    return std::nullopt;
}

} // namespace

std::string PuzzleError::describe() const
{
    std::string place = "game " + std::to_string(game) + ", line " + std::to_string(line);
    if (column > 0)
        place += ", column " + std::to_string(column);
    return place + ": " + message;
}

std::variant<Puzzle, PuzzleError> puzzleFromGame(const pdn::PdnGame& game, std::size_t number)
{
    Puzzle puzzle;
    puzzle.variant = game.variant();
    puzzle.position = game.game.startPosition();
    puzzle.game = number;
    puzzle.line = game.line;
    const game::Game start(puzzle.variant, puzzle.position, game::MissedCaptureRule::Compulsory);
    if (start.legalMoves().empty() || start.result().isOver())
        return errorAt(game, number, PuzzleProblem::NoMove);
    if (auto error = readTags(game, number, puzzle))
        return *error;
    if (auto error = readSolution(game, number, puzzle))
        return *error;
    if (!game.tag(goalTag))
        puzzle.goal = inferredGoal(puzzle, game.game.result());
    return puzzle;
}

PuzzleCollection readPuzzles(std::string_view bytes, std::optional<core::Variant> defaultVariant)
{
    PuzzleCollection collection;
    pdn::PdnReader reader(bytes, defaultVariant);
    std::size_t number = 0;
    while (auto entry = reader.next()) {
        ++number;
        if (const auto* error = std::get_if<pdn::PdnError>(&*entry)) {
            PuzzleError e;
            e.game = error->game;
            e.line = error->line;
            e.column = error->column;
            e.pdn = *error;
            e.message = error->message;
            collection.errors.push_back(std::move(e));
            continue;
        }
        auto puzzle = puzzleFromGame(std::get<pdn::PdnGame>(*entry), number);
        if (auto* p = std::get_if<Puzzle>(&puzzle))
            collection.puzzles.push_back(std::move(*p));
        else
            collection.errors.push_back(std::get<PuzzleError>(std::move(puzzle)));
    }
    return collection;
}

pdn::PdnGame toPdnGame(const Puzzle& puzzle)
{
    pdn::PdnGame out;
    for (const auto& [name, value] : puzzle.extraTags)
        out.tags.push_back({name, value});
    if (!puzzle.id.empty())
        out.tags.push_back({std::string(puzzleIdTag), puzzle.id});
    if (!puzzle.rules.empty())
        out.tags.push_back({std::string(rulesTag), puzzle.rules});
    out.tags.push_back({std::string(goalTag), goalId(puzzle.goal)});
    if (!puzzle.themes.empty()) {
        std::string themes;
        for (Theme theme : puzzle.themes)
            themes += (themes.empty() ? "" : " ") + std::string(themeId(theme));
        out.tags.push_back({std::string(themeTag), themes});
    }
    if (puzzle.difficulty > 0)
        out.tags.push_back({std::string(difficultyTag), std::to_string(puzzle.difficulty)});
    if (puzzle.depth > 0)
        out.tags.push_back({std::string(depthTag), std::to_string(puzzle.depth)});
    if (puzzle.rating > 0)
        out.tags.push_back({std::string(ratingTag), std::to_string(puzzle.rating)});
    game::Game game(puzzle.variant, puzzle.position, game::MissedCaptureRule::Compulsory);
    for (const core::Move& m : puzzle.solution)
        game.play(m);
    out.game = game::GameRecord(game);
    out.notes.assign(out.game.actions().size() + 1, pdn::PlyNotes{});
    return out;
}

std::string writePuzzles(std::span<const Puzzle> puzzles)
{
    std::vector<pdn::PdnGame> games;
    games.reserve(puzzles.size());
    for (const Puzzle& puzzle : puzzles)
        games.push_back(toPdnGame(puzzle));
    return pdn::writePdn(games);
}

} // namespace draughts::puzzle
