#include "engines/hub_client.hpp"

#include <draughts/hub/client.hpp>
#include <draughts/hub/hub_message.hpp>
#include <draughts/hub/notation.hpp>

#include <QCoreApplication>
#include <QSignalBlocker>

namespace draughts::app {

namespace {

// A line longer than this without a line end is no protocol line.
constexpr qint64 LongestLine = 1 << 20;

QString text(const std::optional<std::string>& value) { return value ? QString::fromStdString(*value) : QString(); }

// What the window keeps of an engine: its command and what it said of itself.
EngineDescription describeEngine(const QString& command, const hub::EngineInfo& info)
{
    EngineDescription description;
    description.command = command;
    description.name = QString::fromStdString(info.name);
    description.version = QString::fromStdString(info.version);
    description.author = QString::fromStdString(info.author);
    for (const hub::EngineParameter& p : info.parameters) {
        const QString choices =
            !p.values.empty() ? QString::fromStdString(p.values)
            : !p.min.empty() || !p.max.empty()
                ? QString::fromStdString(p.min) + QStringLiteral("–") + QString::fromStdString(p.max)
                : QString();
        description.parameters.append(
            {QString::fromStdString(p.name), QString::fromStdString(p.value), QString::fromStdString(p.type), choices});
    }
    return description;
}

} // namespace

HubClient::HubClient(QString commandLine, QObject* parent)
    : QObject(parent), m_command(std::move(commandLine)), m_process(new QProcess(this))
{
    m_description.command = m_command;
    m_timer.setSingleShot(true);
    m_process->setStandardErrorFile(QProcess::nullDevice());
    connect(&m_timer, &QTimer::timeout, this, &HubClient::timedOut);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &HubClient::readLines);
    connect(m_process, &QProcess::finished, this, &HubClient::processEnded);
    connect(m_process, &QProcess::errorOccurred, this, &HubClient::processError);
    connect(m_process, &QProcess::started, this, [this] {
        m_state = State::Identifying;
        send(QStringLiteral("hub"));
    });
}

HubClient::~HubClient()
{
    m_process->disconnect(this);
    if (m_process->state() == QProcess::NotRunning)
        return; // deleted with this object
    // Let the engine quit by itself without waiting for it here; the
    // application deletes it at the latest when it ends.
    m_process->write("quit\n");
    m_process->closeWriteChannel();
    QProcess* process = m_process;
    process->setParent(QCoreApplication::instance());
    connect(process, &QProcess::finished, process, &QObject::deleteLater);
    QTimer::singleShot(m_timeouts.quitGrace, process, [process] { process->kill(); });
}

QString HubClient::name() const { return m_description.name.isEmpty() ? m_command : m_description.name; }

void HubClient::start()
{
    if (m_state != State::NotStarted)
        return;
    m_state = State::Starting;
    // From the event loop, so that even a failure to start reaches the
    // caller after start() has returned, as every other answer does.
    QTimer::singleShot(0, this, [this] {
        QStringList arguments = QProcess::splitCommand(m_command);
        if (arguments.isEmpty()) {
            fail(tr("No command line was given for the engine."));
            return;
        }
        const QString program = arguments.takeFirst();
        armTimeout(m_timeouts.handshake);
        m_process->start(program, arguments);
    });
}

void HubClient::initialise(core::Variant variant)
{
    if (m_state != State::Identified)
        return;
    m_state = State::Initialising;
    armTimeout(m_timeouts.initialise);
    for (const hub::Message& message : hub::initialiseMessages(m_info, variant)) // set-param variant, init
        send(message);
}

void HubClient::think(const QString& position, const QStringList& moves, const hub::ThinkLimit& limit)
{
    if (m_state == State::Stopping) {
        m_queued = Request{position, moves, limit};
        return;
    }
    if (m_state != State::Ready)
        return;
    hub::GameForEngine sent{position.toStdString(), {}};
    for (const QString& move : moves)
        sent.moves.push_back(move.toStdString());
    for (const hub::Message& message : hub::thinkMessages(sent, limit))
        send(message); // pos, level, go think
    m_state = State::Thinking;
    armTimeout(hub::thinkTimeout(m_timeouts, limit));
}

