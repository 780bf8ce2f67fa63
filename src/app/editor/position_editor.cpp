#include "editor/position_editor.hpp"

#include "board/board_area.hpp"
#include "board/board_model.hpp"
#include "board/board_part.hpp"
#include "board/board_theme.hpp"
#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "text/texts.hpp"

#include <draughts/notation/fen.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/setup_check.hpp>

#include <QApplication>
#include <QButtonGroup>
#include <QClipboard>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace draughts::app {

namespace {

using core::Side;

struct ToolLook {
    SetupTool tool;
    const char* text;
    PieceLook look;
};

// The palette, in the order of its keys 1 to 6.
const std::array<ToolLook, 6> tools{{
    {SetupTool::WhiteMan,
     QT_TRANSLATE_NOOP("draughts::app::PositionEditor", "White man"),
     {Side::White, PieceLook::Kind::Man}},
    {SetupTool::WhiteKing,
     QT_TRANSLATE_NOOP("draughts::app::PositionEditor", "White king"),
     {Side::White, PieceLook::Kind::King}},
    {SetupTool::BlackMan,
     QT_TRANSLATE_NOOP("draughts::app::PositionEditor", "Black man"),
     {Side::Black, PieceLook::Kind::Man}},
    {SetupTool::BlackKing,
     QT_TRANSLATE_NOOP("draughts::app::PositionEditor", "Black king"),
     {Side::Black, PieceLook::Kind::King}},
    {SetupTool::Empty, QT_TRANSLATE_NOOP("draughts::app::PositionEditor", "Empty square"), {}},
    {SetupTool::FirstMovePiece,
     QT_TRANSLATE_NOOP("draughts::app::PositionEditor", "Made Black's first move"),
     {Side::Black, PieceLook::Kind::Man}},
}};

} // namespace

PositionEditor::PositionEditor(const GameSetup& current, const std::optional<core::Position>& start, QWidget* parent)
    : QDialog(parent), m_current(current),
      m_edits(std::make_unique<PositionEdits>(current.variant, start ? *start : rules::startPosition(current.variant))),
      m_board(new BoardPart(this))
{
    setWindowTitle(tr("Set Up Position"));
    auto* layout = new QHBoxLayout(this);
    BoardView& view = m_board->view();
    m_board->area().model().setHintsVisible(false);
    view.setMinimumSize(360, 360);
    view.viewport()->installEventFilter(this);
    view.installEventFilter(this);
    layout->addWidget(&view, 1);
    connect(&view, &BoardView::squareClicked, this, [this](int square) { clicked(static_cast<core::Square>(square)); });

    auto* side = new QVBoxLayout;
    layout->addLayout(side);
    auto* form = new QFormLayout;
    m_chooserForm = form;
    side->addLayout(form);
    m_game = new QComboBox(this);
    for (const core::Variant variant : core::allVariants)
        m_game->addItem(Texts::gameTitle(variant), static_cast<int>(variant));
    form->addRow(tr("&Game:"), m_game);
    m_ruleSet = new QComboBox(this);
    for (const rules::RuleSet ruleSet : {rules::RuleSet::Fmjd, rules::RuleSet::Original})
        m_ruleSet->addItem(Texts::ruleSetLine(ruleSet, current.rule), static_cast<int>(ruleSet));
    form->addRow(tr("&Rules:"), m_ruleSet);
    buildPalette(*side);
    auto* options = new QFormLayout;
    m_optionsForm = options;
    side->addLayout(options);
    buildOptions(*options);

    auto* changes = new QHBoxLayout;
    side->addLayout(changes);
    for (const auto& [command, text, tip] :
         {std::tuple{Command::StartPosition, tr("&Start Position"), tr("The game's starting position")},
          std::tuple{Command::EmptyBoard, tr("&Empty Board"), tr("Take every piece off the board")},
          std::tuple{Command::SwapColours, tr("S&wap Colours"),
                     tr("Swap White and Black and turn the board: the same position from the other side")}})
        changes->addWidget(addButton(command, text, tip));
    auto* history = new QHBoxLayout;
    side->addLayout(history);
    history->addWidget(addButton(Command::Undo, tr("&Undo"), tr("Undo the last change (Ctrl+Z)")));
    history->addWidget(addButton(Command::Redo, tr("Re&do"), tr("Redo the change undone (Ctrl+Shift+Z)")));
    history->addWidget(addButton(Command::CopyFen, tr("&Copy FEN"), tr("Copy the position as FEN (Ctrl+C)")));
    history->addWidget(
        addButton(Command::PasteFen, tr("&Paste FEN"), tr("Set up the position of a FEN copied (Ctrl+V)")));

    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("setupVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setMinimumWidth(300);
    side->addWidget(m_verdict);
    side->addStretch(1);
    auto* finish = new QHBoxLayout;
    side->addLayout(finish);
    finish->addWidget(addButton(Command::Play, tr("P&lay from Here…"),
                                tr("Choose the players and clocks, and play from this position")));
    finish->addWidget(addButton(Command::Study, tr("S&tudy"),
                                tr("Open the position in the window, to look at it with hints and analysis")));
    finish->addWidget(addButton(Command::Save, tr("Sa&ve As…"), tr("Save the position as a PDN game")));
    auto* cancel = new QPushButton(tr("Cancel"), this);
    finish->addWidget(cancel);
    connect(cancel, &QPushButton::clicked, this, &QDialog::reject);
    button(Command::Play).setDefault(true);

    connect(&button(Command::StartPosition), &QPushButton::clicked, this,
            [this] { m_edits->set(rules::startPosition(m_edits->variant())), edited(); });
    connect(&button(Command::EmptyBoard), &QPushButton::clicked, this, [this] {
        core::Position empty;
        empty.sideToMove = m_edits->position().sideToMove;
        m_edits->set(empty);
        edited();
    });
    connect(&button(Command::SwapColours), &QPushButton::clicked, this,
            [this] { m_edits->set(rules::swappedColours(m_edits->variant(), m_edits->position())), edited(); });
    connect(&button(Command::Undo), &QPushButton::clicked, this, [this] { m_edits->undo(), edited(); });
    connect(&button(Command::Redo), &QPushButton::clicked, this, [this] { m_edits->redo(), edited(); });
    connect(&button(Command::CopyFen), &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(
            QString::fromStdString(notation::writeFen(m_edits->variant(), m_edits->position())));
    });
    connect(&button(Command::PasteFen), &QPushButton::clicked, this, &PositionEditor::pasteFen);
    connect(&button(Command::Play), &QPushButton::clicked, this, [this] { this->finish(Choice::Play); });
    connect(&button(Command::Study), &QPushButton::clicked, this, [this] { this->finish(Choice::Study); });
    connect(&button(Command::Save), &QPushButton::clicked, this, [this] { this->finish(Choice::Save); });
    connect(m_game, &QComboBox::activated, this,
            [this] { chooseGame(static_cast<core::Variant>(m_game->currentData().toInt())); });
    connect(m_ruleSet, &QComboBox::activated, this, &PositionEditor::edited);

    m_game->setCurrentIndex(m_game->findData(static_cast<int>(current.variant)));
    m_ruleSet->setCurrentIndex(m_ruleSet->findData(static_cast<int>(current.ruleSet)));
    edited();
    view.setFocus(Qt::OtherFocusReason);
}

