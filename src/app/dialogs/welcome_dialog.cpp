#include "dialogs/welcome_dialog.hpp"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace draughts::app {

namespace {

// The computer a newcomer meets first: a beginner's level, not a wall.
constexpr int friendlyLevel = 2;

} // namespace

WelcomeDialog::WelcomeDialog(const GameSetup& current, QWidget* parent) : NewGameDialog(current, parent)
{
    setWindowTitle(tr("Welcome – Draughts"));
    setObjectName(QStringLiteral("welcome"));
    auto* layout = static_cast<QVBoxLayout*>(this->layout());
    addGreeting(*layout);
    // Under the games: International's rule sets, the player's name, then the ways.
    moveRuleSetsOut();
    // Above the two lines, as New Game's row label has it; hidden with them.
    static_cast<QVBoxLayout*>(ruleSetBox().layout())->insertWidget(0, new QLabel(tr("Rules:"), &ruleSetBox()));
    layout->insertWidget(4, &ruleSetBox());
    addName(*layout);
    addWays(*layout);
    // The ways choose the players; the rest of New Game (names, rules,
    // clocks) waits for Game > New Game, so that the first look stays short.
    details().hide();
    if (auto* buttons = findChild<QDialogButtonBox*>())
        if (QPushButton* start = buttons->button(QDialogButtonBox::Ok))
            start->hide();
}

void WelcomeDialog::addGreeting(QVBoxLayout& layout)
{
    auto* title = new QLabel(tr("Welcome to Draughts"), this);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    title->setFont(titleFont);
    auto* intro = new QLabel(
        tr("Five games of draughts, every rule kept and explained. Choose a game, then how you want to begin."), this);
    intro->setWordWrap(true);
    intro->setContentsMargins(0, 0, 0, 10);
    layout.insertWidget(0, title);
    layout.insertWidget(1, intro);
}

// Under the games: the newcomer chooses the game first, then how to play it.
void WelcomeDialog::addWays(QVBoxLayout& layout)
{
    const struct {
        const char* name;
        QString text;
        QString tip;
    } ways[5] = {
        {"playComputer", tr("Play the Computer"), tr("You play White against the computer at a beginner's level")},
        {"twoPlayers", tr("Two Players at This Board"), tr("Two people take turns at this computer")},
        {"openGame", tr("Open a Game…"), tr("Open a game saved in a PDN file, to replay or go on with it")},
        {"puzzles", tr("Puzzles…"), tr("Solve puzzles of the chosen game")},
        {"setUp", tr("Set Up a Position…"), tr("Put pieces on the board as you like, to play, study or save")},
    };
    auto* row = new QHBoxLayout;
    for (int i = 0; i < 5; ++i) {
        auto* button = m_ways[i] = new QPushButton(ways[i].text, this);
        button->setObjectName(QString::fromLatin1(ways[i].name));
        button->setToolTip(ways[i].tip);
        button->setMinimumHeight(button->sizeHint().height() * 3 / 2);
        button->setAutoDefault(false);
        row->addWidget(button);
    }
    // After the greeting, the heading, the list of games, the rule sets and the name.
    layout.insertLayout(6, row);
    connect(m_ways[0], &QPushButton::clicked, this, [this] {
        // The newcomer's side under his name; the computer's is written as the computer.
        setNames(playerName(), QString());
        setPlayer(core::Side::White, PlayerChoice::human());
        setPlayer(core::Side::Black, PlayerChoice::computer(friendlyLevel));
        choose(Choice::Play);
    });
    connect(m_ways[1], &QPushButton::clicked, this, [this] {
        setPlayer(core::Side::White, PlayerChoice::human());
        setPlayer(core::Side::Black, PlayerChoice::human());
        choose(Choice::Play);
    });
    connect(m_ways[2], &QPushButton::clicked, this, [this] { choose(Choice::OpenGame); });
    connect(m_ways[3], &QPushButton::clicked, this, [this] { choose(Choice::Puzzles); });
    connect(m_ways[4], &QPushButton::clicked, this, [this] { choose(Choice::SetUp); });
}

// The name asked here once, beside the ways to begin rather than in a dialog
// of its own: it may be left empty, and Preferences > Player changes it.
void WelcomeDialog::addName(QVBoxLayout& layout)
{
    auto* row = new QHBoxLayout;
    auto* label = new QLabel(tr("Your &name:"), this);
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("playerName"));
    m_name->setPlaceholderText(tr("for the games you save (you may leave it empty)"));
    m_name->setToolTip(tr("Your name as your saved games record it; Edit > Preferences > Player changes it"));
    label->setBuddy(m_name);
    row->addWidget(label);
    row->addWidget(m_name, 1);
    layout.insertLayout(5, row);
}

void WelcomeDialog::setPlayerName(const QString& name) { m_name->setText(name); }

QString WelcomeDialog::playerName() const { return m_name->text().trimmed(); }

void WelcomeDialog::choose(Choice choice)
{
    m_choice = choice;
    accept();
}

} // namespace draughts::app
