// PdnReader: games read one at a time from a stream, with memory bounded by
// the limits, and the limits on hostile input.

#include <draughts/pdn/pdn_reader.hpp>

#include "pdn_compare.hpp"
#include "pdn_test_support.hpp"

#include <catch2/catch.hpp>

#include <sstream>
#include <streambuf>

using namespace draughts;
using namespace draughts::pdn;
using namespace draughts::pdn::testing;

namespace {

// A stream of `unit` repeated `times` times (0: for ever) that counts the
// bytes it has handed out: a reader that holds the whole file would ask
// for all of them.
class RepeatingStream : public std::streambuf {
public:
    RepeatingStream(std::string unit, std::size_t times) : m_unit(std::move(unit)), m_left(times), m_endless(times == 0)
    {}
    std::size_t handedOut() const { return m_handedOut; }

protected:
    int_type underflow() override
    {
        m_chunk.clear();
        while (m_chunk.size() < 4096 && (m_endless || m_left > 0)) {
            m_chunk += m_unit;
            if (!m_endless)
                --m_left;
        }
        if (m_chunk.empty())
            return traits_type::eof();
        m_handedOut += m_chunk.size();
        setg(m_chunk.data(), m_chunk.data(), m_chunk.data() + m_chunk.size());
        return traits_type::to_int_type(m_chunk[0]);
    }

private:
    std::string m_unit;
    std::size_t m_left;
    bool m_endless;
    std::string m_chunk;
    std::size_t m_handedOut = 0;
};

const std::string smallGame = "[Event \"x\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n\n";

} // namespace

TEST_CASE("a stream gives the same games as the file in memory", "[pdn][stream]")
{
    for (const char* name : {"international.pdn", "five_games.pdn", "encodings.pdn", "column_padded.pdn"}) {
        INFO(name);
        const std::string bytes = dataFile(name);
        const std::vector<PdnEntry> expected = readPdn(bytes);
        std::istringstream in(bytes);
        PdnReader reader(in);
        std::size_t i = 0;
        while (const auto entry = reader.next()) {
            REQUIRE(i < expected.size());
            if (const auto* error = std::get_if<PdnError>(&expected[i]))
                CHECK(errorOf(*entry).describe() == error->describe());
            else
                CHECK(differenceBetween(std::get<PdnGame>(expected[i]), gameOf(*entry), Comments::Exact) == "");
            ++i;
        }
        CHECK(i == expected.size());
    }
}

TEST_CASE("games are read from a stream one at a time, never far ahead", "[pdn][stream][memory]")
{
    const ReadLimits limits{16 * 1024, 1024};
    RepeatingStream source(smallGame, 20000); // about 1 MB
    std::istream in(&source);
    PdnReader reader(in, std::nullopt, limits);
    std::size_t games = 0;
    std::size_t furthestAhead = 0;
    while (const auto entry = reader.next()) {
        CHECK(gameOf(*entry).game.actions().size() == 4);
        ++games;
        furthestAhead = std::max(furthestAhead, source.handedOut() - games * smallGame.size());
    }
    CHECK(games == 20000);
    // The window of one game plus one chunk of the stream, whatever the file's size.
    CHECK(furthestAhead < 96 * 1024);
}

TEST_CASE("an endless stream of games is read as it comes", "[pdn][stream][memory]")
{
    RepeatingStream source(smallGame, 0);
    std::istream in(&source);
    PdnReader reader(in, std::nullopt, {16 * 1024, 1024});
    for (int i = 0; i < 5000; ++i) {
        const auto entry = reader.next();
        REQUIRE(entry);
        CHECK(gameOf(*entry).result == "*");
    }
    CHECK(source.handedOut() < 5000 * smallGame.size() + 96 * 1024);
}

TEST_CASE("endless bytes without a line end stop reading with an error at once", "[pdn][stream][limits]")
{
    RepeatingStream zeros(std::string(1, '\0'), 0); // what /dev/zero gives
    std::istream in(&zeros);
    PdnReader reader(in);
    const auto entry = reader.next();
    REQUIRE(entry);
    const PdnError& error = errorOf(*entry);
    CHECK(error.game == 1);
    CHECK(error.line == 1);
    CHECK(error.message == "line 1 is longer than 1 MiB, the most one line may have; the rest of the file is not read");
    CHECK(error.problem == PdnProblem::LineTooLong);
    CHECK(error.arguments == std::vector<std::string>{"1", "1048576"});
    CHECK_FALSE(reader.next());
    // The default limits: a window of 4 MiB for a game, read in 64 KiB chunks.
    CHECK(zeros.handedOut() < 5 * 1024 * 1024);
}

TEST_CASE("a game over the size limit is an error at its first line, and reading stops", "[pdn][limits]")
{
    const std::string game2 = "[Event \"long\"]\n1. 32-28 {" + std::string(2000, 'a') + "} *\n";
    const std::string text = smallGame + game2 + smallGame;
    PdnReader reader(text, std::nullopt, {1000, 5000});
    CHECK(gameOf(*reader.next()).game.actions().size() == 4);
    const auto stop = reader.next();
    REQUIRE(stop);
    CHECK(errorOf(*stop).game == 2);
    CHECK(errorOf(*stop).line == 4);
    CHECK(errorOf(*stop).message ==
          "the game is longer than 1000 bytes, the most one game may have; the rest of the file is not read");
    CHECK(errorOf(*stop).problem == PdnProblem::GameTooLong);
    CHECK(errorOf(*stop).arguments == std::vector<std::string>{"1000"});
    CHECK_FALSE(reader.next());
}

TEST_CASE("a game of exactly the size limit is read", "[pdn][limits]")
{
    const std::string game = "1. 32-28 *"; // 10 bytes
    CHECK(std::holds_alternative<PdnGame>(*PdnReader(game, std::nullopt, {10, 100}).next()));
    CHECK(std::holds_alternative<PdnError>(*PdnReader(game, std::nullopt, {9, 100}).next()));
    // A stream behaves the same.
    std::istringstream in(game + "\n" + game);
    PdnReader reader(in, std::nullopt, {10, 100});
    CHECK(std::holds_alternative<PdnGame>(*reader.next()));
    CHECK(std::holds_alternative<PdnGame>(*reader.next()));
    CHECK_FALSE(reader.next());
}

TEST_CASE("a line over the limit is an error naming it, in a game or between games", "[pdn][limits]")
{
    const ReadLimits limits{100000, 1000};
    SECTION("in a tag")
    {
        const std::string text = smallGame + "[Event \"" + std::string(2000, 'a') + "\"]\n*\n";
        PdnReader reader(text, std::nullopt, limits);
        CHECK(std::holds_alternative<PdnGame>(*reader.next()));
        const PdnError error = errorOf(*reader.next());
        CHECK(error.line == 4);
        CHECK(error.message == "line 4 is longer than 1000 bytes, the most one line may have; the rest of the file is "
                               "not read");
        CHECK_FALSE(reader.next());
    }
    SECTION("in a comment of several lines")
    {
        const std::string text = "1. 32-28 {a\nb\n" + std::string(1500, 'c') + "\nd} *";
        PdnReader reader(text, std::nullopt, limits);
        CHECK(errorOf(*reader.next()).line == 3);
    }
    SECTION("blank space between games")
    {
        const std::string text = smallGame + std::string(1500, ' ') + "\n" + smallGame;
        PdnReader reader(text, std::nullopt, limits);
        CHECK(std::holds_alternative<PdnGame>(*reader.next()));
        CHECK(errorOf(*reader.next()).line == 4);
        CHECK_FALSE(reader.next());
    }
}
