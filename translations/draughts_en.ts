<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Accessibility</name>
    <message>
        <source>Choose a game and the players&apos; names, and start it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer the opponent a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close Draughts; the game is kept for next time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last move or claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again the move taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the board round, Black at the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the pieces that may move and where they may go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About this program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a glowing piece, then where it goes. Keyboard: arrow keys move the frame, Space or Enter picks up and puts down, Escape lets go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The moves of the game so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the stone the opponent left in hand instead of placing it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the claim lapse and just make your move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The white player: pieces left, and stones in hand in To the Last Man</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The black player: pieces left, and stones in hand in To the Last Man</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the board&apos;s theme, square names, orientation and sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When two people play at this computer, turn the board to the one whose turn it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the squares as the moves and hints do: numbers on the squares, or letters and digits along the edges in To the Last Man</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sound for each move, capture and crowning, and at the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the computer play its best move found so far</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Draughts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>it holds no game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds more than one game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game saved when the program last ran could not be read (%1); it was set aside as %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DialogFilePrompter</name>
    <message>
        <source>PDN games (*.pdn);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has moves that are not saved in a file. Save it before Draughts closes? It also comes back at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has moves that are not saved in a file. Save it before another game replaces it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Play on from this position? The later moves of the game (%n move(s)) will be dropped; Undo brings them back.</source>
        <translation>
            <numerusform>Play on from this position? The later moves of the game (%n move) will be dropped; Undo brings it back.</numerusform>
            <numerusform>Play on from this position? The later moves of the game (%n moves) will be dropped; Undo brings them back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DialogPrompter</name>
    <message>
        <source>Draw offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offers a draw.

%2, do you accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, do you really resign this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks to take back the last move.

