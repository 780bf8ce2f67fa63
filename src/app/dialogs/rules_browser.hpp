#pragma once

#include <draughts/core/variant.hpp>

#include <QString>
#include <QWidget>

class QTextBrowser;

namespace draughts::app {

// Help > Rules of This Game: a game's rule page (docs/rules/<id>.md, built
// into the program) in a window of its own that stays open beside the board,
// with its board diagrams drawn by the board painter in the player's theme.
// Shows the Czech page when the window speaks Czech.
class RulesBrowser : public QWidget {
    Q_OBJECT

public:
    explicit RulesBrowser(QWidget* parent = nullptr);

    void showVariant(core::Variant variant);
    core::Variant variant() const { return m_variant; }
    QString text() const;
    QTextBrowser& browser() { return *m_browser; }
    // How many board diagrams the page shown has, drawn by the board painter.
    int diagramCount() const { return m_diagrams; }

    // The resource holding a game's page in `language` ("en" or "cs").
    static QString pagePath(core::Variant variant, const QString& language);
    // The Markdown of a game's page; English when no translation exists.
    static QString pageText(core::Variant variant, const QString& language);

    // Shows `variant` in the rules window belonging to `owner`, opening the
    // window the first time; one window per owner.
    static RulesBrowser* open(QWidget* owner, core::Variant variant);

protected:
    // Escape closes the window, as in any window that only shows something.
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    static int countDiagrams(const QString& markdown);

    QTextBrowser* m_browser;
    core::Variant m_variant = core::allVariants.front();
    bool m_shown = false;
    int m_diagrams = 0;
};

} // namespace draughts::app
