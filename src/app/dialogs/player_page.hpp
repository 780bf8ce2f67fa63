#pragma once

#include "dialogs/preferences_page.hpp"

class QLabel;
class QLineEdit;

namespace draughts::app {

// Preferences > Player: the player's own name, which his side of a game
// against the computer is saved under (the welcome asks it once).
class PlayerPage : public PreferencesPage {
    Q_OBJECT

public:
    explicit PlayerPage(QWidget* parent = nullptr);

    QString title() const override;
    QIcon icon() const override;
    void load(const Preferences& values) override;
    void store(Preferences& values) const override;

    QLineEdit& name() { return *m_name; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QLabel* m_nameLabel;
    QLineEdit* m_name;
    QLabel* m_about;
};

} // namespace draughts::app
