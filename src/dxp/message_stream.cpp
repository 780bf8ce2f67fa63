#include <draughts/dxp/message_stream.hpp>

namespace draughts::dxp {

std::string frame(std::string_view message)
{
    std::string bytes(message);
    bytes.push_back('\0');
    return bytes;
}

void MessageStream::feed(std::string_view bytes)
{
    if (m_overflowed)
        return;
    for (const char byte : bytes) {
        if (byte == '\0') {
            m_complete.push_back(std::move(m_partial));
            m_partial.clear();
        } else if (m_partial.size() >= m_limit) {
            m_overflowed = true;
            m_partial.clear();
            return;
        } else {
            m_partial.push_back(byte);
        }
    }
}

bool MessageStream::next(std::string& message)
{
    if (m_complete.empty())
        return false;
    message = std::move(m_complete.front());
    m_complete.pop_front();
    return true;
}

} // namespace draughts::dxp
