#include "window/window_actions.hpp"

#include "controller/game_controller.hpp"
#include "files/game_files.hpp"
#include "players/player_seats.hpp"
#include "review/analysis_panel.hpp"
#include "settings/language.hpp"

#include <QAction>
#include <QApplication>
#include <QStyle>
#include <QActionGroup>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>

namespace draughts::app {

namespace {

const char* const pauseTip =
    QT_TRANSLATE_NOOP("draughts::app::WindowActions", "Stop the computers' play until you resume it (P)");
const char* const resumeTip =
    QT_TRANSLATE_NOOP("draughts::app::WindowActions", "Let the computers play on from the latest position (P)");

} // namespace

WindowActions::WindowActions(QObject* parent) : QObject(parent)
{
    // The texts are set by retranslate(), again whenever the language changes (Pause's by showPaused).
    createGameActions();
    createViewActions();
    createLearnerActions();
    showPaused(false);
}

QAction* WindowActions::add(Command command, const char* text, const char* tip)
{
    auto* action = new QAction(this);
    m_actions[command] = action;
    if (text)
        m_actionTexts[action] = text;
    if (tip)
        m_actionTips[action] = tip;
    return action;
}

void WindowActions::createGameActions()
{
    add(Command::NewGame, QT_TR_NOOP("&New Game…"))->setShortcut(QKeySequence::New);
    add(Command::PlayOverNetwork, QT_TR_NOOP("Play Over the Net&work…"),
        QT_TR_NOOP("Play International with a person at another computer (DXP)"));
    add(Command::OfferDraw, QT_TR_NOOP("Offer &Draw…"))->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    add(Command::Resign, QT_TR_NOOP("&Resign…"));
    add(Command::Quit, QT_TR_NOOP("&Quit"))->setShortcut(QKeySequence::Quit);
    add(Command::MoveNow, QT_TR_NOOP("&Move Now"))->setShortcut(QKeySequence(Qt::Key_M));
    // P both ways (Space plays on the board); the menu's own letter is free in both languages.
    add(Command::Pause, QT_TR_NOOP("Pa&use"), pauseTip)->setShortcut(QKeySequence(Qt::Key_P));
    add(Command::Undo, QT_TR_NOOP("&Undo Move"))->setShortcut(QKeySequence::Undo);
    add(Command::Redo, QT_TR_NOOP("&Redo Move"))->setShortcut(QKeySequence::Redo);
    add(Command::SetUpPosition, QT_TR_NOOP("&Set Up Position…"),
        QT_TR_NOOP("Put pieces on the board as you like, to play, study or save from there"));
    QAction* preferences = add(Command::Preferences, QT_TR_NOOP("Pr&eferences…"));
    preferences->setShortcut(QKeySequence::Preferences);
    preferences->setMenuRole(QAction::PreferencesRole);
    add(Command::About, QT_TR_NOOP("&About Draughts"));
}

void WindowActions::createViewActions()
{
    add(Command::FlipBoard, QT_TR_NOOP("&Flip Board"))->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    add(Command::TurnBoard, QT_TR_NOOP("&Turn Board to the Player to Move"));
    add(Command::SquareNames, QT_TR_NOOP("Show Square &Names"));
    add(Command::Highlights, QT_TR_NOOP("Show &Highlights"))->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    add(Command::EvaluationBar, QT_TR_NOOP("Show E&valuation Bar"),
        QT_TR_NOOP("A bar beside the board with the computer's evaluation of the position shown, from White's "
                   "side, once Analyse Game or Hint has given one"));
    add(Command::Sounds, QT_TR_NOOP("Play &Sounds"));
    for (Command option : {Command::FlipBoard, Command::TurnBoard, Command::SquareNames, Command::Highlights,
                           Command::EvaluationBar, Command::Sounds})
        action(option).setCheckable(true);
    action(Command::Highlights).setChecked(true);
}

void WindowActions::createLearnerActions()
{
    add(Command::Hint, QT_TR_NOOP("&Hint"), QT_TR_NOOP("Show the best move on the board, and why, without playing it"))
        ->setShortcut(QKeySequence(Qt::Key_H));
    QAction* thinkAlong =
        add(Command::ThinkAlong, QT_TR_NOOP("&Think Along"),
            QT_TR_NOOP("Let the engine analyse every position shown, its best lines under the moves (T)"));
    thinkAlong->setShortcut(QKeySequence(Qt::Key_T));
    thinkAlong->setCheckable(true);
    add(Command::Rules, QT_TR_NOOP("&Rules of This Game"), QT_TR_NOOP("Open the rules of the game being played"))
        ->setShortcut(QKeySequence::HelpContents);
    QAction* explain = add(Command::ExplainRules, QT_TR_NOOP("&Explain Rules (Why?)"),
                           QT_TR_NOOP("Show beside the board which rules apply to the selected piece"));
    explain->setCheckable(true);
    explain->setChecked(true);
    // Language names are written in their own language, so that anyone can find theirs.
    auto* languages = new QActionGroup(this);
    for (const auto& [command, code] :
         {std::pair{Command::EnglishLanguage, Language::English}, std::pair{Command::CzechLanguage, Language::Czech}}) {
        QAction* choice =
            add(command, nullptr, QT_TR_NOOP("Show Draughts in this language, now and at the next start"));
        choice->setText(Language::nativeName(code));
        choice->setCheckable(true);
        choice->setChecked(Language::current() == code);
        languages->addAction(choice);
    }
}

QMenu* WindowActions::menu(QMenuBar& bar, QMenu* parent, const char* title)
{
    QMenu* created = parent ? parent->addMenu(QString()) : bar.addMenu(QString());
    m_menuTitles.emplace_back(created, title);
    created->setTitle(tr(title));
    return created;
}

void WindowActions::buildMenus(QMenuBar& bar, GameFiles& files, AnalysisPanel& analysis)
{
    QMenu* game = menu(bar, nullptr, QT_TR_NOOP("&Game"));
    game->addAction(&action(Command::NewGame));
    game->addAction(&action(Command::PlayOverNetwork));
    game->addAction(&files.action(GameFiles::Command::Open));
    game->addMenu(files.recentMenu());
    game->addAction(&files.action(GameFiles::Command::Save));
    game->addAction(&files.action(GameFiles::Command::SaveAs));
    game->addSeparator();
    game->addAction(&files.action(GameFiles::Command::ContinueFromHere));
    game->addSeparator();
    game->addAction(&action(Command::OfferDraw));
    game->addAction(&action(Command::Resign));
    game->addSeparator();
    game->addAction(&action(Command::Hint));
    game->addAction(&action(Command::ThinkAlong));
    game->addAction(&action(Command::MoveNow));
    game->addAction(&action(Command::Pause));
    game->addAction(&analysis.action(AnalysisPanel::Command::Analyse));
    game->addAction(&analysis.action(AnalysisPanel::Command::SaveAnalysis));
    game->addSeparator();
    game->addAction(&action(Command::Quit));
    QMenu* edit = menu(bar, nullptr, QT_TR_NOOP("&Edit"));
    edit->addAction(&action(Command::Undo));
    edit->addAction(&action(Command::Redo));
    edit->addSeparator();
    edit->addAction(&files.action(GameFiles::Command::CopyFen));
    edit->addAction(&files.action(GameFiles::Command::CopyPdn));
    edit->addAction(&files.action(GameFiles::Command::Paste));
    edit->addSeparator();
    edit->addAction(&action(Command::SetUpPosition));
    edit->addSeparator();
    edit->addAction(&action(Command::Preferences));
    QMenu* view = menu(bar, nullptr, QT_TR_NOOP("&View"));
    for (Command command : {Command::FlipBoard, Command::TurnBoard})
        view->addAction(&action(command));
    view->addSeparator();
    for (Command command : {Command::SquareNames, Command::Highlights, Command::ExplainRules, Command::EvaluationBar})
        view->addAction(&action(command));
    view->addSeparator();
    view->addAction(&action(Command::Sounds));
    QMenu* language = menu(bar, view, QT_TR_NOOP("&Language"));
    language->setToolTipsVisible(true);
    language->addAction(&action(Command::EnglishLanguage));
    language->addAction(&action(Command::CzechLanguage));
    QMenu* help = menu(bar, nullptr, QT_TR_NOOP("&Help"));
    help->addAction(&action(Command::Rules));
    help->addSeparator();
    help->addAction(&action(Command::About));
}

void WindowActions::showPaused(bool paused)
{
    QAction* pause = m_actions.at(Command::Pause);
    m_actionTexts[pause] = paused ? QT_TR_NOOP("Res&ume Play") : QT_TR_NOOP("Pa&use");
    m_actionTips[pause] = paused ? resumeTip : pauseTip;
    pause->setIcon(QApplication::style()->standardIcon(paused ? QStyle::SP_MediaPlay : QStyle::SP_MediaPause));
    pause->setText(tr(m_actionTexts[pause]));
    pause->setToolTip(tr(m_actionTips[pause]));
    pause->setStatusTip(tr(m_actionTips[pause]));
}

void WindowActions::follow(const GameController& controller, const PlayerSeats& seats)
{
    const auto update = [this, &controller, &seats] { enable(controller, seats); };
    connect(&controller, &GameController::stateChanged, this, update);
    connect(&controller, &GameController::turnStarted, this, update);
    // A game opened already over starts no turn: its commands follow the new game here.
    connect(&controller, &GameController::gameStarted, this, update);
    connect(&seats, &PlayerSeats::thinking, this, update);
    connect(&seats, &PlayerSeats::seated, this, update);
    update();
}

void WindowActions::enable(const GameController& controller, const PlayerSeats& seats)
{
    const game::Game& shown = controller.shown();
    action(Command::Undo).setEnabled(controller.game().canUndo());
    // Across the network a move is played once: what a take-back undid is not played again.
    action(Command::Redo).setEnabled(controller.game().canRedo() && !seats.remotePerson());
    action(Command::OfferDraw).setEnabled(!shown.result().isOver());
    action(Command::Resign).setEnabled(!shown.result().isOver());
    action(Command::MoveNow).setEnabled(seats.canMoveNow());
    action(Command::Pause).setEnabled(controller.canPause());
    showPaused(controller.paused());
}

void WindowActions::retranslate()
{
    for (const auto& [action, text] : m_actionTexts)
        action->setText(tr(text));
    for (const auto& [action, tip] : m_actionTips) {
        action->setToolTip(tr(tip));
        action->setStatusTip(tr(tip));
    }
    for (const auto& [menu, title] : m_menuTitles)
        menu->setTitle(tr(title));
}

} // namespace draughts::app
