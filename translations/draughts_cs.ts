<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>Accessibility</name>
    <message>
        <source>Choose a game and the players&apos; names, and start it</source>
        <translation>Vybrat hru a jména hráčů a začít</translation>
    </message>
    <message>
        <source>Offer the opponent a draw</source>
        <translation>Nabídnout soupeři remízu</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>Vzdát tuto partii</translation>
    </message>
    <message>
        <source>Close Draughts; the game is kept for next time</source>
        <translation>Zavřít program Dáma; partie zůstane uložená na příště</translation>
    </message>
    <message>
        <source>Take back the last move or claim</source>
        <translation>Vzít zpět poslední tah nebo nárok</translation>
    </message>
    <message>
        <source>Play again the move taken back</source>
        <translation>Znovu zahrát tah vzatý zpět</translation>
    </message>
    <message>
        <source>Turn the board round, Black at the bottom</source>
        <translation>Otočit desku, černý dole</translation>
    </message>
    <message>
        <source>Mark the pieces that may move and where they may go</source>
        <translation>Označit kameny, které smějí táhnout, a kam mohou</translation>
    </message>
    <message>
        <source>About this program</source>
        <translation>O tomto programu</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Deska</translation>
    </message>
    <message>
        <source>Click a glowing piece, then where it goes. Keyboard: arrow keys move the frame, Space or Enter picks up and puts down, Escape lets go</source>
        <translation>Klikněte na zvýrazněný kámen a pak na pole, kam má táhnout. Klávesnice: šipky posouvají rámeček, mezerník nebo Enter kámen vezme a postaví, Escape výběr zruší</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <source>The moves of the game so far</source>
        <translation>Dosavadní tahy partie</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Proč?</translation>
    </message>
    <message>
        <source>Take the stone</source>
        <translation>Vzít kámen</translation>
    </message>
    <message>
        <source>Take the stone the opponent left in hand instead of placing it</source>
        <translation>Vzít si kámen, který soupeř nechal v ruce, místo aby ho nasadil</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Odmítnout</translation>
    </message>
    <message>
        <source>Let the claim lapse and just make your move</source>
        <translation>Nárok neuplatnit a rovnou táhnout</translation>
    </message>
    <message>
        <source>White player</source>
        <translation>Bílý hráč</translation>
    </message>
    <message>
        <source>Black player</source>
        <translation>Černý hráč</translation>
    </message>
    <message>
        <source>The white player: pieces left, and stones in hand in To the Last Man</source>
        <translation>Bílý hráč: zbývající kameny a ve hře Do posledního muže i kameny v ruce</translation>
    </message>
    <message>
        <source>The black player: pieces left, and stones in hand in To the Last Man</source>
        <translation>Černý hráč: zbývající kameny a ve hře Do posledního muže i kameny v ruce</translation>
    </message>
    <message>
        <source>Choose the board&apos;s theme, square names, orientation and sounds</source>
        <translation>Vybrat vzhled desky, označení polí, otočení desky a zvuky</translation>
    </message>
    <message>
        <source>When two people play at this computer, turn the board to the one whose turn it is</source>
        <translation>Když hrají dva lidé u jednoho počítače, otáčet desku k tomu, kdo je na tahu</translation>
    </message>
    <message>
        <source>Name the squares as the moves and hints do: numbers on the squares, or letters and digits along the edges in To the Last Man</source>
        <translation>Označit pole tak, jak je uvádějí tahy a rady: čísly na polích, ve hře Do posledního muže písmeny a číslicemi podél okrajů</translation>
    </message>
    <message>
        <source>A sound for each move, capture and crowning, and at the end of the game</source>
        <translation>Zvuk při každém tahu, braní a proměně v dámu a na konci partie</translation>
    </message>
    <message>
        <source>Make the computer play its best move found so far</source>
        <translation>Nechat počítač zahrát nejlepší dosud nalezený tah</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Draughts</source>
        <translation>Dáma</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>it holds no game</source>
        <translation>neobsahuje žádnou partii</translation>
    </message>
    <message>
        <source>it holds more than one game</source>
        <translation>obsahuje více než jednu partii</translation>
    </message>
    <message>
        <source>The game saved when the program last ran could not be read (%1); it was set aside as %2</source>
        <translation>Partii uloženou při posledním běhu programu se nepodařilo přečíst (%1); byla odložena jako %2</translation>
    </message>
</context>
<context>
    <name>DialogFilePrompter</name>
    <message>
        <source>PDN games (*.pdn);;All files (*)</source>
        <translation>Partie PDN (*.pdn);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Otevřít partii</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Uložit partii</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Pokračovat odtud</translation>
    </message>
    <message>
        <source>This game has moves that are not saved in a file. Save it before Draughts closes? It also comes back at the next start.</source>
        <translation>Tato partie má tahy, které nejsou uložené v žádném souboru. Chcete ji uložit, než se program Dáma zavře? Při příštím spuštění se partie vrátí i tak.</translation>
    </message>
    <message>
        <source>This game has moves that are not saved in a file. Save it before another game replaces it?</source>
        <translation>Tato partie má tahy, které nejsou uložené v žádném souboru. Chcete ji uložit, než ji nahradí jiná partie?</translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation>Uložit partii?</translation>
    </message>
    <message numerus="yes">
        <source>Play on from this position? The later moves of the game (%n move(s)) will be dropped; Undo brings them back.</source>
        <translation>
            <numerusform>Hrát dál z tohoto postavení? Pozdější tahy partie (%n tah) se zahodí; příkaz Vrátit tah je vrátí.</numerusform>
            <numerusform>Hrát dál z tohoto postavení? Pozdější tahy partie (%n tahy) se zahodí; příkaz Vrátit tah je vrátí.</numerusform>
            <numerusform>Hrát dál z tohoto postavení? Pozdější tahy partie (%n tahů) se zahodí; příkaz Vrátit tah je vrátí.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DialogPrompter</name>
    <message>
        <source>Draw offered</source>
        <translation>Nabídka remízy</translation>
    </message>
    <message>
        <source>%1 offers a draw.

%2, do you accept?</source>
        <translation>%1 nabízí remízu.

%2, přijímáte?</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Vzdát se</translation>
    </message>
    <message>
        <source>%1, do you really resign this game?</source>
        <translation>%1, opravdu se chcete této partie vzdát?</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Konec partie</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Vrácení tahu</translation>
    </message>
    <message>
        <source>%1 asks to take back the last move.

%2, do you agree?</source>
        <translation>%1 žádá o vrácení posledního tahu.

%2, souhlasíte?</translation>
    </message>
</context>
<context>
    <name>PuzzleHelp</name>
    <message>
        <source>Puzzles Help</source>
        <translation>Nápověda k úlohám</translation>
    </message>
