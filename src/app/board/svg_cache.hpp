#pragma once

#include <QHash>
#include <QPixmap>
#include <QSize>
#include <QString>

#include <map>
#include <memory>

class QSvgRenderer;

namespace draughts::app {

// SVG art rendered once per size and screen density, then reused: painting a
// board of fifty pieces must not parse or rasterise SVG every frame.
class SvgCache {
public:
    static SvgCache& instance();

    // `resource` (":/pieces/man-white.svg") rendered to fill `size` logical
    // pixels on a screen with `ratio` device pixels per logical pixel.
    QPixmap pixmap(const QString& resource, QSize size, qreal ratio);
    // Height over width of the art's view box (a king stands taller than a man).
    qreal aspectRatio(const QString& resource);

    SvgCache(const SvgCache&) = delete;
    SvgCache& operator=(const SvgCache&) = delete;

private:
    SvgCache();
    ~SvgCache();

    QSvgRenderer& renderer(const QString& resource);

    std::map<QString, std::unique_ptr<QSvgRenderer>> m_renderers;
    QHash<QString, QPixmap> m_pixmaps;
};

} // namespace draughts::app
