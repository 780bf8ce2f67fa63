#include <draughts/hub/engine_process.hpp>

#include <algorithm>
#include <thread>

#ifndef _WIN32
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;
#endif

namespace draughts::hub {

namespace {

// A line longer than this without a line end is no protocol line.
constexpr std::size_t LongestLine = 1 << 20;

} // namespace

std::vector<std::string> splitCommandLine(std::string_view commandLine)
{
    std::vector<std::string> words;
    std::string word;
    bool inWord = false;
    char quote = 0;
    for (std::size_t i = 0; i < commandLine.size(); ++i) {
        const char c = commandLine[i];
        if (quote) {
            if (c == quote)
                quote = 0;
            else if (c == '\\' && quote == '"' && i + 1 < commandLine.size() &&
                     (commandLine[i + 1] == '"' || commandLine[i + 1] == '\\'))
                word += commandLine[++i];
            else
                word += c;
        } else if (c == ' ' || c == '\t' || c == '\n') {
            if (inWord)
                words.push_back(std::move(word));
            word.clear();
            inWord = false;
        } else {
            inWord = true;
            if (c == '"' || c == '\'')
                quote = c;
            else if (c == '\\' && i + 1 < commandLine.size())
                word += commandLine[++i];
            else
                word += c;
        }
    }
    if (quote)
        throw EngineFailure("the engine's command line \"" + std::string(commandLine) +
                            "\" has a quote that is never closed");
    if (inWord)
        words.push_back(std::move(word));
    if (words.empty())
        throw EngineFailure("no command line was given for the engine");
    return words;
}

#ifdef _WIN32

EngineProcess::EngineProcess(std::string_view commandLine)
{
    splitCommandLine(commandLine);
    throw EngineFailure("external engines are not supported by the Windows build of draughts-cli yet");
}
EngineProcess::~EngineProcess() = default;
bool EngineProcess::writeLine(std::string_view) { return false; }
EngineProcess::Read EngineProcess::readLine(std::string&, Clock::time_point) { return Read::Ended; }
bool EngineProcess::finish(std::chrono::milliseconds) { return true; }
void EngineProcess::kill() {}
std::string EngineProcess::howItEnded(std::chrono::milliseconds) { return "not started"; }
void EngineProcess::closeInput() {}
bool EngineProcess::reap(bool) { return true; }

#else

namespace {

// Owns the spawn attributes and file actions until the child is started.
struct SpawnSetup {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    SpawnSetup()
    {
        posix_spawn_file_actions_init(&actions);
        posix_spawnattr_init(&attributes);
    }
    ~SpawnSetup()
    {
        posix_spawn_file_actions_destroy(&actions);
        posix_spawnattr_destroy(&attributes);
    }
    SpawnSetup(const SpawnSetup&) = delete;
    SpawnSetup& operator=(const SpawnSetup&) = delete;
};

void closeQuietly(int& fd)
{
    if (fd >= 0)
        ::close(fd);
    fd = -1;
}

} // namespace

EngineProcess::EngineProcess(std::string_view commandLine)
{
    std::vector<std::string> words = splitCommandLine(commandLine);
    std::vector<char*> argv;
    for (std::string& word : words)
        argv.push_back(word.data());
    argv.push_back(nullptr);

    // Its input is a socket, so that writing to an engine that died fails
    // with EPIPE (send's MSG_NOSIGNAL) instead of a SIGPIPE ending us. Every
    // descriptor is close-on-exec: engines started at the same time from
    // other threads inherit none of them.
    int input[2] = {-1, -1};
    int output[2] = {-1, -1};
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, input) != 0 || ::pipe2(output, O_CLOEXEC) != 0) {
        const std::string reason = std::strerror(errno);
        for (int fd : {input[0], input[1], output[0], output[1]})
            if (fd >= 0)
                ::close(fd);
        throw EngineFailure("engine \"" + std::string(commandLine) + "\" could not be started: " + reason);
    }
    ::shutdown(input[0], SHUT_RD); // ours: we only write
    ::shutdown(input[1], SHUT_WR); // its: it only reads
    SpawnSetup setup;
    posix_spawn_file_actions_adddup2(&setup.actions, input[1], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&setup.actions, output[1], STDOUT_FILENO);
    posix_spawnattr_setflags(&setup.attributes, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&setup.attributes, 0);
    pid_t pid = -1;
    const int error = ::posix_spawnp(&pid, argv[0], &setup.actions, &setup.attributes, argv.data(), environ);
    ::close(input[1]);
    ::close(output[1]);
    if (error != 0) {
        ::close(input[0]);
        ::close(output[0]);
        throw EngineFailure("engine \"" + std::string(commandLine) +
                            "\" could not be started: " + std::strerror(error));
    }
    m_pid = pid;
    m_input = input[0];
    m_output = output[0];
}

