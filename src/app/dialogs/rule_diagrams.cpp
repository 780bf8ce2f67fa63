#include "dialogs/rule_diagrams.hpp"

#include "board/board_preview.hpp"
#include "board/board_theme.hpp"
#include "text/texts.hpp"

#include <draughts/notation/fen.hpp>
#include <draughts/rules/facts.hpp>

#include <QBuffer>
#include <QFile>
#include <QFont>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>

namespace draughts::app {

QString RuleDiagram::link() const { return QStringLiteral("diagrams/%1.svg").arg(name); }

namespace RuleDiagrams {

namespace {

PictureLabels labelsOf(const RuleDiagram& diagram)
{
    PictureLabels labels;
    labels.labels.coordinates = true;
    labels.labels.numbers = diagram.numbers;
    labels.centredNumbers = true;
    return labels;
}

// Path coordinates to a tenth of a pixel, plenty for a picture this size.
QString roundedPaths(const QString& svg)
{
    static const QRegularExpression path(QStringLiteral(R"re( d="([^"]*)")re"));
    static const QRegularExpression number(QStringLiteral(R"(-?\d+\.\d+)"));
    QString out;
    qsizetype done = 0;
    for (const QRegularExpressionMatch& match : path.globalMatch(svg)) {
        out += svg.mid(done, match.capturedStart(1) - done);
        const QString d = match.captured(1);
        qsizetype copied = 0;
        for (const QRegularExpressionMatch& value : number.globalMatch(d)) {
            out += d.mid(copied, value.capturedStart() - copied);
            QString rounded = QString::number(value.captured().toDouble(), 'f', 1);
            if (rounded.endsWith(QLatin1String(".0")))
                rounded.chop(2);
            out += rounded;
            copied = value.capturedEnd();
        }
        out += d.mid(copied);
        done = match.capturedEnd(1);
    }
    return out + svg.mid(done);
}

// QSvgGenerator writes a group for every change of the painter's state,
// many of them empty, each naming a font; every label is drawn as a shape,
// so neither is needed. Its size is in millimetres; pages want pixels.
QByteArray tidied(const QByteArray& svg, int side)
{
    QString text = roundedPaths(QString::fromUtf8(svg));
    static const QRegularExpression emptyGroup(QStringLiteral(R"(<g [^>]*>\s*</g>\s*)"));
    static const QRegularExpression fontAttributes(
        QStringLiteral(R"(\s*font-family="[^"]*" font-size="[^"]*" font-weight="[^"]*" font-style="[^"]*"\s*)"));
    static const QRegularExpression size(QStringLiteral(R"(<svg width="[^"]*" height="[^"]*")"));
    text.replace(fontAttributes, QStringLiteral(" "));
    text.replace(emptyGroup, QString());
    text.replace(size, QStringLiteral(R"(<svg width="%1" height="%1")").arg(side));
    return text.toUtf8();
}

void paint(QPainter& painter, const RuleDiagram& diagram, const BoardTheme& theme, int side, const QFont& font)
{
    paintBoardPicture(painter, QRect(0, 0, side, side), theme, diagram.variant,
                      diagram.position ? &*diagram.position : nullptr, labelsOf(diagram), font);
}

} // namespace

RuleDiagramList read(const QString& text)
{
    RuleDiagramList list;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const auto fail = [&](const QString& why) { list.errors << QStringLiteral("line %1: %2").arg(i + 1).arg(why); };
        const QStringList fields = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (fields.size() < 3 || fields.size() > 4) {
            fail(QStringLiteral("expected: name game start|empty|FEN [numbers]"));
            continue;
        }
        RuleDiagram diagram;
        diagram.name = fields[0];
        const auto variant = core::variantFromId(fields[1].toStdString());
        if (!variant) {
            fail(QStringLiteral("unknown game \"%1\"").arg(fields[1]));
            continue;
        }
        diagram.variant = *variant;
        if (fields[2] == QLatin1String("start")) {
            diagram.position = rules::startPosition(*variant);
        } else if (fields[2] != QLatin1String("empty")) {
            const auto position = notation::readFen(*variant, fields[2].toStdString());
            if (!position) {
                fail(Texts::fromUtf8(position.error().message));
                continue;
            }
            diagram.position = *position;
        }
        if (fields.size() == 4) {
            if (fields[3] != QLatin1String("numbers")) {
                fail(QStringLiteral("unknown option \"%1\"").arg(fields[3]));
                continue;
            }
            diagram.numbers = true;
        }
        list.diagrams.push_back(diagram);
    }
    return list;
}

const std::vector<RuleDiagram>& builtIn()
{
    static const std::vector<RuleDiagram> diagrams = [] {
        QFile file(QStringLiteral(":/rules/diagrams/diagrams.txt"));
        if (!file.open(QIODevice::ReadOnly))
            return std::vector<RuleDiagram>{};
        return read(QString::fromUtf8(file.readAll())).diagrams;
    }();
    return diagrams;
}

const RuleDiagram* byLink(const QString& link)
{
    for (const RuleDiagram& diagram : builtIn())
        if (diagram.link() == link)
            return &diagram;
    return nullptr;
}

QImage image(const RuleDiagram& diagram, const BoardTheme& theme, int side, qreal ratio, const QFont& font)
{
    QImage picture(QSize(side, side) * ratio, QImage::Format_ARGB32_Premultiplied);
    picture.setDevicePixelRatio(ratio);
    picture.fill(Qt::transparent);
    QPainter painter(&picture);
    paint(painter, diagram, theme, side, font);
    return picture;
}

QByteArray svg(const RuleDiagram& diagram, const BoardTheme& theme, int side, const QFont& font)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(QSize(side, side));
    generator.setViewBox(QRect(0, 0, side, side));
    generator.setTitle(diagram.name);
    generator.setDescription(QStringLiteral("Drawn by Draughts' board painter"));
    {
        QPainter painter(&generator);
        paint(painter, diagram, theme, side, font);
    }
    return tidied(buffer.data(), side);
}

} // namespace RuleDiagrams

} // namespace draughts::app
