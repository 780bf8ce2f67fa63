#include <draughts/game/score_sheet.hpp>

#include <algorithm>
#include <cstddef>

namespace draughts::game {

std::vector<ScoreSheetRow> scoreSheet(std::span<const HistoryEntry> history)
{
    std::vector<ScoreSheetRow> rows;
    for (std::size_t i = 0; i < history.size(); ++i) {
        const core::Side side = history[i].side;
        const bool turnStarts = i == 0 || history[i - 1].side != side;
        // The PDN writer's rule: the number goes up before every White turn but the first action.
        if (rows.empty() || (turnStarts && side == core::Side::White)) {
            ScoreSheetRow row;
            row.number = rows.empty() ? 1 : rows.back().number + 1;
            rows.push_back(row);
        }
        ScoreSheetRow& row = rows.back();
        const auto s = static_cast<std::size_t>(side);
        if (turnStarts)
            row.first[s] = i;
        row.end[s] = i + 1;
    }
    return rows;
}

int movesCounted(const std::vector<HistoryEntry>& history)
{
    const std::vector<ScoreSheetRow> rows = scoreSheet(history);
    return rows.empty() ? 0 : rows.back().number;
}

SheetPlace sheetPlace(const std::vector<HistoryEntry>& history, std::size_t actions)
{
    if (actions == 0)
        return {};
    // Only the rows up to the action are needed.
    const std::span<const HistoryEntry> upTo(history.data(), std::min(actions, history.size()));
    const std::vector<ScoreSheetRow> rows = scoreSheet(upTo);
    if (rows.empty())
        return {};
    return {rows.back().number, upTo.back().side};
}

int movesCounted(const GameRecord& record) { return movesCounted(record.replay().history()); }

} // namespace draughts::game
