#include "settings/app_settings.hpp"

#include "text/texts.hpp"

#include <draughts/engine/engine.hpp>

#include <QSettings>
#include <QVariantList>
#include <QVariantMap>

#include <algorithm>

namespace draughts::app {

int defaultThreads() { return static_cast<int>(std::min<std::size_t>(engine::availableThreads(), 256)); }

int clampedThreads(int threads) { return std::clamp(threads, 1, defaultThreads()); }

namespace {

Preferences loadPreferences(const QSettings& settings)
{
    Preferences values;
    values.theme = settings.value(QStringLiteral("board/theme"), values.theme).toString();
    values.squareNames = settings.value(QStringLiteral("board/squareNames"), values.squareNames).toBool();
    values.edgeCoordinates = settings.value(QStringLiteral("board/edgeCoordinates"), values.edgeCoordinates).toBool();
    values.flipped = settings.value(QStringLiteral("view/flipped"), values.flipped).toBool();
    values.turnToPlayer = settings.value(QStringLiteral("board/turnToPlayer"), values.turnToPlayer).toBool();
    values.sounds = settings.value(QStringLiteral("sound/enabled"), values.sounds).toBool();
    values.volume = std::clamp(settings.value(QStringLiteral("sound/volume"), values.volume).toInt(), 0, 100);
    values.engines = loadEngines(settings);
    values.dxpAddress = settings.value(QStringLiteral("engines/dxpAddress"), values.dxpAddress).toString();
    values.threads = clampedThreads(settings.value(QStringLiteral("computer/threads"), values.threads).toInt());
    values.endgameTables = settings.value(QStringLiteral("computer/endgameTables"), values.endgameTables).toBool();
    values.playerName = settings.value(QStringLiteral("player/name")).toString().trimmed();
    return values;
}

void savePreferences(QSettings& settings, const Preferences& values)
{
    settings.setValue(QStringLiteral("board/theme"), values.theme);
    settings.setValue(QStringLiteral("board/squareNames"), values.squareNames);
    settings.setValue(QStringLiteral("board/edgeCoordinates"), values.edgeCoordinates);
    settings.setValue(QStringLiteral("view/flipped"), values.flipped);
    settings.setValue(QStringLiteral("board/turnToPlayer"), values.turnToPlayer);
    settings.setValue(QStringLiteral("sound/enabled"), values.sounds);
    settings.setValue(QStringLiteral("sound/volume"), values.volume);
    saveEngines(settings, values.engines);
    settings.setValue(QStringLiteral("engines/dxpAddress"), values.dxpAddress);
    settings.setValue(QStringLiteral("computer/threads"), values.threads);
    settings.setValue(QStringLiteral("computer/endgameTables"), values.endgameTables);
    settings.setValue(QStringLiteral("player/name"), values.playerName);
}

// The keys of a side's player choice: game/whitePlayer ("human",
// "computer") and game/whiteLevel, the same for black.
QString playerKey(core::Side side, const char* what)
{
    return QStringLiteral("game/%1%2")
        .arg(side == core::Side::White ? QStringLiteral("white") : QStringLiteral("black"), QLatin1String(what));
}

PlayerChoice loadPlayer(const QSettings& settings, core::Side side)
{
    PlayerChoice choice;
    const QString kind = settings.value(playerKey(side, "Player")).toString();
    if (kind == QStringLiteral("computer"))
        choice.kind = PlayerChoice::Kind::Computer;
    if (kind == QStringLiteral("engine")) {
        choice.kind = PlayerChoice::Kind::Engine;
        choice.engineId = settings.value(playerKey(side, "Engine")).toString();
        choice.engineName = settings.value(playerKey(side, "EngineName")).toString();
        if (choice.engineId.trimmed().isEmpty())
            choice.kind = PlayerChoice::Kind::Computer;
    }
    if (kind == QStringLiteral("network")) {
        choice.kind = PlayerChoice::Kind::Network;
        choice.engineId = settings.value(playerKey(side, "Engine")).toString();
    }
    choice.level = std::clamp(settings.value(playerKey(side, "Level"), choice.level).toInt(), 1, 8);
    return choice;
}

void savePlayer(QSettings& settings, core::Side side, const PlayerChoice& choice)
{
    // A person across the network is not there at the next start: a person at this board plays his side.
    const bool person = choice.isHuman() || choice.kind == PlayerChoice::Kind::Remote;
    settings.setValue(playerKey(side, "Player"), person                                      ? QStringLiteral("human")
                                                 : choice.kind == PlayerChoice::Kind::Engine ? QStringLiteral("engine")
                                                 : choice.kind == PlayerChoice::Kind::Network
                                                     ? QStringLiteral("network")
                                                     : QStringLiteral("computer"));
    settings.setValue(playerKey(side, "Engine"), choice.engineId);
    settings.setValue(playerKey(side, "EngineName"), choice.engineName);
    settings.setValue(playerKey(side, "Level"), choice.level);
}

// One list, the most recently used file first, so that it stays bounded.
const QString placesKey = QStringLiteral("files/places");
const QString pathField = QStringLiteral("path");
const QString gameField = QStringLiteral("game");
const QString plyField = QStringLiteral("ply");

} // namespace

std::optional<FilePlace> loadFilePlace(const QSettings& settings, const QString& canonicalPath)
{
    if (canonicalPath.isEmpty())
        return std::nullopt;
    const QVariantList places = settings.value(placesKey).toList();
    for (const QVariant& entry : places) {
        const QVariantMap place = entry.toMap();
        if (place.value(pathField).toString() != canonicalPath)
            continue;
        bool gameOk = false;
        bool plyOk = false;
        const qulonglong game = place.value(gameField).toULongLong(&gameOk);
        const qulonglong ply = place.value(plyField).toULongLong(&plyOk);
        if (!gameOk || !plyOk || game == 0)
            return std::nullopt;
        return FilePlace{static_cast<std::size_t>(game), static_cast<std::size_t>(ply)};
    }
    return std::nullopt;
}

void saveFilePlace(QSettings& settings, const QString& canonicalPath, const FilePlace& place)
{
    if (canonicalPath.isEmpty())
        return;
    QVariantList places = settings.value(placesKey).toList();
    places.removeIf([&](const QVariant& entry) { return entry.toMap().value(pathField).toString() == canonicalPath; });
    QVariantMap entry;
    entry.insert(pathField, canonicalPath);
    entry.insert(gameField, static_cast<qulonglong>(place.game));
    entry.insert(plyField, static_cast<qulonglong>(place.ply));
    places.prepend(entry);
    while (places.size() > filePlaceLimit)
        places.removeLast();
    settings.setValue(placesKey, places);
}

bool isFirstStart(const QSettings& settings) { return !settings.contains(QStringLiteral("game/variant")); }

NetworkSetup loadNetworkSetup(const QSettings& settings)
{
    NetworkSetup values;
    values.role = settings.value(QStringLiteral("network/role")).toString() == QStringLiteral("join")
                      ? NetworkSetup::Role::Join
                      : NetworkSetup::Role::Host;
    values.name = settings.value(QStringLiteral("network/name")).toString();
    values.address = settings.value(QStringLiteral("network/address")).toString();
    const uint port = settings.value(QStringLiteral("network/port"), values.port).toUInt();
    values.port = port >= 1 && port <= 65535 ? static_cast<quint16>(port) : NetworkSetup::DefaultPort;
    values.hostSide = settings.value(QStringLiteral("network/hostColour")).toString() == QStringLiteral("black")
                          ? core::Side::Black
                          : core::Side::White;
    return values;
}

void saveNetworkSetup(QSettings& settings, const NetworkSetup& values)
{
    settings.setValue(QStringLiteral("network/role"),
                      values.role == NetworkSetup::Role::Join ? QStringLiteral("join") : QStringLiteral("host"));
    settings.setValue(QStringLiteral("network/name"), values.name);
    settings.setValue(QStringLiteral("network/address"), values.address);
    settings.setValue(QStringLiteral("network/port"), values.port);
    settings.setValue(QStringLiteral("network/hostColour"),
                      values.hostSide == core::Side::Black ? QStringLiteral("black") : QStringLiteral("white"));
}

AppSettings loadSettings(const QSettings& settings)
{
    AppSettings values;
    const std::string id = settings.value(QStringLiteral("game/variant")).toString().toStdString();
    if (const auto variant = core::variantFromId(id))
        values.lastGame.variant = *variant;
    values.lastGame.rule =
        settings.value(QStringLiteral("game/missedCaptures")).toString() == QStringLiteral("compulsory")
            ? game::MissedCaptureRule::Compulsory
            : game::MissedCaptureRule::Forfeit;
    const std::string ruleSet = settings.value(QStringLiteral("game/rules")).toString().toStdString();
    values.lastGame.ruleSet = rules::ruleSetFromId(ruleSet).value_or(rules::RuleSet::Original);
    values.lastGame.whiteName = settings.value(QStringLiteral("game/white"), values.lastGame.whiteName).toString();
    values.lastGame.blackName = settings.value(QStringLiteral("game/black"), values.lastGame.blackName).toString();
    values.lastGame.timeControl =
        pdn::readTimeControl(settings.value(QStringLiteral("game/timeControl")).toString().toStdString())
            .value_or(pdn::TimeControl{});
    for (core::Side side : {core::Side::White, core::Side::Black})
        values.lastGame.players[static_cast<std::size_t>(side)] = loadPlayer(settings, side);
    values.preferences = loadPreferences(settings);
    values.highlights = settings.value(QStringLiteral("view/highlights"), values.highlights).toBool();
    values.geometry = settings.value(QStringLiteral("window/geometry")).toByteArray();
    return values;
}

void saveSettings(QSettings& settings, const AppSettings& values)
{
    settings.setValue(QStringLiteral("game/variant"), Texts::fromUtf8(core::variantId(values.lastGame.variant)));
    settings.setValue(QStringLiteral("game/missedCaptures"), values.lastGame.rule == game::MissedCaptureRule::Compulsory
                                                                 ? QStringLiteral("compulsory")
                                                                 : QStringLiteral("forfeit"));
    settings.setValue(QStringLiteral("game/rules"), Texts::fromUtf8(rules::ruleSetId(values.lastGame.ruleSet)));
    settings.setValue(QStringLiteral("game/white"), values.lastGame.whiteName);
    settings.setValue(QStringLiteral("game/black"), values.lastGame.blackName);
    settings.setValue(QStringLiteral("game/timeControl"),
                      values.lastGame.timeControl.enabled()
                          ? Texts::fromUtf8(pdn::writeTimeControl(values.lastGame.timeControl))
                          : QString());
    for (core::Side side : {core::Side::White, core::Side::Black})
        savePlayer(settings, side, values.lastGame.player(side));
    savePreferences(settings, values.preferences);
    settings.setValue(QStringLiteral("view/highlights"), values.highlights);
    settings.setValue(QStringLiteral("window/geometry"), values.geometry);
    // Replaced by board/squareNames: numbers and coordinates are no longer chosen apart.
    settings.remove(QStringLiteral("view/coordinates"));
    settings.remove(QStringLiteral("view/squareNumbers"));
}

QList<EngineDescription> loadEngines(const QSettings& settings)
{
    // QSettings' arrays need a mutable object; read from a copy of the keys.
    QList<EngineDescription> engines;
    const int count = settings.value(QStringLiteral("engines/count"), 0).toInt();
    for (int i = 0; i < count; ++i) {
        const QString key = QStringLiteral("engines/%1/").arg(i);
        EngineDescription engine;
        engine.command = settings.value(key + QStringLiteral("command")).toString();
        if (engine.command.trimmed().isEmpty())
            continue;
        engine.name = settings.value(key + QStringLiteral("name")).toString();
        engine.version = settings.value(key + QStringLiteral("version")).toString();
        engine.author = settings.value(key + QStringLiteral("author")).toString();
        const QStringList parameters = settings.value(key + QStringLiteral("parameters")).toStringList();
        for (const QString& line : parameters) {
            const QStringList parts = line.split(QLatin1Char('\t'));
            if (parts.size() == 4)
                engine.parameters.append({parts[0], parts[1], parts[2], parts[3]});
        }
        engines.append(engine);
    }
    return engines;
}

void saveEngines(QSettings& settings, const QList<EngineDescription>& engines)
{
    settings.remove(QStringLiteral("engines"));
    settings.setValue(QStringLiteral("engines/count"), engines.size());
    for (int i = 0; i < engines.size(); ++i) {
        const EngineDescription& engine = engines[i];
        const QString key = QStringLiteral("engines/%1/").arg(i);
        settings.setValue(key + QStringLiteral("command"), engine.command);
        settings.setValue(key + QStringLiteral("name"), engine.name);
        settings.setValue(key + QStringLiteral("version"), engine.version);
        settings.setValue(key + QStringLiteral("author"), engine.author);
        QStringList parameters;
        for (const EngineParameter& p : engine.parameters)
            parameters.append(QStringList{p.name, p.value, p.type, p.choices}.join(QLatin1Char('\t')));
        settings.setValue(key + QStringLiteral("parameters"), parameters);
    }
}

} // namespace draughts::app
