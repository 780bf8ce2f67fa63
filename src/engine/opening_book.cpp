#include <draughts/engine/opening_book.hpp>

#include <draughts/notation/excerpt.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>
#include <charconv>
#include <random>
#include <sstream>

namespace draughts::engine {

namespace {

// Book scores are evaluations, never found wins: far beyond any would be a
// typing error.
constexpr int MaxBookScore = 10000;

// The seeds of the two draws: whether to play from the book, and which move.
constexpr std::uint64_t UseSalt = 0x6f70656e696e6731ULL;
constexpr std::uint64_t MoveSalt = 0x626f6f6b6d6f7665ULL;

std::vector<std::string_view> words(std::string_view line)
{
    std::vector<std::string_view> found;
    std::size_t at = 0;
    while (at < line.size()) {
        const std::size_t begin = line.find_first_not_of(" \t\r", at);
        if (begin == std::string_view::npos)
            break;
        const std::size_t end = std::min(line.find_first_of(" \t\r", begin), line.size());
        found.push_back(line.substr(begin, end - begin));
        at = end;
    }
    return found;
}

std::optional<Score> scoreFrom(std::string_view text)
{
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    int value = 0;
    const auto [end, problem] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || problem != std::errc{} || end != text.data() + text.size() || value < -MaxBookScore ||
        value > MaxBookScore)
        return std::nullopt;
    return value;
}

// One line of book text: the position and its moves, or BookError.
BookEntry readLine(core::Variant variant, std::string_view line, std::size_t number)
{
    const std::vector<std::string_view> parts = words(line);
    const auto parsedPosition = notation::readFen(variant, parts.front());
    if (!parsedPosition)
        throw BookError(number, "the position " + notation::quotedExcerpt(parts.front()) +
                                    " cannot be read: " + parsedPosition.error().message);
    BookEntry entry{*parsedPosition, {}};
    entry.position.quietPlies = 0;
    if (parts.size() == 1)
        throw BookError(number, "no moves after the position");
    core::MoveList legal;
    rules::generateMoves(variant, entry.position, legal);
    for (std::size_t i = 1; i < parts.size(); i += 2) {
        const auto move = notation::parseMove(variant, parts[i], legal);
        if (!move)
            throw BookError(number, notation::quotedExcerpt(parts[i]) +
                                        " is not a legal move in the position: " + move.error().message);
        if (i + 1 == parts.size())
            throw BookError(number, "the move " + notation::quotedExcerpt(parts[i]) + " has no score");
        const auto score = scoreFrom(parts[i + 1]);
        if (!score)
            throw BookError(number, notation::quotedExcerpt(parts[i + 1]) +
                                        " is not a score (whole centipieces from -10000 to 10000)");
        if (std::any_of(entry.moves.begin(), entry.moves.end(),
                        [&](const BookMove& known) { return known.move.sameMove(*move); }))
            throw BookError(number, "the move " + notation::quotedExcerpt(parts[i]) + " is given twice");
        entry.moves.push_back(BookMove{*move, *score});
    }
    return entry;
}

std::string scoreText(Score score) { return (score > 0 ? "+" : "") + std::to_string(score); }

} // namespace

void sortBestFirst(std::vector<BookMove>& moves)
{
    std::stable_sort(moves.begin(), moves.end(),
                     [](const BookMove& a, const BookMove& b) { return a.score > b.score; });
}

BookError::BookError(std::size_t line, const std::string& reason)
    : std::runtime_error("line " + std::to_string(line) + ": " + reason), m_line(line), m_reason(reason)
{}

OpeningBook OpeningBook::read(core::Variant variant, std::string_view text)
{
    OpeningBook book(variant);
    std::map<Key, std::size_t> firstLine;
    std::size_t number = 0;
    while (!text.empty()) {
        ++number;
        const std::size_t end = std::min(text.find('\n'), text.size());
        const std::string_view line = text.substr(0, end);
        text.remove_prefix(std::min(end + 1, text.size()));
        const std::vector<std::string_view> parts = words(line);
        if (parts.empty() || parts.front().front() == '#')
            continue;
        BookEntry entry = readLine(variant, line, number);
        const auto [known, added] = firstLine.emplace(keyOf(entry.position), number);
        if (!added)
            throw BookError(number, "the position is given already on line " + std::to_string(known->second));
        book.add(entry.position, std::move(entry.moves));
    }
    return book;
}

std::string OpeningBook::write(const std::vector<std::string>& header) const
{
    std::ostringstream out;
    for (const std::string& line : header)
        out << "# " << line << '\n';
    for (const BookEntry& entry : m_entries) {
        out << notation::writeFen(m_variant, entry.position);
        for (const BookMove& m : entry.moves)
            out << ' ' << notation::formatFullPath(m_variant, m.move) << ' ' << scoreText(m.score);
        out << '\n';
    }
    return out.str();
}

void OpeningBook::add(const core::Position& position, std::vector<BookMove> moves)
{
    sortBestFirst(moves);
    const auto [at, added] = m_index.emplace(keyOf(position), m_entries.size());
    if (!added) {
        m_entries[at->second].moves = std::move(moves);
        return;
    }
    BookEntry entry{position, std::move(moves)};
    entry.position.quietPlies = 0;
    m_entries.push_back(std::move(entry));
}

const std::vector<BookMove>* OpeningBook::find(const core::Position& position) const
{
    const auto at = m_index.find(keyOf(position));
    return at == m_index.end() ? nullptr : &m_entries[at->second].moves;
}

std::optional<BookMove> OpeningBook::choose(const core::Position& position, std::uint64_t seed) const
{
    const std::vector<BookMove>* moves = find(position);
    if (!moves || moves->empty())
        return std::nullopt;
    const Score best = moves->front().score;
    const auto weight = [&](const BookMove& m) { return std::uint64_t{1024} >> std::min(10, (best - m.score) / 10); };
    std::uint64_t total = 0;
    for (const BookMove& m : *moves)
        total += weight(m);
    std::mt19937_64 random(seed ^ MoveSalt);
    std::uint64_t drawn = random() % total;
    for (const BookMove& m : *moves) {
        if (drawn < weight(m))
            return m;
        drawn -= weight(m);
    }
    return moves->front();
}

OpeningBook::Key OpeningBook::keyOf(const core::Position& position)
{
    return {position.white, position.black, position.kings, position.sideToMove};
}

bool playsFromBook(int percent, std::uint64_t seed)
{
    if (percent <= 0)
        return false;
    if (percent >= 100)
        return true;
    std::mt19937_64 random(seed ^ UseSalt);
    return static_cast<int>(random() % 100) < percent;
}

} // namespace draughts::engine