</context>
<context>
    <name>PuzzleTexts</name>
    <message>
        <source>White to play and win</source>
        <translation>Bílý táhne a vyhraje</translation>
    </message>
    <message>
        <source>Black to play and win</source>
        <translation>Černý táhne a vyhraje</translation>
    </message>
    <message numerus="yes">
        <source>White to play and win %n man(s)</source>
        <translation>
            <numerusform>Bílý táhne a získá %n kámen</numerusform>
            <numerusform>Bílý táhne a získá %n kameny</numerusform>
            <numerusform>Bílý táhne a získá %n kamenů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black to play and win %n man(s)</source>
        <translation>
            <numerusform>Černý táhne a získá %n kámen</numerusform>
            <numerusform>Černý táhne a získá %n kameny</numerusform>
            <numerusform>Černý táhne a získá %n kamenů</numerusform>
        </translation>
    </message>
    <message>
        <source>White to play and crown a man</source>
        <translation>Bílý táhne a získá dámu</translation>
    </message>
    <message>
        <source>Black to play and crown a man</source>
        <translation>Černý táhne a získá dámu</translation>
    </message>
    <message>
        <source>White to play and draw</source>
        <translation>Bílý táhne a udrží remízu</translation>
    </message>
    <message>
        <source>Black to play and draw</source>
        <translation>Černý táhne a udrží remízu</translation>
    </message>
    <message>
        <source>Not this move: after it the opponent wins by force.</source>
        <translation>Tento tah ne: po něm soupeř vyhraje, ať táhnete jakkoli.</translation>
    </message>
    <message numerus="yes">
        <source>Not this move: it loses %n piece(s).</source>
        <translation>
            <numerusform>Tento tah ne: ztrácí %n kámen.</numerusform>
            <numerusform>Tento tah ne: ztrácí %n kameny.</numerusform>
            <numerusform>Tento tah ne: ztrácí %n kamenů.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not this move: after it a man of the opponent is crowned.</source>
        <translation>Tento tah ne: po něm se soupeřův kámen změní v dámu.</translation>
    </message>
    <message numerus="yes">
        <source>Not this move: it wins %n piece(s), but does not force the goal.</source>
        <translation>
            <numerusform>Tento tah ne: získá %n kámen, ale cíl nevynutí.</numerusform>
            <numerusform>Tento tah ne: získá %n kameny, ale cíl nevynutí.</numerusform>
            <numerusform>Tento tah ne: získá %n kamenů, ale cíl nevynutí.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not this move: it loses nothing, but does not force the goal.</source>
        <translation>Tento tah ne: nic neztrácí, ale cíl nevynutí.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Snadné</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Střední</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Těžké</translation>
    </message>
    <message>
        <source>the side to move has no move</source>
        <translation>strana na tahu nemá žádný tah</translation>
    </message>
    <message>
        <source>the puzzle has no solution</source>
        <translation>úloha nemá řešení</translation>
    </message>
    <message>
        <source>the solution makes a claim (%1); puzzles are played with compulsory captures</source>
        <translation>řešení uplatňuje nárok (%1); úlohy se hrají s povinným braním</translation>
    </message>
    <message>
        <source>the move %1 of the solution leaves out a compulsory capture</source>
        <translation>v tahu řešení %1 zůstává nevzaté braní</translation>
    </message>
    <message>
        <source>the goal &quot;%1&quot; is not known</source>
        <translation>cíl „%1“ není znám</translation>
    </message>
    <message>
        <source>the theme &quot;%1&quot; is not known</source>
        <translation>námět „%1“ není znám</translation>
    </message>
    <message>
        <source>the tag %1 has the value &quot;%2&quot;, which is not a number</source>
        <translation>značka %1 má hodnotu „%2“, která není číslo</translation>
    </message>
    <message>
        <source>Game %1, line %2: %3.</source>
        <translation>Partie %1, řádek %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>The game&apos;s move: %n point(s).</source>
        <translation>
            <numerusform>Tah partie: %n bod.</numerusform>
            <numerusform>Tah partie: %n body.</numerusform>
            <numerusform>Tah partie: %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another move the engine finds as good: %n point(s).</source>
        <translation>
            <numerusform>Jiný tah, podle programu stejně dobrý: %n bod.</numerusform>
            <numerusform>Jiný tah, podle programu stejně dobrý: %n body.</numerusform>
            <numerusform>Jiný tah, podle programu stejně dobrý: %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A weaker move: %n point(s).</source>
        <translation>
            <numerusform>Slabší tah: %n bod.</numerusform>
            <numerusform>Slabší tah: %n body.</numerusform>
            <numerusform>Slabší tah: %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <source>The solution: %1. Next gives another puzzle.</source>
        <translation>Řešení: %1. Tlačítko Další dá jinou úlohu.</translation>
    </message>
    <message>
        <source>The solution: [%1] %2. The moves in brackets were played already. Next gives another puzzle.</source>
        <translation>Řešení: [%1] %2. Tahy v závorkách už byly zahrány. Tlačítko Další dá jinou úlohu.</translation>
    </message>
    <message>
        <source>After this move: %1 …</source>
        <translation>Po tomto tahu: %1 …</translation>
    </message>
    <message>
        <source>After this move: %1.</source>
        <translation>Po tomto tahu: %1.</translation>
    </message>
    <message>
        <source>Accepted: this move also wins.</source>
        <translation>Přijato: i tento tah vyhrává.</translation>
    </message>
    <message numerus="yes">
        <source>Accepted: this move also wins %n man(s).</source>
        <translation>
            <numerusform>Přijato: i tento tah získá %n kámen.</numerusform>
            <numerusform>Přijato: i tento tah získá %n kameny.</numerusform>
            <numerusform>Přijato: i tento tah získá %n kamenů.</numerusform>
        </translation>
    </message>
    <message>
        <source>Accepted: this move also crowns a man.</source>
        <translation>Přijato: i tento tah získá dámu.</translation>
    </message>
    <message>
        <source>Accepted: this move also draws.</source>
        <translation>Přijato: i tento tah vede k remíze.</translation>
    </message>
    <message>
        <source>The shortest way starts with %1.</source>
        <translation>Nejkratší cesta začíná tahem %1.</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ano</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Ne</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Zahodit</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Použít</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Obnovit výchozí</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Nápověda</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>empty FEN</source>
        <translation>prázdný FEN</translation>
    </message>
    <message>
        <source>side to move must be W or B, found &quot;%1&quot;</source>
        <translation>strana na tahu musí být W nebo B, nalezeno „%1“</translation>
    </message>
    <message>
        <source>empty field</source>
        <translation>prázdná položka</translation>
    </message>
    <message>
        <source>second piece list for %1</source>
        <translation>druhý seznam kamenů pro %1</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot;</source>
        <translation>neznámá položka „%1“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a square of %2</source>
        <translation>„%1“ není pole hry %2</translation>
    </message>
    <message>
        <source>bad range &quot;%1&quot;</source>
        <translation>chybný rozsah „%1“</translation>
    </message>
    <message>
        <source>square %1 is given twice</source>
        <translation>pole %1 je uvedeno dvakrát</translation>
    </message>
    <message>
        <source>%1 has no kings</source>
        <translation>hra %1 nemá dámy</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number from 0 to %2</source>
        <translation>„%1“ není číslo od 0 do %2</translation>
    </message>
    <message>
        <source>field %1 is only used in %2</source>
        <translation>položka %1 se používá jen ve hře %2</translation>
    </message>
    <message>
        <source>hand field needs two numbers, e.g. H1,0</source>
        <translation>položka ruky potřebuje dvě čísla, např. H1,0</translation>
    </message>
    <message>
        <source>capture count &quot;%1&quot; must look like c3=2</source>
        <translation>počet zajetí „%1“ musí mít tvar c3=2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a square</source>
        <translation>„%1“ není pole</translation>
    </message>
    <message>
        <source>field %1 takes no value</source>
        <translation>položka %1 nesmí mít hodnotu</translation>
    </message>
    <message>
        <source>field D must name a Black piece, with Black to move</source>
        <translation>položka D musí uvádět černý kámen a na tahu musí být černý</translation>
    </message>
    <message>
        <source>capture count given for the empty square %1</source>
        <translation>počet zajetí je uveden pro prázdné pole %1</translation>
    </message>
    <message>
        <source>empty move</source>
        <translation>prázdný tah</translation>
    </message>
    <message>
        <source>&quot;%2&quot; is not a square</source>
        <translation>„%2“ není pole</translation>
    </message>
    <message>
        <source>no stone can be placed on %2 now</source>
        <translation>na pole %2 teď nelze nasadit žádný kámen</translation>
    </message>
    <message>
        <source>a square is missing</source>
        <translation>chybí pole</translation>
    </message>
    <message>
        <source>needs a start and an end square</source>
        <translation>tah potřebuje výchozí i cílové pole</translation>
    </message>
    <message>
        <source>mixes &apos;-&apos; and &apos;x&apos;</source>
        <translation>míchá „-“ a „x“</translation>
    </message>
    <message>
        <source>ambiguous, it could be %2</source>
        <translation>nejednoznačné, může jít o %2</translation>
    </message>
    <message>
        <source>not a possible move here</source>
        <translation>tento tah tady není možný</translation>
    </message>
    <message>
        <source> and </source>
        <translation> a </translation>
    </message>
    <message>
        <source>move &quot;%1&quot;: %2</source>
        <translation>tah „%1“: %2</translation>
    </message>
    <message>
        <source>FEN: %1</source>
        <translation>FEN: %1</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>nečekané „%1“</translation>
    </message>
    <message>
        <source>unexpected character</source>
        <translation>nečekaný znak</translation>
    </message>
    <message>
        <source>&apos;)&apos; without a &apos;(&apos; before it</source>
        <translation>„)“ bez předchozí „(“</translation>
    </message>
    <message>
        <source>&apos;$&apos; must be followed by a number (a NAG such as $1)</source>
        <translation>za „$“ musí následovat číslo (NAG jako $1)</translation>
    </message>
    <message>
        <source>comment &apos;{&apos; is not closed by &apos;}&apos;</source>
        <translation>komentář „{“ není uzavřen „}“</translation>
    </message>
    <message>
        <source>variation &apos;(&apos; is not closed by &apos;)&apos;</source>
        <translation>varianta „(“ není uzavřena „)“</translation>
    </message>
    <message>
        <source>tag %1: the tag name is missing</source>
        <translation>značka %1: chybí název značky</translation>
    </message>
    <message>
        <source>tag %1: the value must follow the name in double quotes</source>
        <translation>značka %1: hodnota musí následovat za názvem v uvozovkách</translation>
    </message>
    <message>
        <source>tag %1: the value is not closed on its line</source>
        <translation>značka %1: hodnota není na svém řádku uzavřena</translation>
    </message>
    <message>
        <source>tag %1: &apos;]&apos; is missing after the value</source>
        <translation>značka %1: za hodnotou chybí „]“</translation>
    </message>
    <message>
        <source>tag %1: the game has a second %2 tag</source>
        <translation>značka %1: partie má druhou značku %2</translation>
    </message>
    <message>
        <source>tag %1: unknown variant (expected %2)</source>
        <translation>značka %1: neznámá hra (očekává se %2)</translation>
    </message>
    <message>
        <source>tag %1: contradicts the GameType tag</source>
        <translation>značka %1: odporuje značce GameType</translation>
    </message>
    <message>
        <source>tag %1: contradicts the Variant tag</source>
        <translation>značka %1: odporuje značce Variant</translation>
    </message>
    <message>
        <source>tag %1: expected &quot;forfeit&quot; or &quot;compulsory&quot;</source>
        <translation>značka %1: očekává se „forfeit“ nebo „compulsory“</translation>
    </message>
    <message>
        <source>tag %1: only GameType %2 (%3 draughts) is supported; the other games of this program use a Variant tag</source>
        <translation>značka %1: podporuje se jen GameType %2 (%3); ostatní hry tohoto programu používají značku Variant</translation>
    </message>
    <message>
        <source>tag %1: the start colour must be W or B</source>
        <translation>značka %1: barva na začátku musí být W nebo B</translation>
    </message>
    <message>
        <source>tag %1: %2 draughts is played on a %3x%3 board</source>
        <translation>značka %1: hra %2 se hraje na desce %3×%3</translation>
    </message>
    <message>
        <source>tag %1: only numeric square notation (N) is supported</source>
        <translation>značka %1: podporuje se jen číselné označení polí (N)</translation>
    </message>
    <message>
        <source>FEN &quot;%1&quot;: %2</source>
        <translation>FEN „%1“: %2</translation>
    </message>
    <message>
        <source>NAG $%1: must be a number from 0 to 255</source>
        <translation>NAG $%1: musí být číslo od 0 do 255</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the game is already over (%2)</source>
        <translation>„%1“: partie už skončila (%2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move</source>
        <translation>„%1“ není tah</translation>
    </message>
    <message>
        <source>%1 (%2 to move)</source>
        <translation>%1 (na tahu: %2)</translation>
    </message>
    <message>
        <source>claim &quot;%1&quot;: there is no unplaced stone to claim now</source>
        <translation>nárok „%1“: teď není žádný nenasazený kámen, na který by šlo uplatnit nárok</translation>
    </message>
    <message>
        <source>claim &quot;%1&quot;: &quot;%2&quot; is not a square</source>
        <translation>nárok „%1“: „%2“ není pole</translation>
    </message>
    <message>
        <source>claim &quot;%1&quot;: no piece on %2 can be claimed now</source>
        <translation>nárok „%1“: na kámen na poli %2 teď nelze uplatnit nárok</translation>
    </message>
    <message>
        <source>result %1 contradicts the game: %2</source>
        <translation>výsledek %1 odporuje partii: %2</translation>
    </message>
    <message>
        <source>It is Black&apos;s turn (move %1 of 2)</source>
        <translation>Na tahu je černý (tah %1 ze 2)</translation>
    </message>
    <message>
        <source>It is White&apos;s turn</source>
        <translation>Na tahu je bílý</translation>
    </message>
    <message>
        <source>It is Black&apos;s turn</source>
        <translation>Na tahu je černý</translation>
    </message>
    <message>
        <source>Pieces stand on the light squares in this game</source>
        <translation>V této hře stojí kameny na světlých polích</translation>
    </message>
    <message>
        <source>Pieces stand on the dark squares</source>
        <translation>Kameny stojí na tmavých polích</translation>
    </message>
    <message>
        <source>%1: select one of your pieces, then its destination</source>
        <translation>%1: vyberte svůj kámen a pak pole, kam má táhnout</translation>
    </message>
    <message>
        <source>This piece made Black&apos;s first move; the second move must be made with another piece</source>
        <translation>Tento kámen táhl prvním tahem černého; druhým tahem musí táhnout jiný kámen</translation>
    </message>
    <message>
        <source>This stone can only step backward, which is allowed only when no stone can step forward</source>
        <translation>Tento kámen může jen ustoupit, a to je dovoleno, jen když žádný kámen nemůže táhnout vpřed</translation>
    </message>
    <message>
        <source>This piece cannot move</source>
        <translation>Tento kámen nemůže táhnout</translation>
    </message>
    <message>
        <source>Pieces move on the light squares in this game</source>
        <translation>V této hře se táhne po světlých polích</translation>
    </message>
    <message>
        <source>Pieces move on the dark squares</source>
        <translation>Táhne se po tmavých polích</translation>
    </message>
    <message>
        <source>That square is occupied</source>
        <translation>To pole je obsazené</translation>
    </message>
    <message>
        <source>Pieces move diagonally</source>
        <translation>Táhne se šikmo</translation>
    </message>
    <message>
        <source>Stones step forward (backward only when stuck)</source>
        <translation>Kameny táhnou vpřed (zpět jen tehdy, když vpřed nemohou)</translation>
    </message>
    <message>
        <source>Men step forward only (they capture both ways)</source>
        <translation>Kameny táhnou jen vpřed (brát smějí oběma směry)</translation>
    </message>
    <message>
        <source>Stones step backward only when none of your stones can step forward</source>
        <translation>Kameny smějí ustoupit, jen když žádný váš kámen nemůže táhnout vpřed</translation>
    </message>
    <message>
        <source>A man moves two squares only when it jumps an enemy piece</source>
        <translation>O dvě pole táhne kámen jen tehdy, když přeskakuje soupeřův kámen</translation>
    </message>
    <message>
        <source>A man moves one square at a time; only kings fly</source>
        <translation>Kámen táhne vždy o jedno pole; na dálku táhnou jen dámy</translation>
    </message>
    <message>
        <source>The piece on %1 cannot reach %2 in one move</source>
        <translation>Kámen na poli %1 se na pole %2 jedním tahem nedostane</translation>
    </message>
    <message>
        <source>First place a stone from your hand on a glowing square of your first row</source>
        <translation>Nejdřív nasaďte kámen z ruky na zvýrazněné pole své první řady</translation>
    </message>
    <message>
        <source>A capture is compulsory: %1 takes %2</source>
        <translation>Braní je povinné: %1 bere %2</translation>
    </message>
    <message>
        <source>The largest capture is compulsory: %1 takes %2</source>
        <translation>Povinné je největší braní: %1 bere %2</translation>
    </message>
    <message>
        <source>A stone from hand should be placed first</source>
        <translation>Nejdřív je třeba nasadit kámen z ruky</translation>
    </message>
    <message>
        <source>Careful: %1. Moving this piece lets %2 claim.</source>
        <translation>Pozor: %1. Když táhnete tímto kamenem, může %2 uplatnit nárok.</translation>
    </message>
    <message>
        <source>Now click the square to move it to</source>
        <translation>Teď klikněte na pole, kam má táhnout</translation>
    </message>
    <message>
        <source>%1 takes %2: click where it lands</source>
        <translation>%1 bere %2: klikněte, kam dopadne</translation>
    </message>
    <message>
        <source>Now click the next landing square</source>
        <translation>Teď klikněte na další pole dopadu</translation>
    </message>
    <message>
        <source>Several captures end on %1: click the landing squares one by one</source>
        <translation>Na poli %1 končí několik braní: klikněte postupně na jednotlivá pole dopadu</translation>
    </message>
    <message>
        <source>%1 may claim: the opponent did not make a compulsory capture. Select a glowing stone to turn it over, or decline the claim.</source>
        <translation>%1 může uplatnit nárok: soupeř nezahrál povinné braní. Vyberte zvýrazněný kámen, který se má otočit, nebo nárok odmítněte.</translation>
    </message>
    <message>
        <source>%1 may claim: the opponent did not make a compulsory capture. Select a glowing piece to remove it, or decline the claim.</source>
        <translation>%1 může uplatnit nárok: soupeř nezahrál povinné braní. Vyberte zvýrazněný kámen, který se má odebrat, nebo nárok odmítněte.</translation>
    </message>
    <message>
        <source>%1 may take the stone the opponent left in hand instead of placing it.</source>
        <translation>%1 si může vzít kámen, který soupeř nechal v ruce, místo aby ho nasadil.</translation>
    </message>
    <message>
        <source>You have a stone in hand: place it on a glowing square of your first row before you move.</source>
        <translation>Máte kámen v ruce: než táhnete, nasaďte ho na zvýrazněné pole své první řady.</translation>
    </message>
    <message>
        <source>Black moves twice. The piece on %1 made the first move, so the second move must be made with another piece.</source>
        <translation>Černý táhne dvakrát. Prvním tahem táhl kámen na poli %1, proto druhým tahem musí táhnout jiný kámen.</translation>
    </message>
    <message>
        <source>A capture is compulsory, and the capture taking the most pieces must be chosen: %1 takes %2.</source>
        <translation>Braní je povinné a musí se zvolit to, které bere nejvíc kamenů: %1 bere %2.</translation>
    </message>
    <message>
        <source>This piece cannot capture, but a capture is compulsory: %1 takes %2. Choose a piece that can capture.</source>
        <translation>Tento kámen nemůže brát, ale braní je povinné: %1 bere %2. Vyberte kámen, který brát může.</translation>
    </message>
    <message>
        <source>This piece must capture: a capture is compulsory. Its longest capture, %1, takes %2.</source>
        <translation>Tento kámen musí brát: braní je povinné. Jeho nejdelší braní, %1, bere %2.</translation>
    </message>
    <message>
        <source>This piece must capture: a capture is compulsory, and the largest one must be chosen. %1 takes %2.</source>
        <translation>Tento kámen musí brát: braní je povinné a musí se zvolit to největší. %1 bere %2.</translation>
    </message>
    <message>
        <source>Stones step forward. A backward step is allowed only when none of your stones can step forward.</source>
        <translation>Kameny táhnou vpřed. Ustoupit je dovoleno, jen když žádný váš kámen nemůže táhnout vpřed.</translation>
    </message>
    <message>
        <source>None of your stones can step forward, so your stones may step backward.</source>
        <translation>Žádný váš kámen nemůže táhnout vpřed, takže vaše kameny smějí ustoupit.</translation>
    </message>
    <message>
        <source>This stone may step forward only: a stone steps backward only when none of your stones can step forward.</source>
        <translation>Tento kámen smí táhnout jen vpřed: ustoupit smí kámen, jen když žádný váš kámen nemůže táhnout vpřed.</translation>
    </message>
    <message>
        <source>This stone cannot step backward now: that is allowed only when none of your stones can step forward.</source>
        <translation>Tento kámen teď nesmí ustoupit: to je dovoleno, jen když žádný váš kámen nemůže táhnout vpřed.</translation>
    </message>
    <message>
        <source>%1&apos;s men are crowned only on %2, the squares beside the enemy&apos;s corner; the rest of the far row does not crown.</source>
        <translation>%1: kámen se mění v dámu jen na polích %2 v soupeřově rohu; na ostatních polích poslední řady se v dámu nemění.</translation>
    </message>
    <message>
        <source>No capture is due: move any glowing piece.</source>
        <translation>Teď není co brát: táhněte kterýmkoli zvýrazněným kamenem.</translation>
    </message>
    <message>
        <source>No capture is due: this piece may go to any marked square.</source>
        <translation>Teď není co brát: tento kámen smí na kterékoli označené pole.</translation>
    </message>
    <message>
        <source>Hint: place a stone on %1</source>
        <translation>Rada: nasaďte kámen na pole %1</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Rada: %1</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1 takes %n piece(s)</source>
        <translation>
            <numerusform>Rada: %1 bere %n kámen</numerusform>
            <numerusform>Rada: %1 bere %n kameny</numerusform>
            <numerusform>Rada: %1 bere %n kamenů</numerusform>
        </translation>
    </message>
    <message>
        <source>International</source>
        <translation>Mezinárodní dáma</translation>
    </message>
    <message>
        <source>10×10, 20 men a side, flying kings; the largest capture is compulsory.</source>
        <translation>10×10, 20 kamenů na každé straně, dámy táhnou na dálku; povinné je braní co nejvíce kamenů.</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>Polská dáma</translation>
    </message>
    <message>
        <source>10×10, 15 men a side; a man crowned during a capture stops there.</source>
        <translation>10×10, 15 kamenů na každé straně; kámen, který se během braní změní v dámu, tam svůj tah ukončí.</translation>
    </message>
    <message>
        <source>Twenty vs Ten</source>
        <translation>Dvacet proti deseti</translation>
    </message>
    <message>
        <source>20 white men against 10 black men that move twice each turn.</source>
        <translation>20 bílých kamenů proti 10 černým, které táhnou v každém kole dvakrát.</translation>
    </message>
    <message>
        <source>Corner Checkers</source>
        <translation>Rohová dáma</translation>
    </message>
    <message>
        <source>Played on the light squares; men are crowned only in the far corner.</source>
        <translation>Hraje se na světlých polích; kámen se mění v dámu jen v soupeřově rohu.</translation>
    </message>
    <message>
        <source>To the Last Man</source>
        <translation>Do posledního muže</translation>
    </message>
    <message>
        <source>8×8 stones that change colour when captured and return from the far row.</source>
        <translation>8×8, dvoubarevné kameny, které po zajetí mění barvu a z poslední řady se vracejí.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n kámen</numerusform>
            <numerusform>%n kameny</numerusform>
            <numerusform>%n kamenů</numerusform>
        </translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partie probíhá</translation>
    </message>
    <message>
        <source>Draw: 30 moves without a capture</source>
        <translation>Remíza: 30 tahů bez braní</translation>
    </message>
    <message>
        <source>Draw by agreement</source>
        <translation>Remíza dohodou</translation>
    </message>
    <message>
        <source>White wins: Black has no pieces left</source>
        <translation>Vyhrává bílý: černému nezbyl žádný kámen</translation>
    </message>
    <message>
        <source>Black wins: White has no pieces left</source>
        <translation>Vyhrává černý: bílému nezbyl žádný kámen</translation>
    </message>
    <message>
        <source>White wins: Black cannot move</source>
        <translation>Vyhrává bílý: černý nemůže táhnout</translation>
    </message>
    <message>
        <source>Black wins: White cannot move</source>
        <translation>Vyhrává černý: bílý nemůže táhnout</translation>
    </message>
    <message>
        <source>White wins: Black cannot make two moves</source>
        <translation>Vyhrává bílý: černý nemůže zahrát dva tahy</translation>
    </message>
    <message>
        <source>White wins: Black resigned</source>
        <translation>Vyhrává bílý: černý se vzdal</translation>
    </message>
    <message>
        <source>Black wins: White resigned</source>
        <translation>Vyhrává černý: bílý se vzdal</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Vyhrává bílý</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Vyhrává černý</translation>
    </message>
    <message>
        <source>%1: move %2 of 2</source>
        <translation>%1: tah %2 ze 2</translation>
    </message>
    <message>
        <source>%1: place a stone, then move</source>
        <translation>%1: nasaďte kámen, pak táhněte</translation>
    </message>
    <message>
        <source>%1: now move a stone</source>
        <translation>%1: teď táhněte kamenem</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Na tahu: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 may claim %n piece(s)</source>
        <translation>
            <numerusform>%1 může uplatnit nárok na %n kámen</numerusform>
            <numerusform>%1 může uplatnit nárok na %n kameny</numerusform>
            <numerusform>%1 může uplatnit nárok na %n kamenů</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may claim a piece</source>
        <translation>%1 může uplatnit nárok na kámen</translation>
    </message>
    <message>
        <source>%1 may take the unplaced stone</source>
        <translation>%1 si může vzít nenasazený kámen</translation>
    </message>
    <message>
        <source>: missed a compulsory capture</source>
        <translation>: nevzaté braní</translation>
    </message>
    <message>
        <source>: did not place a stone from hand</source>
        <translation>: nenasazený kámen z ruky</translation>
    </message>
    <message>
        <source>New game: %1</source>
        <translation>Nová partie: %1</translation>
    </message>
    <message>
        <source>Opened a game of %1</source>
        <translation>Otevřena partie hry %1</translation>
    </message>
    <message>
        <source>a compulsory capture</source>
        <translation>nevzaté braní</translation>
    </message>
    <message>
        <source>placing a stone from hand</source>
        <translation>nenasazený kámen z ruky</translation>
    </message>
    <message>
        <source>%1 played %2, missing %3: %4 may claim</source>
        <translation>%1: tah %2, %3 – %4 může uplatnit nárok</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1: tah %2</translation>
    </message>
    <message>
        <source>. Black: now the second move, with another piece</source>
        <translation>. Černý: teď druhý tah, jiným kamenem</translation>
    </message>
    <message>
        <source>%1 took the stone %2 did not place</source>
        <translation>%1 si bere nenasazený kámen, %2 o něj přichází</translation>
    </message>
    <message>
        <source>%1 claimed the piece on %2</source>
        <translation>%1 uplatňuje nárok na kámen na poli %2</translation>
    </message>
    <message>
        <source>%1 declined the claim</source>
        <translation>%1 nárok neuplatňuje</translation>
    </message>
    <message>
        <source>%1 declined the draw offered by %2</source>
        <translation>%1 odmítá remízu, kterou nabízí %2</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Vráceno zpět</translation>
    </message>
    <message>
        <source>Redone</source>
        <translation>Zopakováno</translation>
    </message>
    <message>
        <source>The dropped moves are back</source>
        <translation>Zahozené tahy jsou zpět</translation>
    </message>
    <message>
        <source>Play continues from here</source>
        <translation>Partie pokračuje odtud</translation>
    </message>
    <message>
        <source>The game is over. %1</source>
        <translation>Partie skončila. %1</translation>
    </message>
    <message>
        <source>White wins: Black ran out of time</source>
        <translation>Vyhrává bílý: černý prohrává na čas</translation>
    </message>
    <message>
        <source>Black wins: White ran out of time</source>
        <translation>Vyhrává černý: bílý prohrává na čas</translation>
    </message>
    <message>
        <source>%1 wins: %2 has no pieces left</source>
        <translation>Vyhrává %1: %2 už nemá žádné kameny</translation>
    </message>
    <message>
        <source>%1 wins: %2 cannot move</source>
        <translation>Vyhrává %1: %2 nemůže táhnout</translation>
    </message>
    <message>
        <source>%1 wins: %2 cannot make two moves</source>
        <translation>Vyhrává %1: %2 nemůže zahrát dva tahy</translation>
    </message>
    <message>
        <source>%1 wins: %2 resigned</source>
        <translation>Vyhrává %1: %2 se vzdává</translation>
    </message>
    <message>
        <source>%1 wins: %2 ran out of time</source>
        <translation>Vyhrává %1: %2 prohrává na čas</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Vyhrává %1</translation>
    </message>
    <message>
        <source>. A new king on %1</source>
        <translation>. Nová dáma na poli %1</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>a Black man cannot stand on %2, where it is crowned (a king is written K%2)</source>
        <translation>černý kámen nemůže stát na poli %2, kde se mění v dámu (dáma se zapisuje K%2)</translation>
    </message>
    <message>
        <source>a White man cannot stand on %2, where it is crowned (a king is written K%2)</source>
        <translation>bílý kámen nemůže stát na poli %2, kde se mění v dámu (dáma se zapisuje K%2)</translation>
    </message>
    <message>
        <source>field %1 is given twice</source>
        <translation>položka %1 je uvedena dvakrát</translation>
    </message>
    <message>
        <source>the game is longer than %1, the most one game may have; the rest of the file is not read</source>
        <translation>partie je delší než %1, což je nejvíc, kolik smí mít jedna partie; zbytek souboru se nenačte</translation>
    </message>
    <message>
        <source>line %1 is longer than %2, the most one line may have; the rest of the file is not read</source>
        <translation>řádek %1 je delší než %2, což je nejvíc, kolik smí mít jeden řádek; zbytek souboru se nenačte</translation>
    </message>
    <message>
        <source>no game at line %1 any more (has the file changed?)</source>
        <translation>na řádku %1 už žádná partie není (změnil se soubor?)</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n bajt</numerusform>
            <numerusform>%n bajty</numerusform>
            <numerusform>%n bajtů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>more than %n stone(s)</source>
        <translation>
            <numerusform>více než %n kámen</numerusform>
            <numerusform>více než %n kameny</numerusform>
            <numerusform>více než %n kamenů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This piece has %n capture(s): click the landing squares one by one</source>
        <translation>
            <numerusform>Tento kámen má %n možnost braní: klikněte postupně na jednotlivá pole dopadu</numerusform>
            <numerusform>Tento kámen má %n možnosti braní: klikněte postupně na jednotlivá pole dopadu</numerusform>
            <numerusform>Tento kámen má %n možností braní: klikněte postupně na jednotlivá pole dopadu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No capture for %1 of %n move(s)</source>
        <translation>
            <numerusform>Tahů bez braní: %1 z %n</numerusform>
            <numerusform>Tahů bez braní: %1 z %n</numerusform>
            <numerusform>Tahů bez braní: %1 z %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking… depth %1</source>
        <translation>Přemýšlí… hloubka %1</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Přemýšlí…</translation>
    </message>
    <message>
        <source>Looking for the best move…</source>
        <translation>Hledá se nejlepší tah…</translation>
    </message>
    <message>
        <source>The only move</source>
        <translation>Jediný možný tah</translation>
    </message>
    <message numerus="yes">
        <source>Wins the game in %n move(s)</source>
        <translation>
            <numerusform>Vyhraje partii za %n tah</numerusform>
            <numerusform>Vyhraje partii za %n tahy</numerusform>
            <numerusform>Vyhraje partii za %n tahů</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move loses; this one holds out longest</source>
        <translation>Každý tah prohrává; tento vydrží nejdéle</translation>
    </message>
    <message>
        <source>Every other move loses the game</source>
        <translation>Každý jiný tah partii prohrává</translation>
    </message>
    <message numerus="yes">
        <source>Wins %n piece(s) at once</source>
        <translation>
            <numerusform>Získá hned %n kámen</numerusform>
            <numerusform>Získá hned %n kameny</numerusform>
            <numerusform>Získá hned %n kamenů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wins %1 in %n move(s)</source>
        <translation>
            <numerusform>Získá %1 za %n tah</numerusform>
            <numerusform>Získá %1 za %n tahy</numerusform>
            <numerusform>Získá %1 za %n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Avoids losing %n piece(s)</source>
        <translation>
            <numerusform>Zabrání ztrátě %n kamene</numerusform>
            <numerusform>Zabrání ztrátě %n kamenů</numerusform>
            <numerusform>Zabrání ztrátě %n kamenů</numerusform>
        </translation>
    </message>
    <message>
        <source>Makes a king</source>
        <translation>Získá dámu</translation>
    </message>
    <message numerus="yes">
        <source>Makes a king in %n move(s)</source>
        <translation>
            <numerusform>Získá dámu za %n tah</numerusform>
            <numerusform>Získá dámu za %n tahy</numerusform>
            <numerusform>Získá dámu za %n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins in %n ply(s)</source>
        <translation>
            <numerusform>Bílý vyhraje za %n půltah</numerusform>
            <numerusform>Bílý vyhraje za %n půltahy</numerusform>
            <numerusform>Bílý vyhraje za %n půltahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins in %n ply(s)</source>
        <translation>
            <numerusform>Černý vyhraje za %n půltah</numerusform>
            <numerusform>Černý vyhraje za %n půltahy</numerusform>
            <numerusform>Černý vyhraje za %n půltahů</numerusform>
        </translation>
    </message>
    <message>
        <source>%1? is a mistake: %2 was better</source>
        <translation>%1? je chyba: lepší byl tah %2</translation>
    </message>
    <message>
        <source>%1?? is a blunder: %2 was better</source>
        <translation>%1?? je hrubá chyba: lepší byl tah %2</translation>
    </message>
    <message>
        <source>%1 is a good move</source>
        <translation>%1 je dobrý tah</translation>
    </message>
    <message>
        <source>%1 was played after the game had ended by its rules: no verdict</source>
        <translation>%1: tah po konci partie podle pravidel, bez hodnocení</translation>
    </message>
    <message>
        <source>Better: %1</source>
        <translation>Lepší: %1</translation>
    </message>
    <message>
        <source>Judging move %1 of %2</source>
        <translation>Posuzuji tah %1 z %2</translation>
    </message>
    <message numerus="yes">
        <source>Analysis cancelled after %n move(s)</source>
        <translation>
            <numerusform>Rozbor zrušen po %n tahu</numerusform>
            <numerusform>Rozbor zrušen po %n tazích</numerusform>
            <numerusform>Rozbor zrušen po %n tazích</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) judged</source>
        <translation>
            <numerusform>Posouzen %n tah</numerusform>
            <numerusform>Posouzeny %n tahy</numerusform>
            <numerusform>Posouzeno %n tahů</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n chyba</numerusform>
            <numerusform>%n chyby</numerusform>
            <numerusform>%n chyb</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n hrubá chyba</numerusform>
            <numerusform>%n hrubé chyby</numerusform>
            <numerusform>%n hrubých chyb</numerusform>
        </translation>
    </message>
    <message>
        <source>Computer, level %1</source>
        <translation>Počítač, úroveň %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 missed a compulsory capture: %2 may click a glowing piece to turn it over</source>
        <translation>Nevzaté braní (%1) – %2 může kliknout na zvýrazněný kámen a otočit ho</translation>
    </message>
    <message>
        <source>%1 missed a compulsory capture: %2 may click a glowing piece to remove it</source>
        <translation>Nevzaté braní (%1) – %2 může kliknout na zvýrazněný kámen a odebrat ho</translation>
    </message>
    <message>
        <source>%1 did not place a stone from hand: %2 may take it</source>
        <translation>Nenasazený kámen z ruky (%1) – %2 si ho může vzít</translation>
    </message>
    <message>
        <source>Judging move %1 of %2</source>
        <comment>ze</comment>
        <translation>Posuzuji tah %1 ze %2</translation>
    </message>
    <message numerus="yes">
        <source>No capture for %1 of %n move(s)</source>
        <comment>ze</comment>
        <translation>
            <numerusform>Tahů bez braní: %1 ze %n</numerusform>
            <numerusform>Tahů bez braní: %1 ze %n</numerusform>
            <numerusform>Tahů bez braní: %1 ze %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine at %1</source>
        <translation>Program na adrese %1</translation>
    </message>
    <message>
        <source>tag %1: expected &quot;original&quot;, or &quot;fmjd&quot; in International</source>
        <translation>značka %1: očekává se „original“, nebo u mezinárodní dámy „fmjd“</translation>
    </message>
    <message>
        <source>tag %1: the FMJD&apos;s rules have compulsory captures only</source>
        <translation>značka %1: pravidla FMJD mají jen povinné braní</translation>
    </message>
    <message>
        <source>This position has stood on the board twice with the same player to move: a third time draws the game (FMJD rules).</source>
        <translation>Toto postavení se stejným hráčem na tahu už na desce stálo dvakrát: potřetí končí partie remízou (pravidla FMJD).</translation>
    </message>
    <message numerus="yes">
        <source>Against a lone king the game is drawn when each player has made %n more move(s) in this ending (FMJD rules).</source>
        <translation>
            <numerusform>Proti osamocené dámě končí partie remízou, jakmile každý hráč v této koncovce udělá ještě %n tah (pravidla FMJD).</numerusform>
            <numerusform>Proti osamocené dámě končí partie remízou, jakmile každý hráč v této koncovce udělá ještě %n tahy (pravidla FMJD).</numerusform>
            <numerusform>Proti osamocené dámě končí partie remízou, jakmile každý hráč v této koncovce udělá ještě %n tahů (pravidla FMJD).</numerusform>
        </translation>
    </message>
    <message>
        <source>Only kings have moved: when each player has made 25 such moves, the game is drawn (FMJD rules). A man&apos;s move or a capture starts the count again.</source>
        <translation>Táhnou jen dámy: jakmile každý hráč udělá 25 takových tahů, končí partie remízou (pravidla FMJD). Po tahu kamenem nebo braní se počítá znovu od nuly.</translation>
    </message>
    <message>
        <source>Draw: the same position a third time</source>
        <translation>Remíza: totéž postavení potřetí</translation>
    </message>
    <message>
        <source>Draw: 25 moves each with kings only</source>
        <translation>Remíza: 25 tahů každého hráče jen dámami</translation>
    </message>
    <message>
        <source>Draw: 16 moves each against a lone king</source>
        <translation>Remíza: 16 tahů každého hráče proti osamocené dámě</translation>
    </message>
    <message>
        <source>Draw: 5 moves each against a lone king</source>
        <translation>Remíza: 5 tahů každého hráče proti osamocené dámě</translation>
    </message>
    <message numerus="yes">
        <source>Against a lone king: %1 of %n move(s) each</source>
        <translation>
            <numerusform>Proti osamocené dámě: tahy každého hráče %1/%n</numerusform>
            <numerusform>Proti osamocené dámě: tahy každého hráče %1/%n</numerusform>
            <numerusform>Proti osamocené dámě: tahy každého hráče %1/%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only kings moved: %1 of %n move(s) each</source>
        <translation>
            <numerusform>Táhnou jen dámy: tahy každého hráče %1/%n</numerusform>
            <numerusform>Táhnou jen dámy: tahy každého hráče %1/%n</numerusform>
            <numerusform>Táhnou jen dámy: tahy každého hráče %1/%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Asked %1 to take back your last move…</source>
        <translation>%1 dostává žádost o vrácení vašeho posledního tahu…</translation>
    </message>
    <message>
        <source>%1 does not agree to take back your move</source>
        <translation>%1 nesouhlasí s vrácením vašeho tahu</translation>
    </message>
    <message>
        <source>Scores count men from White&apos;s side: +1.0 = a man ahead for White, −1.0 = a man ahead for Black</source>
        <translation>Hodnocení v kamenech z pohledu bílého: +1.0 = bílý má o kámen víc, −1.0 = černý má o kámen víc</translation>
    </message>
    <message>
        <source>Play is paused. Press P to resume from the latest position.</source>
        <translation>Partie je pozastavena. Klávesou P pokračujete od posledního postavení.</translation>
    </message>
    <message>
        <source>Play is paused. Press P to resume.</source>
        <translation>Partie je pozastavena. Pokračujte klávesou P.</translation>
    </message>
    <message>
        <source>Play resumed</source>
        <translation>Partie pokračuje</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>where the review is, then that play is paused</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, potom %2</translation>
    </message>
    <message>
        <source>No capture is due: any piece may move.</source>
        <translation>Teď není co brát: táhnout smí kterýkoli kámen.</translation>
    </message>
    <message>
        <source>a win</source>
        <translation>výhra</translation>
    </message>
    <message>
        <source>a loss</source>
        <translation>prohra</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>remíza</translation>
    </message>
    <message>
        <source>Endgame tables: %1 with perfect play</source>
        <translation>Databáze koncovek: %1 při bezchybné hře</translation>
    </message>
    <message>
        <source>Endgame tables: %1 before the move and after it</source>
        <translation>Databáze koncovek: %1 před tahem i po něm</translation>
    </message>
    <message>
        <source>Endgame tables: %1 before the move, %2 after it</source>
        <translation>Databáze koncovek: před tahem %1, po něm %2</translation>
    </message>
    <message>
        <source>Building the endgame tables of %1 in the background, in %2. Once they are complete, the computer, Hint and Analyse Game know the endings of few pieces exactly.</source>
        <translation>Na pozadí se počítá databáze koncovek pro hru %1 (složka %2). Až bude hotová, počítač, rada i rozbor partie budou koncovky s několika kameny znát přesně.</translation>
    </message>
    <message numerus="yes">
        <source>The endgame tables of %1 are ready: the computer, Hint and Analyse Game now know every ending of up to %n piece(s) exactly.</source>
        <translation>
            <numerusform>Databáze koncovek pro hru %1 je hotová: počítač, rada i rozbor partie teď přesně znají každou koncovku, v níž je nejvýše %n kámen.</numerusform>
            <numerusform>Databáze koncovek pro hru %1 je hotová: počítač, rada i rozbor partie teď přesně znají každou koncovku, v níž jsou nejvýše %n kameny.</numerusform>
            <numerusform>Databáze koncovek pro hru %1 je hotová: počítač, rada i rozbor partie teď přesně znají každou koncovku, v níž je nejvýše %n kamenů.</numerusform>
        </translation>
    </message>
    <message>
        <source>The endgame tables of %1 could not be built: %2 The computer plays on without them.</source>
        <translation>Databázi koncovek pro hru %1 nelze spočítat: %2 Počítač hraje dál bez ní.</translation>
    </message>
    <message>
        <source>The endgame tables of %1 were not finished; their build goes on where it stopped when they are next needed.</source>
        <translation>Databáze koncovek pro hru %1 není dokončená; až bude znovu potřeba, výpočet naváže tam, kde přestal.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>By the rules this game was drawn from its start (%1); the players played on, as the file records.</source>
        <translation>Podle pravidel byla tato partie remízou už od začátku (%1); hráči hráli dál, jak zapisuje soubor.</translation>
    </message>
    <message>
        <source>By the rules this game ended after %1&apos;s %2 (%3); the players played on, as the file records.</source>
        <translation>Podle pravidel tato partie skončila po tahu %2 (%1; %3); hráči hráli dál, jak zapisuje soubor.</translation>
    </message>
    <message>
        <source>A capture is compulsory: one of your pieces must jump. You may choose any capture: %1.</source>
        <translation>Braní je povinné: některý z vašich kamenů musí skákat. Můžete zvolit kterékoli braní: %1.</translation>
    </message>
    <message>
        <source>A capture is compulsory: %1 must be made.</source>
        <translation>Braní je povinné: musíte zahrát %1.</translation>
    </message>
    <message>
        <source>A capture is compulsory, and a capture taking the most pieces must be chosen: %1, each taking %2.</source>
        <translation>Braní je povinné a musí se zvolit braní, které bere nejvíc kamenů: %1, každé bere %2.</translation>
    </message>
    <message>
        <source>This piece cannot capture, but a capture is compulsory: %1, each taking %2. Choose a piece that can capture.</source>
        <translation>Tento kámen nemůže brát, ale braní je povinné: %1, každé bere %2. Vyberte kámen, který brát může.</translation>
    </message>
    <message>
        <source>This piece must capture: a capture is compulsory. It may choose any of its captures: %1.</source>
        <translation>Tento kámen musí brát: braní je povinné. Může zvolit kterékoli ze svých braní: %1.</translation>
    </message>
    <message>
        <source>This piece must capture: a capture is compulsory, and the largest one must be chosen: %1, each taking %2.</source>
        <translation>Tento kámen musí brát: braní je povinné a musí se zvolit to největší: %1, každé bere %2.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last of several moves to choose from</comment>
        <translation>%1 nebo %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>captured %n time(s) since it last moved: it can no longer be jumped until it moves</source>
        <translation>
            <numerusform>od posledního tahu zajat %nkrát: dokud netáhne, nelze ho přeskočit</numerusform>
            <numerusform>od posledního tahu zajat %nkrát: dokud netáhne, nelze ho přeskočit</numerusform>
            <numerusform>od posledního tahu zajat %nkrát: dokud netáhne, nelze ho přeskočit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>captured %n time(s) since it last moved; at %1 it can no longer be jumped</source>
        <translation>
            <numerusform>od posledního tahu zajat %nkrát; při %1 ho už nelze přeskočit</numerusform>
            <numerusform>od posledního tahu zajat %nkrát; při %1 ho už nelze přeskočit</numerusform>
            <numerusform>od posledního tahu zajat %nkrát; při %1 ho už nelze přeskočit</numerusform>
        </translation>
    </message>
    <message>
        <source>The number on this stone: %1.</source>
        <translation>Číslo na tomto kameni: %1.</translation>
    </message>
    <message>
        <source>FMJD: White first, capture compulsory — as clubs, tournaments and other programs play</source>
        <translation>FMJD: začíná bílý, braní je povinné – jak se hraje v klubech, na turnajích i v jiných programech</translation>
    </message>
    <message>
        <source>The original text: Black first, a missed capture may be claimed</source>
        <translation>Původní text: začíná černý, za nevzaté braní lze uplatnit nárok</translation>
    </message>
    <message>
        <source>The original text: Black first, capture compulsory</source>
        <translation>Původní text: začíná černý, braní je povinné</translation>
    </message>
    <message>
        <source>This stone may move, but not with the capture the rules ask: %1. Moving it lets %2 claim a stone.</source>
        <translation>Tímto kamenem smíte táhnout, ale ne braním, které pravidla žádají: %1. Když jím táhnete, může %2 uplatnit nárok na kámen.</translation>
    </message>
    <message>
        <source>This piece may move, but not with the capture the rules ask: %1. Moving it lets %2 claim a piece.</source>
        <translation>Tímto kamenem smíte táhnout, ale ne braním, které pravidla žádají: %1. Když jím táhnete, může %2 uplatnit nárok na kámen.</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 bere %2</translation>
    </message>
    <message>
        <source>%1, each taking %2</source>
        <translation>%1, každé bere %2</translation>
    </message>
    <message>
        <source>any of %1</source>
        <translation>kterékoli z braní %1</translation>
    </message>
    <message>
        <source>%1 of White</source>
        <comment>a count of moves, then whose moves they are</comment>
        <translation>%1 bílého</translation>
    </message>
    <message>
        <source>%1 of Black</source>
        <comment>a count of moves, then whose moves they are</comment>
        <translation>%1 černého</translation>
    </message>
    <message>
        <source>%1; the best position (%2)</source>
        <comment>the material on the board, then the hinted move&apos;s value</comment>
        <translation>%1; nejlepší postavení (%2)</translation>
    </message>
    <message>
        <source>%1 is %2 up</source>
        <comment>a side, then a count of pieces</comment>
        <translation>%1 má o %2 víc</translation>
    </message>
    <message>
        <source>%1 is %2 down</source>
        <comment>a side, then a count of pieces</comment>
        <translation>%1 má o %2 méně</translation>
    </message>
    <message>
        <source>Material is level</source>
        <translation>Materiál je vyrovnaný</translation>
    </message>
    <message>
        <source>Reviewing: the starting position</source>
        <translation>Prohlížení: výchozí postavení</translation>
    </message>
    <message>
        <source>Reviewing: position after move %1 (White)</source>
        <translation>Prohlížení: postavení po tahu %1 (bílý)</translation>
    </message>
    <message>
        <source>Reviewing: position after move %1… (Black)</source>
        <translation>Prohlížení: postavení po tahu %1… (černý)</translation>
    </message>
    <message>
        <source>A White man cannot stand on %1, where White&apos;s men are crowned: make it a king or move it.</source>
        <translation>Bílý kámen nemůže stát na poli %1, kde se kameny bílého mění v dámu: udělejte z něj dámu, nebo ho přesuňte.</translation>
    </message>
    <message>
        <source>A Black man cannot stand on %1, where Black&apos;s men are crowned: make it a king or move it.</source>
        <translation>Černý kámen nemůže stát na poli %1, kde se kameny černého mění v dámu: udělejte z něj dámu, nebo ho přesuňte.</translation>
    </message>
    <message numerus="yes">
        <source>White has more pieces than the %n the game starts with.</source>
        <translation>
            <numerusform>Bílý má víc kamenů než %n, se kterým hra začíná.</numerusform>
            <numerusform>Bílý má víc kamenů než %n, se kterými hra začíná.</numerusform>
            <numerusform>Bílý má víc kamenů než %n, se kterými hra začíná.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black has more pieces than the %n the game starts with.</source>
        <translation>
            <numerusform>Černý má víc kamenů než %n, se kterým hra začíná.</numerusform>
            <numerusform>Černý má víc kamenů než %n, se kterými hra začíná.</numerusform>
            <numerusform>Černý má víc kamenů než %n, se kterými hra začíná.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The board and the hands hold more than the game&apos;s %n stones.</source>
        <translation>
            <numerusform>Na desce a v rukou je víc kamenů, než kolik jich hra má (%n).</numerusform>
            <numerusform>Na desce a v rukou je víc kamenů, než kolik jich hra má (%n).</numerusform>
            <numerusform>Na desce a v rukou je víc kamenů, než kolik jich hra má (%n).</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over here (%1): it can be studied and saved, not played.</source>
        <translation>V tomto postavení je partie u konce (%1): lze ho studovat a uložit, ne hrát.</translation>
    </message>
    <message>
        <source>Ready to play: White to move.</source>
        <translation>Připraveno ke hře: na tahu je bílý.</translation>
    </message>
    <message>
        <source>Ready to play: Black to move.</source>
        <translation>Připraveno ke hře: na tahu je černý.</translation>
    </message>