EngineProcess::~EngineProcess()
{
    finish(std::chrono::milliseconds(2000));
    closeQuietly(m_output);
}

bool EngineProcess::writeLine(std::string_view line)
{
    if (m_input < 0)
        return false;
    std::string text(line);
    text += '\n';
    std::size_t written = 0;
    while (written < text.size()) {
        const ssize_t n = ::send(m_input, text.data() + written, text.size() - written, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            closeInput();
            return false;
        }
        written += static_cast<std::size_t>(n);
    }
    return true;
}

EngineProcess::Read EngineProcess::readLine(std::string& line, Clock::time_point deadline)
{
    for (;;) {
        if (const std::size_t end = m_buffer.find('\n'); end != std::string::npos) {
            line.assign(m_buffer, 0, end);
            m_buffer.erase(0, end + 1);
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            return Read::Line;
        }
        if (m_output < 0 || m_buffer.size() > LongestLine) {
            m_lineTooLong = m_buffer.size() > LongestLine;
            return Read::Ended;
        }
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0)
            return Read::Timeout;
        pollfd wanted{m_output, POLLIN, 0};
        const int ready = ::poll(&wanted, 1, static_cast<int>(std::min<long long>(left, 1000 * 1000)));
        if (ready < 0 && errno != EINTR)
            closeQuietly(m_output);
        if (ready <= 0)
            continue;
        char chunk[65536];
        const ssize_t n = ::read(m_output, chunk, sizeof chunk);
        if (n < 0 && (errno == EINTR || errno == EAGAIN))
            continue;
        if (n <= 0)
            closeQuietly(m_output); // the end of its output: what is left is no whole line
        else
            m_buffer.append(chunk, static_cast<std::size_t>(n));
    }
}

void EngineProcess::closeInput() { closeQuietly(m_input); }

bool EngineProcess::reap(bool block)
{
    if (m_ended || m_pid < 0)
        return true;
    int status = 0;
    pid_t done = 0;
    do
        done = ::waitpid(m_pid, &status, block ? 0 : WNOHANG);
    while (done < 0 && errno == EINTR);
    if (done == m_pid || done < 0) {
        m_ended = true;
        m_status = done == m_pid ? status : 0;
    }
    return m_ended;
}

bool EngineProcess::finish(std::chrono::milliseconds grace)
{
    closeInput();
    if (m_pid < 0)
        return true;
    const auto until = Clock::now() + grace;
    while (!reap(false) && Clock::now() < until)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    const bool byItself = m_ended;
    kill(); // also what it started, should it have left anything running
    return byItself;
}

void EngineProcess::kill()
{
    closeInput();
    if (m_pid < 0)
        return;
    ::kill(-m_pid, SIGKILL); // the process group it leads
    reap(true);
}

std::string EngineProcess::howItEnded(std::chrono::milliseconds wait)
{
    const auto until = Clock::now() + wait;
    while (!reap(false) && Clock::now() < until)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    if (m_lineTooLong)
        return "sent a line that never ends";
    if (!m_ended)
        return "closed its output but is still running";
    if (WIFEXITED(m_status))
        return "stopped with exit code " + std::to_string(WEXITSTATUS(m_status));
    if (WIFSIGNALED(m_status)) {
        const int signal = WTERMSIG(m_status);
        const char* name = ::strsignal(signal);
        return "crashed with signal " + std::to_string(signal) +
               (name ? std::string(" (") + name + ")" : std::string());
    }
    return "ended";
}

#endif

} // namespace draughts::hub
