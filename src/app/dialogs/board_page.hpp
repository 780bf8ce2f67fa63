#pragma once

#include "dialogs/preferences_page.hpp"

class QCheckBox;
class QLabel;
class QListWidget;

namespace draughts::app {

// Preferences > Board: the theme, how the board names its squares, and
// which side sits at the bottom.
class BoardPage : public PreferencesPage {
    Q_OBJECT

public:
    explicit BoardPage(QWidget* parent = nullptr);

    QString title() const override;
    QIcon icon() const override;
    void load(const Preferences& values) override;
    void store(Preferences& values) const override;

    QListWidget& themes() { return *m_themes; }
    QCheckBox& squareNames() { return *m_squareNames; }
    QCheckBox& edgeCoordinates() { return *m_edgeCoordinates; }
    QCheckBox& flipped() { return *m_flipped; }
    QCheckBox& turnToPlayer() { return *m_turnToPlayer; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateEnabled();

    QListWidget* m_themes;
    QCheckBox* m_squareNames;
    QCheckBox* m_edgeCoordinates;
    QCheckBox* m_flipped;
    QCheckBox* m_turnToPlayer;
    QLabel* m_themeHeading;
    QLabel* m_namesHeading;
    QLabel* m_orientationHeading;
};

} // namespace draughts::app
