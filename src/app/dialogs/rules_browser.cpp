#include "dialogs/rules_browser.hpp"

#include "board/board_theme.hpp"
#include "dialogs/rule_diagrams.hpp"
#include "dialogs/screen_room.hpp"
#include "settings/language.hpp"
#include "text/texts.hpp"

#include <QEvent>
#include <QFile>
#include <QKeyEvent>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace draughts::app {

namespace {

// A page's image link to a board diagram; the Czech pages, a folder deeper, link to ../diagrams/.
const QRegularExpression& diagramImage()
{
    static const QRegularExpression image(QStringLiteral(R"re(!\[[^\]]*\]\(((?:\.\./)?(diagrams/[^)\s]+\.svg))\))re"));
    return image;
}

// The page: its images of board diagrams are drawn by the board painter, in
// the player's theme and sharp on this screen, not read from files.
class PageView : public QTextBrowser {
public:
    using QTextBrowser::QTextBrowser;

    QVariant loadResource(int type, const QUrl& name) override
    {
        const QString link = name.toString();
        if (type == QTextDocument::ImageResource) {
            const qsizetype at = link.indexOf(QLatin1String("diagrams/"));
            if (const RuleDiagram* diagram = at >= 0 ? RuleDiagrams::byLink(link.mid(at)) : nullptr)
                return RuleDiagrams::image(*diagram, BoardTheme::current(), RuleDiagrams::diagramSide,
                                           devicePixelRatioF(), font());
        }
        return QTextBrowser::loadResource(type, name);
    }
};

} // namespace

RulesBrowser::RulesBrowser(QWidget* parent) : QWidget(parent, Qt::Window), m_browser(new PageView(this))
{
    setObjectName(QStringLiteral("rulesBrowser"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    m_browser->setOpenExternalLinks(true);
    // A tall page where the screen has room for it (a laptop's has not).
    resize(QSize(720, 760).boundedTo(screenRoom(*this)).expandedTo(QSize(360, 300)));
    retranslate();
}

void RulesBrowser::retranslate() { m_browser->setToolTip(tr("The rules of the game, as this program enforces them")); }

void RulesBrowser::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (m_shown)
            showVariant(m_variant); // the page in the new language
    }
    QWidget::changeEvent(event);
}

int RulesBrowser::countDiagrams(const QString& markdown)
{
    int count = 0;
    for (const QRegularExpressionMatch& match : diagramImage().globalMatch(markdown))
        count += RuleDiagrams::byLink(match.captured(2)) != nullptr;
    return count;
}

QString RulesBrowser::pagePath(core::Variant variant, const QString& language)
{
    const QString id = Texts::fromUtf8(core::variantId(variant));
    return language == Language::English ? QStringLiteral(":/rules/%1.md").arg(id)
                                         : QStringLiteral(":/rules/%1/%2.md").arg(language, id);
}

QString RulesBrowser::pageText(core::Variant variant, const QString& language)
{
    QFile page(pagePath(variant, language));
    if (!page.open(QIODevice::ReadOnly) && language != Language::English)
        return pageText(variant, Language::English);
    return QString::fromUtf8(page.readAll());
}

void RulesBrowser::showVariant(core::Variant variant)
{
    m_variant = variant;
    m_shown = true;
    const QString markdown = pageText(variant, Language::current());
    m_diagrams = countDiagrams(markdown);
    m_browser->document()->setMarkdown(markdown);
    m_browser->document()->setDocumentMargin(18); // setMarkdown resets the page; keep text off the frame
    m_browser->moveCursor(QTextCursor::Start);
    setWindowTitle(tr("Rules: %1").arg(Texts::gameTitle(variant)));
}

void RulesBrowser::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier) {
        close();
        return;
    }
    QWidget::keyPressEvent(event);
}

QString RulesBrowser::text() const { return m_browser->toPlainText(); }

RulesBrowser* RulesBrowser::open(QWidget* owner, core::Variant variant)
{
    auto* window = owner ? owner->findChild<RulesBrowser*>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
    if (!window)
        window = new RulesBrowser(owner);
    window->showVariant(variant);
    window->show();
    window->raise();
    window->activateWindow();
    return window;
}

} // namespace draughts::app
