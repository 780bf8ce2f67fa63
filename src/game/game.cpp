#include <draughts/game/game.hpp>

#include <draughts/notation/move_text.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>
#include <draughts/rules/outcome.hpp>

#include <algorithm>

namespace draughts::game {

using core::bitOf;
using core::contains;
using core::MoveKind;

namespace {

using rules::MoveSet;

std::string sideName(Side side) { return side == Side::White ? "White" : "Black"; }

// Copies only the moves in the list, not the whole fixed-size storage.
void copyMoves(const MoveList& from, MoveList& to)
{
    to.clear();
    for (const Move& m : from)
        to.push(m);
}

Bitboard capturingPieces(const MoveList& moves)
{
    Bitboard from = 0;
    for (const Move& m : moves)
        if (m.isCapture())
            from |= bitOf(m.from);
    return from;
}

} // namespace

std::string describe(const Result& result)
{
    if (!result.isOver())
        return "Game in progress";
    if (result.outcome == Outcome::Draw) {
        switch (result.reason) {
        case EndReason::DrawCounter: return "Draw: 30 moves without a capture";
        case EndReason::Repetition: return "Draw: the same position a third time";
        case EndReason::KingMovesOnly: return "Draw: 25 moves each with kings only";
        case EndReason::SixteenMoves: return "Draw: 16 moves each against a lone king";
        case EndReason::FiveMoves: return "Draw: 5 moves each against a lone king";
        default: return "Draw by agreement";
        }
    }
    const Side winner = result.outcome == Outcome::WhiteWins ? Side::White : Side::Black;
    const std::string loser = sideName(opposite(winner));
    std::string text = sideName(winner) + " wins: ";
    switch (result.reason) {
    case EndReason::NoPieces: return text + loser + " has no pieces left";
    case EndReason::NoMoves: return text + loser + " cannot move";
    case EndReason::BlackCannotMoveTwice: return text + "Black cannot make two moves";
    case EndReason::Resignation: return text + loser + " resigned";
    case EndReason::TimeForfeit: return text + loser + " ran out of time";
    default: return text;
    }
}

Game::Game(Variant variant, MissedCaptureRule rule) : Game(variant, rules::startPosition(variant), rule) {}

Game::Game(Variant variant, const Position& start, MissedCaptureRule rule)
    : m_variant(variant), m_rule(rule), m_start(start)
{
    m_state.position = start;
    refresh();
    m_state.result = computeResult();
}

Game::Game(Variant variant, rules::RuleSet ruleSet) : Game(variant, ruleSet, rules::startPosition(variant, ruleSet)) {}

Game::Game(Variant variant, rules::RuleSet ruleSet, const Position& start)
    : m_variant(variant), m_rule(MissedCaptureRule::Compulsory), m_ruleSet(ruleSet), m_start(start)
{
    // international.md §10.2: no forfeit under the FMJD's rules; §10.3 to
    // §10.6 replace the 30-move counter.
    if (ruleSet == rules::RuleSet::Original)
        m_rule = MissedCaptureRule::Forfeit;
    m_state.position = start;
    m_state.fmjd = rules::fmjdCountersAt(start);
    refresh();
    m_state.result = computeResult();
}

int Game::repetitions() const
{
    if (m_ruleSet != rules::RuleSet::Fmjd)
        return 1;
    const auto same = [&](const HistoryEntry& entry) { return rules::samePlacement(entry.before, position()); };
    return 1 + static_cast<int>(std::count_if(m_history.begin(), m_history.end(), same));
}

bool Game::placementDue() const { return m_state.claimedStoneDue || rules::placementDue(m_variant, position()); }

bool Game::isViolation(const Move& move) const { return m_permitted.contains(move) && !m_legal.contains(move); }

bool Game::play(const Move& move)
{
    if (!perform(Action{Action::Kind::Move, move, NoSquare}))
        return false;
    m_redo.clear();
    return true;
}

bool Game::claim(Square square)
{
    if (!perform(Action{Action::Kind::Claim, Move::placement(NoSquare), square}))
        return false;
    m_redo.clear();
    return true;
}

bool Game::claimHandStone() { return claim(NoSquare); }

bool Game::perform(const Action& action)
{
    if (m_state.result.isOver())
        return false;
    HistoryEntry entry;
    entry.action = action;
    entry.side = sideToMove();
    entry.before = position();
    const State before = m_state;
    if (action.kind == Action::Kind::Move) {
        const Move* made = std::find(m_permitted.begin(), m_permitted.end(), action.move);
        if (made == m_permitted.end())
            return false;
        entry.action.move = *made; // keep the generator's route for notation
        entry.text = notation::formatMove(m_variant, *made, m_permitted);
        entry.committed = violationsOf(*made);
        applyMove(*made, entry.committed);
    } else {
        if (action.claimed == NoSquare ? !canClaimHandStone() : !contains(claimablePieces(), action.claimed))
            return false;
        entry.text = action.claimed == NoSquare ? std::string(notation::handClaimText)
                                                : notation::formatClaim(m_variant, action.claimed);
        applyClaim(action.claimed);
    }
    m_history.push_back(std::move(entry));
    m_snapshots.push_back(before);
    return true;
}

std::vector<Violation> Game::violationsOf(const Move& move) const
{
    std::vector<Violation> found;
    if (m_legal.contains(move))
        return found;
    const Side us = sideToMove();
    Position regular = position();
    if (placementDue() && move.kind != MoveKind::Placement) {
        found.push_back({Violation::Kind::MissedPlacement, us, 0, m_history.size()});
        regular.placedThisTurn = true;
    }
    MoveList regularLegal;
    rules::generateMoves(m_variant, regular, regularLegal, MoveSet::Legal);
    if (move.kind != MoveKind::Placement && !regularLegal.contains(move))
        found.push_back({Violation::Kind::MissedCapture, us, capturingPieces(regularLegal), m_history.size()});
    return found;
}

// Keeps the offenders of every tracked violation on the pieces themselves.
void Game::followPieces(const Move& move, Side mover)
{
    const Position& now = position();
    auto follow = [&](Violation& v) {
        if (v.by == mover && move.kind != MoveKind::Placement && contains(v.offenders, move.from)) {
            v.offenders &= ~bitOf(move.from);
            v.offenders |= bitOf(move.to);
        }
        v.offenders &= now.pieces(v.by); // captured, flipped or sent to the hand
    };
    std::for_each(m_state.pending.begin(), m_state.pending.end(), follow);
    std::for_each(m_state.thisTurn.begin(), m_state.thisTurn.end(), follow);
}

void Game::applyMove(const Move& move, const std::vector<Violation>& committed)
{
    const Side us = sideToMove();
    const Position before = position();
    m_state.position = rules::afterMove(m_variant, before, move);
    if (m_ruleSet == rules::RuleSet::Fmjd)
        m_state.fmjd = rules::fmjdCountersAfter(m_state.fmjd, before, move, position());
    if (move.kind != MoveKind::Placement)
        m_state.pending.clear(); // international.md §7.4: an unused claim lapses once the claimant moves
    else
        m_state.claimedStoneDue = false;
    m_state.thisTurn.insert(m_state.thisTurn.end(), committed.begin(), committed.end());
    followPieces(move, us);
    if (sideToMove() != us) {
        m_state.pending = std::move(m_state.thisTurn);
        m_state.thisTurn.clear();
    }
    refresh();
    settleResult(m_history.size() + 1); // the action is not in the history yet
}

void Game::applyClaim(Square square)
{
    Position& p = m_state.position;
    const Side us = sideToMove();
    const Side them = opposite(us);
    auto consumed = m_state.pending.end();
    if (square == NoSquare) {
        // last-man.md §7.4: the unplaced stone is flipped into the claimant's hand.
        consumed = std::find_if(m_state.pending.begin(), m_state.pending.end(),
                                [](const Violation& v) { return v.kind == Violation::Kind::MissedPlacement; });
        --p.hand[static_cast<std::size_t>(them)];
        ++p.hand[static_cast<std::size_t>(us)];
        // last-man.md §7.4: the claimant places it at once if a square of his first row is free.
        m_state.claimedStoneDue = (rules::facts(m_variant).homeRowOf(us) & ~p.occupied()) != 0;
    } else {
        consumed = std::find_if(m_state.pending.begin(), m_state.pending.end(),
                                [&](const Violation& v) { return contains(claimableBy(v), square); });
        const rules::Facts& game = rules::facts(m_variant);
        p.pieces(them) &= ~bitOf(square);
        if (game.flipsCaptured)
            p.pieces(us) |= bitOf(square); // last-man.md §7.3: the claim flips the stone
        else
            p.kings &= ~bitOf(square);
        if (game.captureLimit > 0)
            ++p.captureCount[square]; // last-man.md §9.8: and counts as a capture
        p.quietPlies = 0;             // international.md §8.3: a claim resets the draw counter
    }
    const std::size_t ply = consumed->ply;
    // international.md §7.5: one claim per violating move.
    std::erase_if(m_state.pending, [ply](const Violation& v) { return v.ply == ply; });
    for (Violation& v : m_state.pending)
        v.offenders &= p.pieces(them);
    refresh();
    settleResult(m_history.size() + 1);
}

Bitboard Game::claimableBy(const Violation& violation) const
{
    if (violation.kind != Violation::Kind::MissedCapture)
        return 0;
    // last-man.md §7.3: a stone at the capture limit cannot be claimed either.
    return violation.offenders & position().pieces(violation.by) & ~rules::unjumpable(m_variant, position());
}

Bitboard Game::claimablePieces() const
{
    Bitboard set = 0;
    if (!m_state.result.isOver())
        for (const Violation& v : m_state.pending)
            set |= claimableBy(v);
    return set;
}

bool Game::canClaimHandStone() const
{
    if (m_state.result.isOver())
        return false;
    const Side them = opposite(sideToMove());
    return position().hand[static_cast<std::size_t>(them)] > 0 &&
           std::any_of(m_state.pending.begin(), m_state.pending.end(),
                       [](const Violation& v) { return v.kind == Violation::Kind::MissedPlacement; });
}

void Game::refresh()
{
    if (m_state.claimedStoneDue) {
        // last-man.md §7.4: only the claimed stone's placement, which no
        // placement of the claimant's own this turn holds back.
        Position placing = position();
        placing.placedThisTurn = false;
        rules::generateMoves(m_variant, placing, m_legal, MoveSet::Legal);
        copyMoves(m_legal, m_permitted);
        return;
    }
    rules::generateMoves(m_variant, position(), m_legal, MoveSet::Legal);
    if (m_rule == MissedCaptureRule::Forfeit)
        rules::generateMoves(m_variant, position(), m_permitted, MoveSet::Permitted);
    else
        copyMoves(m_legal, m_permitted);
}

Result Game::rulesResult() const
{
    return rules::outcomeUnder(m_ruleSet, m_variant, position(), !m_legal.empty(), m_state.fmjd, repetitions());
}

Result Game::computeResult() const { return asPlayed(rulesResult()); }

Result Game::asPlayed(const Result& result) const
{
    return rules::isCountedDraw(result.reason) && !m_countedDrawsEnforced ? Result{} : result;
}

void Game::settleResult(std::size_t place)
{
    const Result result = rulesResult();
    m_state.result = asPlayed(result);
    // A counted draw the game played on past: the first is remembered.
    if (result.isOver() && !m_state.result.isOver() && !m_state.passedDraw)
        m_state.passedDraw = PassedDraw{place, result};
}

int Game::drawCounterLimit() const
{
    return m_ruleSet == rules::RuleSet::Fmjd ? 0 : rules::facts(m_variant).drawCounterLimit;
}

void Game::setCountedDrawsEnforced(bool enforced)
{
    m_countedDrawsEnforced = enforced;
    if (!m_state.declared)
        settleResult(m_history.size());
}

void Game::resign(Side side)
{
    if (m_state.result.isOver())
        return;
    m_state.result = {side == Side::White ? Outcome::BlackWins : Outcome::WhiteWins, EndReason::Resignation};
    m_state.declared = true;
}

void Game::loseOnTime(Side side)
{
    if (m_state.result.isOver())
        return;
    m_state.result = {side == Side::White ? Outcome::BlackWins : Outcome::WhiteWins, EndReason::TimeForfeit};
    m_state.declared = true;
}

void Game::agreeDraw()
{
    if (m_state.result.isOver())
        return;
    m_state.result = {Outcome::Draw, EndReason::Agreement};
    m_state.declared = true;
}

void Game::undo()
{
    if (m_state.declared) {
        m_state.declared = false;
        m_state.result = computeResult();
        return;
    }
    if (undoRestores()) {
        Dropped dropped = std::move(m_dropped.back());
        m_dropped.pop_back();
        for (const HistoryEntry& entry : dropped.actions)
            replay(entry);
        m_redo = std::move(dropped.redo);
        if (dropped.declared.isOver()) {
            m_state.result = dropped.declared;
            m_state.declared = true;
        }
        return;
    }
    if (m_history.empty())
        return;
    m_redo.push_back(m_history.back());
    takeBack();
}

void Game::takeBack()
{
    m_history.pop_back();
    m_state = m_snapshots.back();
    m_snapshots.pop_back();
    refresh();
}

void Game::truncate(std::size_t ply)
{
    if (ply >= m_history.size())
        return;
    Dropped dropped;
    dropped.length = ply;
    dropped.redo = m_redo;
    for (std::size_t i = ply; i < m_history.size(); ++i)
        dropped.actions.push_back(m_history[i]);
    if (m_state.declared) {
        dropped.declared = m_state.result;
        m_state.declared = false;
        m_state.result = computeResult();
    }
    while (m_history.size() > ply) {
        m_redo.push_back(m_history.back());
        takeBack();
    }
    m_dropped.push_back(std::move(dropped));
}

bool Game::undoRestores() const
{
    return !m_state.declared && !m_dropped.empty() && m_dropped.back().length == m_history.size();
}

Game Game::upTo(std::size_t ply) const
{
    Game earlier = *this;
    earlier.m_dropped.clear();
    if (ply >= m_history.size())
        return earlier;
    if (earlier.m_state.declared) {
        earlier.m_state.declared = false;
        earlier.m_state.result = earlier.computeResult();
    }
    while (earlier.m_history.size() > ply) {
        earlier.m_redo.push_back(earlier.m_history.back());
        earlier.takeBack();
    }
    return earlier;
}

void Game::redo()
{
    if (m_redo.empty())
        return;
    const HistoryEntry entry = std::move(m_redo.back());
    m_redo.pop_back();
    replay(entry);
}

void Game::replay(const HistoryEntry& entry)
{
    if (!perform(entry.action))
        return;
    m_history.back().notes = entry.notes;
    m_history.back().timeLeft = entry.timeLeft;
}

const PlyNotes& Game::notes(std::size_t place) const
{
    static const PlyNotes none;
    if (place == 0)
        return m_startNotes;
    return place <= m_history.size() ? m_history[place - 1].notes : none;
}

void Game::setNotes(std::size_t place, PlyNotes notes)
{
    if (place == 0)
        m_startNotes = std::move(notes);
    else if (place <= m_history.size())
        m_history[place - 1].notes = std::move(notes);
}

void Game::setTimeLeft(std::size_t index, std::optional<std::int64_t> milliseconds)
{
    if (index < m_history.size())
        m_history[index].timeLeft = milliseconds;
}

bool playRecorded(Game& game, const Action& action)
{
    if (rules::isCountedDraw(game.result().reason))
        game.setCountedDrawsEnforced(false);
    return action.kind == Action::Kind::Move ? game.play(action.move) : game.claim(action.claimed);
}

} // namespace draughts::game
