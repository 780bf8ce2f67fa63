#pragma once

#include "dxp_runner.hpp"

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace draughts::cli {

// What draughts-cli prints and writes of DXP games: one line per game as it
// ends, every game so far in the PDN file (rewritten after each, so that no
// game is lost), and at the end our wins, draws and losses and the time
// each side took per move.
class DxpReport {
public:
    DxpReport(std::ostream& out, std::string ourName, std::optional<std::string> pdnPath, std::string event);

    // Games that begin with an opening of this many plies, played before the
    // request, name it in their line (a match's opening list).
    void setOpeningPlies(std::size_t plies) { m_openingPlies = plies; }

    void add(const DxpGame& played);
    void summary() const;

private:
    std::ostream& m_out;
    std::string m_ourName;
    std::optional<std::string> m_pdnPath;
    std::string m_event;
    std::string m_opponent;
    std::string m_pdn;
    std::size_t m_openingPlies = 0;
    int m_games = 0;
    int m_wins = 0, m_draws = 0, m_losses = 0, m_unfinished = 0;
    dxp::Session::TimeUse m_time;
};

} // namespace draughts::cli
