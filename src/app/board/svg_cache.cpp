#include "board/svg_cache.hpp"

#include <QPainter>
#include <QSvgRenderer>

#include <cmath>

namespace draughts::app {

namespace {
// Resizing the window renders new sizes; old ones are dropped wholesale
// rather than tracked, as re-rendering a few pieces is cheap.
constexpr qsizetype maximumEntries = 400;
} // namespace

SvgCache::SvgCache() = default;
SvgCache::~SvgCache() = default;

SvgCache& SvgCache::instance()
{
    static SvgCache cache;
    return cache;
}

QSvgRenderer& SvgCache::renderer(const QString& resource)
{
    auto found = m_renderers.find(resource);
    if (found == m_renderers.end())
        found = m_renderers.emplace(resource, std::make_unique<QSvgRenderer>(resource)).first;
    return *found->second;
}

qreal SvgCache::aspectRatio(const QString& resource)
{
    const QRectF box = renderer(resource).viewBoxF();
    return box.width() > 0 ? box.height() / box.width() : 1.0;
}

QPixmap SvgCache::pixmap(const QString& resource, QSize size, qreal ratio)
{
    const QSize pixels(static_cast<int>(std::lround(size.width() * ratio)),
                       static_cast<int>(std::lround(size.height() * ratio)));
    if (pixels.isEmpty())
        return {};
    const QString key = QStringLiteral("%1@%2x%3").arg(resource).arg(pixels.width()).arg(pixels.height());
    if (const auto found = m_pixmaps.constFind(key); found != m_pixmaps.constEnd())
        return *found;
    if (m_pixmaps.size() >= maximumEntries)
        m_pixmaps.clear();
    QPixmap pixmap(pixels);
    pixmap.fill(Qt::transparent);
    {
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer(resource).render(&painter, QRectF(QPointF(0, 0), QSizeF(pixels)));
    }
    pixmap.setDevicePixelRatio(ratio);
    m_pixmaps.insert(key, pixmap);
    return pixmap;
}

} // namespace draughts::app