</context>
<context>
    <name>TrainerTexts</name>
    <message>
        <source>Click square %1</source>
        <translation>Klikněte na pole %1</translation>
    </message>
    <message>
        <source>Type the number of the marked square</source>
        <translation>Napište číslo označeného pole</translation>
    </message>
    <message>
        <source>Type the name of the marked square: a letter and a digit</source>
        <translation>Napište název označeného pole: písmeno a číslici</translation>
    </message>
    <message numerus="yes">
        <source>A round lasts %n second(s). Start begins it.</source>
        <translation>
            <numerusform>Pokus trvá %n sekundu. Spustí ho tlačítko Začít.</numerusform>
            <numerusform>Pokus trvá %n sekundy. Spustí ho tlačítko Začít.</numerusform>
            <numerusform>Pokus trvá %n sekund. Spustí ho tlačítko Začít.</numerusform>
        </translation>
    </message>
    <message>
        <source>No: square %1 is marked.</source>
        <translation>Ne: označené je pole %1.</translation>
    </message>
    <message>
        <source>No: that is square %1. Square %2 is marked.</source>
        <translation>Ne: to je pole %1. Označené je pole %2.</translation>
    </message>
    <message>
        <source>No: the marked square is %1.</source>
        <translation>Ne: označené pole je %1.</translation>
    </message>
    <message>
        <source>Time: %1 s</source>
        <translation>Čas: %1 s</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>Správně: %1</translation>
    </message>
    <message>
        <source>Mistakes: %1</source>
        <translation>Chyby: %1</translation>
    </message>
    <message>
        <source>Best in this mode: %1</source>
        <translation>Nejlepší v tomto režimu: %1</translation>
    </message>
    <message>
        <source>Time is up. Right: %1, mistakes: %2.</source>
        <translation>Čas vypršel. Správně: %1, chyby: %2.</translation>
    </message>
    <message>
        <source>A new best in this mode!</source>
        <translation>Nový nejlepší výsledek v tomto režimu!</translation>
    </message>
    <message>
        <source>Best in this mode: %1.</source>
        <translation>Nejlepší v tomto režimu: %1.</translation>
    </message>
    <message>
        <source>Square %1: right.</source>
        <translation>Pole %1: správně.</translation>
    </message>
