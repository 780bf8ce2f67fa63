#include <draughts/hub/client.hpp>

#include <draughts/hub/notation.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>
#include <cstdio>
#include <sstream>

namespace draughts::hub {

namespace {

// The protocol's times are seconds, a real number.
std::string protocolSeconds(std::chrono::milliseconds time)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.3f", static_cast<double>(time.count()) / 1000.0);
    return text;
}

} // namespace

const EngineParameter* EngineInfo::parameter(std::string_view wanted) const
{
    for (const EngineParameter& p : parameters)
        if (p.name == wanted)
            return &p;
    return nullptr;
}

std::vector<core::Variant> EngineInfo::variants() const
{
    const EngineParameter* variant = parameter("variant");
    if (!variant)
        return {core::Variant::International};
    std::istringstream values(variant->type == "enum" ? variant->values : variant->value);
    std::vector<core::Variant> list;
    for (std::string value; values >> value;)
        if (const auto known = variantFromValue(value);
            known && std::find(list.begin(), list.end(), *known) == list.end())
            list.push_back(*known);
    return list;
}

bool EngineInfo::plays(core::Variant variant) const
{
    const auto list = variants();
    return std::find(list.begin(), list.end(), variant) != list.end();
}

std::string EngineInfo::title() const { return version.empty() || name.empty() ? name : name + ' ' + version; }

bool readIdentification(const Message& message, EngineInfo& info)
{
    if (message.command == "id") {
        info.name = message.value("name").value_or(info.name);
        info.version = message.value("version").value_or(info.version);
        info.author = message.value("author").value_or(info.author);
    } else if (message.command == "param") {
        EngineParameter p;
        p.name = message.value("name").value_or("");
        p.value = message.value("value").value_or("");
        p.type = message.value("type").value_or("");
        p.values = message.value("values").value_or("");
        p.min = message.value("min").value_or("");
        p.max = message.value("max").value_or("");
        if (!p.name.empty())
            info.parameters.push_back(std::move(p));
    }
    return message.command == "wait";
}

std::vector<Message> initialiseMessages(const EngineInfo& info, core::Variant variant)
{
    std::vector<Message> lines;
    const std::string value(variantValue(variant));
    if (const EngineParameter* p = info.parameter("variant"); p && p->value != value)
        lines.push_back(Message{"set-param", {}}.add("name", "variant").add("value", value));
    lines.push_back(Message{"init", {}});
    return lines;
}

GameForEngine gameForEngine(const game::Game& game)
{
    const core::Variant variant = game.variant();
    const auto& history = game.history();
    std::size_t first = history.size();
    while (first > 0) {
        const game::HistoryEntry& entry = history[first - 1];
        if (entry.action.kind != game::Action::Kind::Move)
            break;
        core::MoveList legal;
        rules::generateMoves(variant, entry.before, legal);
        if (!legal.contains(entry.action.move))
            break;
        --first;
    }
    GameForEngine sent;
    sent.position = writePosition(variant, first < history.size() ? history[first].before : game.position());
    for (std::size_t i = first; i < history.size(); ++i)
        sent.moves.push_back(writeMove(variant, history[i].action.move));
    return sent;
}

std::vector<Message> thinkMessages(const GameForEngine& game, const ThinkLimit& limit)
{
    Message pos{"pos", {}};
    pos.add("pos", game.position);
    if (!game.moves.empty()) {
        std::string moves;
        for (const std::string& move : game.moves)
            moves += (moves.empty() ? "" : " ") + move;
        pos.add("moves", moves);
    }
    std::vector<Message> lines{pos};
    Message level{"level", {}};
    if (limit.moveTime.count() > 0) {
        lines.push_back(level.add("move-time", protocolSeconds(limit.moveTime)));
    } else if (limit.timeLeft.count() > 0) {
        level.add("time", protocolSeconds(limit.timeLeft));
        if (limit.increment.count() > 0)
            level.add("inc", protocolSeconds(limit.increment));
        lines.push_back(level);
    } else if (limit.nodes > 0) {
        lines.push_back(level.add("nodes", std::to_string(limit.nodes)));
    } else if (limit.depth > 0) {
        lines.push_back(level.add("depth", std::to_string(limit.depth)));
    }
    lines.push_back(Message{"go", {}}.addFlag("think"));
    return lines;
}

std::chrono::milliseconds thinkTimeout(const ClientTimeouts& timeouts, const ThinkLimit& limit)
{
    if (limit.moveTime.count() > 0)
        return limit.moveTime + timeouts.moveGrace;
    if (limit.timeLeft.count() > 0)
        return limit.timeLeft + timeouts.moveGrace;
    return timeouts.untimedMove;
}

} // namespace draughts::hub
