#pragma once

namespace draughts::app {

class AnalysisPanel;
class ChatBox;
class BoardArea;
class BoardPart;
class ClaimBanner;
class EndgameTablesKeeper;
class EvaluationBar;
class GameController;
class GameFiles;
class HintFinder;
class HintFlow;
class HumanInput;
class MoveListModel;
class NetworkGames;
class SetupFlow;
class ThinkAlongPanel;
class PlayerSeats;
class PuzzleLauncher;
class ReviewNavigator;
class SidePanel;
class SoundPlayer;
class StatusLine;
class TablesProgress;
class WhyBox;
class WindowActions;

// What the main window is made of, as MainWindow builds it: the game and
// its players, the board, the panel beside it, the files and the menus.
// The window wires them together and owns them (as Qt children); the
// program's start and the tests' fixture reach them through this, and
// nothing else of the window hands them out.
struct WindowParts {
    // The board part (BoardPart) and its three parts: the game, its rules
    // and turns; what the person does; the board with its model,
    // highlights and orientation.
    BoardPart* boardPart = nullptr;
    GameController* controller = nullptr;
    HumanInput* input = nullptr;
    BoardArea* board = nullptr;
    // Who plays the game.
    PlayerSeats* seats = nullptr;
    // Beside the board: the players, whose turn, the claims, Why?, the moves.
    SidePanel* panel = nullptr;
    ClaimBanner* banner = nullptr;
    WhyBox* whyBox = nullptr;
    MoveListModel* moveList = nullptr;
    ReviewNavigator* review = nullptr;
    AnalysisPanel* analysis = nullptr;
    // Game > Think Along: the engine's lines of the position shown.
    ThinkAlongPanel* thinkAlong = nullptr;
    // View > Evaluation Bar, between the board and the panel.
    EvaluationBar* evaluationBar = nullptr;
    // The conversation of a game over the network with a person.
    ChatBox* chat = nullptr;
    // Game > Hint: its flow and the flow's search.
    HintFlow* hintFlow = nullptr;
    HintFinder* hints = nullptr;
    // The endgame tables of the computer, the hint and the analysis, and
    // their build in the status bar.
    EndgameTablesKeeper* tables = nullptr;
    TablesProgress* tablesProgress = nullptr;
    // Files, the clipboard and the autosave.
    GameFiles* files = nullptr;
    SoundPlayer* sound = nullptr;
    // The status bar's sentences, and the menus.
    StatusLine* statusLine = nullptr;
    WindowActions* actions = nullptr;
    // Puzzles and Guess the move: the Puzzles menu and its windows.
    PuzzleLauncher* puzzles = nullptr;
    // Game > Play Over the Network…: hosting or joining a game with a person.
    NetworkGames* network = nullptr;
    // Edit > Set Up Position…: the position editor and what follows it.
    SetupFlow* setup = nullptr;
};

} // namespace draughts::app