</context>
<context>
    <name>draughts::app::AnalysisPanel</name>
    <message>
        <source>Ana&amp;lyse Game</source>
        <translation>Ro&amp;zebrat partii</translation>
    </message>
    <message>
        <source>Let the computer judge every move of this game and mark the mistakes</source>
        <translation>Počítač posoudí každý tah této partie a označí chyby</translation>
    </message>
    <message>
        <source>Save the Analysis in the Game &amp;File</source>
        <translation>Uložit rozbor do &amp;souboru partie</translation>
    </message>
    <message>
        <source>Saving writes the mistakes found as PDN marks ($2, $4) with the better move</source>
        <translation>Při uložení se nalezené chyby zapíší jako značky PDN ($2, $4) s lepším tahem</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Stop the analysis; the moves judged so far stay marked</source>
        <translation>Zastaví rozbor; dosud posouzené tahy zůstanou označené</translation>
    </message>
    <message>
        <source>Cancel the analysis</source>
        <translation>Zrušit rozbor</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Průběh rozboru</translation>
    </message>
    <message>
        <source>The computer&apos;s evaluation after each move, in men from White&apos;s side: White ahead above the zero line, Black below it; more than three men is drawn at the edge. Click a point to show that position.</source>
        <translation>Hodnocení počítače po každém tahu v kamenech z pohledu bílého: nad nulovou čarou vede bílý, pod ní černý; víc než tři kameny se kreslí na okraji. Kliknutím na bod zobrazíte příslušné postavení.</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Graf hodnocení</translation>
    </message>
    <message>
        <source>Left and Right show the previous and next move, Home and End the first and last</source>
        <translation>Šipky vlevo a vpravo zobrazí předchozí a další tah, Home a End první a poslední</translation>
    </message>
    <message>
        <source>Evaluation after the move: %1</source>
        <translation>Hodnocení po tahu: %1</translation>
    </message>
