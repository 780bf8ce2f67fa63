#pragma once

#include <QLocale>
#include <QString>

class QSettings;

namespace draughts::app {

// The language of the window: English as written in the sources, or Czech
// from translations/draughts_cs.ts. Chosen at start-up (the command line,
// the saved choice, or the system's language) and switched at any time from
// the View menu: every widget sets its texts again on QEvent::LanguageChange.
namespace Language {

inline const QString English = QStringLiteral("en");
inline const QString Czech = QStringLiteral("cs");

// The language in use: "en" or "cs".
QString current();

// What to use: the saved choice when there is one ("en" or "cs"), otherwise
// Czech for a Czech system locale and English for any other.
QString choose(const QString& saved, const QLocale& system);

// Loads the catalogue for `code` into the application, replacing any loaded
// before, and makes it current; Qt then sends every widget a LanguageChange
// event. Qt's own catalogue (qtbase_cs.qm, for its dialogs) is loaded too
// where the system has it; the standard buttons (Yes, No, Cancel, Save...)
// are also in ours, so that they never stay English. False when the
// catalogue for `code` cannot be loaded.
bool install(const QString& code);
// Whether Qt's own catalogue for the current language was found.
bool hasQtCatalogue();
// The language's name in that language ("English", "Čeština"), so that
// anyone can find theirs in a list.
QString nativeName(const QString& code);

// The saved choice, empty when the system locale decides.
QString saved(const QSettings& settings);
void save(QSettings& settings, const QString& code);

} // namespace Language

} // namespace draughts::app
