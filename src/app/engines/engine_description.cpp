#include "engines/engine_description.hpp"


#include <draughts/hub/notation.hpp>

#include <QSettings>

namespace draughts::app {

QStringList EngineDescription::variantValues() const
{
    for (const EngineParameter& p : parameters)
        if (p.name == QLatin1String("variant"))
            return p.type == QLatin1String("enum") ? p.choices.split(QLatin1Char(' '), Qt::SkipEmptyParts)
                                                   : QStringList{p.value};
    return {QStringLiteral("normal")};
}

bool EngineDescription::supports(core::Variant variant) const
{
    for (const QString& value : variantValues())
        if (hub::variantFromValue(value.toStdString()) == variant)
            return true;
    return false;
}

QString EngineDescription::title() const
{
    if (name.isEmpty())
        return command;
    return version.isEmpty() ? name : name + QLatin1Char(' ') + version;
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
