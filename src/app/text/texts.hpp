#pragma once

#include "values/game_setup.hpp"

#include <draughts/core/parsed.hpp>
#include <draughts/engine/explanation.hpp>
#include <draughts/engine/analysis.hpp>
#include <draughts/game/game.hpp>
#include <draughts/pdn/pdn_reader.hpp>
#include <draughts/rules/explanation.hpp>
#include <draughts/rules/setup_check.hpp>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <string_view>
#include <vector>

namespace draughts::app {

class MoveInput;

// Every sentence the window says about the games, in the window's language
// (the context "Texts" of translations/*.ts): names and results, the state
// of a game, what just happened, why a click did nothing and what the rules
// ask (from the rules library's reason codes), and why a position or a file
// could not be read (from the readers' problem codes). Widgets keep only
// their own labels: menus, headings, buttons, tool tips.
class Texts {
    Q_DECLARE_TR_FUNCTIONS(Texts)

public:
    // ---- Names (texts.cpp) --------------------------------------------------
    static QString fromUtf8(std::string_view text);
    static QString side(core::Side side); // "White", "Black"
    // The name given, or the side's name in the window's language for the default names.
    static QString player(const GameSetup& setup, core::Side side);
    static QString computer(int level); // "Computer, level 5"
    // A player card's name: "Computer, level 5 (Black)", or only "Black" for an unnamed person.
    static QString playerAndSide(const GameSetup& setup, core::Side side);
    // The name notation uses: "27" on 10x10 boards, "c3" on 8x8.
    static QString square(core::Variant variant, core::Square square);
    // A move as notation writes it among the legal moves of `game` ("27x7").
    static QString move(const game::Game& game, const core::Move& move);
    static QString pieces(int count); // "1 piece", "3 pieces"
    // How a finished game ended, naming the players: "Jana wins: Petr cannot
    // move"; the colours when neither player has a name of his own.
    static QString result(const game::Result& result, const GameSetup& setup);
    // The result as the game's PDN file ends it ("2-0", "1-1"), "*" while it goes on.
    static QString resultToken(const game::Game& game);

    // ---- The games (game_list.cpp) ------------------------------------------
    // The games the program offers, in the order the New Game dialog lists
    // them: the one place of the window that names them one by one.
    static const std::vector<core::Variant>& games();
    static QString gameTitle(core::Variant variant);       // "Corner Checkers", "Rohová dáma"
    static QString gameDescription(core::Variant variant); // one line, for the New Game dialog
    // One line for each of International's rule sets where a game starts (New
    // Game, the welcome): "FMJD: White first, capture compulsory — …"; the
    // original text's line says what `rule` does with a missed capture.
    static QString ruleSetLine(rules::RuleSet ruleSet, game::MissedCaptureRule rule);

    // ---- The game as it stands (texts.cpp) ----------------------------------
    // Whose turn and what is due ("Black: move 1 of 2"), or the result.
    static QString turn(const game::Game& game, const GameSetup& setup);
    // "No capture for 12 of 30 moves"; empty for games without the counter.
    // The draw count that runs: the original text's 30-move counter, or
    // under the FMJD's rules whichever of their counts runs (none when the
    // game is over), as text and in plies.
    static QString drawCounter(const game::Game& game);
    struct CounterProgress {
        int value = 0;
        int limit = 0; // 0: no count runs
    };
    static CounterProgress counterProgress(const game::Game& game);
    // The claim banner: what `offender` missed and what `claimant` may do
    // about it (the banner speaks to both players at one board, so it names
    // who acts); empty when no claim is on offer.
    static QString claimOffer(const game::Game& game, const QString& offender, const QString& claimant,
                              bool pieceClaimable, bool handStoneClaimable);
    // The side panel's claims: "Black may claim a piece".
    static QString claimsOnOffer(const game::Game& game, const QString& claimant, bool pieceClaimable,
                                 bool handStoneClaimable);
    // A game read from a file that went on past a counted draw: where the
    // rules had ended it, for the move list and the Why? box.
    static QString passedDraw(const game::Game& game, const GameSetup& setup);
    // To the Last Man's number on a stone (last-man.md §5.4): "captured
    // twice since it last moved; at 3 it can no longer be jumped".
    static QString captureCountNote(core::Variant variant, int count);
    // A move list cell's tool tip about a violation: "37-32: missed a compulsory capture".
    static QString violationNote(const game::HistoryEntry& entry, const game::Violation& violation);

