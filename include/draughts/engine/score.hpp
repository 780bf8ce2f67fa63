#pragma once

#include <cstdlib>

namespace draughts::engine {

// A score in centipieces: one man is worth 100, so "+100" reads as "a man
// ahead". Scores are always from the view of the side to move. A found win
// or loss is encoded far outside the range of any evaluation, with the
// number of plies to the end of the game, so that a quicker win (a slower
// loss) scores higher.
using Score = int;

inline constexpr Score ManValue = 100;
inline constexpr Score DrawScore = 0;
inline constexpr Score WinScore = 1'000'000;
inline constexpr Score InfiniteScore = WinScore + 1;
// Longest line the search follows, in plies (search and quiescence).
inline constexpr int MaxPly = 128;

// The side to move wins / loses `plies` plies from now.
constexpr Score winIn(int plies) { return WinScore - plies; }
constexpr Score lossIn(int plies) { return -WinScore + plies; }

constexpr bool isWin(Score score) { return score >= WinScore - 10 * MaxPly; }
constexpr bool isLoss(Score score) { return score <= -WinScore + 10 * MaxPly; }
constexpr bool isDecisive(Score score) { return isWin(score) || isLoss(score); }
// Plies to the end of the game for a win or loss score.
constexpr int pliesToEnd(Score score) { return WinScore - (score < 0 ? -score : score); }

// A win or loss known from the endgame tables where they do not count the
// plies to the end (docs/engine.md, "Endgame tables"): beyond any
// evaluation, below every win the search finds itself or the tables count;
// `plies` is how far from the root the tables were asked.
inline constexpr Score TableWinScore = WinScore / 2;
constexpr Score tableWinIn(int plies) { return TableWinScore - plies; }
constexpr Score tableLossIn(int plies) { return -TableWinScore + plies; }
constexpr bool isTableWin(Score score) { return score <= TableWinScore && score >= TableWinScore - 10 * MaxPly; }
constexpr bool isTableLoss(Score score) { return score >= -TableWinScore && score <= -TableWinScore + 10 * MaxPly; }

// Won or lost with perfect play: found by the search or known from the tables.
constexpr bool isWon(Score score) { return isWin(score) || isTableWin(score); }
constexpr bool isLost(Score score) { return isLoss(score) || isTableLoss(score); }

} // namespace draughts::engine
