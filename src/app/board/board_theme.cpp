#include "board/board_theme.hpp"

#include <QDir>
#include <QFile>
#include <QTextStream>

#include <algorithm>

namespace draughts::app {

namespace {

const QString themesRoot = QStringLiteral(":/themes");

// theme.ini as "Section/Key" -> value. The format is the plain one of KDE's
// theme files: [Section], Key=Value, Key[cs]=translated value, and comment
// lines starting with '#' or ';'. Values are not quoted, so '#' starts colours.
QHash<QString, QString> readIni(const QString& path)
{
    QHash<QString, QString> values;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return values;
    QTextStream in(&file);
    in.setEncoding(QStringConverter::Utf8);
    QString section;
    while (!in.atEnd()) {
        const QString line = in.readLine().trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1Char(';')))
            continue;
        if (line.startsWith(QLatin1Char('[')) && line.endsWith(QLatin1Char(']'))) {
            section = line.mid(1, line.size() - 2).trimmed();
            continue;
        }
        const qsizetype equals = line.indexOf(QLatin1Char('='));
        if (equals > 0)
            values.insert(section + QLatin1Char('/') + line.left(equals).trimmed(), line.mid(equals + 1).trimmed());
    }
    return values;
}

QString fileOf(const PieceLook& look)
{
    const QString colour = look.side == core::Side::White ? QStringLiteral("white") : QStringLiteral("black");
    switch (look.kind) {
    case PieceLook::Kind::Man: return QStringLiteral("man-%1.svg").arg(colour);
    case PieceLook::Kind::King: return QStringLiteral("king-%1.svg").arg(colour);
    case PieceLook::Kind::Stone: break;
    }
    return QStringLiteral("stone-%1.svg").arg(colour);
}

QString g_current = BoardTheme::standardId();

} // namespace

BoardTheme BoardTheme::load(const QString& id)
{
    const QHash<QString, QString> ini = readIni(QStringLiteral("%1/%2/theme.ini").arg(themesRoot, id));
    BoardTheme theme;
    theme.m_id = id;
    theme.m_order = ini.value(QStringLiteral("Theme/Order")).toInt();
    for (auto it = ini.begin(); it != ini.end(); ++it)
        if (it.key().startsWith(QLatin1String("Theme/")))
            theme.m_texts.insert(it.key().mid(6), it.value());
    // A missing or unreadable value falls back to the wooden look, and is listed.
    auto colour = [&](const char* key, QColor fallback) {
        const QColor value = QColor::fromString(ini.value(QString::fromLatin1(key)));
        if (!value.isValid())
            theme.m_problems << QStringLiteral("%1: no colour").arg(QString::fromLatin1(key));
        return value.isValid() ? value : fallback;
    };
    auto flag = [&](const char* key) {
        const QString value = ini.value(QString::fromLatin1(key));
        if (value != QLatin1String("true") && value != QLatin1String("false"))
            theme.m_problems << QStringLiteral("%1: neither true nor false").arg(QString::fromLatin1(key));
        return value == QLatin1String("true");
    };
    for (const char* key : {"Name", "Description", "Order"})
        if (!theme.m_texts.contains(QString::fromLatin1(key)))
            theme.m_problems << QStringLiteral("Theme/%1: missing").arg(QString::fromLatin1(key));
    theme.m_frameLight = colour("Frame/Light", QColor(0x6b, 0x3f, 0x22));
    theme.m_frameDark = colour("Frame/Dark", QColor(0x3e, 0x22, 0x11));
    theme.m_frameEdge = colour("Frame/Edge", QColor(0x2a, 0x16, 0x0a));
    theme.m_labels = colour("Frame/Labels", QColor(0xf0, 0xdc, 0xb8));
    theme.m_numbers = colour("Marks/Numbers", Qt::white);
    theme.m_numberHalo = colour("Marks/NumberHalo", Qt::black);
    theme.m_crowning = colour("Marks/Crowning", QColor(0xf0, 0xc8, 0x6a));
    theme.m_relief = flag("Frame/Relief");
    theme.m_varySquares = flag("Squares/Vary");
    QStringList art{theme.squareArt(false), theme.squareArt(true)};
    for (core::Side side : {core::Side::White, core::Side::Black})
        for (PieceLook::Kind kind : {PieceLook::Kind::Man, PieceLook::Kind::King, PieceLook::Kind::Stone})
            art << theme.pieceArt({side, kind});
    for (const QString& file : art)
        if (!QFile::exists(file))
            theme.m_problems << QStringLiteral("%1: missing").arg(file);
    return theme;
}

const std::vector<BoardTheme>& BoardTheme::all()
{
    static const std::vector<BoardTheme> themes = [] {
        std::vector<BoardTheme> list;
        for (const QString& id : QDir(themesRoot).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            list.push_back(load(id));
        std::stable_sort(list.begin(), list.end(),
                         [](const BoardTheme& a, const BoardTheme& b) { return a.m_order < b.m_order; });
        return list;
    }();
    return themes;
}

QString BoardTheme::standardId() { return QStringLiteral("wood"); }

const BoardTheme& BoardTheme::byId(const QString& id)
{
    const auto& themes = all();
    auto found = std::find_if(themes.begin(), themes.end(), [&](const BoardTheme& t) { return t.m_id == id; });
    if (found == themes.end())
        found = std::find_if(themes.begin(), themes.end(), [](const BoardTheme& t) { return t.m_id == standardId(); });
    Q_ASSERT(found != themes.end()); // the standard theme is built in
    return *found;
}

const BoardTheme& BoardTheme::current() { return byId(g_current); }

void BoardTheme::setCurrent(const QString& id) { g_current = byId(id).id(); }

QString BoardTheme::translated(const QString& key, const QString& language) const
{
    return m_texts.value(QStringLiteral("%1[%2]").arg(key, language), m_texts.value(key));
}

QString BoardTheme::name(const QString& language) const { return translated(QStringLiteral("Name"), language); }

QString BoardTheme::description(const QString& language) const
{
    return translated(QStringLiteral("Description"), language);
}

QString BoardTheme::squareArt(bool dark) const
{
    const QString file = dark ? QStringLiteral("dark.svg") : QStringLiteral("light.svg");
    return QStringLiteral("%1/%2/%3").arg(themesRoot, m_id, file);
}

QString BoardTheme::pieceArt(const PieceLook& look) const
{
    return QStringLiteral("%1/%2/%3").arg(themesRoot, m_id, fileOf(look));
}

} // namespace draughts::app
