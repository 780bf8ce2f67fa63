#pragma once

#include <chrono>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::hub {

// An engine that cannot be started, died, stayed silent or said something
// that is not the protocol; what() is a sentence naming the engine.
class EngineFailure : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Splits a command line into the program and its arguments as a shell
// would without expanding anything: words are separated by blanks, and
// "double" or 'single' quotes or a backslash keep blanks inside a word.
// Throws EngineFailure for an unclosed quote or an empty command.
std::vector<std::string> splitCommandLine(std::string_view commandLine);

// A program running beside ours with its standard input and output
// connected to us, line by line; its standard error is ours. The program
// is found on PATH as a shell finds it, and runs in a process group of its
// own, so that killing it also ends what it started (a script's children).
// POSIX only: on Windows the constructor throws EngineFailure.
class EngineProcess {
public:
    using Clock = std::chrono::steady_clock;

    // Starts `commandLine`; throws EngineFailure when it cannot be started.
    explicit EngineProcess(std::string_view commandLine);
    // Closes its input, waits for it a moment, then kills it.
    ~EngineProcess();
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    // Writes `line` and a line end; false when the program no longer reads
    // (it has ended or closed its input).
    bool writeLine(std::string_view line);

    enum class Read { Line, Timeout, Ended };
    // The next line of its output, without the line end (a trailing CR is
    // dropped too). Ended: it closed its output (mostly: it ended) or sent
    // a line longer than a mebibyte.
    Read readLine(std::string& line, Clock::time_point deadline);

    // Closes its input (a Hub engine then quits) and waits for it until
    // `grace` has passed; then kills it. True when it ended by itself.
    bool finish(std::chrono::milliseconds grace);
    // Kills it and what it started, at once.
    void kill();
    // Once it has ended: "stopped with exit code 3", "crashed with signal 11
    // (Segmentation fault)"; waits up to `wait` for it to end, else says it
    // is still running.
    std::string howItEnded(std::chrono::milliseconds wait);

private:
    void closeInput();
    bool reap(bool block);

    int m_pid = -1;
    int m_input = -1;  // its standard input, written by us
    int m_output = -1; // its standard output, read by us
    bool m_ended = false;
    int m_status = 0; // of waitpid, once m_ended
    std::string m_buffer;
    bool m_lineTooLong = false;
};

} // namespace draughts::hub
