#include "settings/app_settings.hpp"

#include "text/texts.hpp"

#include <QSettings>

namespace draughts::app {

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
    values.flipped = settings.value(QStringLiteral("view/flipped"), values.flipped).toBool();
    values.coordinates = settings.value(QStringLiteral("view/coordinates"), values.coordinates).toBool();
    values.squareNumbers = settings.value(QStringLiteral("view/squareNumbers"), values.squareNumbers).toBool();
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
    settings.setValue(QStringLiteral("view/flipped"), values.flipped);
    settings.setValue(QStringLiteral("view/coordinates"), values.coordinates);
    settings.setValue(QStringLiteral("view/squareNumbers"), values.squareNumbers);
    settings.setValue(QStringLiteral("view/highlights"), values.highlights);
    settings.setValue(QStringLiteral("window/geometry"), values.geometry);
}

} // namespace draughts::app
