#pragma once

// DXP's layer 1 over a byte stream (TCP): every message is sent followed by
// one NUL byte, and the receiver cuts the stream at each NUL.

#include <cstddef>
#include <deque>
#include <string>
#include <string_view>

namespace draughts::dxp {

// The bytes to send for one message text: the text and its NUL.
std::string frame(std::string_view message);

// Collects received bytes and hands out whole messages, however the stream
// cut them. A message may not be longer than `limit` bytes: once that many
// arrive without a NUL the stream is overflowed, and stays so (the rest of
// it cannot be told apart from the long message any more).
class MessageStream {
public:
    explicit MessageStream(std::size_t limit = 1024) : m_limit(limit) {}

    void feed(std::string_view bytes);
    // The next whole message, in order; false when none is complete.
    bool next(std::string& message);
    bool overflowed() const { return m_overflowed; }
    // Bytes received after the last NUL.
    std::size_t pending() const { return m_partial.size(); }

private:
    std::size_t m_limit;
    std::string m_partial;
    std::deque<std::string> m_complete;
    bool m_overflowed = false;
};

} // namespace draughts::dxp
