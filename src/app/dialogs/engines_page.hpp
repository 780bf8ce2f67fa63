#pragma once

#include "dialogs/preferences_page.hpp"
#include "values/engine_description.hpp"
#include "engines/hub_client.hpp"

#include <QList>
#include <QPointer>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace draughts::app {

// Preferences > Engines: the external Hub engines (docs/hub.md). A new one
// is added by its command line; it is started and asked `hub` at once, in
// the background, and listed with its name once it answers, or the page
// says why it could not be added. The selected engine's author, games and
// parameters are shown below the list. Below them, the threads our own
// engine thinks on (docs/engine.md, "Parallel search").
class EnginesPage : public PreferencesPage {
    Q_OBJECT

public:
    explicit EnginesPage(QWidget* parent = nullptr);

    QString title() const override;
    QIcon icon() const override;
    void load(const Preferences& values) override;
    void store(Preferences& values) const override;

    // Time limits for asking a new engine (tests shorten them).
    void setTimeouts(const hub::ClientTimeouts& timeouts) { m_timeouts = timeouts; }
    bool isAsking() const { return !m_probe.isNull(); }

    QListWidget& list() { return *m_list; }
    QLineEdit& command() { return *m_command; }
    QPushButton& addButton() { return *m_add; }
    QPushButton& removeButton() { return *m_remove; }
    QLabel& details() { return *m_details; }
    QLabel& status() { return *m_status; }
    QLineEdit& dxpAddress() { return *m_dxpAddress; }
    QSpinBox& threads() { return *m_threads; }
    QCheckBox& endgameTables() { return *m_tables; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void add();
    void remove();
    void identified(const EngineDescription& engine);
    void showList();
    void showDetails();
    void retranslate();

    QList<EngineDescription> m_engines;
    hub::ClientTimeouts m_timeouts;
    QPointer<HubClient> m_probe;
    QLabel* m_intro;
    QListWidget* m_list;
    QLabel* m_details;
    QLabel* m_commandLabel;
    QLineEdit* m_command;
    QPushButton* m_add;
    QPushButton* m_remove;
    QLabel* m_status;
    QLabel* m_dxpLabel;
    QLineEdit* m_dxpAddress; // host:port of New Game's engine over the network
    QLabel* m_threadsLabel;
    QSpinBox* m_threads; // Preferences::threads
    QCheckBox* m_tables; // Preferences::endgameTables
};

} // namespace draughts::app
