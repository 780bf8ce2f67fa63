// Reading received DXP messages field by field (docs/dxp.md lists the
// fields and their widths).

#include <draughts/dxp/dxp_message.hpp>

#include "fields.hpp"

#include <algorithm>

namespace draughts::dxp {

namespace {

using detail::FieldError;
using detail::FieldReader;

bool isDigit(char c) { return c >= '0' && c <= '9'; }

// Three characters of minutes: "005" (whole minutes, as the protocol's text
// says), or a decimal number such as ".20" or "1.5", as engines write short
// times. Leading blanks read as zeros.
std::chrono::milliseconds thinkingTime(FieldReader& fields)
{
    const std::size_t column = fields.column();
    const std::string_view text = fields.take(3, "thinking time");
    std::string_view trimmed = text.substr(std::min(text.find_first_not_of(' '), text.size()));
    const auto dots = std::count(trimmed.begin(), trimmed.end(), '.');
    const auto digitCount = std::count_if(trimmed.begin(), trimmed.end(), isDigit);
    if (dots > 1 || digitCount == 0 || static_cast<std::size_t>(dots + digitCount) != trimmed.size())
        fields.fail("thinking time", '"' + detail::textFromWire(text) + "\" is not a number of minutes", column);
    // Thousandths of a minute, counted exactly: 60 ms each.
    std::int64_t thousandths = 0;
    std::int64_t scale = 1000;
    bool afterDot = false;
    for (const char c : trimmed) {
        if (c == '.') {
            afterDot = true;
        } else if (!afterDot) {
            thousandths = thousandths * 10 + (c - '0') * 1000;
        } else {
            scale /= 10;
            thousandths += (c - '0') * scale;
        }
    }
    return std::chrono::milliseconds(thousandths * 60);
}

GameRequest gameRequest(FieldReader& fields)
{
    GameRequest request;
    request.version = fields.number(2, "version", 0, 99);
    if (request.version != ProtocolVersion) {
        // Another version's fields may differ: only its name is taken, if
        // it is there, so that the answer can name the program.
        if (!fields.atEnd())
            request.initiatorName = detail::textFromWire(fields.rest().substr(0, NameWidth));
        return request;
    }
    request.initiatorName = fields.name("initiator name");
    request.followerSide = fields.colour("follower colour");
    request.thinkingTime = thinkingTime(fields);
    request.moves = fields.number(3, "number of moves", 0, 999);
    if (fields.oneOf("starting position", "AB") == 'B') {
        const core::Side toMove = fields.colour("colour to move first");
        const std::size_t column = fields.column();
        core::Position start = detail::positionFromLetters(fields.take(SquareCount, "position"), column);
        start.sideToMove = toMove;
        request.start = start;
    }
    fields.expectEnd();
    return request;
}

MoveMessage move(FieldReader& fields)
{
    MoveMessage move;
    move.seconds = fields.number(4, "time", 0, 9999);
    move.from = fields.number(2, "from square", 1, SquareCount);
    move.to = fields.number(2, "to square", 1, SquareCount);
    const int count = fields.number(2, "number captured", 0, MaxCaptured);
    for (int i = 1; i <= count; ++i) {
        const std::string field = "captured square " + std::to_string(i);
        const std::size_t column = fields.column();
        const int square = fields.number(2, field, 1, SquareCount);
        if (std::find(move.captured.begin(), move.captured.end(), square) != move.captured.end())
            fields.fail(field, "square " + std::to_string(square) + " is captured twice", column);
        move.captured.push_back(square);
    }
    fields.expectEnd();
    return move;
}

Message body(char type, FieldReader& fields)
{
    switch (type) {
    case 'R': return gameRequest(fields);
    case 'A': {
        GameAccept accept;
        accept.followerName = fields.name("follower name");
        accept.acceptance = static_cast<Acceptance>(fields.number(1, "acceptance code", 0, 3));
        fields.expectEnd();
        return accept;
    }
    case 'M': return move(fields);
    case 'E': {
        GameEnd end;
        end.reason = static_cast<EndReason>(fields.number(1, "reason", 0, 3));
        end.stop = static_cast<StopCode>(fields.number(1, "stop code", 0, 1));
        fields.expectEnd();
        return end;
    }
    case 'C': return Chat{detail::textFromWire(fields.rest())};
    case 'B': {
        BackRequest back;
        back.moveNumber = fields.number(3, "move number", 1, 999);
        back.sideToMove = fields.colour("colour to move");
        fields.expectEnd();
        return back;
    }
    default: {
        BackAccept back;
        back.acceptance = static_cast<BackAcceptance>(fields.number(1, "acceptance code", 0, 2));
        fields.expectEnd();
        return back;
    }
    }
}

std::string typeOf(char type)
{
    switch (type) {
    case 'R': return "GAMEREQ";
    case 'A': return "GAMEACC";
    case 'M': return "MOVE";
    case 'E': return "GAMEEND";
    case 'C': return "CHAT";
    case 'B': return "BACKREQ";
    case 'K': return "BACKACC";
    default: return {};
    }
}

} // namespace

Decoded decode(std::string_view text)
{
    Decoded decoded;
    decoded.error.type = "message";
    decoded.error.field = "type";
    if (text.empty()) {
        decoded.error.reason = "the message is empty";
        return decoded;
    }
    const std::string type = typeOf(text[0]);
    if (type.empty()) {
        decoded.error.reason = '"' + detail::textFromWire(text.substr(0, 1)) + "\" is no DXP message type";
        decoded.error.unknownType = true;
        return decoded;
    }
    try {
        FieldReader fields(text);
        decoded.message = body(text[0], fields);
    } catch (const FieldError& error) {
        decoded.error = {type, error.field, error.reason, error.column, false};
    }
    return decoded;
}

} // namespace draughts::dxp