void HubClient::stop()
{
    m_queued.reset();
    if (m_state != State::Thinking)
        return;
    send(QStringLiteral("stop"));
    m_state = State::Stopping; // the timer keeps running: the done line must still come
}

void HubClient::newGame()
{
    if (m_state == State::Ready)
        send(QStringLiteral("new-game"));
}

void HubClient::abandon()
{
    const QSignalBlocker quiet(this);
    fail(QString());
}

void HubClient::send(const QString& line)
{
    if (m_process->state() == QProcess::Running)
        m_process->write(line.toUtf8() + '\n');
}

void HubClient::send(const hub::Message& message) { send(QString::fromStdString(hub::formatMessage(message))); }

void HubClient::readLines()
{
    while (m_state != State::Failed) {
        m_partial += m_process->readAllStandardOutput();
        const qsizetype end = m_partial.indexOf('\n');
        if (end < 0) {
            if (m_partial.size() > LongestLine)
                fail(tr("The engine “%1” sent a line that never ends.").arg(name()));
            return;
        }
        QByteArray line = m_partial.left(end);
        m_partial.remove(0, end + 1);
        if (line.endsWith('\r'))
            line.chop(1);
        handleLine(QString::fromUtf8(line));
    }
}

void HubClient::handleLine(const QString& line)
{
    const hub::ParsedMessage parsed = hub::parseMessage(line.toStdString());
    if (!parsed) {
        fail(tr("The engine “%1” sent a line that is not the Hub protocol: “%2”.").arg(name(), line.left(80)));
        return;
    }
    const hub::Message& message = *parsed.message;
    const std::string& command = message.command;
    // Commands a state does not expect are ignored, as the protocol asks.
    if (m_state == State::Identifying) {
        const bool done = hub::readIdentification(message, m_info);
        m_description = describeEngine(m_command, m_info);
        if (done) {
            m_timer.stop();
            m_state = State::Identified;
            emit identified(m_description);
        }
    } else if (m_state == State::Initialising && command == "ready") {
        m_timer.stop();
        m_state = State::Ready;
        emit ready();
    } else if ((m_state == State::Thinking || m_state == State::Stopping) && command == "done") {
        m_timer.stop();
        const bool wanted = m_state == State::Thinking;
        m_state = State::Ready;
        if (wanted) {
            const QString move = text(message.value("move"));
            if (move.isEmpty()) {
                fail(tr("The engine “%1” ended its search without a move.").arg(name()));
                return;
            }
            emit moved(move, text(message.value("ponder")));
        } else {
            sendQueuedThink();
        }
    }
}

void HubClient::sendQueuedThink()
{
    if (!m_queued)
        return;
    const Request request = *m_queued;
    m_queued.reset();
    think(request.position, request.moves, request.limit);
}

void HubClient::armTimeout(std::chrono::milliseconds timeout)
{
    m_timeoutSeconds = static_cast<int>((timeout.count() + 999) / 1000);
    m_timer.start(timeout);
}

void HubClient::fail(const QString& message)
{
    if (m_state == State::Failed)
        return;
    m_state = State::Failed;
    m_timer.stop();
    m_queued.reset();
    m_process->kill();
    emit failed(message);
}

void HubClient::timedOut()
{
    fail(tr("The engine “%1” did not answer within %n second(s).", nullptr, m_timeoutSeconds).arg(name()));
}

void HubClient::processEnded(int exitCode, QProcess::ExitStatus status)
{
    if (m_state == State::Failed)
        return;
    if (status == QProcess::CrashExit)
        fail(tr("The engine “%1” crashed.").arg(name()));
    else
        fail(tr("The engine “%1” stopped unexpectedly (exit code %2).").arg(name()).arg(exitCode));
}

void HubClient::processError(QProcess::ProcessError error)
{
    if (error == QProcess::FailedToStart)
        fail(tr("The engine “%1” could not be started: %2").arg(m_command, m_process->errorString()));
}

} // namespace draughts::app
