#include "socket.hpp"

#ifdef _WIN32
#include <winsock2.h>
#include <ws2tcpip.h>
#else
#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <unistd.h>
#endif

#include <utility>

namespace draughts::cli {

namespace {

#ifdef _WIN32
using Handle = SOCKET;
const Handle NoHandle = INVALID_SOCKET;

// Winsock needs starting once per process.
void startSockets()
{
    static const bool started = [] {
        WSADATA data;
        return WSAStartup(MAKEWORD(2, 2), &data) == 0;
    }();
    if (!started)
        throw SocketError("cannot start Winsock");
}

std::string lastError() { return "Winsock error " + std::to_string(WSAGetLastError()); }
void closeHandle(Handle handle) { closesocket(handle); }
int pollOne(Handle handle, int milliseconds)
{
    WSAPOLLFD entry{handle, POLLRDNORM, 0};
    return WSAPoll(&entry, 1, milliseconds);
}
constexpr int NoSignal = 0;
using Length = int; // of a buffer given to send() and recv()
#else
using Handle = int;
const Handle NoHandle = -1;

void startSockets() {}
std::string lastError() { return std::strerror(errno); }
void closeHandle(Handle handle) { ::close(handle); }
int pollOne(Handle handle, int milliseconds)
{
    pollfd entry{handle, POLLIN, 0};
    int result;
    do
        result = ::poll(&entry, 1, milliseconds);
    while (result < 0 && errno == EINTR);
    return result;
}
constexpr int NoSignal = MSG_NOSIGNAL; // a closed peer gives an error, not SIGPIPE
using Length = std::size_t;
#endif

Handle handleOf(std::intptr_t stored) { return static_cast<Handle>(stored); }

// A message goes out at once, not held back to be joined with the next
// one (Nagle's algorithm): DXP sends one short message and waits.
Handle withoutDelay(Handle handle)
{
    int on = 1;
    ::setsockopt(handle, IPPROTO_TCP, TCP_NODELAY, reinterpret_cast<const char*>(&on), sizeof on);
    return handle;
}
std::intptr_t stored(Handle handle) { return static_cast<std::intptr_t>(handle); }

Handle listeningSocket(std::uint16_t port)
{
    // One socket for IPv6 and IPv4 where the system has IPv6 and lets one
    // socket take both, else IPv4 alone.
    Handle handle = ::socket(AF_INET6, SOCK_STREAM, 0);
    bool six = handle != NoHandle;
    int off = 0;
    if (six && ::setsockopt(handle, IPPROTO_IPV6, IPV6_V6ONLY, reinterpret_cast<const char*>(&off), sizeof off) != 0) {
        closeHandle(handle);
        six = false;
    }
    if (!six)
        handle = ::socket(AF_INET, SOCK_STREAM, 0);
    if (handle == NoHandle)
        throw SocketError("cannot make a socket: " + lastError());
#ifndef _WIN32
    int on = 1; // a port just left by another run can be taken again at once
    ::setsockopt(handle, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
#endif
    sockaddr_storage address{};
    socklen_t size;
    if (six) {
        auto* a = reinterpret_cast<sockaddr_in6*>(&address);
        a->sin6_family = AF_INET6;
        a->sin6_addr = in6addr_any;
        a->sin6_port = htons(port);
        size = sizeof(sockaddr_in6);
    } else {
        auto* a = reinterpret_cast<sockaddr_in*>(&address);
        a->sin_family = AF_INET;
        a->sin_addr.s_addr = htonl(INADDR_ANY);
        a->sin_port = htons(port);
        size = sizeof(sockaddr_in);
    }
    if (::bind(handle, reinterpret_cast<sockaddr*>(&address), size) != 0 || ::listen(handle, 1) != 0) {
        const std::string why = lastError();
        closeHandle(handle);
        throw SocketError("cannot listen on port " + std::to_string(port) + ": " + why);
    }
    return handle;
}

std::uint16_t boundPort(Handle handle)
{
    sockaddr_storage address{};
    socklen_t size = sizeof address;
    if (::getsockname(handle, reinterpret_cast<sockaddr*>(&address), &size) != 0)
        return 0;
    if (address.ss_family == AF_INET6)
        return ntohs(reinterpret_cast<sockaddr_in6*>(&address)->sin6_port);
    return ntohs(reinterpret_cast<sockaddr_in*>(&address)->sin_port);
}

} // namespace

Socket::~Socket() { close(); }

Socket::Socket(Socket&& other) noexcept : m_handle(std::exchange(other.m_handle, stored(NoHandle))) {}

Socket& Socket::operator=(Socket&& other) noexcept
{
    if (this != &other) {
        close();
        m_handle = std::exchange(other.m_handle, stored(NoHandle));
    }
    return *this;
}

bool Socket::isOpen() const { return handleOf(m_handle) != NoHandle; }

void Socket::close()
{
    if (isOpen())
        closeHandle(handleOf(m_handle));
    m_handle = stored(NoHandle);
}

bool Socket::waitReadable(std::chrono::milliseconds wait)
{
    const int result = pollOne(handleOf(m_handle), static_cast<int>(std::max<long long>(0, wait.count())));
    if (result < 0)
        throw SocketError("cannot wait for the connection: " + lastError());
    return result > 0;
}

std::string Socket::receive()
{
    char buffer[4096];
    const auto count = ::recv(handleOf(m_handle), buffer, static_cast<Length>(sizeof buffer), 0);
    if (count < 0)
        throw SocketError("the connection failed: " + lastError());
    return std::string(buffer, static_cast<std::size_t>(count));
}

void Socket::sendAll(std::string_view bytes)
{
    while (!bytes.empty()) {
        const auto count = ::send(handleOf(m_handle), bytes.data(), static_cast<Length>(bytes.size()), NoSignal);
        if (count <= 0)
            throw SocketError("cannot send: " + lastError());
        bytes.remove_prefix(static_cast<std::size_t>(count));
    }
}

Socket connectTo(const std::string& host, std::uint16_t port)
{
    startSockets();
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* found = nullptr;
    if (const int error = ::getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &found); error != 0)
        throw SocketError("cannot find the host \"" + host + "\": " + gai_strerror(error));
    std::string why = "no address";
    for (const addrinfo* at = found; at; at = at->ai_next) {
        const Handle handle = ::socket(at->ai_family, at->ai_socktype, at->ai_protocol);
        if (handle == NoHandle)
            continue;
        if (::connect(handle, at->ai_addr, static_cast<socklen_t>(at->ai_addrlen)) == 0) {
            ::freeaddrinfo(found);
            return Socket(stored(withoutDelay(handle)));
        }
        why = lastError();
        closeHandle(handle);
    }
    ::freeaddrinfo(found);
    throw SocketError("cannot connect to " + host + ":" + std::to_string(port) + ": " + why);
}

Listener::Listener(std::uint16_t port)
{
    startSockets();
    const Handle handle = listeningSocket(port);
    m_handle = stored(handle);
    m_port = boundPort(handle);
}

Listener::~Listener()
{
    if (handleOf(m_handle) != NoHandle)
        closeHandle(handleOf(m_handle));
}

Socket Listener::accept()
{
    const Handle handle = ::accept(handleOf(m_handle), nullptr, nullptr);
    if (handle == NoHandle)
        throw SocketError("cannot accept a connection: " + lastError());
    return Socket(stored(withoutDelay(handle)));
}

} // namespace draughts::cli
