#pragma once

// A tiny TCP layer for draughts-cli's DXP commands: POSIX sockets, and
// Winsock on Windows (docs/dxp.md, "Building"). Errors are thrown as
// SocketError with the system's reason.

#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace draughts::cli {

class SocketError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A connected stream socket; closed when destroyed.
class Socket {
public:
    Socket() = default;
    ~Socket();
    Socket(Socket&& other) noexcept;
    Socket& operator=(Socket&& other) noexcept;
    Socket(const Socket&) = delete;
    Socket& operator=(const Socket&) = delete;

    bool isOpen() const;
    // Waits until bytes (or the end) can be read, at most `wait`; false when
    // the time ran out.
    bool waitReadable(std::chrono::milliseconds wait);
    // Reads what has arrived; an empty result is the end of the stream.
    std::string receive();
    void sendAll(std::string_view bytes);
    void close();

private:
    friend class Listener;
    friend Socket connectTo(const std::string& host, std::uint16_t port);
    explicit Socket(std::intptr_t handle) : m_handle(handle) {}
    std::intptr_t m_handle = -1;
};

// Connects to host:port (a name or an IPv4 or IPv6 address).
Socket connectTo(const std::string& host, std::uint16_t port);

// A socket listening on a port of every address; port 0 lets the system
// choose one (port() tells which).
class Listener {
public:
    explicit Listener(std::uint16_t port);
    ~Listener();
    Listener(const Listener&) = delete;
    Listener& operator=(const Listener&) = delete;

    std::uint16_t port() const { return m_port; }
    // Waits for the next connection.
    Socket accept();

private:
    std::intptr_t m_handle = -1;
    std::uint16_t m_port = 0;
};

} // namespace draughts::cli
