#include <draughts/puzzle/progress.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace draughts::puzzle {

namespace {

constexpr std::string_view header = "draughts puzzle progress 1";
constexpr int EasyBelow = 1200;
constexpr int HardFrom = 1600;

// A field of a tab-separated line: no tab and no line break inside.
std::string field(std::string_view text)
{
    std::string out(text);
    for (char& c : out)
        if (c == '\t' || c == '\n' || c == '\r')
            c = ' ';
    return out;
}

std::string number(double value)
{
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

template <class T>
std::optional<T> parseNumber(std::string_view text)
{
    T value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

std::vector<std::string_view> fieldsOf(std::string_view line)
{
    std::vector<std::string_view> fields;
    std::size_t start = 0;
    while (true) {
        const std::size_t tab = line.find('\t', start);
        fields.push_back(line.substr(start, tab == std::string_view::npos ? std::string_view::npos : tab - start));
        if (tab == std::string_view::npos)
            return fields;
        start = tab + 1;
    }
}

std::string gameLines(core::Variant variant, const GameProgress& game)
{
    const std::string id(core::variantId(variant));
    std::string out = "game\t" + id + "\t" + number(game.rating.rating) + "\t" + number(game.rating.deviation) + "\t" +
                      number(game.rating.volatility) + "\t" + std::to_string(game.streak) + "\t" +
                      std::to_string(game.bestStreak) + "\n";
    for (const auto& [name, collection] : game.collections) {
        out += "collection\t" + id + "\t" + name + "\t" + std::to_string(collection.solved) + "\t" +
               std::to_string(collection.failed) + "\n";
        for (const auto& [puzzle, solved] : collection.results)
            out += "result\t" + id + "\t" + name + "\t" + puzzle + "\t" + (solved ? "1" : "0") + "\n";
    }
    for (const Attempt& a : game.history)
        out += "attempt\t" + id + "\t" + std::to_string(a.time) + "\t" + a.collection + "\t" + a.puzzleId + "\t" +
               std::to_string(a.puzzleRating) + "\t" + (a.solved ? "1" : "0") + "\t" + number(a.ratingAfter) + "\n";
    return out;
}

// Reads one line into `game`; false when it is broken.
bool readLine(const std::vector<std::string_view>& f, GameProgress& game)
{
    if (f[0] == "game" && f.size() == 7) {
        const auto r = parseNumber<double>(f[2]), d = parseNumber<double>(f[3]), v = parseNumber<double>(f[4]);
        const auto streak = parseNumber<int>(f[5]), best = parseNumber<int>(f[6]);
        if (!r || !d || !v || !streak || !best)
            return false;
        game.rating = {*r, *d, *v};
        game.streak = *streak;
        game.bestStreak = *best;
        return true;
    }
    if (f[0] == "collection" && f.size() == 5) {
        const auto solved = parseNumber<int>(f[3]), failed = parseNumber<int>(f[4]);
        if (!solved || !failed)
            return false;
        CollectionProgress& c = game.collections[std::string(f[2])];
        c.solved = *solved;
        c.failed = *failed;
        return true;
    }
    if (f[0] == "result" && f.size() == 5 && (f[4] == "0" || f[4] == "1")) {
        game.collections[std::string(f[2])].results[std::string(f[3])] = f[4] == "1";
        return true;
    }
    if (f[0] == "attempt" && f.size() == 8 && (f[6] == "0" || f[6] == "1")) {
        const auto time = parseNumber<std::int64_t>(f[2]);
        const auto rating = parseNumber<int>(f[5]);
        const auto after = parseNumber<double>(f[7]);
        if (!time || !rating || !after)
            return false;
        game.history.push_back({*time, std::string(f[3]), std::string(f[4]), *rating, f[6] == "1", *after});
        return true;
    }
    return false;
}

} // namespace

std::string puzzleKey(const Puzzle& puzzle)
{
    return puzzle.id.empty() ? "game " + std::to_string(puzzle.game) : field(puzzle.id);
}

const GameProgress& Progress::of(core::Variant variant) const
{
    static const GameProgress none;
    const auto it = m_games.find(variant);
    return it == m_games.end() ? none : it->second;
}

void Progress::record(core::Variant variant, std::string_view collection, const Puzzle& puzzle, bool solved,
                      std::int64_t time)
{
    GameProgress& game = m_games[variant];
    const int puzzleRating = puzzle.effectiveRating();
    game.rating = afterPuzzle(game.rating, puzzleRating, solved);
    game.streak = solved ? game.streak + 1 : 0;
    game.bestStreak = std::max(game.bestStreak, game.streak);
    const std::string name = field(collection);
    CollectionProgress& c = game.collections[name];
    ++(solved ? c.solved : c.failed);
    c.results[puzzleKey(puzzle)] = solved;
    game.history.push_back({time, name, puzzleKey(puzzle), puzzleRating, solved, game.rating.rating});
    if (game.history.size() > HistoryLength)
        game.history.erase(game.history.begin(),
                           game.history.begin() + static_cast<std::ptrdiff_t>(game.history.size() - HistoryLength));
}

std::string Progress::serialise() const
{
    std::string out = std::string(header) + "\n";
    for (const auto& [variant, game] : m_games)
        out += gameLines(variant, game);
    return out;
}

std::optional<Progress> Progress::parse(std::string_view text)
{
    const std::size_t firstEnd = text.find('\n');
    if (text.substr(0, firstEnd) != header)
        return std::nullopt;
    Progress progress;
    std::size_t start = firstEnd == std::string_view::npos ? text.size() : firstEnd + 1;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const auto fields = fieldsOf(text.substr(start, end - start));
        start = end + 1;
        if (fields.size() < 2)
            continue;
        const auto variant = core::variantFromId(fields[1]);
        if (!variant)
            continue; // a game this program does not know
        if (!readLine(fields, progress.m_games[*variant]))
            return std::nullopt;
    }
    return progress;
}

Level levelOf(const Puzzle& puzzle)
{
    if (isNearTrivial(puzzle))
        return Level::Easy;
    const int rating = puzzle.effectiveRating();
    return rating < EasyBelow ? Level::Easy : rating < HardFrom ? Level::Medium : Level::Hard;
}

std::optional<std::size_t> choosePuzzle(std::span<const Puzzle> puzzles, const GameProgress& progress,
                                        std::string_view collection, std::uint64_t random)
{
    const auto found = progress.collections.find(std::string(collection));
    auto solvedBefore = [&](const Puzzle& p) {
        if (found == progress.collections.end())
            return false;
        const auto result = found->second.results.find(puzzleKey(p));
        return result != found->second.results.end() && result->second;
    };
    std::vector<std::string> recent;
    for (auto it = progress.history.rbegin(); it != progress.history.rend() && recent.size() < RecentlyPlayed; ++it)
        if (it->collection == collection)
            recent.push_back(it->puzzleId);
    auto isRecent = [&](const Puzzle& p) {
        return std::find(recent.begin(), recent.end(), puzzleKey(p)) != recent.end();
    };

    std::vector<std::size_t> pool;
    for (const bool allowSolved : {false, true}) {
        for (const bool allowRecent : {false, true}) {
            for (std::size_t i = 0; i < puzzles.size(); ++i)
                if ((allowSolved || !solvedBefore(puzzles[i])) && (allowRecent || !isRecent(puzzles[i])))
                    pool.push_back(i);
            if (!pool.empty())
                break;
        }
        if (!pool.empty())
            break;
    }
    if (pool.empty())
        return std::nullopt;
    const double target = progress.rating.rating;
    std::stable_sort(pool.begin(), pool.end(), [&](std::size_t a, std::size_t b) {
        return std::abs(puzzles[a].effectiveRating() - target) < std::abs(puzzles[b].effectiveRating() - target);
    });
    return pool[random % std::min(pool.size(), Closest)];
}

} // namespace draughts::puzzle
