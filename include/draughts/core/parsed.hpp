#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <variant>

namespace draughts::core {

// Why a text could not be read, and where (1-based column in that text).
struct ParseError {
    std::string message;
    std::size_t column = 1;
};

// Either a value or the ParseError that prevented it.
template <class T>
class Parsed {
public:
    Parsed(T value) : m_content(std::move(value)) {}
    Parsed(ParseError error) : m_content(std::move(error)) {}

    explicit operator bool() const { return std::holds_alternative<T>(m_content); }
    const T& value() const { return std::get<T>(m_content); }
    const T& operator*() const { return value(); }
    const T* operator->() const { return &value(); }
    const ParseError& error() const { return std::get<ParseError>(m_content); }

private:
    std::variant<T, ParseError> m_content;
};

} // namespace draughts::core