    // ---- What just happened (texts.cpp) -------------------------------------
    static QString newGame(core::Variant variant);
    static QString opened(core::Variant variant);
    // "White played 32-28", with what was missed, or the second move of Black's turn that follows.
    static QString played(const game::Game& game, const GameSetup& setup);
    static QString claimed(const game::Game& game, const GameSetup& setup);
    static QString claimsDeclined(const QString& player);
    static QString drawDeclined(const QString& offeredTo, const QString& offeredBy);
    static QString undone();
    // A take-back asked of the person across the network, and his no.
    static QString takeBackAsked(const QString& askedOf);
    static QString takeBackDeclined(const QString& askedOf);
    static QString redone();
    static QString droppedBack();
    static QString continuedHere();
    // "Reviewing: position after move 12 (White)", "… move 12… (Black)": the
    // position after the first `shown` actions of `history`, named as the
    // move list numbers the move (game::sheetPlace).
    static QString reviewing(const std::vector<game::HistoryEntry>& history, std::size_t shown);
    // Play between computers stopped, and how it goes on (from the latest
    // position when an earlier one is shown).
    static QString playPaused(bool reviewing);
    // Both in one status line: "Reviewing: … 6 of 8. Play is paused. …".
    static QString reviewingPaused(const std::vector<game::HistoryEntry>& history, std::size_t shown);
    static QString playResumed();
    static QString gameIsOver(const game::Result& result, const GameSetup& setup);

    // ---- The rules at work (explanation_texts.cpp) --------------------------
    // Why a click did nothing (rules::explainSelection, rules::explainTarget).
    static QString refusal(const game::Game& game, const rules::Explanation& why);
    // A piece picked up: what it can do, or a warning that moving it lets the opponent claim.
    static QString picked(const game::Game& game, const GameSetup& setup, const MoveInput& input);
    // A piece picked up under the Forfeit setting that cannot make the capture
    // the rules ask (`required`): it may move, but that lets the opponent claim
    // (international.md §7.2, §7.3). The status bar and the Why? box both say it.
    static QString claimableMove(const game::Game& game, const GameSetup& setup,
                                 const std::vector<core::Move>& required);
    static QString nextLanding();
    static QString sharedLanding(core::Variant variant, core::Square square);
    // The Why? box: the claims on offer, then what the rules ask of the side
    // to move about `selected` (rules::explainDuties); empty once the game is over.
    // `glowing`: the board lights the pieces that may move (a person is to move).
    static QStringList duties(const game::Game& game, const GameSetup& setup, core::Square selected,
                              bool pieceClaimable, bool handStoneClaimable, bool glowing);
    // Game > Hint: "Hint: 27x7 takes 2 pieces".
    static QString hint(const game::Game& game, const core::Move& move);
    // A hint that goes on in the same turn: "Hint: 10-15, then 7-12".
    static QString hintThen(const QString& hint, const QString& next);

