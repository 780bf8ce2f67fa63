#pragma once

#include "values/engine_description.hpp"

#include <draughts/core/variant.hpp>
#include <draughts/hub/client.hpp>
#include <draughts/hub/hub_message.hpp>

#include <QByteArray>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <chrono>
#include <optional>

namespace draughts::app {

// An external engine spoken to in the Hub protocol (docs/hub.md), run as a
// QProcess. Everything is asynchronous: the window never waits for it. Each
// step has a time limit; an engine that does not start, crashes, stays
// silent or sends a line that is not the protocol is killed, and failed()
// says what happened in the window's language. After failed() the client
// does nothing more.
//
// The order: start() → identified(); initialise() → ready(); then any
// number of think() → moved(), with stop() to end a search early (its
// late answer is dropped).
class HubClient : public QObject {
    Q_OBJECT

public:
    explicit HubClient(QString commandLine, QObject* parent = nullptr);
    ~HubClient() override; // asks the engine to quit; kills it if it does not

    // The handshake's time also bounds the answers to "ping".
    void setTimeouts(const hub::ClientTimeouts& timeouts) { m_timeouts = timeouts; }
    const QString& commandLine() const { return m_command; }
    // What the engine said in its id and param lines (after identified()).
    const EngineDescription& description() const { return m_description; }
    // Its name as it gave it, else its command line: for messages.
    QString name() const;
    bool hasFailed() const { return m_state == State::Failed; }
    bool isReady() const { return m_state == State::Ready; }
    bool isThinking() const { return m_state == State::Thinking; }
    // The process, for tests that check it was cleaned up.
    const QProcess* process() const { return m_process; }

    void start();
    // Sets the variant (when the engine declares the parameter) and sends init.
    void initialise(core::Variant variant);
    // pos, level (a move time or a clock) and go think; the answer is moved().
    void think(const QString& position, const QStringList& moves, const hub::ThinkLimit& limit);
    // Ends the search; its done line will be dropped.
    void stop();
    // new-game: the next searches are of another game.
    void newGame();
    // Kills the engine without a word (the caller found its answer wrong).
    void abandon();

signals:
    void identified(const draughts::app::EngineDescription& description);
    void ready();
    // The engine's move as it wrote it, and the answer it expects (may be empty).
    void moved(const QString& move, const QString& ponder);
    // The engine was killed; `message` is a sentence for the player.
    void failed(const QString& message);

private:
    enum class State { NotStarted, Starting, Identifying, Identified, Initialising, Ready, Thinking, Stopping, Failed };

    void send(const QString& line);
    void send(const hub::Message& message);
    void readLines();
    void handleLine(const QString& line);
    void fail(const QString& message);
    // Fails the engine as silent unless it answers within `timeout`.
    void armTimeout(std::chrono::milliseconds timeout);
    void timedOut();
    void processEnded(int exitCode, QProcess::ExitStatus status);
    void processError(QProcess::ProcessError error);
    void sendQueuedThink();

    QString m_command;
    QProcess* m_process; // a child; outlives the client for a moment if it must quit first
    QTimer m_timer;
    hub::ClientTimeouts m_timeouts;
    State m_state = State::NotStarted;
    EngineDescription m_description;
    hub::EngineInfo m_info; // as the protocol has it; m_description is made from it
    QByteArray m_partial;
    int m_timeoutSeconds = 0;
    // A think() asked for while the stopped search's done line is on its way.
    struct Request {
        QString position;
        QStringList moves;
        hub::ThinkLimit limit;
    };
    std::optional<Request> m_queued;
};

} // namespace draughts::app
