#include "files/game_files.hpp"

#include "controller/game_controller.hpp"
#include "database/game_database.hpp"
#include "text/texts.hpp"

#include <draughts/notation/fen.hpp>
#include <draughts/pdn/pdn_reader.hpp>
#include <draughts/pdn/pdn_writer.hpp>
#include <draughts/pdn/time_control_tag.hpp>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QSaveFile>
#include <QSettings>

#include <algorithm>
#include <tuple>
#include <variant>

namespace draughts::app {

namespace {

const QString recentKey = QStringLiteral("files/recent");
constexpr int recentLimit = 8;

QString tagValue(const pdn::PdnGame& game, std::string_view name)
{
    const std::string* value = game.tag(name);
    return value ? Texts::fromUtf8(*value) : QString();
}

void setTag(std::vector<pdn::Tag>& tags, const std::string& name, const std::string& value)
{
    const auto found = std::find_if(tags.begin(), tags.end(), [&](const pdn::Tag& t) { return t.name == name; });
    if (found != tags.end())
        found->value = value;
    else
        tags.push_back({name, value});
}

} // namespace

GameFiles::GameFiles(GameController& controller, QSettings* settings, QWidget* window)
    : QObject(window), m_controller(controller), m_settings(settings),
      m_dialogs(std::make_unique<DialogFilePrompter>(window)), m_prompter(m_dialogs.get()),
      m_recentMenu(new QMenu(window))
{
    if (m_settings)
        m_recent = m_settings->value(recentKey).toStringList();
    createActions(window);
    rebuildRecentMenu();
    m_controller.reviewControl().setDropConfirmer([this](int dropped) { return prompter().confirmDropMoves(dropped); });
    connect(&m_controller, &GameController::gameStarted, this, &GameFiles::gameStarted);
    connect(&m_controller, &GameController::stateChanged, this, &GameFiles::gameChanged);
    gameStarted();
}

GameFiles::~GameFiles() = default;

QAction& GameFiles::action(Command command) { return *m_actions.at(command); }

void GameFiles::setPrompter(FilePrompter* prompter) { m_prompter = prompter ? prompter : m_dialogs.get(); }

void GameFiles::createActions(QWidget* window)
{
    // The texts are kept as written, so that retranslate() can set them again in a new language.
    auto add = [this, window](Command command, const char* text, QKeySequence shortcut = {}) {
        auto* action = new QAction(tr(text), window);
        action->setShortcut(shortcut);
        m_actions[command] = action;
        m_actionTexts[command] = text;
        return action;
    };
    connect(add(Command::Open, QT_TR_NOOP("&Open…"), QKeySequence::Open), &QAction::triggered, this, [this] {
        const QString recent = m_recent.isEmpty() ? QDir::homePath() : QFileInfo(m_recent.front()).path();
        const QString dir = m_path.isEmpty() ? recent : QFileInfo(m_path).path();
        const QString path = prompter().openFileName(dir);
        if (!path.isEmpty())
            openFile(path);
    });
    connect(add(Command::Save, QT_TR_NOOP("&Save"), QKeySequence::Save), &QAction::triggered, this, &GameFiles::save);
    connect(add(Command::SaveAs, QT_TR_NOOP("Save &As…"), QKeySequence::SaveAs), &QAction::triggered, this,
            &GameFiles::saveAs);
    QAction* resume = add(Command::ContinueFromHere, QT_TR_NOOP("&Continue from Here"));
    connect(resume, &QAction::triggered, this, &GameFiles::continueFromHere);
    connect(add(Command::CopyFen, QT_TR_NOOP("Copy Position (&FEN)"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)),
            &QAction::triggered, this, &GameFiles::copyFen);
    connect(add(Command::CopyPdn, QT_TR_NOOP("&Copy Game (PDN)"), QKeySequence::Copy), &QAction::triggered, this,
            &GameFiles::copyPdn);
    connect(add(Command::Paste, QT_TR_NOOP("&Paste Position or Game"), QKeySequence::Paste), &QAction::triggered, this,
            &GameFiles::paste);
    retranslate();
}

void GameFiles::retranslate()
{
    for (const auto& [command, text] : m_actionTexts)
        m_actions.at(command)->setText(tr(text));
    m_actions.at(Command::ContinueFromHere)
        ->setToolTip(tr("Play on from the position shown; the later moves are dropped"));
    m_recentMenu->setTitle(tr("Open R&ecent"));
}

// ---- opening ----------------------------------------------------------------

bool GameFiles::openFile(const QString& path)
{
    // Only the tags and places of the games are read now; a game is read
    // and replayed when it is opened, so that a file of 100,000 games lists
    // them at once.
    const GameDatabase::Loaded loaded = GameDatabase::fromFile(path);
    if (!loaded.games) {
        prompter().showError(tr("Cannot open game"),
                             tr("%1 cannot be opened: %2").arg(QDir::toNativeSeparators(path), loaded.error));
        m_recent.removeAll(path);
        rebuildRecentMenu();
        return false;
    }
    return openGames(loaded.games, QFileInfo(path).fileName(), path);
}

bool GameFiles::openText(const QByteArray& bytes, const QString& source, const QString& path)
{
    // A paste without tags is read as a game of the variant on the board; a file names its own.
    const std::optional<core::Variant> variant =
        path.isEmpty() ? std::optional(m_controller.game().variant()) : std::nullopt;
    return openGames(GameDatabase::fromText(bytes, variant), source, path);
}

namespace {

QString located(const pdn::PdnError& error)
{
    return GameFiles::tr("Game %1, line %2, column %3: %4")
        .arg(error.game)
        .arg(error.line)
        .arg(error.column)
        .arg(Texts::pdnError(error));
}

} // namespace

bool GameFiles::openGames(const std::shared_ptr<const GameDatabase>& games, const QString& source, const QString& path)
{
    if (games->size() == 0) {
        const QString reason = games->stop() ? located(*games->stop()) : tr("It holds no game.");
        prompter().showError(tr("Cannot open game"), tr("%1 cannot be opened:\n\n%2").arg(source, reason));
        return false;
    }
    const QString placePath = path.isEmpty() ? QString() : QFileInfo(path).canonicalFilePath();
    // Game 0: nothing remembered.
    const FilePlace remembered =
        m_settings ? loadFilePlace(*m_settings, placePath).value_or(FilePlace{0, 0}) : FilePlace{0, 0};
    std::size_t row = 0;
    if (games->size() > 1 || games->stop()) {
        const std::size_t last = remembered.game >= 1 && remembered.game <= games->size() ? remembered.game - 1 : 0;
        const std::optional<std::size_t> pick = prompter().chooseGame(games, last);
        if (!pick || *pick >= games->size())
            return false;
        row = *pick;
    }
    const std::size_t number = games->game(row).number;
    // Read only now: a game the rules refuse leaves the game on the board as it is.
    const pdn::PdnEntry entry = games->read(row);
    if (const auto* error = std::get_if<pdn::PdnError>(&entry)) {
        // The list opens on it next time, beside the games the player may try instead.
        if (m_settings && games->size() > 1)
            saveFilePlace(*m_settings, placePath, FilePlace{number, 0});
        prompter().showError(tr("Cannot open game"), tr("%1 cannot be opened:\n\n%2").arg(source, located(*error)));
        return false;
    }
    if (!mayReplaceGame())
        return false;
    load(std::get<pdn::PdnGame>(entry));
    // Save never overwrites a file of several games with one of them.
    const bool wholeFile = !path.isEmpty() && games->isSingleGame();
    m_path = wholeFile ? path : QString();
    if (path.isEmpty())
        m_name.clear();
    else if (wholeFile)
        m_name = QFileInfo(path).fileName();
    else
        m_name = tr("%1, game %2").arg(QFileInfo(path).fileName()).arg(number);
    m_savedText = path.isEmpty() ? QString() : pdnText();
    if (!path.isEmpty())
        addRecent(path);
    // Back where the player was in this game when the file was last open.
    m_placePath = placePath;
    m_placeGame = number;
    m_placeSaved.reset();
    if (remembered.game == number) {
        m_loading = true; // the game shown is still the one opened
        m_controller.reviewControl().showPly(remembered.ply);
        m_loading = false;
    }
    gameChanged();
    emit documentChanged();
    return true;
}

void GameFiles::load(const pdn::PdnGame& game)
{
    GameSetup setup;
    setup.variant = game.variant();
    setup.rule = game.missedCaptureRule();
    setup.ruleSet = game.ruleSet();
    if (const QString white = tagValue(game, "White"); !white.trimmed().isEmpty())
        setup.whiteName = white.trimmed();
    if (const QString black = tagValue(game, "Black"); !black.trimmed().isEmpty())
        setup.blackName = black.trimmed();
    for (const auto& [side, name] :
         {std::pair{core::Side::White, setup.whiteName}, std::pair{core::Side::Black, setup.blackName}})
        if (const auto computer = recordedChoice(name))
            setup.players[static_cast<std::size_t>(side)] = *computer;
    if (!(game.game.startPosition() == rules::startPosition(setup.variant, setup.ruleSet)))
        setup.start = game.game.startPosition();
    // A game with clocks: its time control, and the time left after each
    // action, taken out of the comments the review shows (docs/pdn.md, "Clocks").
    if (const std::string* control = game.tag(pdn::timeControlTag))
        setup.timeControl = pdn::readTimeControl(*control).value_or(pdn::TimeControl{});
    game::Game replayed = game.game.replay();
    for (std::size_t place = 0; place < game.notes.size(); ++place) {
        pdn::PlyNotes notes = game.notes[place];
        if (place > 0 && setup.timeControl.enabled()) {
            pdn::ClockComment taken = pdn::takeClockCommand(notes.comment);
            replayed.setTimeLeft(place - 1, taken.milliseconds);
            notes.comment = std::move(taken.comment);
        }
        replayed.setNotes(place, std::move(notes));
    }
    m_loading = true;
    m_tags = game.tags;
    m_started.reset(); // a file's game has its own Date tag, or none
    m_result = game.result == "0-0" ? game.result : "*";
    m_controller.loadGame(setup, replayed);
    m_loading = false;
}

// ---- saving -----------------------------------------------------------------

QString GameFiles::pdnText() const { return pdnText(false); }

QString GameFiles::pdnText(bool forSaving) const
{
    pdn::PdnGame game;
    game.tags = m_tags;
    if (m_started && !game.tag("Date"))
        setTag(game.tags, "Date", m_started->toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    const GameSetup& setup = m_controller.setup();
    for (const auto& [side, tag, name] : {std::tuple{core::Side::White, "White", setup.whiteName},
                                          std::tuple{core::Side::Black, "Black", setup.blackName}}) {
        if (!setup.player(side).isHuman())
            setTag(game.tags, tag, recordedName(setup.player(side)).toStdString());
        else if (name != QLatin1String(tag) || game.tag(tag))
            setTag(game.tags, tag, name.toStdString());
    }
    const game::Game& played = m_controller.game();
    game.game = played;
    game.notes.clear();
    for (std::size_t place = 0; place <= played.history().size(); ++place)
        game.notes.push_back(played.notes(place));
    if (forSaving && m_annotate)
        m_annotate(game.notes);
    if (setup.timeControl.enabled()) {
        setTag(game.tags, std::string(pdn::timeControlTag), pdn::writeTimeControl(setup.timeControl));
        for (std::size_t i = 0; i < played.history().size(); ++i)
            if (const auto left = played.history()[i].timeLeft)
                game.notes[i + 1].comment = pdn::withClockCommand(*left, game.notes[i + 1].comment);
    }
    game.result =
        game.game.result().isOver() ? std::string(pdn::resultToken(game.variant(), game.game.result())) : m_result;
    return QString::fromStdString(pdn::writePdn(game));
}

bool GameFiles::save()
{
    if (m_path.isEmpty())
        return saveAs();
    return saveTo(m_path);
}

bool GameFiles::saveAs()
{
    QString suggestion = m_path;
    if (suggestion.isEmpty()) {
        const QString dir = m_recent.isEmpty() ? QDir::homePath() : QFileInfo(m_recent.front()).path();
        suggestion = QDir(dir).filePath(tr("game.pdn"));
    }
    const QString path = prompter().saveFileName(suggestion);
    return !path.isEmpty() && saveTo(path);
}

bool GameFiles::saveTo(const QString& path)
{
    const QByteArray bytes = pdnText(true).toUtf8();
    // Written beside the file and renamed over it: a crash never leaves half a game.
    QSaveFile file(path);
    bool ok = file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    ok = ok ? file.commit() : (file.cancelWriting(), false);
    if (!ok) {
        prompter().showError(tr("Cannot save game"),
                             tr("%1 cannot be written: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    m_path = path;
    m_name = QFileInfo(path).fileName();
    m_savedText = pdnText();
    m_modified = false;
    addRecent(path);
    // The file holds this game now: its place is kept for it from here on.
    m_placePath = QFileInfo(path).canonicalFilePath();
    m_placeGame = 1;
    m_placeSaved.reset();
    rememberPlace();
    emit documentChanged();
    emit statusMessage(tr("Saved %1").arg(m_name));
    return true;
}

bool GameFiles::hasUnsavedMoves() const { return m_modified && !m_controller.game().history().empty(); }

bool GameFiles::mayReplaceGame(bool quitting)
{
    if (!hasUnsavedMoves())
        return true;
    switch (prompter().askToSave(quitting)) {
    case FilePrompter::Unsaved::Save: return save();
    case FilePrompter::Unsaved::Discard:
        // Discarded on the way out: the game must not come back at the next start.
        if (quitting && m_autosave) {
            m_autosave->remove();
            m_autosave.reset();
        }
        return true;
    case FilePrompter::Unsaved::Cancel: break;
    }
    return false;
}

// ---- clipboard --------------------------------------------------------------

void GameFiles::copyFen()
{
    const game::Game& shown = m_controller.shown();
    QApplication::clipboard()->setText(Texts::fromUtf8(notation::writeFen(shown.variant(), shown.position())));
    emit statusMessage(tr("Position copied as FEN"));
}

void GameFiles::copyPdn()
{
    QApplication::clipboard()->setText(pdnText());
    emit statusMessage(tr("Game copied as PDN"));
}

bool GameFiles::paste()
{
    const QString text = QApplication::clipboard()->text().trimmed();
    if (text.isEmpty()) {
        emit statusMessage(tr("The clipboard holds no text"));
        return false;
    }
    // One line that reads as a position starts a new game of the same variant from it.
    if (!text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('['))) {
        const auto position = notation::readFen(m_controller.game().variant(), text.toStdString());
        if (position) {
            if (!mayReplaceGame())
                return false;
            GameSetup setup = m_controller.setup();
            setup.start = *position;
            m_controller.newGame(setup);
            emit statusMessage(tr("New game from the pasted position"));
            return true;
        }
        if (text.size() > 1 && text[1] == QLatin1Char(':')) {
            prompter().showError(tr("Cannot paste position"),
                                 tr("The clipboard does not hold a position of %1: column %2: %3")
                                     .arg(Texts::gameTitle(m_controller.game().variant()))
                                     .arg(position.error().column)
                                     .arg(Texts::parseError(position.error())));
            return false;
        }
    }
    return openText(text.toUtf8(), tr("The clipboard"));
}

void GameFiles::continueFromHere()
{
    if (m_controller.reviewControl().continueFromHere())
        emit statusMessage(tr("Play continues from this position"));
}

// ---- keeping track ----------------------------------------------------------

void GameFiles::gameStarted()
{
    if (m_loading)
        return;
    // A new game is a new document (and replaces the autosave).
    m_path.clear();
    m_placePath.clear();
    m_name.clear();
    m_tags.clear();
    // The day the game is played, written when it is saved, later or again
    // (docs/pdn.md, "The window's tags"); not among the file's tags, which
    // the header above the moves shows.
    m_started = m_today();
    m_result.assign(1, '*'); // not = "*": GCC 12 warns falsely (-Wstringop-overflow) on that inlined copy
    m_savedText = pdnText();
    gameChanged();
    emit documentChanged();
}

void GameFiles::gameChanged()
{
    if (m_loading)
        return;
    action(Command::ContinueFromHere).setEnabled(m_controller.review().reviewing());
    rememberPlace();
    const QString text = pdnText();
    const bool modified = text != m_savedText;
    if (modified != m_modified) {
        m_modified = modified;
        emit documentChanged();
    }
    if (m_autosave && text != m_autosaved) {
        if (m_autosave->write(text.toUtf8()))
            m_autosaved = text;
        else
            emit statusMessage(
                tr("The game could not be autosaved in %1").arg(QDir::toNativeSeparators(m_autosave->filePath())));
    }
}

QString GameFiles::enableAutosave(const QString& directory)
{
    m_autosave.emplace(directory);
    const Autosave::Restored restored = m_autosave->restore();
    if (restored.game) {
        load(*restored.game);
        m_path.clear();
        m_name.clear();
        m_savedText = pdnText();
        m_autosaved = m_savedText;
        emit documentChanged();
    }
    gameChanged();
    if (!restored.notice.isEmpty())
        emit statusMessage(restored.notice);
    return restored.notice;
}

void GameFiles::rememberPlace()
{
    if (!m_settings || m_placePath.isEmpty())
        return;
    const FilePlace now{m_placeGame, m_controller.review().shownPly()};
    if (m_placeSaved == now)
        return;
    m_placeSaved = now;
    saveFilePlace(*m_settings, m_placePath, now);
}

void GameFiles::addRecent(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_recent.removeAll(absolute);
    m_recent.prepend(absolute);
    while (m_recent.size() > recentLimit)
        m_recent.removeLast();
    rebuildRecentMenu();
}

void GameFiles::rebuildRecentMenu()
{
    if (m_settings)
        m_settings->setValue(recentKey, m_recent);
    m_recentMenu->clear();
    for (int i = 0; i < m_recent.size(); ++i) {
        const QString path = m_recent[i];
        QAction* entry = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        entry->setToolTip(QDir::toNativeSeparators(path));
        connect(entry, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    m_recentMenu->setEnabled(!m_recent.isEmpty());
}

} // namespace draughts::app