</context>
<context>
    <name>draughts::app::BoardModel</name>
    <message>
        <source>white king</source>
        <translation>bílá dáma</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>černá dáma</translation>
    </message>
    <message>
        <source>white stone</source>
        <translation>bílý kámen</translation>
    </message>
    <message>
        <source>black stone</source>
        <translation>černý kámen</translation>
    </message>
    <message>
        <source>white man</source>
        <translation>bílý kámen</translation>
    </message>
    <message>
        <source>black man</source>
        <translation>černý kámen</translation>
    </message>
</context>
<context>
    <name>draughts::app::BoardPage</name>
    <message>
        <source>Board</source>
        <translation>Deska</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Vzhled</translation>
    </message>
    <message>
        <source>How the squares and the pieces look</source>
        <translation>Jak vypadají pole a kameny</translation>
    </message>
    <message>
        <source>Square names</source>
        <translation>Označení polí</translation>
    </message>
    <message>
        <source>Show square names</source>
        <translation>Zobrazit označení polí</translation>
    </message>
    <message>
        <source>The names the move list and the hints use: numbers on the squares in the numbered games, letters and digits along the edges in To the Last Man</source>
        <translation>Označení, která používají záznam tahů a rady: čísla na polích ve hrách s číslovanými poli, písmena a číslice podél okrajů ve hře Do posledního muže</translation>
    </message>
    <message>
        <source>Also letters and digits along the edges of numbered boards</source>
        <translation>Také písmena a číslice podél okrajů číslovaných desek</translation>
    </message>
    <message>
        <source>The rule pages name some squares so, e.g. a1; the game itself uses the numbers</source>
        <translation>Stránky s pravidly takto označují některá pole, např. a1; hra sama používá čísla</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Otočení desky</translation>
    </message>
    <message>
        <source>Black at the bottom</source>
        <translation>Černý dole</translation>
    </message>
    <message>
        <source>Turn the board round, as View &gt; Flip Board does</source>
        <translation>Otočit desku, jako to dělá Zobrazení &gt; Otočit desku</translation>
    </message>
    <message>
        <source>Turn the board to the player whose turn it is</source>
        <translation>Otáčet desku k hráči, který je na tahu</translation>
    </message>
    <message>
        <source>When two people play at this computer, each sees the board from their own side on their turn</source>
        <translation>Když hrají dva lidé u jednoho počítače, každý vidí desku ze své strany, když je na tahu</translation>
    </message>
</context>
<context>
    <name>draughts::app::ChatBox</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>CHAT</source>
        <translation>ROZHOVOR</translation>
    </message>
    <message>
        <source>Write to the other player, then Enter</source>
        <translation>Napište soupeři a stiskněte Enter</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Zpráva soupeři</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Rozhovor</translation>
    </message>
</context>
<context>
    <name>draughts::app::ClaimBanner</name>
    <message>
        <source>Take the stone</source>
        <translation>Vzít kámen</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Odmítnout</translation>
    </message>
</context>
<context>
    <name>draughts::app::DxpConnection</name>
    <message>
        <source>No connection to %1: %2</source>
        <translation>Nelze se připojit k %1: %2</translation>
    </message>
</context>
<context>
    <name>draughts::app::EndgameTablesKeeper</name>
    <message>
        <source>The endgame tables in %1 are not complete after their build.</source>
        <translation>Databáze koncovek ve složce %1 není ani po výpočtu úplná.</translation>
    </message>
</context>
<context>
    <name>draughts::app::EnginesPage</name>
    <message>
        <source>Engines</source>
        <translation>Programy</translation>
    </message>
    <message>
        <source>“%1” is in the list already.</source>
        <translation>„%1“ už v seznamu je.</translation>
    </message>
    <message>
        <source>Asking “%1” who it is…</source>
        <translation>Zjišťuji, co je „%1“ zač…</translation>
    </message>
    <message>
        <source>%1 was added.</source>
        <translation>Přidáno: %1.</translation>
    </message>
    <message>
        <source>%1 was removed.</source>
        <translation>Odebráno: %1.</translation>
    </message>
    <message>
        <source>No engine has been added yet.</source>
        <translation>Zatím nebyl přidán žádný program.</translation>
    </message>
    <message>
        <source>%1 (a game this program does not play)</source>
        <translation>%1 (hra, kterou tento program nehraje)</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1 = %2 (%3)</source>
        <translation>%1 = %2 (%3)</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>Příkaz: %1</translation>
    </message>
    <message>
        <source>Author: %1</source>
        <translation>Autor: %1</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>Hry: %1</translation>
    </message>
    <message>
        <source>Parameters: %1</source>
        <translation>Parametry: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>Other draughts programs that speak the Hub protocol can play against you. Add one by the command that starts it in Hub mode.</source>
        <translation>Proti vám mohou hrát i jiné programy na dámu, které umějí protokol Hub. Přidejte program příkazem, který jej spustí v režimu Hub.</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>&amp;Příkaz:</translation>
    </message>
    <message>
        <source>e.g. scan hub</source>
        <translation>např. scan hub</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>Přid&amp;at</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Odebrat</translation>
    </message>
    <message>
        <source>Engine over the &amp;network (DXP), host:port:</source>
        <translation>Program přes &amp;síť (DXP), adresa:port:</translation>
    </message>
    <message>
        <source>Where New Game&apos;s engine over the network listens, e.g. 127.0.0.1:27531</source>
        <translation>Kde čeká program přes síť, který nabízí dialog Nová partie, např. 127.0.0.1:27531</translation>
    </message>
    <message>
        <source>&amp;Threads for the computer&apos;s thinking:</source>
        <translation>&amp;Vlákna pro přemýšlení počítače:</translation>
    </message>
    <message>
        <source>On how many processor cores at once the computer player, the hint and the game analysis think; this computer has %1.</source>
        <translation>Na kolika jádrech procesoru najednou přemýšlí počítačový hráč, rada a rozbor partie; tento počítač jich má %1.</translation>
    </message>
    <message>
        <source>&amp;Endgame tables: build them when first needed, and use them</source>
        <translation>&amp;Databáze koncovek: spočítat ji, až bude poprvé potřeba, a používat ji</translation>
    </message>
    <message numerus="yes">
        <source>The computer player, the hint and the game analysis then know every ending of up to %n piece(s) exactly. Each game&apos;s tables are built once, in the background, and kept in the program&apos;s data folder (10 to 40 MB a game).</source>
        <translation>
            <numerusform>Počítačový hráč, rada i rozbor partie pak přesně znají každou koncovku, v níž je nejvýše %n kámen. Databáze každé hry se spočítá jednou, na pozadí, a zůstane ve složce dat programu (10 až 40 MB na hru).</numerusform>
            <numerusform>Počítačový hráč, rada i rozbor partie pak přesně znají každou koncovku, v níž jsou nejvýše %n kameny. Databáze každé hry se spočítá jednou, na pozadí, a zůstane ve složce dat programu (10 až 40 MB na hru).</numerusform>
            <numerusform>Počítačový hráč, rada i rozbor partie pak přesně znají každou koncovku, v níž je nejvýše %n kamenů. Databáze každé hry se spočítá jednou, na pozadí, a zůstane ve složce dat programu (10 až 40 MB na hru).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draughts::app::EvaluationBar</name>
    <message>
        <source>W</source>
        <comment>White wins (on the evaluation bar)</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>B</source>
        <comment>Black wins (on the evaluation bar)</comment>
        <translation>Č</translation>
    </message>
    <message>
        <source>The computer&apos;s evaluation of the position shown; three men or more fill the bar.</source>
        <translation>Jak počítač hodnotí zobrazené postavení; tři kameny a víc zaplní celý ukazatel.</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Nyní: %1</translation>
    </message>
    <message>
        <source>No evaluation yet: Game &gt; Analyse Game or Game &gt; Hint gives one.</source>
        <translation>Zatím bez hodnocení: dá ho Hra &gt; Rozebrat partii nebo Hra &gt; Poradit tah.</translation>
    </message>
    <message>
        <source>Evaluation bar</source>
        <translation>Ukazatel hodnocení</translation>
    </message>
</context>
<context>
    <name>draughts::app::ExternalEnginePlayer</name>
    <message>
        <source>The engine “%1” played “%2”, which is not a legal move here.</source>
        <translation>Program „%1“ zahrál „%2“, což zde není platný tah.</translation>
    </message>
</context>
<context>
    <name>draughts::app::GameDatabase</name>
    <message>
        <source>it is longer than %1 MiB</source>
        <translation>je delší než %1 MiB</translation>
    </message>
</context>
<context>
    <name>draughts::app::GameFiles</name>
    <message>
        <source>Open R&amp;ecent</source>
        <translation>Otevřít ne&amp;dávné</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Uložit &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Continue from Here</source>
        <translation>&amp;Pokračovat odtud</translation>
    </message>
    <message>
        <source>Play on from the position shown; the later moves are dropped</source>
        <translation>Hrát dál ze zobrazeného postavení; pozdější tahy se zahodí</translation>
    </message>
    <message>
        <source>Copy Position (&amp;FEN)</source>
        <translation>Kopírovat postavení (&amp;FEN)</translation>
    </message>
    <message>
        <source>&amp;Copy Game (PDN)</source>
        <translation>&amp;Kopírovat partii (PDN)</translation>
    </message>
    <message>
        <source>&amp;Paste Position or Game</source>
        <translation>V&amp;ložit postavení nebo partii</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Partii nelze otevřít</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 nelze otevřít: %2</translation>
    </message>
    <message>
        <source>Game %1, line %2, column %3: %4</source>
        <translation>Partie %1, řádek %2, sloupec %3: %4</translation>
    </message>
    <message>
        <source>It holds no game.</source>
        <translation>Neobsahuje žádnou partii.</translation>
    </message>
    <message>
        <source>%1 cannot be opened:

%2</source>
        <translation>%1 nelze otevřít:

%2</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partie %2</translation>
    </message>
    <message>
        <source>game.pdn</source>
        <translation>partie.pdn</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>Partii nelze uložit</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 nelze zapsat: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Uloženo: %1</translation>
    </message>
    <message>
        <source>Position copied as FEN</source>
        <translation>Postavení zkopírováno jako FEN</translation>
    </message>
    <message>
        <source>Game copied as PDN</source>
        <translation>Partie zkopírována jako PDN</translation>
    </message>
    <message>
        <source>The clipboard holds no text</source>
        <translation>Schránka neobsahuje žádný text</translation>
    </message>
    <message>
        <source>New game from the pasted position</source>
        <translation>Nová partie z vloženého postavení</translation>
    </message>
    <message>
        <source>Cannot paste position</source>
        <translation>Postavení nelze vložit</translation>
    </message>
    <message>
        <source>The clipboard does not hold a position of %1: column %2: %3</source>
        <translation>Schránka neobsahuje postavení hry %1: sloupec %2: %3</translation>
    </message>
    <message>
        <source>The clipboard</source>
        <translation>Schránka</translation>
    </message>
    <message>
        <source>Play continues from this position</source>
        <translation>Partie pokračuje z tohoto postavení</translation>
    </message>
    <message>
        <source>The game could not be autosaved in %1</source>
        <translation>Partii se nepodařilo automaticky uložit do %1</translation>
    </message>
