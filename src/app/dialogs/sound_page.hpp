#pragma once

#include "dialogs/preferences_page.hpp"

class QCheckBox;
class QLabel;
class QSlider;

namespace draughts::app {

// Preferences > Sound: sounds on or off, and how loud.
class SoundPage : public PreferencesPage {
    Q_OBJECT

public:
    explicit SoundPage(QWidget* parent = nullptr);

    QString title() const override;
    QIcon icon() const override;
    void load(const Preferences& values) override;
    void store(Preferences& values) const override;

    QCheckBox& sounds() { return *m_sounds; }
    QSlider& volume() { return *m_volume; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QCheckBox* m_sounds;
    QLabel* m_about;
    QLabel* m_volumeLabel;
    QSlider* m_volume;
};

} // namespace draughts::app
