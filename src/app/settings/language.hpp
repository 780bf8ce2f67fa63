#pragma once

#include <QLocale>
#include <QString>

class QSettings;

namespace draughts::app {

// The language of the window: English as written in the sources, or Czech
// from translations/draughts_cs.ts. Chosen once at start-up; a change made
// in the View menu is saved and takes effect at the next start.
namespace Language {

inline const QString English = QStringLiteral("en");
inline const QString Czech = QStringLiteral("cs");

// The language in use: "en" or "cs".
QString current();

// What to use: the saved choice when there is one ("en" or "cs"), otherwise
// Czech for a Czech system locale and English for any other.
QString choose(const QString& saved, const QLocale& system);

// Loads the catalogue for `code` (and Qt's own, for standard buttons) into
// the application, replacing any loaded before, and makes it current.
// False when the catalogue for `code` cannot be loaded.
bool install(const QString& code);

// The saved choice, empty when the system locale decides.
QString saved(const QSettings& settings);
void save(QSettings& settings, const QString& code);

} // namespace Language

} // namespace draughts::app
