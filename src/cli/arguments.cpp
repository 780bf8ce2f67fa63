#include "arguments.hpp"

#include <draughts/notation/fen.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/rule_set.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>

namespace draughts::cli {

namespace {

bool takesValue(std::string_view name)
{
    return name == "--variant" || name == "--rules" || name == "--fen" || name == "--depth" || name == "--movetime" ||
           name == "--nodes" || name == "--level" || name == "--seed" || name == "--levels" || name == "--games" ||
           name == "--pdn" || name == "--listen" || name == "--connect" || name == "--dxp" || name == "--moves" ||
           name == "--engine1" || name == "--engine2" || name == "--name1" || name == "--name2" ||
           name == "--concurrency" || name == "--openings" || name == "--max-plies" || name == "--sprt" ||
           name == "--count" || name == "--plies" || name == "--margin" || name == "--grace" || name == "--out" ||
           name == "--threads" || name == "--first-game" || name == "--first-opening" || name == "--random-plies" ||
           name == "--noisy-plies" || name == "--noise" || name == "--eval" || name == "--samples" ||
           name == "--epochs" || name == "--batch" || name == "--rate" || name == "--l2" || name == "--counts-l2" ||
           name == "--discount" || name == "--validation" || name == "--rules" || name == "--pieces" ||
           name == "--dir" || name == "--egdb" || name == "--width" || name == "--starts" || name == "--from" ||
           name == "--lines";
}

} // namespace

Arguments::Arguments(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg.rfind("--", 0) == 0) {
            if (m_options.count(arg))
                throw UsageError("option " + arg + " given twice");
            if (takesValue(arg)) {
                if (i + 1 >= argc)
                    throw UsageError("option " + arg + " needs a value");
                m_options[arg] = argv[++i];
            } else {
                m_options[arg] = "";
            }
        } else if (m_command.empty()) {
            m_command = arg;
        } else if (m_positional.empty()) {
            m_positional = arg;
        } else {
            throw UsageError("unexpected argument \"" + arg + "\"");
        }
    }
}

void Arguments::allowOnly(std::initializer_list<std::string_view> names, bool takesPositional) const
{
    for (const auto& [name, value] : m_options)
        if (std::find(names.begin(), names.end(), name) == names.end())
            throw UsageError("unknown option " + name + " for command " + m_command);
    if (!m_positional.empty() && !takesPositional)
        throw UsageError("unexpected argument \"" + m_positional + "\"");
}

std::optional<std::string> Arguments::value(const std::string& name) const
{
    const auto it = m_options.find(name);
    if (it == m_options.end())
        return std::nullopt;
    return it->second;
}

bool Arguments::flag(const std::string& name) const { return m_options.count(name) > 0; }

core::Variant Arguments::variant() const
{
    const auto id = value("--variant");
    if (!id)
        throw UsageError("missing --variant (one of: international, polish, twenty-vs-ten, corner, last-man)");
    const auto variant = core::variantFromId(*id);
    if (!variant)
        throw UsageError("unknown variant \"" + *id +
                         "\" (expected international, polish, twenty-vs-ten, corner or last-man)");
    return *variant;
}

rules::RuleSet Arguments::ruleSet(core::Variant variant) const
{
    const auto id = value("--rules");
    if (!id)
        return rules::RuleSet::Original;
    const auto ruleSet = rules::ruleSetFromId(*id);
    if (!ruleSet)
        throw UsageError("unknown rule set \"" + *id + "\" (expected original or fmjd)");
    if (!rules::offersRuleSet(variant, *ruleSet))
        throw UsageError("the rule set " + *id + " is for international only");
    return *ruleSet;
}

int Arguments::integer(const std::string& name, int min, int max) const
{
    const auto text = value(name);
    if (!text)
        throw UsageError("missing " + name);
    int number = 0;
    const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), number);
    if (text->empty() || error != std::errc{} || end != text->data() + text->size() || number < min || number > max)
        throw UsageError(name + " must be a whole number from " + std::to_string(min) + " to " + std::to_string(max) +
                         ", not \"" + *text + "\"");
    return number;
}

std::size_t searchThreads(const Arguments& args)
{
    return args.flag("--threads") ? static_cast<std::size_t>(args.integer("--threads", 1, 256)) : 1;
}

core::Position positionFrom(const Arguments& args, core::Variant variant)
{
    const auto fen = args.value("--fen");
    if (!fen)
        return rules::startPosition(variant, args.ruleSet(variant));
    const auto parsed = notation::readFen(variant, *fen);
    if (!parsed)
        throw UsageError(parsed.error().message + " (at column " + std::to_string(parsed.error().column) + ")");
    return *parsed;
}

bool naturalLess(std::string_view a, std::string_view b)
{
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (std::isdigit(static_cast<unsigned char>(a[i])) && std::isdigit(static_cast<unsigned char>(b[j]))) {
            long x = 0, y = 0;
            while (i < a.size() && std::isdigit(static_cast<unsigned char>(a[i])))
                x = x * 10 + (a[i++] - '0');
            while (j < b.size() && std::isdigit(static_cast<unsigned char>(b[j])))
                y = y * 10 + (b[j++] - '0');
            if (x != y)
                return x < y;
        } else {
            if (a[i] != b[j])
                return a[i] < b[j];
            ++i;
            ++j;
        }
    }
    return a.size() - i < b.size() - j;
}

} // namespace draughts::cli
