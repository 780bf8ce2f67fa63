#include "dxp_report.hpp"

#include "output_file.hpp"

#include <draughts/pdn/pdn_writer.hpp>

#include <iomanip>
#include <sstream>

namespace draughts::cli {

namespace {

// DXP games are played by the FMJD's rules, not by the original text's
// 30-move counter (dxp/game_rules.hpp). Our reader takes a game without the
// program's own MissedCaptures tag as a published game and lets it go on
// past the counter, so the tag is left out (captures are compulsory in a
// published game anyway).
std::string asPublishedGame(std::string pdn)
{
    const std::string tag = "[MissedCaptures \"compulsory\"]\n";
    if (const std::size_t at = pdn.find(tag); at != std::string::npos)
        pdn.erase(at, tag.size());
    return pdn;
}

std::string perMove(std::chrono::milliseconds total, int moves)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(2)
         << (moves > 0 ? static_cast<double>(total.count()) / 1000.0 / moves : 0.0) << " s over " << moves
         << (moves == 1 ? " move" : " moves");
    return text.str();
}

// The first `plies` moves of `game` as written in its history, e.g. "32-28 19-23".
std::string openingText(const game::Game& game, std::size_t plies)
{
    std::string text;
    for (std::size_t ply = 0; ply < plies && ply < game.history().size(); ++ply)
        text += (ply == 0 ? "" : " ") + game.history()[ply].text;
    return text;
}

} // namespace

DxpReport::DxpReport(std::ostream& out, std::string ourName, std::optional<std::string> pdnPath, std::string event)
    : m_out(out), m_ourName(std::move(ourName)), m_pdnPath(std::move(pdnPath)), m_event(std::move(event))
{}

void DxpReport::add(const DxpGame& played)
{
    ++m_games;
    m_opponent = played.opponent;
    const game::Result result = played.game.result();
    const bool weAreWhite = played.ourSide == core::Side::White;
    const std::string white = weAreWhite ? m_ourName : played.opponent;
    const std::string black = weAreWhite ? played.opponent : m_ourName;
    if (!played.finished || !result.isOver()) {
        ++m_unfinished;
    } else if (result.outcome == game::Outcome::Draw) {
        ++m_draws;
    } else if ((result.outcome == game::Outcome::WhiteWins) == weAreWhite) {
        ++m_wins;
    } else {
        ++m_losses;
    }
    m_time = {m_time.ours + played.time.ours, m_time.theirs + played.time.theirs,
              m_time.ourMoves + played.time.ourMoves, m_time.theirMoves + played.time.theirMoves};
    const std::string token(pdn::resultToken(played.game.variant(), result));
    m_out << "game " << m_games << ": " << white << " (White) - " << black << " (Black) " << token << ' '
          << played.ending << ", " << played.game.history().size() << " plies";
    if (m_openingPlies > 0)
        m_out << ", opening " << openingText(played.game, m_openingPlies);
    m_out << '\n' << std::flush;
    if (m_pdnPath) {
        const std::vector<pdn::Tag> tags{
            {"Event", m_event}, {"Round", std::to_string(m_games)}, {"White", white}, {"Black", black}};
        std::vector<std::string> comments(played.game.history().size() + 1);
        comments.back() = played.ending;
        m_pdn += asPublishedGame(pdn::writePdn(played.game, tags, comments));
        writeFileAtomically(*m_pdnPath, m_pdn);
    }
}

void DxpReport::summary() const
{
    if (m_games == 0)
        return;
    m_out << m_ourName << " - " << m_opponent << ": " << m_wins << '-' << m_draws << '-' << m_losses
          << " (wins-draws-losses of " << m_ourName << ")";
    if (m_unfinished > 0)
        m_out << ", " << m_unfinished << " unfinished";
    m_out << '\n'
          << "time per move: " << m_ourName << ' ' << perMove(m_time.ours, m_time.ourMoves) << ", " << m_opponent << ' '
          << perMove(m_time.theirs, m_time.theirMoves) << '\n';
}

} // namespace draughts::cli
