#include <draughts/dxp/dxp_message.hpp>

#include "fields.hpp"

#include <algorithm>

namespace draughts::dxp {

namespace {

using detail::asciiText;
using detail::colourLetter;
using detail::digits;

std::string paddedName(const std::string& name)
{
    std::string text = asciiText(name, NameWidth);
    text.erase(0, std::min(text.find_first_not_of(' '), text.size())); // a name may not start with a blank
    text.resize(NameWidth, ' ');
    return text;
}

std::string encodeOne(const GameRequest& request)
{
    std::string text = "R" + digits(request.version, 2) + paddedName(request.initiatorName) +
                       colourLetter(request.followerSide) + encodeThinkingTime(request.thinkingTime) +
                       digits(request.moves, 3);
    if (!request.start)
        return text + 'A';
    return text + 'B' + colourLetter(request.start->sideToMove) + detail::boardLetters(*request.start);
}

std::string encodeOne(const MoveMessage& move)
{
    const auto count = std::min<std::size_t>(move.captured.size(), MaxCaptured);
    std::string text =
        "M" + digits(move.seconds, 4) + digits(move.from, 2) + digits(move.to, 2) + digits(static_cast<int>(count), 2);
    for (std::size_t i = 0; i < count; ++i)
        text += digits(move.captured[i], 2);
    return text;
}

std::string encodeOne(const GameAccept& accept)
{
    return "A" + paddedName(accept.followerName) + digits(static_cast<int>(accept.acceptance), 1);
}

std::string encodeOne(const GameEnd& end)
{
    return "E" + digits(static_cast<int>(end.reason), 1) + digits(static_cast<int>(end.stop), 1);
}

std::string encodeOne(const Chat& chat) { return "C" + asciiText(chat.text, MaxChatLength); }

std::string encodeOne(const BackRequest& back)
{
    return "B" + digits(back.moveNumber, 3) + colourLetter(back.sideToMove);
}

std::string encodeOne(const BackAccept& back) { return "K" + digits(static_cast<int>(back.acceptance), 1); }

} // namespace

std::string_view typeName(const Message& message)
{
    static constexpr std::string_view names[] = {"GAMEREQ", "GAMEACC", "MOVE", "GAMEEND", "CHAT", "BACKREQ", "BACKACC"};
    return names[message.index()];
}

std::string DecodeError::describe() const
{
    return type + ' ' + field + " (column " + std::to_string(column) + "): " + reason;
}

std::string encodeThinkingTime(std::chrono::milliseconds time)
{
    const auto ms = std::max<std::int64_t>(time.count(), 0);
    constexpr std::int64_t minute = 60'000;
    if (ms == 0 || ms % minute == 0 || ms >= 10 * minute)
        return digits(static_cast<int>((ms + minute / 2) / minute), 3);
    if (ms < minute) {
        // Hundredths of a minute (0.6 s each), at least one.
        const auto hundredths = std::clamp<std::int64_t>((ms * 100 + minute / 2) / minute, 1, 99);
        return '.' + digits(static_cast<int>(hundredths), 2);
    }
    const auto tenths = (ms * 10 + minute / 2) / minute; // 10 to 100
    if (tenths >= 100)
        return "010";
    return std::string(1, static_cast<char>('0' + tenths / 10)) + '.' + static_cast<char>('0' + tenths % 10);
}

std::string encode(const Message& message)
{
    return std::visit([](const auto& one) { return encodeOne(one); }, message);
}

} // namespace draughts::dxp