PositionEditor::~PositionEditor() = default;

void PositionEditor::buildPalette(QVBoxLayout& layout)
{
    auto* box = new QGroupBox(tr("Put on a square (keys 1–6; right click clears)"), this);
    auto* row = new QHBoxLayout(box);
    m_tools = new QButtonGroup(this);
    int key = Qt::Key_1;
    for (const ToolLook& entry : tools) {
        auto* button = new QToolButton(box);
        button->setCheckable(true);
        button->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        button->setText(tr(entry.text));
        button->setToolTip(tr("%1 (key %2)").arg(tr(entry.text), QKeySequence(key).toString()));
        ++key;
        if (entry.tool != SetupTool::Empty)
            button->setIcon(QIcon(BoardTheme::current().pieceArt(entry.look)));
        button->setIconSize(QSize(32, 32));
        m_tools->addButton(button, static_cast<int>(entry.tool));
        row->addWidget(button);
    }
    m_tools->button(static_cast<int>(SetupTool::WhiteMan))->setChecked(true);
    layout.addWidget(box);
}

void PositionEditor::buildOptions(QFormLayout& form)
{
    auto* sides = new QHBoxLayout;
    m_white = new QRadioButton(Texts::side(Side::White), this);
    m_black = new QRadioButton(Texts::side(Side::Black), this);
    sides->addWidget(m_white);
    sides->addWidget(m_black);
    sides->addStretch(1);
    form.addRow(tr("To move:"), sides);
    const auto setSide = [this](Side side) {
        if (m_showing)
            return;
        core::Position next = m_edits->position();
        next.sideToMove = side;
        if (side == Side::White)
            next.barred = core::NoSquare;
        m_edits->set(next);
        edited();
    };
    connect(m_white, &QRadioButton::clicked, this, [setSide] { setSide(Side::White); });
    connect(m_black, &QRadioButton::clicked, this, [setSide] { setSide(Side::Black); });
    const auto spin = [this, &form](const QString& label, int most, auto apply) {
        auto* box = new QSpinBox(this);
        box->setRange(0, most);
        form.addRow(label, box);
        connect(box, &QSpinBox::valueChanged, this, [this, apply](int value) {
            if (m_showing)
                return;
            core::Position next = m_edits->position();
            apply(next, value);
            m_edits->set(next);
            edited();
        });
        return box;
    };
    m_drawCount = spin(tr("Draw c&ount (plies without a capture):"), 255,
                       [](core::Position& p, int v) { p.quietPlies = static_cast<std::uint8_t>(v); });
    m_whiteHand = spin(tr("White's stones in &hand:"), 24,
                       [](core::Position& p, int v) { p.hand[0] = static_cast<std::uint8_t>(v); });
    m_blackHand = spin(tr("Black's stones in h&and:"), 24,
                       [](core::Position& p, int v) { p.hand[1] = static_cast<std::uint8_t>(v); });
    m_turned = new QSpinBox(this);
    m_turned->setToolTip(tr("How often a stone put on the board has been turned since it last moved"));
    form.addRow(tr("Stones put are turned &N times:"), m_turned);
}

