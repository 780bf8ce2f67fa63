#pragma once

#include <draughts/core/variant.hpp>

#include <QList>
#include <QString>
#include <QStringList>

namespace draughts::app {

// One parameter an engine declares in its `param` lines, as text: the Hub
// GUI treats them all as strings too.
struct EngineParameter {
    QString name;
    QString value;
    QString type;    // bool, int, real, string, enum (empty when not said)
    QString choices; // an enum's values, or "min–max" of a number

    friend bool operator==(const EngineParameter&, const EngineParameter&) = default;
};

// An external engine the player added in Preferences > Engines: its
// command line and what it said about itself when asked `hub`.
struct EngineDescription {
    QString command; // as typed, e.g. "scan hub"
    QString name;
    QString version;
    QString author;
    QList<EngineParameter> parameters;

    // The Hub values of the games it plays: those of its `variant`
    // parameter, or "normal" (International) when it declares none.
    QStringList variantValues() const;
    bool supports(core::Variant variant) const;
    // "Scan 3.1", or the command line when the engine gave no name.
    QString title() const;

    friend bool operator==(const EngineDescription&, const EngineDescription&) = default;
};

} // namespace draughts::app
