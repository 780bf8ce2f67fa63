#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/rules/rule_set.hpp>

#include <cstddef>
#include <initializer_list>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace draughts::cli {

// Bad input from the user: printed as one line, exit status 2.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// "command --option value --flag" parsed once; every accessor throws
// UsageError naming the option and the reason.
class Arguments {
public:
    Arguments(int argc, char** argv);

    const std::string& command() const { return m_command; }
    // Throws for any option not in `names`, and for a positional argument
    // unless the command takes one.
    void allowOnly(std::initializer_list<std::string_view> names, bool takesPositional = false) const;
    std::optional<std::string> value(const std::string& name) const;
    bool flag(const std::string& name) const;
    core::Variant variant() const;
    // --rules (original or fmjd, rules/rule_set.hpp); original when absent.
    rules::RuleSet ruleSet(core::Variant variant) const;
    int integer(const std::string& name, int min, int max) const;
    // The largest values integer() is asked to accept: a day in
    // milliseconds, and a count (of games, nodes, a seed).
    static constexpr int MaxMilliseconds = 24 * 60 * 60 * 1000;
    static constexpr int MaxCount = 2'000'000'000;
    const std::string& positional() const { return m_positional; }

private:
    std::string m_command;
    std::string m_positional;
    std::map<std::string, std::string> m_options; // flags hold ""
};

// --threads of a command that runs our engine (EngineConfig::threads): 1
// when absent, so that scripts measure one thread unless they ask.
std::size_t searchThreads(const Arguments& args);

// The position of --fen, else the game's starting position under --rules.
core::Position positionFrom(const Arguments& args, core::Variant variant);

// Orders "6-11" before "31-27": digit runs compare by value.
bool naturalLess(std::string_view a, std::string_view b);

} // namespace draughts::cli
