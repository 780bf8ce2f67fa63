#include "values/engine_description.hpp"

#include <draughts/hub/notation.hpp>

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

} // namespace draughts::app
