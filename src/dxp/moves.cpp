#include <draughts/dxp/moves.hpp>

#include <draughts/dxp/game_rules.hpp>
#include <draughts/rules/geometry.hpp>

#include <algorithm>
#include <vector>

namespace draughts::dxp {

namespace {

std::vector<int> capturedNumbers(core::Bitboard captured)
{
    std::vector<int> numbers;
    core::forEachSquare(captured, [&](core::Square square) { numbers.push_back(rules::squareNumber(Board, square)); });
    std::sort(numbers.begin(), numbers.end());
    return numbers;
}

std::string listed(const std::vector<int>& numbers)
{
    std::string text;
    for (const int number : numbers)
        text += (text.empty() ? "" : ", ") + std::to_string(number);
    return text;
}

std::string named(const MoveMessage& message)
{
    std::string text =
        std::to_string(message.from) + (message.captured.empty() ? "-" : "x") + std::to_string(message.to);
    if (!message.captured.empty()) {
        std::vector<int> sorted = message.captured;
        std::sort(sorted.begin(), sorted.end());
        text += " capturing " + listed(sorted);
    }
    return text;
}

} // namespace

MoveMessage toMessage(const core::Move& move, int seconds)
{
    MoveMessage message;
    message.seconds = seconds;
    message.from = rules::squareNumber(Board, move.from);
    message.to = rules::squareNumber(Board, move.to);
    message.captured = capturedNumbers(move.captured);
    return message;
}

MoveMatch findMove(const MoveMessage& message, const core::MoveList& legal)
{
    const core::Square from = rules::squareFromNumber(Board, message.from);
    const core::Square to = rules::squareFromNumber(Board, message.to);
    core::Bitboard captured = 0;
    for (const int number : message.captured) {
        const core::Square square = rules::squareFromNumber(Board, number);
        if (square != core::NoSquare)
            captured |= core::bitOf(square);
    }
    std::vector<core::Move> fitting;
    for (const core::Move& move : legal)
        if (move.from == from && move.to == to)
            fitting.push_back(move);
    if (fitting.empty())
        return {std::nullopt, "no legal move goes from " + std::to_string(message.from) + " to " +
                                  std::to_string(message.to) + " (" + named(message) + ")"};
    for (const core::Move& move : fitting)
        if (move.captured == captured)
            return {move, {}};
    if (message.captured.empty() && fitting.size() == 1)
        return {fitting.front(), {}};
    std::string ways;
    for (const core::Move& move : fitting)
        ways += (ways.empty() ? "" : "; or ") + (move.isCapture() ? listed(capturedNumbers(move.captured)) : "nothing");
    if (message.captured.empty())
        return {std::nullopt, named(message) + " is ambiguous: it may capture " + ways};
    return {std::nullopt, named(message) + " is not legal: from " + std::to_string(message.from) + " to " +
                              std::to_string(message.to) + " the legal moves capture " + ways};
}

} // namespace draughts::dxp
