#include "settings/app_settings.hpp"

#include "text/texts.hpp"

#include <QSettings>

#include <algorithm>

namespace draughts::app {

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
}

} // namespace

AppSettings loadSettings(const QSettings& settings)
{
    AppSettings values;
    const std::string id = settings.value(QStringLiteral("game/variant")).toString().toStdString();
    if (const auto variant = core::variantFromId(id))
        values.lastGame.variant = *variant;
    values.lastGame.rule = settings.value(QStringLiteral("game/missedCaptures")).toString() == QStringLiteral("compulsory")
                               ? game::MissedCaptureRule::Compulsory
                               : game::MissedCaptureRule::Forfeit;
    values.lastGame.whiteName = settings.value(QStringLiteral("game/white"), values.lastGame.whiteName).toString();
    values.lastGame.blackName = settings.value(QStringLiteral("game/black"), values.lastGame.blackName).toString();
    values.lastGame.timeControl =
        pdn::readTimeControl(settings.value(QStringLiteral("game/timeControl")).toString().toStdString())
            .value_or(pdn::TimeControl{});
    values.preferences = loadPreferences(settings);
    values.highlights = settings.value(QStringLiteral("view/highlights"), values.highlights).toBool();
    values.geometry = settings.value(QStringLiteral("window/geometry")).toByteArray();
    return values;
}

void saveSettings(QSettings& settings, const AppSettings& values)
{
    settings.setValue(QStringLiteral("game/variant"), Texts::fromUtf8(core::variantId(values.lastGame.variant)));
    settings.setValue(QStringLiteral("game/missedCaptures"),
                      values.lastGame.rule == game::MissedCaptureRule::Compulsory ? QStringLiteral("compulsory")
                                                                                  : QStringLiteral("forfeit"));
    settings.setValue(QStringLiteral("game/white"), values.lastGame.whiteName);
    settings.setValue(QStringLiteral("game/black"), values.lastGame.blackName);
    settings.setValue(QStringLiteral("game/timeControl"),
                      values.lastGame.timeControl.enabled()
                          ? Texts::fromUtf8(pdn::writeTimeControl(values.lastGame.timeControl))
                          : QString());
    savePreferences(settings, values.preferences);
    settings.setValue(QStringLiteral("view/highlights"), values.highlights);
    settings.setValue(QStringLiteral("window/geometry"), values.geometry);
    // Replaced by board/squareNames: numbers and coordinates are no longer chosen apart.
    settings.remove(QStringLiteral("view/coordinates"));
    settings.remove(QStringLiteral("view/squareNumbers"));
}

} // namespace draughts::app