    // ---- The computer (computer_texts.cpp) -----------------------------------
    // The thinking indicator: "Thinking…", "Thinking… depth 7" (0: no depth finished yet).
    static QString thinking(int depth);
    // Why the engine's hint is good, from its reason code and numbers
    // (engine::findHint searched `position`): "Wins 1 piece in 2 moves
    // of White", "The only move", "White is 2 pieces down; the best
    // position (−1.8)". Moves are the hinted side's own turns, and the
    // sentence names the side.
    static QString hintReason(core::Variant variant, const core::Position& position, const engine::Hint& hint);
    // The material on the board from `side`'s view: "White is 2 pieces down", "Material is level".
    static QString material(core::Side side, int ahead);
    // What a score shown in the window means (its tool tip): men, from White's side.
    static QString scoreMeaning();
    // What the side panel says while the hint is being searched.
    static QString searchingHint();
    // The endgame tables' value of a position for the side to move, said
    // before a hint's reason: "Endgame tables: a win with perfect play".
    static QString hintTables(egdb::Wdl value);
    // The tables' values around a move of Analyse Game, for the side that
    // made it: "Endgame tables: a win before the move, a draw after it".
    static QString analysisTables(egdb::Wdl before, std::optional<egdb::Wdl> after);
    // The endgame tables' build (EndgameTablesKeeper) in the status bar.
    static QString tablesBuilding(core::Variant variant, const QString& folder);
    static QString tablesReady(core::Variant variant, int pieces);
    static QString tablesFailed(core::Variant variant, const QString& reason);
    static QString tablesStopped(core::Variant variant);

    // ---- Analyse Game (analysis_texts.cpp) -----------------------------------
    // A move as notation writes it among the legal moves of `before`.
    static QString moveIn(core::Variant variant, const core::Position& before, const core::Move& move);
    // A value from White's view: "+1.3", "−0.4" (pieces), "White wins in 5 plies".
    static QString evaluation(engine::Score whiteView);
    // A score in men, signed: "+1.3", "−0.4"; "0.0" for one that rounds to nothing.
    static QString signedScore(engine::Score score);
    // What the engine thinks of one move: "28-22?? is a blunder: 28-23 was better".
    static QString judgement(const QString& played, engine::Judgement judgement, const QString& better);
    // The comment a saved game gets beside a mistake: "Better: 28-23".
    // A move of a game that had already ended by its rules (a file's game
    // played on past a draw counter): the analysis gives it no verdict.
    static QString playedAfterEnd(const QString& played);
    static QString betterComment(const QString& better);
    // "Judging move 4 of 17": the number of the move being judged and the
    // game's moves, as the move list numbers them (game::sheetPlace).
    static QString analysisProgress(std::size_t number, std::size_t total);
    // "12 moves judged: 1 mistake, 2 blunders", or that it was cancelled;
    // `moves` as the move list numbers them, up to the last move judged.
    static QString analysisSummary(std::size_t moves, int mistakes, int blunders, bool cancelled);

    // ---- Setting up a position (setup_texts.cpp) ----------------------------
    // What keeps a position from being played, and how to mend it.
    static QString setupIssue(core::Variant variant, const rules::SetupIssue& issue);
    // The editor's line when the position can be played: whose move it is.
    static QString setupReady(const core::Position& position);

    // ---- Texts that could not be read (error_texts.cpp) ---------------------
    // A FEN or a written move: "FEN: ..." or "move \"32-51\": ...".
    static QString parseError(const core::ParseError& error);
    // The same without its opening: just what is wrong.
    static QString parseReason(const core::ParseError& error);
    // One game of a file: what is wrong, naming the offending text.
    static QString pdnError(const pdn::PdnError& error);

private:
    // hintReason's sentence from the reason code alone.
    static QString reasonOf(core::Variant variant, const core::Position& position, const engine::Hint& hint);
    static QString fmjdCounter(const game::Game& game);
    static QStringList fmjdDraws(const game::Game& game);
    // The captures the rules ask, as one phrase: "27x7 takes 2 pieces",
    // "27x7 or 28x6, each taking 2 pieces", "any of c3xe5 or g3xe5".
    static QString capturesAsked(const game::Game& game, const std::vector<core::Move>& captures);
    // "27x7", "27x7 or 28x6", "26x17, 27x18 or 28x19".
    static QString captureChoices(const game::Game& game, const std::vector<core::Move>& captures);
    static QString pdnSentence(const pdn::PdnError& error);
    static QString duty(const game::Game& game, const rules::Explanation& why, bool claims, bool glowing);
};

} // namespace draughts::app
