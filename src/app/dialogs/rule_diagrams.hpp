#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>

#include <QByteArray>
#include <QImage>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QFont;

namespace draughts::app {

class BoardTheme;

// A board diagram of the rule pages. The pages link to it as an image,
// ![…](diagrams/<name>.svg), which GitHub shows from the SVG file the
// program rendered (docs/rules/diagrams/, the target rule_diagrams), and
// which the rules browser draws itself with the board painter, in the
// player's theme. What each diagram shows is listed in
// docs/rules/diagrams/diagrams.txt, one line per diagram:
//   name  game-id  start|empty|FEN  [numbers]
struct RuleDiagram {
    QString name;
    core::Variant variant = core::Variant::International;
    std::optional<core::Position> position; // empty: no pieces
    bool numbers = false;                   // every playing square's number, large in its middle

    // Where a page links to it: "diagrams/corner-start.svg".
    QString link() const;
};

struct RuleDiagramList {
    std::vector<RuleDiagram> diagrams;
    QStringList errors; // "line 3: ...", one per line that could not be read
};

namespace RuleDiagrams {

// The side of a diagram in logical pixels, in the pages and in the files.
inline constexpr int diagramSide = 330;

// Reads the list of diagrams.
RuleDiagramList read(const QString& text);
// The list built into the program (:/rules/diagrams/diagrams.txt).
const std::vector<RuleDiagram>& builtIn();
// The diagram a page links to as `link`, or null.
const RuleDiagram* byLink(const QString& link);

// The diagram `side` logical pixels square, with letters and digits along
// its edges, on a screen of `ratio` device pixels per logical pixel.
QImage image(const RuleDiagram& diagram, const BoardTheme& theme, int side, qreal ratio, const QFont& font);
// The same as an SVG file of vectors.
QByteArray svg(const RuleDiagram& diagram, const BoardTheme& theme, int side, const QFont& font);

} // namespace RuleDiagrams

} // namespace draughts::app