</context>
<context>
    <name>draughts::app::GameListDialog</name>
    <message>
        <source>Choose a game</source>
        <translation>Vyberte partii</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Všechny výsledky</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Vyhrál bílý</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Vyhrál černý</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remíza</translation>
    </message>
    <message>
        <source>Both lost</source>
        <translation>Prohráli oba</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Nedohráno</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s). Choose one:</source>
        <translation>
            <numerusform>%n partie. Vyberte jednu:</numerusform>
            <numerusform>%n partie. Vyberte jednu:</numerusform>
            <numerusform>%n partií. Vyberte jednu:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in %1. Choose one:</source>
        <translation>
            <numerusform>%n partie v souboru %1. Vyberte jednu:</numerusform>
            <numerusform>%n partie v souboru %1. Vyberte jednu:</numerusform>
            <numerusform>%n partií v souboru %1. Vyberte jednu:</numerusform>
        </translation>
    </message>
    <message>
        <source>White or Black</source>
        <translation>Bílý nebo černý</translation>
    </message>
    <message>
        <source>All years</source>
        <translation>Všechny roky</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Hráč:</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Turnaj:</translation>
    </message>
    <message>
        <source>&amp;Year:</source>
        <translation>&amp;Rok:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Výsledek:</translation>
    </message>
    <message>
        <source>The list ends before the end of the file: game %1, line %2: %3</source>
        <translation>Seznam končí před koncem souboru: partie %1, řádek %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>Shown: %1 of %n game(s)</source>
        <translation>
            <numerusform>Zobrazeno: %1 (celkem %n partie)</numerusform>
            <numerusform>Zobrazeno: %1 (celkem %n partie)</numerusform>
            <numerusform>Zobrazeno: %1 (celkem %n partií)</numerusform>
        </translation>
    </message>
    <message>
        <source>Games of the file</source>
        <translation>Partie souboru</translation>
    </message>
</context>
<context>
    <name>draughts::app::GameListModel</name>
    <message>
        <source>No.</source>
        <translation>Č.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnaj</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
</context>
<context>
    <name>draughts::app::GuessWindow</name>
    <message>
        <source>Guess the Move</source>
        <translation>Hádání tahů</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Otevřít partii…</translation>
    </message>
    <message>
        <source>&amp;Guess the moves of:</source>
        <translation>&amp;Hádat tahy:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Začít</translation>
    </message>
    <message>
        <source>Open a game of a PDN file, choose a side and start.</source>
        <translation>Otevřete partii ze souboru PDN, vyberte stranu a začněte.</translation>
    </message>
    <message>
        <source>Open a Game</source>
        <translation>Otevřít partii</translation>
    </message>
    <message>
        <source>PDN files (*.pdn);;All files (*)</source>
        <translation>Soubory PDN (*.pdn);;Všechny soubory (*)</translation>
    </message>
    <message numerus="yes">
        <source>The file holds %n game(s). Which one?</source>
        <translation>
            <numerusform>Soubor obsahuje %n partii. Kterou?</numerusform>
            <numerusform>Soubor obsahuje %n partie. Kterou?</numerusform>
            <numerusform>Soubor obsahuje %n partií. Kterou?</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 nelze otevřít: %2</translation>
    </message>
    <message>
        <source>%1 holds no game to guess.</source>
        <translation>%1 neobsahuje žádnou partii k hádání.</translation>
    </message>
    <message>
        <source>Choose the side whose moves you guess, and start.</source>
        <translation>Vyberte stranu, jejíž tahy budete hádat, a začněte.</translation>
    </message>
    <message>
        <source>Points: %1 of %2</source>
        <translation>Body: %1/%2</translation>
    </message>
    <message>
        <source>Guess %1&apos;s moves.</source>
        <translation>Hádejte tahy, které hraje %1.</translation>
    </message>
    <message>
        <source>The engine looks at your move…</source>
        <translation>Program posuzuje váš tah…</translation>
    </message>
    <message>
        <source>The game went on with %1.</source>
        <translation>V partii následuje %1.</translation>
    </message>
    <message>
        <source>Moves of the game found: %1; others as good, says the engine: %2.</source>
        <translation>Nalezené tahy partie: %1; jiné stejně dobré podle programu: %2.</translation>
    </message>
    <message>
        <source>Where your view differed most from the engine&apos;s:</source>
        <translation>Kde se váš pohled nejvíc liší od pohledu programu:</translation>
    </message>
    <message>
        <source>Finished. Start again, or open another game.</source>
        <translation>Hotovo. Začněte znovu, nebo otevřete jinou partii.</translation>
    </message>
    <message>
        <source>The end of the game. Points: %1 of %2.</source>
        <translation>Konec partie. Body: %1/%2.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Nápověda</translation>
    </message>
    <message>
        <source>Move %1 (White): you %2, the game %3, the engine %4; your move loses %5, the game&apos;s %6.</source>
        <translation>Tah %1 (bílý): vy %2, partie %3, program %4; váš tah ztrácí %5, tah partie %6.</translation>
    </message>
    <message>
        <source>Move %1… (Black): you %2, the game %3, the engine %4; your move loses %5, the game&apos;s %6.</source>
        <translation>Tah %1… (černý): vy %2, partie %3, program %4; váš tah ztrácí %5, tah partie %6.</translation>
    </message>
</context>
<context>
    <name>draughts::app::HubClient</name>
    <message>
        <source>No command line was given for the engine.</source>
        <translation>Pro program nebyl zadán žádný příkaz.</translation>
    </message>
    <message>
        <source>The engine “%1” sent a line that never ends.</source>
        <translation>Program „%1“ poslal řádek, který nikdy nekončí.</translation>
    </message>
    <message>
        <source>The engine “%1” sent a line that is not the Hub protocol: “%2”.</source>
        <translation>Program „%1“ poslal řádek, který neodpovídá protokolu Hub: „%2“.</translation>
    </message>
    <message>
        <source>The engine “%1” ended its search without a move.</source>
        <translation>Program „%1“ ukončil hledání bez tahu.</translation>
    </message>
    <message>
        <source>The engine “%1” crashed.</source>
        <translation>Program „%1“ spadl.</translation>
    </message>
    <message>
        <source>The engine “%1” stopped unexpectedly (exit code %2).</source>
        <translation>Program „%1“ nečekaně skončil (návratový kód %2).</translation>
    </message>
    <message>
        <source>The engine “%1” could not be started: %2</source>
        <translation>Program „%1“ nelze spustit: %2</translation>
    </message>
    <message numerus="yes">
        <source>The engine “%1” did not answer within %n second(s).</source>
        <translation>
            <numerusform>Program „%1“ neodpověděl do %n sekundy.</numerusform>
            <numerusform>Program „%1“ neodpověděl do %n sekund.</numerusform>
            <numerusform>Program „%1“ neodpověděl do %n sekund.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draughts::app::MainWindow</name>
    <message>
        <source>There is no move to suggest</source>
        <translation>Není žádný tah, který by šlo poradit</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <translation>Jazyk: %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Network game stopped</source>
        <translation>Partie po síti skončila</translation>
    </message>
    <message>
        <source>%1 – Draughts</source>
        <translation>%1 – Dáma</translation>
    </message>
    <message>
        <source>%1 – %2 – Draughts</source>
        <translation>%1 – %2 – Dáma</translation>
    </message>
    <message>
        <source>%1[*] – %2</source>
        <translation>%1[*] – %2</translation>
    </message>
    <message>
        <source>The game on the board is kept: you can go on alone, playing both sides, or save it.</source>
        <translation>Partie na desce zůstává: můžete hrát dál sami za obě strany, nebo ji uložit.</translation>
    </message>
    <message>
        <source>About Draughts</source>
        <translation>O programu Dáma</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Draughts&lt;/h3&gt;&lt;p&gt;Five games of draughts for two players at one computer: International, Polish, Twenty vs Ten, Corner Checkers and To the Last Man.&lt;/p&gt;&lt;p&gt;Every rule is enforced; highlights show what is legal, and the status bar explains why a move is refused.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Dáma&lt;/h3&gt;&lt;p&gt;Pět druhů dámy pro dva hráče u jednoho počítače: mezinárodní dáma, polská dáma, Dvacet proti deseti, rohová dáma a Do posledního muže.&lt;/p&gt;&lt;p&gt;Program hlídá všechna pravidla; zvýraznění ukazuje, co je dovoleno, a stavový řádek vysvětluje, proč byl tah odmítnut.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>draughts::app::NetworkGameDialog</name>
    <message>
        <source>&amp;Host a game: the other player joins this computer</source>
        <translation>&amp;Založit partii: soupeř se připojí k tomuto počítači</translation>
    </message>
    <message>
        <source>&amp;Join a game on another computer</source>
        <translation>&amp;Připojit se k partii na jiném počítači</translation>
    </message>
    <message>
        <source>Host&apos;s &amp;address:</source>
        <translation>&amp;Adresa hostitele:</translation>
    </message>
    <message>
        <source>Play Over the Network</source>
        <translation>Hrát po síti</translation>
    </message>
    <message>
        <source>Shown to the other player</source>
        <translation>Uvidí ho soupeř</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation>např. 192.168.1.20</translation>
    </message>
    <message>
        <source>White (moves first)</source>
        <translation>Bílý (táhne první)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Vaše &amp;jméno:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>Po&amp;rt:</translation>
    </message>
    <message>
        <source>The game is International draughts under the FMJD&apos;s rules (White begins, every capture is compulsory), as the DamExchange protocol (DXP) plays it.</source>
        <translation>Hraje se mezinárodní dáma podle pravidel FMJD (začíná bílý, každé braní je povinné), jak ji hraje protokol DamExchange (DXP).</translation>
    </message>
    <message>
        <source>Give the other player this computer&apos;s address and the port: %1, port %2.</source>
        <translation>Sdělte soupeři adresu tohoto počítače a port: %1, port %2.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> nebo </translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Založit</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Připojit</translation>
    </message>
    <message>
        <source>Your &amp;colour:</source>
        <translation>Vaše &amp;barva:</translation>
    </message>
</context>
<context>
    <name>draughts::app::NetworkGames</name>
    <message>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <source>The other player is no longer connected: the line was not sent</source>
        <translation>Soupeř už není připojen: zpráva nebyla odeslána</translation>
    </message>
    <message>
        <source>Waiting for the other player to join…

Give him this computer&apos;s address and the port: %1, port %2.</source>
        <translation>Čeká se na připojení soupeře…

Sdělte mu adresu tohoto počítače a port: %1, port %2.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> nebo </translation>
    </message>
    <message>
        <source>Connecting to %1, port %2…</source>
        <translation>Připojování k %1, port %2…</translation>
    </message>
    <message>
        <source>Waiting for the other player on port %1</source>
        <translation>Čeká se na soupeře na portu %1</translation>
    </message>
    <message>
        <source>Play Over the Network</source>
        <translation>Hrát po síti</translation>
    </message>
    <message>
        <source>No network game: cancelled</source>
        <translation>Žádná partie po síti: zrušeno</translation>
    </message>
    <message>
        <source>No game over the network began.</source>
        <translation>Partie po síti nezačala.</translation>
    </message>
</context>
<context>
    <name>draughts::app::NetworkLobby</name>
    <message>
        <source>Cannot wait on port %1: %2</source>
        <translation>Na portu %1 nelze čekat: %2</translation>
    </message>
    <message>
        <source>%1 declined the game.</source>
        <translation>„%1“ partii odmítá.</translation>
    </message>
    <message>
        <source>Player across the network</source>
        <translation>Hráč na síti</translation>
    </message>
    <message>
        <source>The other player left before the game began.</source>
        <translation>Soupeř odešel dřív, než partie začala.</translation>
    </message>
</context>
<context>
    <name>draughts::app::NetworkPlayer</name>
    <message>
        <source>The other side sent a message that is not DXP (%1).</source>
        <translation>Protistrana poslala zprávu, která není DXP (%1).</translation>
    </message>
    <message>
        <source>The other side sent a message of a type DXP does not have (%1).</source>
        <translation>Protistrana poslala zprávu typu, který DXP nezná (%1).</translation>
    </message>
    <message>
        <source>The other side sent a message out of turn (%1).</source>
        <translation>Protistrana poslala zprávu, když nebyla na řadě (%1).</translation>
    </message>
    <message>
        <source>The other side sent an illegal move (%1).</source>
        <translation>Protistrana poslala neplatný tah (%1).</translation>
    </message>
    <message>
        <source>The other side fell silent (%1).</source>
        <translation>Protistrana přestala odpovídat (%1).</translation>
    </message>
    <message>
        <source>The connection was closed (%1).</source>
        <translation>Spojení bylo přerušeno (%1).</translation>
    </message>
    <message>
        <source>The other side sent a message that never ends (%1).</source>
        <translation>Protistrana poslala zprávu, která nikdy nekončí (%1).</translation>
    </message>
    <message>
        <source>%1 declined the game.</source>
        <translation>Program „%1“ partii odmítl.</translation>
    </message>
    <message>
        <source>Moves were taken back at the board, and the other side did not agree.</source>
        <translation>Na desce byly vráceny tahy a protistrana s tím nesouhlasila.</translation>
    </message>
    <message>
        <source>The other side ended the game without a result.</source>
        <translation>Protistrana ukončila partii bez výsledku.</translation>
    </message>
    <message>
        <source>The other side ended the game as a draw.</source>
        <translation>Protistrana ukončila partii remízou.</translation>
    </message>
    <message>
        <source>The other side ended the game claiming a win.</source>
        <translation>Protistrana ukončila partii a tvrdí, že vyhrála.</translation>
    </message>
    <message>
        <source>The other player left the game.</source>
        <translation>Soupeř už u partie není.</translation>
    </message>
    <message>
        <source>%1 left the game.</source>
        <translation>%1 už u partie není.</translation>
    </message>
    <message>
        <source>The move %1 (White) could not be sent.</source>
        <translation>Tah %1 (bílý) nelze odeslat.</translation>
    </message>
    <message>
        <source>The move %1… (Black) could not be sent.</source>
        <translation>Tah %1… (černý) nelze odeslat.</translation>
    </message>
