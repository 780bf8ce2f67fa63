// libFuzzer target: the DXP decoder and the sessions of both sides take any
// bytes without crashing; every message the decoder reads is written as a
// valid message that reads back as one written the same way.

#include <draughts/dxp/dxp_message.hpp>
#include <draughts/dxp/message_stream.hpp>
#include <draughts/dxp/session.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

using namespace draughts;

[[noreturn]] void failure(const char* what, std::string_view detail)
{
    std::fprintf(stderr, "dxp_fuzz: %s\n%.*s\n", what, static_cast<int>(detail.size()), detail.data());
    std::abort();
}

void checkMessage(std::string_view text)
{
    const dxp::Decoded first = dxp::decode(text);
    if (!first) {
        if (first.error.column < 1 || first.error.column > text.size() + 1)
            failure("decode error column out of range", text);
        return;
    }
    const std::string written = dxp::encode(*first.message);
    if (written.empty() || written.size() > dxp::MaxMessageLength)
        failure("a message is written with a length DXP does not allow", written);
    for (const char c : written)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7F)
            failure("a message is written with a character outside printable ASCII", written);
    const dxp::Decoded again = dxp::decode(written);
    if (!again)
        failure("a written message does not read back", written);
    if (dxp::encode(*again.message) != written)
        failure("a written message reads back as another one", written);
}

// A session answers requests and plays the first legal move on its turn,
// whatever the peer sends, in pieces of `chunk` bytes.
void feedSession(dxp::Role role, std::string_view bytes, std::size_t chunk)
{
    dxp::Session session({.role = role, .name = "Fuzz"});
    dxp::TimePoint now{};
    if (role == dxp::Role::Initiator)
        session.requestGame(dxp::GameRequest{}, now);
    for (std::size_t at = 0; at < bytes.size(); at += chunk) {
        now += std::chrono::seconds(1);
        session.receive(bytes.substr(at, chunk), now);
        while (const std::optional<dxp::Event> event = session.nextEvent()) {
            if (std::holds_alternative<dxp::GameRequested>(*event))
                session.accept(now);
            if (std::holds_alternative<dxp::BackRequested>(*event))
                session.answerBack(true, now);
        }
        if (session.ourTurn() && !session.game().legalMoves().empty())
            session.sendMove(session.game().legalMoves()[0], now);
        session.takeOutput();
        session.checkTime(now);
    }
    session.connectionClosed(now);
    while (session.nextEvent()) {
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    checkMessage(bytes);
    dxp::MessageStream stream;
    stream.feed(bytes);
    std::string message;
    while (stream.next(message))
        checkMessage(message);
    const std::size_t chunk = size == 0 ? 1 : 1 + data[0] % 64;
    feedSession(dxp::Role::Follower, bytes, chunk);
    feedSession(dxp::Role::Initiator, bytes, chunk);
    return 0;
}
