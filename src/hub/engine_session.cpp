#include <draughts/hub/engine_session.hpp>

#include <draughts/egdb/database.hpp>
#include <draughts/engine/level.hpp>
#include <draughts/engine/score.hpp>
#include <draughts/hub/hub_message.hpp>
#include <draughts/hub/notation.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>
#include <exception>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <istream>
#include <ostream>
#include <sstream>

namespace draughts::hub {

using namespace std::chrono;

namespace {

constexpr int MaxHashMegabytes = 1024;
constexpr int MaxThreads = 256;

std::optional<double> number(const std::string& text)
{
    double value = 0;
    const auto [end, problem] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (problem != std::errc{} || end != text.data() + text.size() || !(value >= 0) || value > 1e9)
        return std::nullopt;
    return value;
}

std::optional<long long> integer(const std::string& text, long long min, long long max)
{
    long long value = 0;
    const auto [end, problem] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (problem != std::errc{} || end != text.data() + text.size() || value < min || value > max)
        return std::nullopt;
    return value;
}

std::string fixed(double value, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

std::vector<std::string> words(const std::string& text)
{
    std::vector<std::string> list;
    std::istringstream in(text);
    for (std::string word; in >> word;)
        list.push_back(word);
    return list;
}

Message infoMessage(core::Variant variant, const engine::SearchInfo& info)
{
    Message m{"info", {}};
    m.add("depth", std::to_string(info.depth));
    if (engine::isDecisive(info.score)) {
        // A found win or loss: "mate" counts plies to the end, negative when losing.
        const int plies = engine::pliesToEnd(info.score);
        m.add("score", engine::isWin(info.score) ? "1000.00" : "-1000.00");
        m.add("mate", std::to_string(engine::isWin(info.score) ? plies : -plies));
    } else {
        m.add("score", fixed(info.score / double(engine::ManValue), 2));
    }
    m.add("nodes", std::to_string(info.nodes));
    const double seconds = static_cast<double>(info.time.count()) / 1000.0;
    m.add("time", fixed(seconds, 3));
    if (info.time.count() > 0)
        m.add("nps", fixed(static_cast<double>(info.nodes) / seconds / 1e6, 2));
    m.add("pv", writeMoves(variant, info.pv));
    return m;
}

// The whole search's figures, with the last finished iteration's depth,
// score and variation.
engine::SearchInfo totalsOf(const engine::SearchResult& result)
{
    return {result.depth, result.score, result.nodes, result.time, result.pv, result.lines};
}

bool isCommand(const std::string& command)
{
    for (const char* known :
         {"hub", "set-param", "init", "new-game", "pos", "level", "go", "ping", "stop", "ponder-hit", "quit"})
        if (command == known)
            return true;
    return false;
}

} // namespace

engine::MoveTime allottedTime(const TimeLevel& level, int movesMade, engine::Milliseconds whenUnset)
{
    const auto milliseconds = [](double seconds) {
        return engine::Milliseconds{std::max<long long>(1, std::llround(seconds * 1000))};
    };
    if (level.moveTime > 0)
        return engine::MoveTime::fixed(milliseconds(level.moveTime));
    if (level.time > 0) {
        engine::ClockTime clock;
        clock.left = milliseconds(level.time);
        clock.increment = level.increment > 0 ? milliseconds(level.increment) : engine::Milliseconds{0};
        clock.movesToGo = level.moves;
        clock.movesMade = movesMade;
        return engine::allotTime(clock);
    }
    return engine::MoveTime::fixed(whenUnset);
}

EngineSession::EngineSession(std::ostream& out, EngineIdentity identity, bool book)
    : m_out(out), m_identity(std::move(identity)), m_position(rules::startPosition(m_variant)), m_book(book)
{}

EngineSession::~EngineSession() { stopSearch(); }

void EngineSession::writeLine(const std::string& line)
{
    const std::lock_guard lock(m_outMutex);
    m_out << line << '\n' << std::flush;
}

void EngineSession::error(const std::string& message)
{
    writeLine(formatMessage(Message{"error", {}}.add("message", message)));
}

std::chrono::steady_clock::time_point EngineSession::now() const
{
    const auto real = steady_clock::now().time_since_epoch().count();
    const auto at = m_clockHeld.load() ? m_heldAt.load() : real;
    return steady_clock::time_point(steady_clock::duration(at - m_heldFor.load()));
}

void EngineSession::waitForSearch() { m_search.wait(); }

void EngineSession::stopSearch()
{
    m_search.stop();
    m_search.wait();
}

bool EngineSession::handle(std::string_view line)
{
    const ParsedMessage parsed = parseMessage(line);
    if (!parsed) {
        error("cannot read the line: " + parsed.error.reason + " (at column " + std::to_string(parsed.error.column) +
              ")");
        return true;
    }
    const Message& message = *parsed.message;
    const std::string& command = message.command;
    if (command.empty())
        return true;
    if (m_search.busy())
        return handleWhileSearching(command);

    if (command == "hub") {
        sendIdentity();
    } else if (command == "set-param") {
        const auto name = message.value("name");
        if (!name || name->empty())
            error("set-param needs name=...");
        else
            setParameter(*name, message.value("value").value_or(""));
    } else if (command == "init") {
        ensureEngine();
        writeLine("ready");
    } else if (command == "new-game") {
        ++m_games;
        if (m_engine)
            m_engine->newGame();
    } else if (command == "pos") {
        setPosition(message.value("pos").value_or(""), message.value("moves").value_or(""));
    } else if (command == "level") {
        setLevel(message);
    } else if (command == "go") {
        std::string mode = "think";
        for (const char* name : {"think", "ponder", "analyze", "analyse"})
            if (message.has(name))
                mode = name;
        go(mode);
    } else if (command == "ping") {
        writeLine("pong");
    } else if (command == "stop" || command == "ponder-hit") {
        // No search is running: nothing to stop (its done line has gone out already).
    } else if (command == "quit") {
        return false;
    } else {
        error("unknown command \"" + command + "\"");
    }
    return true;
}

bool EngineSession::handleWhileSearching(const std::string& command)
{
    if (command == "ping") {
        writeLine("pong");
    } else if (command == "stop") {
        m_search.stop();
    } else if (command == "ponder-hit") {
        if (m_clockHeld.exchange(false))
            m_heldFor += steady_clock::now().time_since_epoch().count() - m_heldAt.load();
    } else if (command == "quit") {
        stopSearch();
        return false;
    } else if (isCommand(command)) {
        error("\"" + command + "\" is not accepted while the engine searches (send stop first)");
    } else {
        error("unknown command \"" + command + "\"");
    }
    return true;
}

void EngineSession::sendIdentity()
{
    Message id{"id", {}};
    id.add("name", m_identity.name).add("version", m_identity.version).add("author", m_identity.author);
    if (!m_identity.country.empty())
        id.add("country", m_identity.country);
    writeLine(formatMessage(id));
    writeLine(formatMessage(Message{"param", {}}
                                .add("name", "variant")
                                .add("value", std::string(variantValue(m_variant)))
                                .add("type", "enum")
                                .add("values", allVariantValues())));
    writeLine(formatMessage(Message{"param", {}}
                                .add("name", "hash")
                                .add("value", std::to_string(m_hashMegabytes))
                                .add("type", "int")
                                .add("min", "1")
                                .add("max", std::to_string(MaxHashMegabytes))));
    writeLine(formatMessage(Message{"param", {}}
                                .add("name", "rules")
                                .add("value", std::string(rules::ruleSetId(m_ruleSet)))
                                .add("type", "enum")
                                .add("values", "original fmjd")));
    writeLine(formatMessage(Message{"param", {}}
                                .add("name", "threads")
                                .add("value", std::to_string(m_threads))
                                .add("type", "int")
                                .add("min", "1")
                                .add("max", std::to_string(MaxThreads))));
    writeLine(formatMessage(
        Message{"param", {}}.add("name", "book").add("value", m_book ? "true" : "false").add("type", "bool")));
    writeLine("wait");
}

void EngineSession::setParameter(const std::string& name, const std::string& value)
{
    if (name == "variant") {
        const auto variant = variantFromValue(value);
        if (!variant) {
            error("variant \"" + value + "\" is none of: " + allVariantValues());
            return;
        }
        if (*variant != m_variant) {
            m_variant = *variant;
            m_ruleSet = rules::RuleSet::Original;
            m_engine.reset();
            m_position = rules::startPosition(m_variant);
            m_earlier.clear();
            m_fmjd = {};
        }
    } else if (name == "rules") {
        setRuleSet(value);
    } else if (name == "book") {
        if (value != "true" && value != "false") {
            error("book must be true or false");
            return;
        }
        m_book = value == "true";
    } else if (name == "hash") {
        const auto megabytes = integer(value, 1, MaxHashMegabytes);
        if (!megabytes) {
            error("hash must be a whole number of megabytes from 1 to " + std::to_string(MaxHashMegabytes));
            return;
        }
        if (*megabytes != m_hashMegabytes) {
            m_hashMegabytes = static_cast<int>(*megabytes);
            m_engine.reset();
        }
    } else if (name == "threads") {
        const auto threads = integer(value, 1, MaxThreads);
        if (!threads) {
            error("threads must be a whole number from 1 to " + std::to_string(MaxThreads));
            return;
        }
        setThreads(static_cast<std::size_t>(*threads));
    } else {
        error("unknown parameter \"" + name + "\"");
    }
}

// set-param name=rules: the rule set's one spelling (rules/rule_set.hpp);
// the FMJD's only with variant normal. A new game starts at its start.
void EngineSession::setRuleSet(const std::string& value)
{
    const auto ruleSet = rules::ruleSetFromId(value);
    if (!ruleSet) {
        error("rules \"" + value + "\" is none of: original fmjd");
        return;
    }
    if (!rules::offersRuleSet(m_variant, *ruleSet)) {
        error("rules " + value + " are for variant normal only");
        return;
    }
    if (*ruleSet != m_ruleSet) {
        m_ruleSet = *ruleSet;
        m_position = rules::startPosition(m_variant, m_ruleSet);
        m_earlier.clear();
        m_fmjd = rules::fmjdCountersAt(m_position);
    }
}

void EngineSession::ensureEngine()
{
    if (m_engine)
        return;
    engine::EngineConfig config;
    config.hashMegabytes = static_cast<std::size_t>(m_hashMegabytes);
    config.threads = m_threads;
    config.clock = [this] { return now(); };
    if (!m_tables.empty())
        config.endgameTables =
            std::make_shared<const egdb::Database>(m_variant, m_tables / std::string(core::variantId(m_variant)));
    m_engine = std::make_unique<engine::Engine>(m_variant, config);
}

void EngineSession::setPosition(const std::string& text, const std::string& moves)
{
    core::Position position = rules::startPosition(m_variant, m_ruleSet);
    if (!text.empty()) {
        const auto parsed = readPosition(m_variant, text);
        if (!parsed) {
            error(parsed.error().message);
            return;
        }
        position = *parsed;
    }
    std::vector<core::Position> earlier;
    rules::FmjdCounters fmjd = rules::fmjdCountersAt(position);
    for (const std::string& word : words(moves)) {
        core::MoveList legal;
        rules::generateMoves(m_variant, position, legal);
        const auto move = readMove(m_variant, word, legal);
        if (!move) {
            error("moves: \"" + word + "\" is no legal move in the position it is played in (" + move.error().message +
                  ")");
            return;
        }
        earlier.push_back(position);
        const core::Position before = position;
        position = rules::afterMove(m_variant, position, *move);
        if (m_ruleSet == rules::RuleSet::Fmjd)
            fmjd = rules::fmjdCountersAfter(fmjd, before, *move, position);
    }
    m_position = position;
    m_earlier = std::move(earlier);
    m_fmjd = fmjd;
}

void EngineSession::setLevel(const Message& message)
{
    TimeLevel level;
    bool known = false;
    for (const auto& [name, value] : message.arguments) {
        if (name == "infinite") {
            level.infinite = known = true;
            continue;
        }
        if (name == "depth" || name == "moves" || name == "nodes") {
            const auto count = integer(value, 1, name == "nodes" ? 1'000'000'000'000LL : 1'000'000);
            if (!count) {
                error("level: " + name + " must be a whole number above 0, not \"" + value + "\"");
                return;
            }
            if (name == "depth")
                level.depth = static_cast<int>(std::min<long long>(*count, engine::MaxDepth));
            else if (name == "moves")
                level.moves = static_cast<int>(*count);
            else
                level.nodes = static_cast<std::uint64_t>(*count);
            known = true;
            continue;
        }
        if (name == "move-time" || name == "time" || name == "inc") {
            const auto seconds = number(value);
            if (!seconds) {
                error("level: " + name + " must be seconds (a number such as 1.5), not \"" + value + "\"");
                return;
            }
            (name == "move-time" ? level.moveTime : name == "time" ? level.time : level.increment) = *seconds;
            known = true;
        }
        // Other arguments are left for later versions of the protocol.
    }
    if (!known) {
        error("level needs depth, move-time, time, nodes or infinite");
        return;
    }
    m_level = level;
    m_levelGiven = true;
}

// The side to move's moves since the position sent (a turn of two moves
// counts two): how far into the game its clock is.
int EngineSession::movesMade() const
{
    return static_cast<int>(std::count_if(m_earlier.begin(), m_earlier.end(), [&](const core::Position& p) {
        return p.sideToMove == m_position.sideToMove;
    }));
}

void EngineSession::go(const std::string& mode)
{
    core::MoveList legal;
    rules::generateMoves(m_variant, m_position, legal);
    if (legal.empty()) {
        error("the side to move has no legal move: the game is over");
        writeLine("done");
        return;
    }
    ensureEngine();

    engine::SearchLimits limits;
    const bool analysing = mode == "analyze" || mode == "analyse";
    limits.stopEarly = !analysing;
    // Thinking for its move it may play from the book; pondering and
    // analysing look at the position.
    if (m_book && mode == "think") {
        limits.book = engine::levelSettings(engine::StrongestLevel).book;
        limits.seed = m_games * 1'000'003 + m_earlier.size();
    }
    if (!m_level.infinite) {
        limits.depth = m_level.depth;
        limits.nodes = m_level.nodes;
        const bool clockGiven = m_level.moveTime > 0 || m_level.time > 0;
        if (clockGiven || (!m_levelGiven))
            engine::setMoveTime(limits, allottedTime(m_level, movesMade(), DefaultMoveTime));
    }

    m_heldFor = 0;
    m_heldAt = steady_clock::now().time_since_epoch().count();
    m_clockHeld = mode == "ponder";
    const core::Variant variant = m_variant;
    // Its info lines and its done line are written from the worker thread.
    // The session is not searching any more before done goes out, so that
    // the GUI's next command, sent as soon as it reads done, is never
    // refused as coming mid-search (EngineTask::busy turns false first).
    m_search.start(
        [this, variant, limits, position = m_position, earlier = m_earlier,
         gameRules = engine::GameRules{m_ruleSet, m_fmjd}](const engine::TaskRun& run) {
            engine::SearchLimits own = limits;
            own.stop = &run.stopFlag();
            std::uint64_t nodesReported = 0;
            const auto info = [&](const engine::SearchInfo& found) {
                nodesReported = found.nodes;
                run.report([this, line = formatMessage(infoMessage(variant, found))] { writeLine(line); });
            };
            const auto result = m_engine->search(position, own, info, earlier, gameRules);
            // The info lines count the positions of finished iterations; a
            // search stopped inside one also searched the rest, and a GUI
            // that divides by the time spent (a match's positions a second)
            // needs the whole count: a last info line with the totals.
            if (result.nodes > nodesReported && result.depth > 0)
                run.report([this, line = formatMessage(infoMessage(variant, totalsOf(result)))] { writeLine(line); });
            Message done{"done", {}};
            done.add("move", writeMove(variant, result.bestMove));
            // The ponder move is the opponent's answer: not the second half of
            // the mover's own turn (Twenty vs Ten, a placement before a move).
            if (result.pv.size() >= 2 &&
                rules::afterMove(variant, position, result.bestMove).sideToMove != position.sideToMove)
                done.add("ponder", writeMove(variant, result.pv[1]));
            return formatMessage(done);
        },
        [this](const std::string& done) { writeLine(done); },
        // A search that failed (out of memory, a bug) answers with an error
        // line and an empty done, as a go without a legal move does, and
        // the session goes on.
        [this](std::exception_ptr failure) {
            try {
                std::rethrow_exception(failure);
            } catch (const std::exception& e) {
                error(std::string("the search failed: ") + e.what());
            } catch (...) {
                error("the search failed");
            }
            writeLine("done");
        });
}

void EngineSession::setThreads(std::size_t threads)
{
    m_threads = std::max<std::size_t>(threads, 1);
    if (m_engine)
        m_engine->setThreads(m_threads);
}

void EngineSession::setEndgameTables(std::filesystem::path folder)
{
    m_tables = std::move(folder);
    m_engine.reset(); // made again with them at the next search
}

void runEngine(std::istream& in, std::ostream& out, const EngineIdentity& identity, std::size_t threads, bool book,
               const std::filesystem::path& tables)
{
    EngineSession session(out, identity, book);
    session.setThreads(threads);
    session.setEndgameTables(tables);
    for (std::string line; std::getline(in, line);)
        if (!session.handle(line))
            return;
    session.stopSearch();
}

} // namespace draughts::hub
