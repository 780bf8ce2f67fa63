#include "files/autosave.hpp"

#include "text/texts.hpp"

#include <draughts/pdn/pdn_reader.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSaveFile>

#include <variant>

namespace draughts::app {

Autosave::Autosave(QString directory) : m_directory(std::move(directory)) {}

QString Autosave::filePath() const { return QDir(m_directory).filePath(QStringLiteral("autosave.pdn")); }

bool Autosave::write(const QByteArray& text) const
{
    if (!QDir().mkpath(m_directory))
        return false;
    QSaveFile file(filePath());
    if (!file.open(QIODevice::WriteOnly))
        return false;
    if (file.write(text) != text.size()) {
        file.cancelWriting();
        return false;
    }
    return file.commit();
}

Autosave::Restored Autosave::restore() const
{
    Restored restored;
    QFile file(filePath());
    if (!file.exists())
        return restored;
    QString reason;
    if (!file.open(QIODevice::ReadOnly)) {
        reason = file.errorString();
    } else {
        const QByteArray bytes = file.readAll();
        file.close();
        const auto entries = pdn::readPdn(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        if (entries.size() == 1 && std::holds_alternative<pdn::PdnGame>(entries.front())) {
            restored.game = std::get<pdn::PdnGame>(entries.front());
            return restored;
        }
        if (entries.empty())
            reason = QCoreApplication::translate("Autosave", "it holds no game");
        else if (const auto* error = std::get_if<pdn::PdnError>(&entries.front()))
            reason = QStringLiteral("%1:%2 %3").arg(error->line).arg(error->column).arg(Texts::pdnError(*error));
        else
            reason = QCoreApplication::translate("Autosave", "it holds more than one game");
    }
    const QString aside = filePath() + QStringLiteral(".damaged");
    QFile::remove(aside);
    if (!QFile::rename(filePath(), aside))
        QFile::remove(filePath());
    restored.notice =
        QCoreApplication::translate("Autosave", "The game saved when the program last ran could not be read (%1); "
                                                "it was set aside as %2")
            .arg(reason, QDir::toNativeSeparators(aside));
    return restored;
}

void Autosave::remove() const { QFile::remove(filePath()); }

} // namespace draughts::app
