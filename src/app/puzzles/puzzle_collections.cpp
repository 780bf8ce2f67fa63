#include "puzzles/puzzle_collections.hpp"

#include "text/texts.hpp"

#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace draughts::app {

NamedCollection builtInCollection(core::Variant variant)
{
    NamedCollection collection;
    collection.id = QStringLiteral("built-in");
    collection.title = Texts::gameTitle(variant);
    const std::string_view id = core::variantId(variant);
    QFile file(QStringLiteral(":/puzzles/%1.pdn").arg(QString::fromLatin1(id.data(), qsizetype(id.size()))));
    if (file.open(QIODevice::ReadOnly)) {
        const QByteArray bytes = file.readAll();
        collection.contents =
            puzzle::readPuzzles(std::string_view(bytes.constData(), std::size_t(bytes.size())), variant);
    }
    return collection;
}

std::optional<NamedCollection> collectionFromFile(const QString& path, QString* why)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (why)
            *why = file.errorString();
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    NamedCollection collection;
    collection.id = QFileInfo(path).absoluteFilePath();
    collection.title = QFileInfo(path).fileName();
    collection.contents = puzzle::readPuzzles(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    return collection;
}

std::vector<std::size_t> puzzlesAt(const NamedCollection& collection, core::Variant variant,
                                   std::optional<puzzle::Level> level)
{
    std::vector<std::size_t> chosen;
    const auto& puzzles = collection.contents.puzzles;
    for (std::size_t i = 0; i < puzzles.size(); ++i)
        if (puzzles[i].variant == variant && (!level || puzzle::levelOf(puzzles[i]) == *level))
            chosen.push_back(i);
    return chosen;
}

std::vector<core::Variant> gamesOf(const NamedCollection& collection)
{
    std::vector<core::Variant> games;
    for (core::Variant variant : Texts::games()) {
        const auto& puzzles = collection.contents.puzzles;
        if (std::any_of(puzzles.begin(), puzzles.end(),
                        [variant](const puzzle::Puzzle& p) { return p.variant == variant; }))
            games.push_back(variant);
    }
    return games;
}

} // namespace draughts::app
