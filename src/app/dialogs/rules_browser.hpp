#pragma once

#include <draughts/core/variant.hpp>

#include <QString>
#include <QWidget>

class QTextBrowser;

namespace draughts::app {

// Help > Rules of This Game: a game's rule page (docs/rules/<id>.md, built
// into the program) in a window of its own that stays open beside the board.
// Shows the Czech page when the window speaks Czech.
class RulesBrowser : public QWidget {
    Q_OBJECT

public:
    explicit RulesBrowser(QWidget* parent = nullptr);

    void showVariant(core::Variant variant);
    core::Variant variant() const { return m_variant; }
    QString text() const;
    QTextBrowser& browser() { return *m_browser; }

    // The resource holding a game's page in `language` ("en" or "cs").
    static QString pagePath(core::Variant variant, const QString& language);
    // The Markdown of a game's page; English when no translation exists.
    static QString pageText(core::Variant variant, const QString& language);

    // Shows `variant` in the rules window belonging to `owner`, opening the
    // window the first time; one window per owner.
    static RulesBrowser* open(QWidget* owner, core::Variant variant);

private:
    QTextBrowser* m_browser;
    core::Variant m_variant = core::allVariants.front();
};

} // namespace draughts::app
