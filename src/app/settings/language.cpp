#include "settings/language.hpp"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace draughts::app::Language {

namespace {

QString g_current = English;
std::unique_ptr<QTranslator> g_own;
std::unique_ptr<QTranslator> g_qt;

const QString settingsKey = QStringLiteral("view/language");

void removeTranslators()
{
    for (auto* slot : {&g_own, &g_qt})
        if (*slot) {
            QCoreApplication::removeTranslator(slot->get());
            slot->reset();
        }
}

} // namespace

QString current() { return g_current; }

QString choose(const QString& saved, const QLocale& system)
{
    if (saved == English || saved == Czech)
        return saved;
    return system.language() == QLocale::Czech ? Czech : English;
}

bool install(const QString& code)
{
    removeTranslators();
    g_current = English;
    auto own = std::make_unique<QTranslator>();
    // qt_add_translations embeds the compiled catalogues under :/i18n; the
    // English one only holds the plural forms the sources write as "%n piece(s)".
    if (!own->load(QStringLiteral(":/i18n/draughts_%1.qm").arg(code)))
        return code == English;
    QCoreApplication::installTranslator(own.get());
    g_own = std::move(own);
    g_current = code;
    if (code == English)
        return true;
    // Qt's own strings (standard buttons, context menus) when the system has them.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        g_qt = std::move(qt);
    }
    return true;
}

QString saved(const QSettings& settings) { return settings.value(settingsKey).toString(); }

void save(QSettings& settings, const QString& code) { settings.setValue(settingsKey, code); }

} // namespace draughts::app::Language
