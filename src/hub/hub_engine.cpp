#include <draughts/hub/hub_engine.hpp>

#include <draughts/hub/notation.hpp>

#include <charconv>

namespace draughts::hub {

using Clock = std::chrono::steady_clock;

namespace {

std::string seconds(std::chrono::milliseconds time)
{
    const auto tenths = (time.count() + 99) / 100;
    std::string text = std::to_string(tenths / 10);
    if (tenths % 10 != 0)
        text += '.' + std::to_string(tenths % 10);
    return text + " s";
}

std::string excerpt(const std::string& line) { return line.size() <= 80 ? line : line.substr(0, 77) + "..."; }

template <typename Number>
Number numberOr(const std::optional<std::string>& text, Number fallback)
{
    if (!text)
        return fallback;
    Number value{};
    const auto [end, problem] = std::from_chars(text->data(), text->data() + text->size(), value);
    return problem == std::errc{} && end == text->data() + text->size() ? value : fallback;
}

} // namespace

HubEngine::HubEngine(std::string commandLine, ClientTimeouts timeouts)
    : m_command(std::move(commandLine)), m_timeouts(timeouts)
{}

HubEngine::~HubEngine()
{
    if (!m_process)
        return;
    m_process->writeLine("quit");
    m_process->finish(m_timeouts.quitGrace);
}

std::string HubEngine::label() const
{
    const std::string title = m_info.title();
    return "engine \"" + (title.empty() ? m_command : title) + "\"";
}

void HubEngine::fail(const std::string& what)
{
    m_failed = true;
    if (m_process)
        m_process->kill();
    throw EngineFailure(label() + ' ' + what);
}

void HubEngine::send(const Message& message)
{
    if (!m_process || m_failed)
        throw EngineFailure(label() + (m_process ? " failed before" : " was not started"));
    const std::string line = formatMessage(message);
    if (!m_process->writeLine(line))
        fail(m_process->howItEnded(std::chrono::milliseconds(500)) + " before it could be sent \"" + excerpt(line) +
             "\"");
}

Message HubEngine::receive(Clock::time_point deadline, const std::string& step)
{
    std::string line;
    switch (m_process->readLine(line, deadline)) {
    case EngineProcess::Read::Line: break;
    case EngineProcess::Read::Timeout:
        fail("did not answer " + step +
             (m_lastLine.empty() ? std::string(" (it sent nothing at all)")
                                 : " (its last line: \"" + excerpt(m_lastLine) + "\")"));
    case EngineProcess::Read::Ended:
        fail(m_process->howItEnded(std::chrono::milliseconds(500)) + " when asked " + step);
    }
    m_lastLine = line;
    const ParsedMessage parsed = parseMessage(line);
    if (!parsed)
        fail("sent a line that is not the Hub protocol: \"" + excerpt(line) + "\" (" + parsed.error.reason + ")");
    if (parsed.message->command == "error")
        fail("answered with an error while asked " + step + ": " +
             parsed.message->value("message").value_or(excerpt(line)));
    return *parsed.message;
}

const EngineInfo& HubEngine::start()
{
    if (m_process)
        return m_info;
    m_failed = true; // until it has started
    m_process = std::make_unique<EngineProcess>(m_command);
    m_failed = false;
    const auto deadline = Clock::now() + m_timeouts.handshake;
    send(Message{"hub", {}});
    const std::string step = "\"hub\" with \"wait\" within " + seconds(m_timeouts.handshake);
    while (!readIdentification(receive(deadline, step), m_info)) {
    }
    return m_info;
}

void HubEngine::initialise(core::Variant variant)
{
    if (!m_info.plays(variant))
        fail("does not play " + std::string(variantValue(variant)) + " (its variant parameter: " +
             (m_info.parameter("variant") ? m_info.parameter("variant")->values : std::string("none")) + ")");
    for (const Message& message : initialiseMessages(m_info, variant))
        send(message);
    const auto deadline = Clock::now() + m_timeouts.initialise;
    const std::string step = "\"init\" with \"ready\" within " + seconds(m_timeouts.initialise);
    while (receive(deadline, step).command != "ready") {
    }
    m_variant = variant;
}

void HubEngine::newGame() { send(Message{"new-game", {}}); }

HubEngine::Answer HubEngine::move(const game::Game& game, const ThinkLimit& limit)
{
    const std::vector<Message> lines = thinkMessages(gameForEngine(game), limit);
    for (const Message& message : lines)
        send(message);
    Answer answer;
    const auto sent = Clock::now();
    const auto timeout = thinkTimeout(m_timeouts, limit);
    const auto deadline = sent + timeout;
    const std::string step = "\"go think\" with \"done\" within " + seconds(timeout);
    for (;;) {
        const Message message = receive(deadline, step);
        if (message.command == "info") {
            answer.depth = numberOr(message.value("depth"), answer.depth);
            answer.nodes = numberOr(message.value("nodes"), answer.nodes);
        } else if (message.command == "done") {
            answer.took = Clock::now() - sent;
            answer.text = message.value("move").value_or("");
            answer.ponder = message.value("ponder").value_or("");
            break;
        }
    }
    if (answer.text.empty())
        fail("ended its search without a move after \"" + formatMessage(lines.front()) + "\"");
    const core::Parsed<core::Move> move = readMove(game.variant(), answer.text, game.legalMoves());
    if (!move)
        fail("played \"" + excerpt(answer.text) + "\", which is not a legal move after \"" +
             formatMessage(lines.front()) + "\": " + move.error().message);
    answer.move = *move;
    return answer;
}

} // namespace draughts::hub
