#include "dialogs/rules_browser.hpp"

#include "settings/language.hpp"
#include "text/texts.hpp"

#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace draughts::app {

RulesBrowser::RulesBrowser(QWidget* parent) : QWidget(parent, Qt::Window), m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("rulesBrowser"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    m_browser->setOpenExternalLinks(true);
    m_browser->setToolTip(tr("The rules of the game, as this program enforces them"));
    // Board diagrams are fixed-width text blocks; keep them readable.
    m_browser->document()->setDefaultStyleSheet(QStringLiteral("pre { background: #f7f1e6; }"));
    resize(720, 760);
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
    m_browser->document()->setMarkdown(pageText(variant, Language::current()));
    m_browser->document()->setDocumentMargin(18); // setMarkdown resets the page; keep text off the frame
    m_browser->moveCursor(QTextCursor::Start);
    setWindowTitle(tr("Rules: %1").arg(Texts::gameTitle(variant)));
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
