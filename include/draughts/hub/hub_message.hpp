#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace draughts::hub {

// One line of the Hub protocol (docs/hub.md): a command and its arguments,
// `command name=value name="value with spaces" flag`. A flag is an argument
// without a value; its value reads as the empty string.
struct Message {
    std::string command;
    std::vector<std::pair<std::string, std::string>> arguments; // in the order written

    bool has(std::string_view name) const;
    // The value of the first argument of that name.
    std::optional<std::string> value(std::string_view name) const;
    // Appends an argument; returns *this so that lines read as they are written.
    Message& add(std::string name, std::string value);
    Message& addFlag(std::string name);
};

// A line that cannot be split into a command and arguments, and why.
struct MessageError {
    std::string reason;
    std::size_t column = 1; // 1-based, in the line
};

// Splits a line; an empty or blank line gives a Message with no command.
// Fails only on a quote that is never closed or an argument that starts
// with '=' — anything else is a command or argument a reader may ignore.
struct ParsedMessage {
    std::optional<Message> message;
    MessageError error;
    explicit operator bool() const { return message.has_value(); }
};
ParsedMessage parseMessage(std::string_view line);

// The line for a message, without the line end. An empty value is written
// as a flag (the name alone); values holding a space or '=' are quoted; a
// double quote inside a value, which the protocol cannot write, becomes a
// single quote.
std::string formatMessage(const Message& message);

} // namespace draughts::hub
