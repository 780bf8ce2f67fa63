#include "dialogs/preferences_dialog.hpp"

#include "dialogs/preferences_page.hpp"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace draughts::app {

PreferencesDialog::PreferencesDialog(const Preferences& current, QWidget* parent)
    : QDialog(parent), m_values(current), m_list(new QListWidget(this)), m_pages(new QStackedWidget(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::RestoreDefaults | QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("preferencesDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* body = new QHBoxLayout;
    body->setSpacing(14);
    m_list->setObjectName(QStringLiteral("preferencesPages"));
    m_list->setIconSize(QSize(32, 32));
    m_list->setFixedWidth(150);
    m_list->setSpacing(2);
    body->addWidget(m_list);
    body->addWidget(m_pages, 1);
    layout->addLayout(body, 1);
    layout->addWidget(m_buttons);
    connect(m_list, &QListWidget::currentRowChanged, m_pages, &QStackedWidget::setCurrentIndex);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &PreferencesDialog::restoreDefaults);
    resize(620, 480);
    retranslate();
}

void PreferencesDialog::addPage(PreferencesPage* page)
{
    page->setParent(m_pages);
    page->load(m_values);
    m_pages->addWidget(page);
    auto* item = new QListWidgetItem(page->icon(), page->title(), m_list);
    item->setSizeHint(QSize(140, 44));
    connect(page, &PreferencesPage::edited, this, [this, page] { pageEdited(page); });
    if (m_list->currentRow() < 0)
        m_list->setCurrentRow(0);
}

int PreferencesDialog::pageCount() const { return m_pages->count(); }

PreferencesPage& PreferencesDialog::page(int index) const
{
    return *static_cast<PreferencesPage*>(m_pages->widget(index));
}

void PreferencesDialog::showPage(int index) { m_list->setCurrentRow(index); }

void PreferencesDialog::pageEdited(PreferencesPage* page)
{
    Preferences values = m_values;
    page->store(values);
    if (values == m_values)
        return;
    m_values = values;
    emit changed(m_values);
}

void PreferencesDialog::setPreferences(const Preferences& values)
{
    m_values = values;
    for (int i = 0; i < pageCount(); ++i)
        page(i).load(m_values);
}

void PreferencesDialog::restoreDefaults()
{
    // The engines the player added (and where the DXP one is) and his name
    // are his, not a look to restore.
    Preferences defaults;
    defaults.engines = m_values.engines;
    defaults.dxpAddress = m_values.dxpAddress;
    defaults.playerName = m_values.playerName;
    setPreferences(defaults);
    emit changed(m_values);
}

void PreferencesDialog::retranslate()
{
    setWindowTitle(tr("Preferences"));
    m_buttons->button(QDialogButtonBox::RestoreDefaults)
        ->setToolTip(tr("Put back the theme, square names, sounds and board orientation Draughts comes with"));
    for (int i = 0; i < pageCount(); ++i)
        m_list->item(i)->setText(page(i).title());
}

void PreferencesDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace draughts::app