</context>
<context>
    <name>draughts::app::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nová partie</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Vyberte hru</translation>
    </message>
    <message>
        <source>The five games; double-click one to start it</source>
        <translation>Pět her; dvojklikem hru spustíte</translation>
    </message>
    <message>
        <source>The name of the player with the white pieces</source>
        <translation>Jméno hráče s bílými kameny</translation>
    </message>
    <message>
        <source>The name of the player with the black pieces</source>
        <translation>Jméno hráče s černými kameny</translation>
    </message>
    <message>
        <source>White player:</source>
        <translation>Bílý hráč:</translation>
    </message>
    <message>
        <source>Black player:</source>
        <translation>Černý hráč:</translation>
    </message>
    <message>
        <source>Forfeit: a missed capture may be claimed by the opponent</source>
        <translation>Ztráta kamene za nevzaté braní: soupeř může uplatnit nárok</translation>
    </message>
    <message>
        <source>Compulsory: only rule-conforming moves are accepted</source>
        <translation>Povinné braní: program přijme jen tahy podle pravidel</translation>
    </message>
    <message>
        <source>What happens when a player does not make a compulsory capture</source>
        <translation>Co se stane, když hráč nezahraje povinné braní</translation>
    </message>
    <message>
        <source>Missed captures:</source>
        <translation>Nevzaté braní:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Začít</translation>
    </message>
    <message>
        <source>Start the chosen game</source>
        <translation>Začít vybranou hru</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Pravidla…</translation>
    </message>
    <message>
        <source>Read the rules of the selected game</source>
        <translation>Přečíst si pravidla vybrané hry</translation>
    </message>
    <message>
        <source>No clocks</source>
        <translation>Bez hodin</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuta</numerusform>
            <numerusform>%n minuty</numerusform>
            <numerusform>%n minut</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) a move</source>
        <translation>
            <numerusform>%n sekunda za tah</numerusform>
            <numerusform>%n sekundy za tah</numerusform>
            <numerusform>%n sekund za tah</numerusform>
        </translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Jiné…</translation>
    </message>
    <message>
        <source>Each player&apos;s time for the game, and the time added after each of his turns; a player whose time runs out loses</source>
        <translation>Čas každého hráče na celou partii a čas, který se mu přidá po každém jeho tahu; hráč, jemuž čas vyprší, prohrává</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Each player&apos;s time for the whole game</source>
        <translation>Čas každého hráče na celou partii</translation>
    </message>
    <message>
        <source> s a move</source>
        <translation> s za tah</translation>
    </message>
    <message>
        <source>Seconds added to a player&apos;s time after each of his turns</source>
        <translation>Sekundy, které se hráči přidají po každém jeho tahu</translation>
    </message>
    <message>
        <source>Clocks:</source>
        <translation>Hodiny:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <source>Whether a person at the board or the computer plays this side</source>
        <translation>Zda tuto stranu hraje člověk u desky, nebo počítač</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Úroveň %1</translation>
    </message>
    <message>
        <source>Level %1 (beginner)</source>
        <translation>Úroveň %1 (začátečník)</translation>
    </message>
    <message>
        <source>Level %1 (casual player)</source>
        <translation>Úroveň %1 (příležitostný hráč)</translation>
    </message>
    <message>
        <source>Level %1 (club player)</source>
        <translation>Úroveň %1 (klubový hráč)</translation>
    </message>
    <message>
        <source>Level %1 (strongest)</source>
        <translation>Úroveň %1 (nejsilnější)</translation>
    </message>
    <message>
        <source>How strongly the computer plays: level 1 is for beginners, level 8 thinks longest and plays its best</source>
        <translation>Jak silně počítač hraje: úroveň 1 je pro začátečníky, úroveň 8 přemýšlí nejdéle a hraje nejlépe</translation>
    </message>
    <message>
        <source>Engine over the network (DXP)</source>
        <translation>Program přes síť (DXP)</translation>
    </message>
    <message>
        <source>International as the rule text describes it, or as the FMJD (the world draughts federation) plays it: White begins, captures are compulsory, and its draw rules</source>
        <translation>Mezinárodní dáma podle textu pravidel, nebo tak, jak ji hraje FMJD (Světová federace dámy): začíná bílý, braní je povinné a platí její pravidla remízy</translation>
    </message>
    <message>
        <source>A game over the network (DXP) is played under the FMJD&apos;s rules</source>
        <translation>Partie po síti (DXP) se hraje podle pravidel FMJD</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Pravidla:</translation>
    </message>
</context>
<context>
    <name>draughts::app::PlayerCard</name>
    <message>
        <source>to move</source>
        <translation>na tahu</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n kámen</numerusform>
            <numerusform>%n kameny</numerusform>
            <numerusform>%n kamenů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n man/men</source>
        <translation>
            <numerusform>%n kámen</numerusform>
            <numerusform>%n kameny</numerusform>
            <numerusform>%n kamenů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n king(s)</source>
        <translation>
            <numerusform>%n dáma</numerusform>
            <numerusform>%n dámy</numerusform>
            <numerusform>%n dam</numerusform>
        </translation>
    </message>
    <message>
        <source>move %1 of 2</source>
        <translation>tah %1 ze 2</translation>
    </message>
    <message numerus="yes">
        <source>%n won by capturing</source>
        <translation>
            <numerusform>%n získaný kámen</numerusform>
            <numerusform>%n získané kameny</numerusform>
            <numerusform>%n získaných kamenů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n captured</source>
        <translation>
            <numerusform>%n sebraný kámen</numerusform>
            <numerusform>%n sebrané kameny</numerusform>
            <numerusform>%n sebraných kamenů</numerusform>
        </translation>
    </message>
    <message>
        <source>Time left; this clock is running</source>
        <translation>Zbývající čas; tyto hodiny právě běží</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Zbývající čas</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n kámen v ruce</numerusform>
            <numerusform>%n kameny v ruce</numerusform>
            <numerusform>%n kamenů v ruce</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>draughts::app::PlayerPage</name>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Vaše &amp;jméno:</translation>
    </message>
    <message>
        <source>Your name as your saved games record it</source>
        <translation>Vaše jméno, jak ho zapisují uložené partie</translation>
    </message>
    <message>
        <source>Your side of a game against the computer is saved under this name; the computer&apos;s side is saved as &quot;Draughts level 5&quot; or the engine&apos;s name.</source>
        <translation>Pod tímto jménem se ukládá vaše strana partie proti počítači; strana počítače se ukládá jako „Draughts level 5“ nebo jménem programu.</translation>
    </message>
</context>
<context>
    <name>draughts::app::PlayerSeats</name>
    <message>
        <source>The computer plays on.</source>
        <translation>Dál hraje počítač.</translation>
    </message>
    <message>
        <source>The computer could not find a move (%1); you play its side from here on.</source>
        <translation>Počítač nenašel tah (%1); odteď hrajete za jeho stranu vy.</translation>
    </message>