QPushButton* PositionEditor::addButton(Command command, const QString& text, const QString& tip)
{
    auto* created = new QPushButton(text, this);
    created->setAutoDefault(false);
    created->setToolTip(tip);
    m_buttons[command] = created;
    return created;
}

BoardView& PositionEditor::board() const { return m_board->view(); }

QAbstractButton& PositionEditor::tool(SetupTool which) const { return *m_tools->button(static_cast<int>(which)); }

QPushButton& PositionEditor::button(Command command) const { return *m_buttons.at(command); }

QRadioButton& PositionEditor::sideToMove(Side side) const { return side == Side::White ? *m_white : *m_black; }

QString PositionEditor::verdict() const { return m_verdict->text(); }

SetupTool PositionEditor::currentTool() const { return static_cast<SetupTool>(m_tools->checkedId()); }

GameSetup PositionEditor::setup() const
{
    GameSetup setup;
    setup.variant = m_edits->variant();
    setup.rule = m_current.rule;
    setup.ruleSet = setup.variant == core::Variant::International
                        ? static_cast<rules::RuleSet>(m_ruleSet->currentData().toInt())
                        : rules::RuleSet::Original;
    setup.start = m_edits->position();
    return setup;
}

void PositionEditor::chooseGame(core::Variant variant)
{
    if (variant == m_edits->variant())
        return;
    // Another board: the changes made on this one cannot be undone there.
    m_edits = std::make_unique<PositionEdits>(variant, rules::startPosition(variant));
    edited();
}

void PositionEditor::clicked(core::Square square)
{
    m_edits->apply(square, currentTool(), m_turned->value());
    edited();
}

bool PositionEditor::eventFilter(QObject* watched, QEvent* event)
{
    BoardView& view = board();
    const auto squareAt = [&view, this](QPoint point) { return m_board->area().model().squareAt(view.indexAt(point)); };
    if (watched == view.viewport() &&
        (event->type() == QEvent::MouseButtonPress || event->type() == QEvent::MouseButtonRelease)) {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        const core::Square square = squareAt(mouse->position().toPoint());
        if (mouse->button() == Qt::RightButton) {
            if (event->type() == QEvent::MouseButtonPress) {
                m_edits->clear(square);
                edited();
            }
            return true;
        }
        if (mouse->button() == Qt::LeftButton && event->type() == QEvent::MouseButtonPress)
            m_pressedAt = square;
        // A piece dragged to another square moves there; a click places.
        if (mouse->button() == Qt::LeftButton && event->type() == QEvent::MouseButtonRelease) {
            const core::Square from = m_pressedAt;
            m_pressedAt = core::NoSquare;
            if (from != core::NoSquare && square != core::NoSquare && from != square &&
                (m_edits->position().occupied() >> from & 1)) {
                m_edits->move(from, square);
                edited();
                return true;
            }
        }
    }
    // The editor's keys come first, also while the board has the focus (it
    // would take digits for a search of its own).
    if (watched == &view && (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride)) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (event->type() == QEvent::ShortcutOverride) {
            if (isEditorKey(*key))
                event->accept();
            return false;
        }
        if (handleKey(*key))
            return true;
    }
    return QDialog::eventFilter(watched, event);
}

void PositionEditor::keyPressEvent(QKeyEvent* event)
{
    if (!handleKey(*event))
        QDialog::keyPressEvent(event);
}

bool PositionEditor::isEditorKey(const QKeyEvent& event) const
{
    const int key = event.key();
    return (key >= Qt::Key_1 && key < Qt::Key_1 + static_cast<int>(tools.size()) &&
            !(event.modifiers() & Qt::ControlModifier)) ||
           key == Qt::Key_Delete || key == Qt::Key_Backspace || event.matches(QKeySequence::Undo) ||
           event.matches(QKeySequence::Redo) || event.matches(QKeySequence::Copy) || event.matches(QKeySequence::Paste);
}