%2, do you agree?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzleHelp</name>
    <message>
        <source>Puzzles Help</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzleTexts</name>
    <message>
        <source>White to play and win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to play and win</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>White to play and win %n man(s)</source>
        <translation>
            <numerusform>White to play and win %n man</numerusform>
            <numerusform>White to play and win %n men</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black to play and win %n man(s)</source>
        <translation>
            <numerusform>Black to play and win %n man</numerusform>
            <numerusform>Black to play and win %n men</numerusform>
        </translation>
    </message>
    <message>
        <source>White to play and crown a man</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to play and crown a man</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White to play and draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to play and draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not this move: after it the opponent wins by force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not this move: it loses %n piece(s).</source>
        <translation>
            <numerusform>Not this move: it loses %n piece.</numerusform>
            <numerusform>Not this move: it loses %n pieces.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not this move: after it a man of the opponent is crowned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not this move: it wins %n piece(s), but does not force the goal.</source>
        <translation>
            <numerusform>Not this move: it wins %n piece, but does not force the goal.</numerusform>
            <numerusform>Not this move: it wins %n pieces, but does not force the goal.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not this move: it loses nothing, but does not force the goal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the side to move has no move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the puzzle has no solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the solution makes a claim (%1); puzzles are played with compulsory captures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the move %1 of the solution leaves out a compulsory capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the goal &quot;%1&quot; is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the theme &quot;%1&quot; is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tag %1 has the value &quot;%2&quot;, which is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1, line %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game&apos;s move: %n point(s).</source>
        <translation>
            <numerusform>The game&apos;s move: %n point.</numerusform>
            <numerusform>The game&apos;s move: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another move the engine finds as good: %n point(s).</source>
        <translation>
            <numerusform>Another move the engine finds as good: %n point.</numerusform>
            <numerusform>Another move the engine finds as good: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A weaker move: %n point(s).</source>
        <translation>
            <numerusform>A weaker move: %n point.</numerusform>
            <numerusform>A weaker move: %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>The solution: %1. Next gives another puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solution: [%1] %2. The moves in brackets were played already. Next gives another puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After this move: %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After this move: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted: this move also wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Accepted: this move also wins %n man(s).</source>
        <translation>
            <numerusform>Accepted: this move also wins %n man.</numerusform>
            <numerusform>Accepted: this move also wins %n men.</numerusform>
        </translation>
    </message>
    <message>
        <source>Accepted: this move also crowns a man.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted: this move also draws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shortest way starts with %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>empty FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side to move must be W or B, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second piece list for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a square of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad range &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square %1 is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number from 0 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field %1 is only used in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand field needs two numbers, e.g. H1,0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capture count &quot;%1&quot; must look like c3=2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field %1 takes no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field D must name a Black piece, with Black to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capture count given for the empty square %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%2&quot; is not a square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no stone can be placed on %2 now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a square is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a start and an end square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixes &apos;-&apos; and &apos;x&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ambiguous, it could be %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a possible move here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FEN: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;)&apos; without a &apos;(&apos; before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;$&apos; must be followed by a number (a NAG such as $1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comment &apos;{&apos; is not closed by &apos;}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variation &apos;(&apos; is not closed by &apos;)&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag %1: the tag name is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag %1: the value must follow the name in double quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag %1: the value is not closed on its line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag %1: &apos;]&apos; is missing after the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag %1: the game has a second %2 tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag %1: unknown variant (expected %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag %1: contradicts the GameType tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag %1: contradicts the Variant tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag %1: expected &quot;forfeit&quot; or &quot;compulsory&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag %1: only GameType %2 (%3 draughts) is supported; the other games of this program use a Variant tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag %1: the start colour must be W or B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag %1: %2 draughts is played on a %3x%3 board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag %1: only numeric square notation (N) is supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FEN &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAG $%1: must be a number from 0 to 255</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the game is already over (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 to move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claim &quot;%1&quot;: there is no unplaced stone to claim now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claim &quot;%1&quot;: &quot;%2&quot; is not a square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claim &quot;%1&quot;: no piece on %2 can be claimed now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result %1 contradicts the game: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is Black&apos;s turn (move %1 of 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is White&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is Black&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces stand on the light squares in this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces stand on the dark squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: select one of your pieces, then its destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This piece made Black&apos;s first move; the second move must be made with another piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This stone can only step backward, which is allowed only when no stone can step forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This piece cannot move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces move on the light squares in this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces move on the dark squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That square is occupied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces move diagonally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stones step forward (backward only when stuck)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Men step forward only (they capture both ways)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stones step backward only when none of your stones can step forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A man moves two squares only when it jumps an enemy piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A man moves one square at a time; only kings fly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The piece on %1 cannot reach %2 in one move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First place a stone from your hand on a glowing square of your first row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A capture is compulsory: %1 takes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The largest capture is compulsory: %1 takes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stone from hand should be placed first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Careful: %1. Moving this piece lets %2 claim.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now click the square to move it to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2: click where it lands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now click the next landing square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several captures end on %1: click the landing squares one by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may claim: the opponent did not make a compulsory capture. Select a glowing stone to turn it over, or decline the claim.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may claim: the opponent did not make a compulsory capture. Select a glowing piece to remove it, or decline the claim.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may take the stone the opponent left in hand instead of placing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have a stone in hand: place it on a glowing square of your first row before you move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black moves twice. The piece on %1 made the first move, so the second move must be made with another piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A capture is compulsory, and the capture taking the most pieces must be chosen: %1 takes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This piece cannot capture, but a capture is compulsory: %1 takes %2. Choose a piece that can capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This piece must capture: a capture is compulsory. Its longest capture, %1, takes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This piece must capture: a capture is compulsory, and the largest one must be chosen. %1 takes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stones step forward. A backward step is allowed only when none of your stones can step forward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of your stones can step forward, so your stones may step backward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This stone may step forward only: a stone steps backward only when none of your stones can step forward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This stone cannot step backward now: that is allowed only when none of your stones can step forward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s men are crowned only on %2, the squares beside the enemy&apos;s corner; the rest of the far row does not crown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No capture is due: move any glowing piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No capture is due: this piece may go to any marked square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: place a stone on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1 takes %n piece(s)</source>
        <translation>
            <numerusform>Hint: %1 takes %n piece</numerusform>
            <numerusform>Hint: %1 takes %n pieces</numerusform>
        </translation>
    </message>
    <message>
        <source>International</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10×10, 20 men a side, flying kings; the largest capture is compulsory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10×10, 15 men a side; a man crowned during a capture stops there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twenty vs Ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>20 white men against 10 black men that move twice each turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corner Checkers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played on the light squares; men are crowned only in the far corner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the Last Man</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8×8 stones that change colour when captured and return from the far row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n piece</numerusform>
            <numerusform>%n pieces</numerusform>
        </translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: 30 moves without a capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw by agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins: Black has no pieces left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins: White has no pieces left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins: Black cannot move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins: White cannot move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins: Black cannot make two moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins: Black resigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins: White resigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: move %2 of 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: place a stone, then move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: now move a stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 may claim %n piece(s)</source>
        <translation>
            <numerusform>%1 may claim %n piece</numerusform>
            <numerusform>%1 may claim %n pieces</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may claim a piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may take the unplaced stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: missed a compulsory capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: did not place a stone from hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened a game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a compulsory capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placing a stone from hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2, missing %3: %4 may claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. Black: now the second move, with another piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took the stone %2 did not place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 claimed the piece on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declined the claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declined the draw offered by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dropped moves are back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play continues from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins: Black ran out of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins: White ran out of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins: %2 has no pieces left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins: %2 cannot move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins: %2 cannot make two moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins: %2 resigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins: %2 ran out of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. A new king on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Black man cannot stand on %2, where it is crowned (a king is written K%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a White man cannot stand on %2, where it is crowned (a king is written K%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field %1 is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is longer than %1, the most one game may have; the rest of the file is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 is longer than %2, the most one line may have; the rest of the file is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no game at line %1 any more (has the file changed?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>more than %n stone(s)</source>
        <translation>
            <numerusform>more than %n stone</numerusform>
            <numerusform>more than %n stones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This piece has %n capture(s): click the landing squares one by one</source>
        <translation>
            <numerusform>This piece has %n capture: click the landing squares one by one</numerusform>
            <numerusform>This piece has %n captures: click the landing squares one by one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No capture for %1 of %n move(s)</source>
        <translation>
            <numerusform>No capture for %1 of %n move</numerusform>
            <numerusform>No capture for %1 of %n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking… depth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for the best move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The only move</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wins the game in %n move(s)</source>
        <translation>
            <numerusform>Wins the game in %n move</numerusform>
            <numerusform>Wins the game in %n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move loses; this one holds out longest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every other move loses the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wins %n piece(s) at once</source>
        <translation>
            <numerusform>Wins %n piece at once</numerusform>
            <numerusform>Wins %n pieces at once</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wins %1 in %n move(s)</source>
        <translation>
            <numerusform>Wins %1 in %n move</numerusform>
            <numerusform>Wins %1 in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Avoids losing %n piece(s)</source>
        <translation>
            <numerusform>Avoids losing %n piece</numerusform>
            <numerusform>Avoids losing %n pieces</numerusform>
        </translation>
    </message>
    <message>
        <source>Makes a king</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Makes a king in %n move(s)</source>
        <translation>
            <numerusform>Makes a king in %n move</numerusform>
            <numerusform>Makes a king in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins in %n ply(s)</source>
        <translation>
            <numerusform>White wins in %n ply</numerusform>
            <numerusform>White wins in %n plies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins in %n ply(s)</source>
        <translation>
            <numerusform>Black wins in %n ply</numerusform>
            <numerusform>Black wins in %n plies</numerusform>
        </translation>
    </message>
    <message>
        <source>%1? is a mistake: %2 was better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1?? is a blunder: %2 was better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a good move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was played after the game had ended by its rules: no verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Better: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judging move %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Analysis cancelled after %n move(s)</source>
        <translation>
            <numerusform>Analysis cancelled after %n move</numerusform>
            <numerusform>Analysis cancelled after %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) judged</source>
        <translation>
            <numerusform>%n move judged</numerusform>
            <numerusform>%n moves judged</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
    <message>
        <source>Computer, level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 missed a compulsory capture: %2 may click a glowing piece to turn it over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 missed a compulsory capture: %2 may click a glowing piece to remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not place a stone from hand: %2 may take it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judging move %1 of %2</source>
        <comment>ze</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No capture for %1 of %n move(s)</source>
        <comment>ze</comment>
        <translation>
            <numerusform>No capture for %1 of %n move</numerusform>
            <numerusform>No capture for %1 of %n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag %1: expected &quot;original&quot;, or &quot;fmjd&quot; in International</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag %1: the FMJD&apos;s rules have compulsory captures only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This position has stood on the board twice with the same player to move: a third time draws the game (FMJD rules).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Against a lone king the game is drawn when each player has made %n more move(s) in this ending (FMJD rules).</source>
        <translation>
            <numerusform>Against a lone king the game is drawn when each player has made %n more move in this ending (FMJD rules).</numerusform>
            <numerusform>Against a lone king the game is drawn when each player has made %n more moves in this ending (FMJD rules).</numerusform>
        </translation>
    </message>
    <message>
        <source>Only kings have moved: when each player has made 25 such moves, the game is drawn (FMJD rules). A man&apos;s move or a capture starts the count again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: the same position a third time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: 25 moves each with kings only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: 16 moves each against a lone king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: 5 moves each against a lone king</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Against a lone king: %1 of %n move(s) each</source>
        <translation>
            <numerusform>Against a lone king: %1 of %n move each</numerusform>
            <numerusform>Against a lone king: %1 of %n moves each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only kings moved: %1 of %n move(s) each</source>
        <translation>
            <numerusform>Only kings moved: %1 of %n move each</numerusform>
            <numerusform>Only kings moved: %1 of %n moves each</numerusform>
        </translation>
    </message>
    <message>
        <source>Asked %1 to take back your last move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not agree to take back your move</source>
        <translation></translation>
    </message>
    <message>
        <source>Scores count men from White&apos;s side: +1.0 = a man ahead for White, −1.0 = a man ahead for Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play is paused. Press P to resume from the latest position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play is paused. Press P to resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>where the review is, then that play is paused</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No capture is due: any piece may move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endgame tables: %1 with perfect play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endgame tables: %1 before the move and after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endgame tables: %1 before the move, %2 after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building the endgame tables of %1 in the background, in %2. Once they are complete, the computer, Hint and Analyse Game know the endings of few pieces exactly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The endgame tables of %1 are ready: the computer, Hint and Analyse Game now know every ending of up to %n piece(s) exactly.</source>
        <translation>
            <numerusform>The endgame tables of %1 are ready: the computer, Hint and Analyse Game now know every ending of %n piece exactly.</numerusform>
            <numerusform>The endgame tables of %1 are ready: the computer, Hint and Analyse Game now know every ending of up to %n pieces exactly.</numerusform>
        </translation>
    </message>
    <message>
        <source>The endgame tables of %1 could not be built: %2 The computer plays on without them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The endgame tables of %1 were not finished; their build goes on where it stopped when they are next needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By the rules this game was drawn from its start (%1); the players played on, as the file records.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By the rules this game ended after %1&apos;s %2 (%3); the players played on, as the file records.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A capture is compulsory: one of your pieces must jump. You may choose any capture: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A capture is compulsory: %1 must be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A capture is compulsory, and a capture taking the most pieces must be chosen: %1, each taking %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This piece cannot capture, but a capture is compulsory: %1, each taking %2. Choose a piece that can capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This piece must capture: a capture is compulsory. It may choose any of its captures: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This piece must capture: a capture is compulsory, and the largest one must be chosen: %1, each taking %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last of several moves to choose from</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>captured %n time(s) since it last moved: it can no longer be jumped until it moves</source>
        <translation>
            <numerusform>captured %n time since it last moved: it can no longer be jumped until it moves</numerusform>
            <numerusform>captured %n times since it last moved: it can no longer be jumped until it moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>captured %n time(s) since it last moved; at %1 it can no longer be jumped</source>
        <translation>
            <numerusform>captured %n time since it last moved; at %1 it can no longer be jumped</numerusform>
            <numerusform>captured %n times since it last moved; at %1 it can no longer be jumped</numerusform>
        </translation>
    </message>
    <message>
        <source>The number on this stone: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FMJD: White first, capture compulsory — as clubs, tournaments and other programs play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The original text: Black first, a missed capture may be claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The original text: Black first, capture compulsory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This stone may move, but not with the capture the rules ask: %1. Moving it lets %2 claim a stone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This piece may move, but not with the capture the rules ask: %1. Moving it lets %2 claim a piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, each taking %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of White</source>
        <comment>a count of moves, then whose moves they are</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of Black</source>
        <comment>a count of moves, then whose moves they are</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the best position (%2)</source>
        <comment>the material on the board, then the hinted move&apos;s value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 up</source>
        <comment>a side, then a count of pieces</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 down</source>
        <comment>a side, then a count of pieces</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Material is level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing: the starting position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing: position after move %1 (White)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing: position after move %1… (Black)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A White man cannot stand on %1, where White&apos;s men are crowned: make it a king or move it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Black man cannot stand on %1, where Black&apos;s men are crowned: make it a king or move it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>White has more pieces than the %n the game starts with.</source>
        <translation>
            <numerusform>White has more pieces than the %n the game starts with.</numerusform>
            <numerusform>White has more pieces than the %n the game starts with.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black has more pieces than the %n the game starts with.</source>
        <translation>
            <numerusform>Black has more pieces than the %n the game starts with.</numerusform>
            <numerusform>Black has more pieces than the %n the game starts with.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The board and the hands hold more than the game&apos;s %n stones.</source>
        <translation>
            <numerusform>The board and the hands hold more than the game&apos;s %n stone.</numerusform>
            <numerusform>The board and the hands hold more than the game&apos;s %n stones.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over here (%1): it can be studied and saved, not played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready to play: White to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready to play: Black to move.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainerTexts</name>
    <message>
        <source>Click square %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the number of the marked square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the name of the marked square: a letter and a digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A round lasts %n second(s). Start begins it.</source>
        <translation>
            <numerusform>A round lasts %n second. Start begins it.</numerusform>
            <numerusform>A round lasts %n seconds. Start begins it.</numerusform>
        </translation>
    </message>
    <message>
        <source>No: square %1 is marked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No: that is square %1. Square %2 is marked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No: the marked square is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistakes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best in this mode: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up. Right: %1, mistakes: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new best in this mode!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best in this mode: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square %1: right.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::AnalysisPanel</name>
    <message>
        <source>Ana&amp;lyse Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the computer judge every move of this game and mark the mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the Analysis in the Game &amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving writes the mistakes found as PDN marks ($2, $4) with the better move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the analysis; the moves judged so far stay marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer&apos;s evaluation after each move, in men from White&apos;s side: White ahead above the zero line, Black below it; more than three men is drawn at the edge. Click a point to show that position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left and Right show the previous and next move, Home and End the first and last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation after the move: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::BoardModel</name>
    <message>
        <source>white king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white man</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black man</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::BoardPage</name>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the squares and the pieces look</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show square names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The names the move list and the hints use: numbers on the squares in the numbered games, letters and digits along the edges in To the Last Man</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also letters and digits along the edges of numbered boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule pages name some squares so, e.g. a1; the game itself uses the numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black at the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the board round, as View &gt; Flip Board does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the board to the player whose turn it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When two people play at this computer, each sees the board from their own side on their turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::ChatBox</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CHAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write to the other player, then Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::ClaimBanner</name>
    <message>
        <source>Take the stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::DxpConnection</name>
    <message>
        <source>No connection to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::EndgameTablesKeeper</name>
    <message>
        <source>The endgame tables in %1 are not complete after their build.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::EnginesPage</name>
    <message>
        <source>Engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is in the list already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking “%1” who it is…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No engine has been added yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (a game this program does not play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other draughts programs that speak the Hub protocol can play against you. Add one by the command that starts it in Hub mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. scan hub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine over the &amp;network (DXP), host:port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where New Game&apos;s engine over the network listens, e.g. 127.0.0.1:27531</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Threads for the computer&apos;s thinking:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On how many processor cores at once the computer player, the hint and the game analysis think; this computer has %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Endgame tables: build them when first needed, and use them</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The computer player, the hint and the game analysis then know every ending of up to %n piece(s) exactly. Each game&apos;s tables are built once, in the background, and kept in the program&apos;s data folder (10 to 40 MB a game).</source>
        <translation>
            <numerusform>The computer player, the hint and the game analysis then know every ending of %n piece exactly. Each game&apos;s tables are built once, in the background, and kept in the program&apos;s data folder (10 to 40 MB a game).</numerusform>
            <numerusform>The computer player, the hint and the game analysis then know every ending of up to %n pieces exactly. Each game&apos;s tables are built once, in the background, and kept in the program&apos;s data folder (10 to 40 MB a game).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draughts::app::EvaluationBar</name>
    <message>
        <source>W</source>
        <comment>White wins (on the evaluation bar)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <comment>Black wins (on the evaluation bar)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer&apos;s evaluation of the position shown; three men or more fill the bar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No evaluation yet: Game &gt; Analyse Game or Game &gt; Hint gives one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation bar</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::ExternalEnginePlayer</name>
    <message>
        <source>The engine “%1” played “%2”, which is not a legal move here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::GameDatabase</name>
    <message>
        <source>it is longer than %1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::GameFiles</name>
    <message>
        <source>Open R&amp;ecent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue from Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on from the position shown; the later moves are dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Position (&amp;FEN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Game (PDN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste Position or Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1, line %2, column %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It holds no game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game.pdn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position copied as FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game copied as PDN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game from the pasted position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot paste position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard does not hold a position of %1: column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play continues from this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be autosaved in %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::GameListDialog</name>
    <message>
        <source>Choose a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s). Choose one:</source>
        <translation>
            <numerusform>%n game. Choose one:</numerusform>
            <numerusform>%n games. Choose one:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in %1. Choose one:</source>
        <translation>
            <numerusform>%n game in %1. Choose one:</numerusform>
            <numerusform>%n games in %1. Choose one:</numerusform>
        </translation>
    </message>
    <message>
        <source>White or Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Year:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list ends before the end of the file: game %1, line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Shown: %1 of %n game(s)</source>
        <translation>
            <numerusform>Shown: %1 of %n game</numerusform>
            <numerusform>Shown: %1 of %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draughts::app::GameListModel</name>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::GuessWindow</name>
    <message>
        <source>Guess the Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Guess the moves of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game of a PDN file, choose a side and start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDN files (*.pdn);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The file holds %n game(s). Which one?</source>
        <translation>
            <numerusform>The file holds %n game. Which one?</numerusform>
            <numerusform>The file holds %n games. Which one?</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no game to guess.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the side whose moves you guess, and start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guess %1&apos;s moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine looks at your move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game went on with %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of the game found: %1; others as good, says the engine: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where your view differed most from the engine&apos;s:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished. Start again, or open another game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the game. Points: %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 (White): you %2, the game %3, the engine %4; your move loses %5, the game&apos;s %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1… (Black): you %2, the game %3, the engine %4; your move loses %5, the game&apos;s %6.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::HubClient</name>
    <message numerus="yes">
        <source>The engine “%1” did not answer within %n second(s).</source>
        <translation>
            <numerusform>The engine “%1” did not answer within %n second.</numerusform>
            <numerusform>The engine “%1” did not answer within %n seconds.</numerusform>
        </translation>
    </message>
    <message>
        <source>No command line was given for the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine “%1” sent a line that never ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine “%1” sent a line that is not the Hub protocol: “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine “%1” ended its search without a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine “%1” crashed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine “%1” stopped unexpectedly (exit code %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine “%1” could not be started: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::MainWindow</name>
    <message>
        <source>There is no move to suggest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network game stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – Draughts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2 – Draughts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game on the board is kept: you can go on alone, playing both sides, or save it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Draughts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Draughts&lt;/h3&gt;&lt;p&gt;Five games of draughts for two players at one computer: International, Polish, Twenty vs Ten, Corner Checkers and To the Last Man.&lt;/p&gt;&lt;p&gt;Every rule is enforced; highlights show what is legal, and the status bar explains why a move is refused.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::NetworkGameDialog</name>
    <message>
        <source>&amp;Host a game: the other player joins this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join a game on another computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host&apos;s &amp;address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Over the Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown to the other player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White (moves first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is International draughts under the FMJD&apos;s rules (White begins, every capture is compulsory), as the DamExchange protocol (DXP) plays it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the other player this computer&apos;s address and the port: %1, port %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;colour:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::NetworkGames</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other player is no longer connected: the line was not sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the other player to join…

Give him this computer&apos;s address and the port: %1, port %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1, port %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the other player on port %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Over the Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No network game: cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game over the network began.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::NetworkLobby</name>
    <message>
        <source>Cannot wait on port %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declined the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player across the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other player left before the game began.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::NetworkPlayer</name>
    <message>
        <source>The other side sent a message that is not DXP (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other side sent a message of a type DXP does not have (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other side sent a message out of turn (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other side sent an illegal move (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other side fell silent (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection was closed (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other side sent a message that never ends (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declined the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves were taken back at the board, and the other side did not agree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other side ended the game without a result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other side ended the game as a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other side ended the game claiming a win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other player left the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move %1 (White) could not be sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move %1… (Black) could not be sent.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The five games; double-click one to start it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name of the player with the white pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name of the player with the black pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forfeit: a missed capture may be claimed by the opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compulsory: only rule-conforming moves are accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens when a player does not make a compulsory capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed captures:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the chosen game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the rules of the selected game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) a move</source>
        <translation>
            <numerusform>%n second a move</numerusform>
            <numerusform>%n seconds a move</numerusform>
        </translation>
    </message>
    <message>
        <source>Other…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player&apos;s time for the game, and the time added after each of his turns; a player whose time runs out loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player&apos;s time for the whole game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds added to a player&apos;s time after each of his turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether a person at the board or the computer plays this side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1 (beginner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1 (casual player)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1 (club player)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1 (strongest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How strongly the computer plays: level 1 is for beginners, level 8 thinks longest and plays its best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine over the network (DXP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>International as the rule text describes it, or as the FMJD (the world draughts federation) plays it: White begins, captures are compulsory, and its draw rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game over the network (DXP) is played under the FMJD&apos;s rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::PlayerCard</name>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n stone</numerusform>
            <numerusform>%n stones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n man/men</source>
        <translation>
            <numerusform>%n man</numerusform>
            <numerusform>%n men</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n king(s)</source>
        <translation>
            <numerusform>%n king</numerusform>
            <numerusform>%n kings</numerusform>
        </translation>
    </message>
    <message>
        <source>to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 of 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n won by capturing</source>
        <translation>
            <numerusform>%n won by capturing</numerusform>
            <numerusform>%n won by capturing</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n captured</source>
        <translation>
            <numerusform>%n captured</numerusform>
            <numerusform>%n captured</numerusform>
        </translation>
    </message>
    <message>
        <source>Time left; this clock is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n in hand</numerusform>
            <numerusform>%n in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draughts::app::PlayerPage</name>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name as your saved games record it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your side of a game against the computer is saved under this name; the computer&apos;s side is saved as &quot;Draughts level 5&quot; or the engine&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::PlayerSeats</name>
    <message>
        <source>The computer plays on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer could not find a move (%1); you play its side from here on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::PositionEditor</name>
    <message>
        <source>White man</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black man</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made Black&apos;s first move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game&apos;s starting position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Empty Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take every piece off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;wap Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap White and Black and turn the board: the same position from the other side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last change (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo the change undone (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the position as FEN (Ctrl+C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up the position of a FEN copied (Ctrl+V)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;lay from Here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the players and clocks, and play from this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tudy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the position in the window, to look at it with hints and analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sa&amp;ve As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the position as a PDN game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put on a square (keys 1–6; right click clears)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White&apos;s stones in &amp;hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black&apos;s stones in h&amp;and:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often a stone put on the board has been turned since it last moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stones put are turned &amp;N times:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw c&amp;ount (plies without a capture):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put back the theme, square names, sounds and board orientation Draughts comes with</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::PuzzleLauncher</name>
    <message>
        <source>&amp;Solve Puzzles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve rated puzzles of the game on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open as &amp;Puzzles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a PDN problem collection as puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Guess the Move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guess the moves of a game from a PDN file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;uzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open as Puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDN files (*.pdn);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles &amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to solve, how the rating works, how to add your own collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guess the Moves of &amp;This Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guess the moves of the game on the board, opened from a file or a database or played here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square &amp;Numbers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn the squares as the moves name them: click the square named, or name the square marked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::PuzzleWindow</name>
    <message>
        <source>Puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Collection:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Collection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a PDN file of problems (a FEN and a solution each) as a puzzle collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adaptive (near your rating)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All, in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlight the piece to move (the puzzle then counts as failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This collection has no puzzles of this game at this level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the best move. Rating of this puzzle: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your rating in %1: %2 ± %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved in a row: %1 (best: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This collection: solved %1, failed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking your move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another way that works too: accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry takes the move back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This move could not be judged. Retry takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved! Next gives another puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The goal is reached. Next gives another puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent has no reply: the goal is reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The highlighted piece moves next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solution…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No puzzle could be read from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) of %1 could not be read; the others are ready:</source>
        <translation>
            <numerusform>%n puzzle of %1 could not be read; the others are ready:</numerusform>
            <numerusform>%n puzzles of %1 could not be read; the others are ready:</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a Puzzle Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDN files (*.pdn);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::RatingChart</name>
    <message>
        <source>Puzzle rating history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No puzzles tried yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::ReviewNavigator</name>
    <message>
        <source>First: the starting position (Home in the move list, Ctrl+Home on the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last: the latest position (End in the move list, Ctrl+End on the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>players: result</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous: one move back (Left in the move list, Ctrl+Left on the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: one move forward (Right in the move list, Ctrl+Right on the board)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::RulesBrowser</name>
    <message>
        <source>The rules of the game, as this program enforces them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::SidePanel</name>
    <message>
        <source>Forfeit: a missed capture may be claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compulsory: only rule-conforming moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game being played; Help &gt; Rules of This Game explains it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose turn it is and what they must do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves in a row without a capture; the game is drawn when the bar is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A claim the player to move may make, because the opponent missed a duty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FMJD rules: captures are compulsory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules this game follows and what happens to a missed capture (chosen in New Game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The original text: a missed capture may be claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The original text: only rule-conforming moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::SoundPage</name>
    <message>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sound for each move, capture and crowning, and at the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How loud the sounds are</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::SquareTrainer</name>
    <message>
        <source>Square Numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Task:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side at the &amp;bottom:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Your answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show square &amp;names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the squares&apos; names on the board, as View &gt; Show Square Names does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the square named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the square marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter gives the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start &amp;Again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::TablesProgress</name>
    <message>
        <source>Endgame tables %p%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endgame tables being built</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::ThinkAlongPanel</name>
    <message>
        <source>%1  depth %2:  %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many of the best moves the engine follows, each with its line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::WelcomeDialog</name>
    <message>
        <source>Welcome – Draughts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Draughts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play White against the computer at a beginner&apos;s level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Players at This Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two people take turns at this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game saved in a PDN file, to replay or go on with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve puzzles of the chosen game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five games of draughts, every rule kept and explained. Choose a game, then how you want to begin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for the games you save (you may leave it empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name as your saved games record it; Edit &gt; Preferences &gt; Player changes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Up a Position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put pieces on the board as you like, to play, study or save</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::WhyBox</name>
    <message>
        <source>WHY?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which rules apply to the selected piece, or to the side to move when nothing is selected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>draughts::app::WindowActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer &amp;Draw…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Draughts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn Board to the Player to Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Square &amp;Names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Highlights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play &amp;Sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the best move on the board, and why, without playing it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of This Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the rules of the game being played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Explain Rules (Why?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show beside the board which rules apply to the selected piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Draughts in this language, now and at the next start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Over the Net&amp;work…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play International with a person at another computer (DXP)</source>
        <translation></translation>
    </message>
    <message>
        <source>Stop the computers&apos; play until you resume it (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the computers play on from the latest position (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Res&amp;ume Play</source>
        <translation></translation>
    </message>
    <message>
        <source>Show E&amp;valuation Bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bar beside the board with the computer&apos;s evaluation of the position shown, from White&apos;s side, once Analyse Game or Hint has given one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Set Up Position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put pieces on the board as you like, to play, study or save from there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Think Along</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the engine analyse every position shown, its best lines under the moves (T)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