</context>
<context>
    <name>draughts::app::PositionEditor</name>
    <message>
        <source>White man</source>
        <translation>Bílý kámen</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Bílá dáma</translation>
    </message>
    <message>
        <source>Black man</source>
        <translation>Černý kámen</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Černá dáma</translation>
    </message>
    <message>
        <source>Empty square</source>
        <translation>Prázdné pole</translation>
    </message>
    <message>
        <source>Made Black&apos;s first move</source>
        <translation>Kámen prvního tahu černého</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Sestavit postavení</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Pravidla:</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>&amp;Výchozí postavení</translation>
    </message>
    <message>
        <source>The game&apos;s starting position</source>
        <translation>Výchozí postavení hry</translation>
    </message>
    <message>
        <source>&amp;Empty Board</source>
        <translation>Prázdná &amp;deska</translation>
    </message>
    <message>
        <source>Take every piece off the board</source>
        <translation>Odebrat z desky všechny kameny</translation>
    </message>
    <message>
        <source>S&amp;wap Colours</source>
        <translation>Prohodit &amp;barvy</translation>
    </message>
    <message>
        <source>Swap White and Black and turn the board: the same position from the other side</source>
        <translation>Prohodit bílého a černého a otočit desku: totéž postavení z druhé strany</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>Undo the last change (Ctrl+Z)</source>
        <translation>Vrátit poslední změnu (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Z&amp;novu</translation>
    </message>
    <message>
        <source>Redo the change undone (Ctrl+Shift+Z)</source>
        <translation>Znovu provést vrácenou změnu (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>&amp;Kopírovat FEN</translation>
    </message>
    <message>
        <source>Copy the position as FEN (Ctrl+C)</source>
        <translation>Zkopírovat postavení jako FEN (Ctrl+C)</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>Vlo&amp;žit FEN</translation>
    </message>
    <message>
        <source>Set up the position of a FEN copied (Ctrl+V)</source>
        <translation>Sestavit postavení ze zkopírovaného FEN (Ctrl+V)</translation>
    </message>
    <message>
        <source>P&amp;lay from Here…</source>
        <translation>Hrát &amp;odtud…</translation>
    </message>
    <message>
        <source>Choose the players and clocks, and play from this position</source>
        <translation>Zvolit hráče a hodiny a hrát z tohoto postavení</translation>
    </message>
    <message>
        <source>S&amp;tudy</source>
        <translation>&amp;Studovat</translation>
    </message>
    <message>
        <source>Open the position in the window, to look at it with hints and analysis</source>
        <translation>Otevřít postavení v okně a prohlédnout si ho s radami a rozborem</translation>
    </message>
    <message>
        <source>Sa&amp;ve As…</source>
        <translation>&amp;Uložit jako…</translation>
    </message>
    <message>
        <source>Save the position as a PDN game</source>
        <translation>Uložit postavení jako partii PDN</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Put on a square (keys 1–6; right click clears)</source>
        <translation>Postavit na pole (klávesy 1–6; pravé tlačítko pole vyprázdní)</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (klávesa %2)</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>Na tahu:</translation>
    </message>
    <message>
        <source>White&apos;s stones in &amp;hand:</source>
        <translation>Kameny bílého v &amp;ruce:</translation>
    </message>
    <message>
        <source>Black&apos;s stones in h&amp;and:</source>
        <translation>Kameny černého v ru&amp;ce:</translation>
    </message>
    <message>
        <source>How often a stone put on the board has been turned since it last moved</source>
        <translation>Kolikrát byl kámen postavený na desku otočen od svého posledního tahu</translation>
    </message>
    <message>
        <source>Stones put are turned &amp;N times:</source>
        <translation>Oto&amp;čení stavěných kamenů:</translation>
    </message>
    <message>
        <source>White stone</source>
        <translation>Bílý kámen</translation>
    </message>
    <message>
        <source>Black stone</source>
        <translation>Černý kámen</translation>
    </message>
    <message>
        <source>Draw c&amp;ount (plies without a capture):</source>
        <translation>Počí&amp;tadlo remízy (půltahy bez braní):</translation>
    </message>
</context>
<context>
    <name>draughts::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Předvolby</translation>
    </message>
    <message>
        <source>Put back the theme, square names, sounds and board orientation Draughts comes with</source>
        <translation>Vrátit původní nastavení vzhledu, označení polí, zvuků a otočení desky</translation>
    </message>
</context>
<context>
    <name>draughts::app::PuzzleLauncher</name>
    <message>
        <source>&amp;Solve Puzzles…</source>
        <translation>Ř&amp;ešit úlohy…</translation>
    </message>
    <message>
        <source>Solve rated puzzles of the game on the board</source>
        <translation>Řešit hodnocené úlohy hry, která je na desce</translation>
    </message>
    <message>
        <source>Open as &amp;Puzzles…</source>
        <translation>Otevřít jako ú&amp;lohy…</translation>
    </message>
    <message>
        <source>Open a PDN problem collection as puzzles</source>
        <translation>Otevřít sbírku úloh ze souboru PDN</translation>
    </message>
    <message>
        <source>&amp;Guess the Move…</source>
        <translation>&amp;Hádat tahy…</translation>
    </message>
    <message>
        <source>Guess the moves of a game from a PDN file</source>
        <translation>Hádat tahy partie ze souboru PDN</translation>
    </message>
    <message>
        <source>P&amp;uzzles</source>
        <translation>Ú&amp;lohy</translation>
    </message>
    <message>
        <source>Open as Puzzles</source>
        <translation>Otevřít jako úlohy</translation>
    </message>
    <message>
        <source>PDN files (*.pdn);;All files (*)</source>
        <translation>Soubory PDN (*.pdn);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Puzzles &amp;Help</source>
        <translation>&amp;Nápověda k úlohám</translation>
    </message>
    <message>
        <source>How to solve, how the rating works, how to add your own collection</source>
        <translation>Jak řešit úlohy, jak funguje hodnocení, jak přidat vlastní sbírku</translation>
    </message>
    <message>
        <source>Guess the Moves of &amp;This Game</source>
        <translation>Hádat tahy &amp;této partie</translation>
    </message>
    <message>
        <source>Guess the moves of the game on the board, opened from a file or a database or played here</source>
        <translation>Hádat tahy partie na desce – otevřené ze souboru nebo z databáze, nebo odehrané zde</translation>
    </message>
    <message>
        <source>the game on the board</source>
        <translation>partie na desce</translation>
    </message>
    <message>
        <source>Square &amp;Numbers…</source>
        <translation>Čí&amp;sla polí…</translation>
    </message>
    <message>
        <source>Learn the squares as the moves name them: click the square named, or name the square marked</source>
        <translation>Naučte se pole tak, jak je jmenují zápisy tahů: klikněte na pole podle názvu, nebo pojmenujte označené pole</translation>
    </message>
</context>
<context>
    <name>draughts::app::PuzzleWindow</name>
    <message>
        <source>Puzzles</source>
        <translation>Úlohy</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <source>&amp;Collection:</source>
        <translation>&amp;Sbírka:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Obtížnost:</translation>
    </message>
    <message>
        <source>&amp;Open Collection…</source>
        <translation>Otevřít s&amp;bírku…</translation>
    </message>
    <message>
        <source>Open a PDN file of problems (a FEN and a solution each) as a puzzle collection</source>
        <translation>Otevřít soubor PDN s úlohami (u každé FEN a řešení) jako sbírku úloh</translation>
    </message>
    <message>
        <source>Adaptive (near your rating)</source>
        <translation>Podle vašeho hodnocení</translation>
    </message>
    <message>
        <source>All, in order</source>
        <translation>Všechny po řadě</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Znovu</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Poradit &amp;tah</translation>
    </message>
    <message>
        <source>Highlight the piece to move (the puzzle then counts as failed)</source>
        <translation>Zvýraznit kámen, který má táhnout (úloha se pak počítá jako nevyřešená)</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>Ukázat ř&amp;ešení</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Další</translation>
    </message>
    <message>
        <source>Built-in puzzles</source>
        <translation>Vestavěné úlohy</translation>
    </message>
    <message>
        <source>This collection has no puzzles of this game at this level.</source>
        <translation>Tato sbírka nemá úlohy této hry v této obtížnosti.</translation>
    </message>
    <message>
        <source>Find the best move. Rating of this puzzle: %1.</source>
        <translation>Najděte nejlepší tah. Hodnocení úlohy: %1.</translation>
    </message>
    <message>
        <source>Your rating in %1: %2 ± %3</source>
        <translation>Vaše hodnocení ve hře %1: %2 ± %3</translation>
    </message>
    <message>
        <source>Solved in a row: %1 (best: %2)</source>
        <translation>Vyřešeno za sebou: %1 (nejvíc: %2)</translation>
    </message>
    <message>
        <source>This collection: solved %1, failed %2</source>
        <translation>Tato sbírka: vyřešeno %1, nevyřešeno %2</translation>
    </message>
    <message>
        <source>Checking your move…</source>
        <translation>Program posuzuje váš tah…</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Správně.</translation>
    </message>
    <message>
        <source>Another way that works too: accepted.</source>
        <translation>Jiná cesta, která také vede k cíli: přijato.</translation>
    </message>
    <message>
        <source>Retry takes the move back.</source>
        <translation>Tlačítko Znovu tah vrátí.</translation>
    </message>
    <message>
        <source>This move could not be judged. Retry takes it back.</source>
        <translation>Tah se nepodařilo posoudit. Tlačítko Znovu ho vrátí.</translation>
    </message>
    <message>
        <source>Solved! Next gives another puzzle.</source>
        <translation>Vyřešeno! Tlačítko Další dá jinou úlohu.</translation>
    </message>
    <message>
        <source>The goal is reached. Next gives another puzzle.</source>
        <translation>Cíl je splněn. Tlačítko Další dá jinou úlohu.</translation>
    </message>
    <message>
        <source>The opponent has no reply: the goal is reached.</source>
        <translation>Soupeř nemá odpověď: cíl je splněn.</translation>
    </message>
    <message>
        <source>Your move again.</source>
        <translation>Jste znovu na tahu.</translation>
    </message>
    <message>
        <source>The highlighted piece moves next.</source>
        <translation>Zvýrazněný kámen táhne jako další.</translation>
    </message>
    <message>
        <source>The solution…</source>
        <translation>Řešení…</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 nelze otevřít: %2</translation>
    </message>
    <message>
        <source>No puzzle could be read from %1.</source>
        <translation>Ze souboru %1 nelze přečíst žádnou úlohu.</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) of %1 could not be read; the others are ready:</source>
        <translation>
            <numerusform>%n úlohu souboru %1 nelze přečíst; ostatní jsou připravené:</numerusform>
            <numerusform>%n úlohy souboru %1 nelze přečíst; ostatní jsou připravené:</numerusform>
            <numerusform>%n úloh souboru %1 nelze přečíst; ostatní jsou připravené:</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a Puzzle Collection</source>
        <translation>Otevřít sbírku úloh</translation>
    </message>
    <message>
        <source>PDN files (*.pdn);;All files (*)</source>
        <translation>Soubory PDN (*.pdn);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Nápověda</translation>
    </message>
</context>
<context>
    <name>draughts::app::RatingChart</name>
    <message>
        <source>Puzzle rating history</source>
        <translation>Vývoj hodnocení v úlohách</translation>
    </message>
    <message>
        <source>No puzzles tried yet</source>
        <translation>Zatím jste neřešili žádnou úlohu</translation>
    </message>
</context>
<context>
    <name>draughts::app::ReviewNavigator</name>
    <message>
        <source>First: the starting position (Home in the move list, Ctrl+Home on the board)</source>
        <translation>Na začátek: výchozí postavení (Home v seznamu tahů, Ctrl+Home na desce)</translation>
    </message>
    <message>
        <source>Last: the latest position (End in the move list, Ctrl+End on the board)</source>
        <translation>Na konec: poslední postavení (End v seznamu tahů, Ctrl+End na desce)</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Výsledek: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>players: result</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Previous: one move back (Left in the move list, Ctrl+Left on the board)</source>
        <translation>Předchozí: o tah zpět (šipka vlevo v seznamu tahů, Ctrl+šipka vlevo na desce)</translation>
    </message>
    <message>
        <source>Next: one move forward (Right in the move list, Ctrl+Right on the board)</source>
        <translation>Další: o tah vpřed (šipka vpravo v seznamu tahů, Ctrl+šipka vpravo na desce)</translation>
    </message>
</context>
<context>
    <name>draughts::app::RulesBrowser</name>
    <message>
        <source>The rules of the game, as this program enforces them</source>
        <translation>Pravidla hry tak, jak je program uplatňuje</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Pravidla: %1</translation>
    </message>
</context>
<context>
    <name>draughts::app::SidePanel</name>
    <message>
        <source>Forfeit: a missed capture may be claimed</source>
        <translation>Ztráta kamene za nevzaté braní</translation>
    </message>
    <message>
        <source>Compulsory: only rule-conforming moves</source>
        <translation>Povinné braní</translation>
    </message>
    <message>
        <source>The game being played; Help &gt; Rules of This Game explains it</source>
        <translation>Právě hraná hra; vysvětlí ji Nápověda &gt; Pravidla této hry</translation>
    </message>
    <message>
        <source>Whose turn it is and what they must do</source>
        <translation>Kdo je na tahu a co musí udělat</translation>
    </message>
    <message>
        <source>Moves in a row without a capture; the game is drawn when the bar is full</source>
        <translation>Tahy za sebou bez braní; když se pruh zaplní, partie končí remízou</translation>
    </message>
    <message>
        <source>A claim the player to move may make, because the opponent missed a duty</source>
        <translation>Nárok, který hráč na tahu může uplatnit, protože soupeř nesplnil povinnost</translation>
    </message>
    <message>
        <source>FMJD rules: captures are compulsory</source>
        <translation>Pravidla FMJD: braní je povinné</translation>
    </message>
    <message>
        <source>The rules this game follows and what happens to a missed capture (chosen in New Game)</source>
        <translation>Pravidla, podle kterých se partie hraje, a co se stane s nevzatým braním (volí se v dialogu Nová partie)</translation>
    </message>
    <message>
        <source>The original text: a missed capture may be claimed</source>
        <translation>Původní text: za nevzaté braní lze uplatnit nárok</translation>
    </message>
    <message>
        <source>The original text: only rule-conforming moves</source>
        <translation>Původní text: povinné braní</translation>
    </message>
</context>
<context>
    <name>draughts::app::SoundPage</name>
    <message>
        <source>Sound</source>
        <translation>Zvuk</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Přehrávat zvuky</translation>
    </message>
    <message>
        <source>A sound for each move, capture and crowning, and at the end of the game</source>
        <translation>Zvuk při každém tahu, braní a proměně v dámu a na konci partie</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Hlasitost:</translation>
    </message>
    <message>
        <source>How loud the sounds are</source>
        <translation>Jak hlasité jsou zvuky</translation>
    </message>
</context>
<context>
    <name>draughts::app::SquareTrainer</name>
    <message>
        <source>Square Numbers</source>
        <translation>Čísla polí</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <source>&amp;Task:</source>
        <translation>Ú&amp;kol:</translation>
    </message>
    <message>
        <source>Side at the &amp;bottom:</source>
        <translation>&amp;Dole:</translation>
    </message>
    <message>
        <source>&amp;Your answer:</source>
        <translation>&amp;Odpověď:</translation>
    </message>
    <message>
        <source>Show square &amp;names</source>
        <translation>Zobrazit označení &amp;polí</translation>
    </message>
    <message>
        <source>Draw the squares&apos; names on the board, as View &gt; Show Square Names does</source>
        <translation>Kreslit označení polí na desku, jako to dělá Zobrazení &gt; Zobrazit označení polí</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Nápo&amp;věda</translation>
    </message>
    <message>
        <source>Click the square named</source>
        <translation>Kliknout na pole podle názvu</translation>
    </message>
    <message>
        <source>Name the square marked</source>
        <translation>Pojmenovat označené pole</translation>
    </message>
    <message>
        <source>Enter gives the answer</source>
        <translation>Enter odešle odpověď</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Začít</translation>
    </message>
    <message>
        <source>Start &amp;Again</source>
        <translation>Začít &amp;znovu</translation>
    </message>
</context>
<context>
    <name>draughts::app::TablesProgress</name>
    <message>
        <source>Endgame tables %p%</source>
        <translation>Databáze koncovek %p %</translation>
    </message>
    <message>
        <source>Endgame tables being built</source>
        <translation>Počítání databáze koncovek</translation>
    </message>
</context>
<context>
    <name>draughts::app::ThinkAlongPanel</name>
    <message>
        <source>%1  depth %2:  %3</source>
        <translation>%1  hloubka %2:  %3</translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation>&amp;Varianty:</translation>
    </message>
    <message>
        <source>How many of the best moves the engine follows, each with its line</source>
        <translation>Kolik nejlepších tahů program sleduje, každý s jeho pokračováním</translation>
    </message>
</context>
<context>
    <name>draughts::app::WelcomeDialog</name>
    <message>
        <source>Welcome – Draughts</source>
        <translation>Vítejte – Dáma</translation>
    </message>
    <message>
        <source>Welcome to Draughts</source>
        <translation>Vítejte v programu Dáma</translation>
    </message>
    <message>
        <source>Play the Computer</source>
        <translation>Hrát proti počítači</translation>
    </message>
    <message>
        <source>You play White against the computer at a beginner&apos;s level</source>
        <translation>Hrajete za bílého proti počítači na úrovni začátečníka</translation>
    </message>
    <message>
        <source>Two Players at This Board</source>
        <translation>Dva hráči u jedné desky</translation>
    </message>
    <message>
        <source>Two people take turns at this computer</source>
        <translation>Dva lidé se střídají u tohoto počítače</translation>
    </message>
    <message>
        <source>Open a Game…</source>
        <translation>Otevřít partii…</translation>
    </message>
    <message>
        <source>Open a game saved in a PDN file, to replay or go on with it</source>
        <translation>Otevřít partii uloženou v souboru PDN, přehrát si ji nebo v ní pokračovat</translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <translation>Úlohy…</translation>
    </message>
    <message>
        <source>Solve puzzles of the chosen game</source>
        <translation>Řešit úlohy vybrané hry</translation>
    </message>
    <message>
        <source>Five games of draughts, every rule kept and explained. Choose a game, then how you want to begin.</source>
        <translation>Pět her dámy, každé pravidlo hlídané a vysvětlené. Vyberte hru a potom, jak chcete začít.</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Pravidla:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Vaše &amp;jméno:</translation>
    </message>
    <message>
        <source>for the games you save (you may leave it empty)</source>
        <translation>pro partie, které uložíte (smíte nechat prázdné)</translation>
    </message>
    <message>
        <source>Your name as your saved games record it; Edit &gt; Preferences &gt; Player changes it</source>
        <translation>Vaše jméno, jak ho zapisují uložené partie; změníte ho v nabídce Úpravy &gt; Předvolby &gt; Hráč</translation>
    </message>
    <message>
        <source>Set Up a Position…</source>
        <translation>Sestavit postavení…</translation>
    </message>
    <message>
        <source>Put pieces on the board as you like, to play, study or save</source>
        <translation>Rozestavit kameny podle libosti, a pak hrát, studovat nebo uložit</translation>
    </message>
</context>
<context>
    <name>draughts::app::WhyBox</name>
    <message>
        <source>WHY?</source>
        <translation>PROČ?</translation>
    </message>
    <message>
        <source>Which rules apply to the selected piece, or to the side to move when nothing is selected</source>
        <translation>Která pravidla platí pro vybraný kámen, nebo pro stranu na tahu, když není nic vybráno</translation>
    </message>
</context>
<context>
    <name>draughts::app::WindowActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nová partie…</translation>
    </message>
    <message>
        <source>Offer &amp;Draw…</source>
        <translation>Nabídnout &amp;remízu…</translation>
    </message>
    <message>
        <source>&amp;Resign…</source>
        <translation>&amp;Vzdát se…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>&amp;Táhnout hned</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>&amp;Vrátit tah</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>&amp;Zopakovat tah</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Předvolby…</translation>
    </message>
    <message>
        <source>&amp;About Draughts</source>
        <translation>&amp;O programu Dáma</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Otočit desku</translation>
    </message>
    <message>
        <source>&amp;Turn Board to the Player to Move</source>
        <translation>Otáčet desku k &amp;hráči na tahu</translation>
    </message>
    <message>
        <source>Show Square &amp;Names</source>
        <translation>Zobrazit označení &amp;polí</translation>
    </message>
    <message>
        <source>Show &amp;Highlights</source>
        <translation>Zobrazit &amp;zvýraznění</translation>
    </message>
    <message>
        <source>Play &amp;Sounds</source>
        <translation>Přehrávat zvu&amp;ky</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Poradit ta&amp;h</translation>
    </message>
    <message>
        <source>Show the best move on the board, and why, without playing it</source>
        <translation>Ukázat na desce nejlepší tah a vysvětlit ho, ale nezahrát ho</translation>
    </message>
    <message>
        <source>&amp;Rules of This Game</source>
        <translation>&amp;Pravidla této hry</translation>
    </message>
    <message>
        <source>Open the rules of the game being played</source>
        <translation>Otevřít pravidla právě hrané hry</translation>
    </message>
    <message>
        <source>&amp;Explain Rules (Why?)</source>
        <translation>&amp;Vysvětlovat pravidla (Proč?)</translation>
    </message>
    <message>
        <source>Show beside the board which rules apply to the selected piece</source>
        <translation>Ukazovat vedle desky, která pravidla platí pro vybraný kámen</translation>
    </message>
    <message>
        <source>Show Draughts in this language, now and at the next start</source>
        <translation>Zobrazit program Dáma v tomto jazyce, hned i při příštím spuštění</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Úp&amp;ravy</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Nápo&amp;věda</translation>
    </message>
    <message>
        <source>Play Over the Net&amp;work…</source>
        <translation>Síťová part&amp;ie…</translation>
    </message>
    <message>
        <source>Play International with a person at another computer (DXP)</source>
        <translation>Hrát mezinárodní dámu s člověkem u jiného počítače (DXP)</translation>
    </message>
    <message>
        <source>Stop the computers&apos; play until you resume it (P)</source>
        <translation>Počítače přestanou táhnout, dokud partii znovu nespustíte (P)</translation>
    </message>
    <message>
        <source>Let the computers play on from the latest position (P)</source>
        <translation>Počítače táhnou dál od posledního postavení (P)</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Pozast&amp;avit partii</translation>
    </message>
    <message>
        <source>Res&amp;ume Play</source>
        <translation>Pokračov&amp;at v partii</translation>
    </message>
    <message>
        <source>Show E&amp;valuation Bar</source>
        <translation>Zobrazit &amp;ukazatel hodnocení</translation>
    </message>
    <message>
        <source>A bar beside the board with the computer&apos;s evaluation of the position shown, from White&apos;s side, once Analyse Game or Hint has given one</source>
        <translation>Pruh vedle desky, který ukazuje, jak počítač hodnotí zobrazené postavení z pohledu bílého, jakmile hodnocení dá rozbor partie nebo rada</translation>
    </message>
    <message>
        <source>&amp;Set Up Position…</source>
        <translation>&amp;Sestavit postavení…</translation>
    </message>
    <message>
        <source>Put pieces on the board as you like, to play, study or save from there</source>
        <translation>Rozestavit kameny podle libosti, a pak odtud hrát, studovat nebo uložit</translation>
    </message>
    <message>
        <source>&amp;Think Along</source>
        <translation>Prů&amp;běžný rozbor</translation>
    </message>
    <message>
        <source>Let the engine analyse every position shown, its best lines under the moves (T)</source>
        <translation>Program rozebírá každé zobrazené postavení a jeho nejlepší pokračování ukazuje pod tahy (T)</translation>
    </message>
</context>
</TS>