// 1 to 6 choose from the palette, Delete clears the square under the
// board's frame, and the usual keys undo, redo, copy and paste.
bool PositionEditor::handleKey(const QKeyEvent& event)
{
    if (!isEditorKey(event))
        return false;
    const int key = event.key();
    if (key >= Qt::Key_1 && key <= Qt::Key_6) {
        QAbstractButton& chosen = tool(tools[static_cast<std::size_t>(key - Qt::Key_1)].tool);
        if (chosen.isVisible())
            chosen.setChecked(true);
    } else if (key == Qt::Key_Delete || key == Qt::Key_Backspace) {
        m_edits->clear(m_board->area().model().squareAt(board().currentIndex()));
        edited();
    } else {
        const Command command = event.matches(QKeySequence::Undo)   ? Command::Undo
                                : event.matches(QKeySequence::Redo) ? Command::Redo
                                : event.matches(QKeySequence::Copy) ? Command::CopyFen
                                                                    : Command::PasteFen;
        if (button(command).isEnabled())
            button(command).click();
    }
    return true;
}

void PositionEditor::pasteFen()
{
    const std::string text = QApplication::clipboard()->text().trimmed().toStdString();
    const auto parsed = notation::readFen(m_edits->variant(), text);
    if (!parsed) {
        // The position stays as it was; the verdict says why the FEN was not taken.
        m_verdict->setText(Texts::parseError(parsed.error()));
        return;
    }
    m_edits->set(*parsed);
    edited();
}

void PositionEditor::edited()
{
    const core::Variant variant = m_edits->variant();
    const rules::Facts& facts = rules::facts(variant);
    const core::Position& position = m_edits->position();
    m_showing = true;
    m_game->setCurrentIndex(m_game->findData(static_cast<int>(variant)));
    m_chooserForm->setRowVisible(m_ruleSet, variant == core::Variant::International);
    m_white->setChecked(position.sideToMove == Side::White);
    m_black->setChecked(position.sideToMove == Side::Black);
    m_drawCount->setValue(position.quietPlies);
    m_whiteHand->setValue(position.hand[0]);
    m_blackHand->setValue(position.hand[1]);
    m_turned->setRange(0, facts.captureLimit);
    // Only what the game has: a draw count, hands, stones turned.
    m_optionsForm->setRowVisible(m_drawCount, facts.drawCounterLimit > 0);
    m_optionsForm->setRowVisible(m_whiteHand, facts.hasHand);
    m_optionsForm->setRowVisible(m_blackHand, facts.hasHand);
    m_optionsForm->setRowVisible(m_turned, facts.captureLimit > 0);
    for (const SetupTool kingTool : {SetupTool::WhiteKing, SetupTool::BlackKing})
        tool(kingTool).setVisible(facts.hasKings);
    // To the Last Man's pieces are stones, never crowned.
    for (const ToolLook& entry : tools) {
        if (entry.tool != SetupTool::WhiteMan && entry.tool != SetupTool::BlackMan)
            continue;
        const bool white = entry.tool == SetupTool::WhiteMan;
        tool(entry.tool).setText(facts.hasKings ? tr(entry.text) : white ? tr("White stone") : tr("Black stone"));
        const PieceLook look{entry.look.side, facts.hasKings ? PieceLook::Kind::Man : PieceLook::Kind::Stone};
        tool(entry.tool).setIcon(QIcon(BoardTheme::current().pieceArt(look)));
    }
    tool(SetupTool::FirstMovePiece).setVisible(facts.blackMovesTwice);
    if (!m_tools->checkedButton()->isVisible())
        tool(SetupTool::WhiteMan).setChecked(true);
    m_showing = false;

    show(position);
    const std::vector<rules::SetupIssue> issues = rules::checkSetup(variant, position);
    QStringList lines;
    for (const rules::SetupIssue& issue : issues)
        lines << Texts::setupIssue(variant, issue);
    m_verdict->setText(issues.empty() ? Texts::setupReady(position) : lines.join(QLatin1Char('\n')));
    button(Command::Play).setEnabled(issues.empty());
    button(Command::Study).setEnabled(rules::studiable(issues));
    button(Command::Save).setEnabled(rules::studiable(issues));
    button(Command::Undo).setEnabled(m_edits->canUndo());
    button(Command::Redo).setEnabled(m_edits->canRedo());
}

// The board shows the position as a game nobody plays: no one is asked to
// move, so clicks only edit.
void PositionEditor::show(const core::Position& position)
{
    GameSetup shown = setup();
    shown.start = position;
    m_board->controller().newGame(shown);
}

void PositionEditor::finish(Choice choice)
{
    m_choice = choice;
    accept();
}

} // namespace draughts::app
