#pragma once

#include <QObject>

class QAbstractItemView;
class QAction;
class QHBoxLayout;
class QLabel;
class QToolButton;
class QWidget;

namespace draughts::app {

class GameFiles;
class GameController;

// Stepping through the game: First/Previous/Next/Last buttons, clicks on the
// move list, and Left/Right/Home/End while the move list has the focus
// (Ctrl with them on the board, whose plain arrows move its keyboard
// cursor). Shows the file's tags above the move list and the comment of
// the position shown below it. The same steps go back in a live game.
class ReviewNavigator : public QObject {
    Q_OBJECT

public:
    ReviewNavigator(GameController& controller, const GameFiles& files, QAbstractItemView& board,
                    QAbstractItemView& moveList, QWidget* parent);

    // Shown above and below the move list.
    QWidget* header() const { return m_header; }
    QWidget* footer() const { return m_footer; }
    QString tagsText() const;
    QString commentText() const;

    QToolButton& button(int which) const; // 0 First, 1 Previous, 2 Next, 3 Last
    // A button for `action` after the four (Pause), shown while the action is enabled.
    void addButton(QAction& action);
    // Puts `widget` at the right of the row of buttons (the analysis controls).
    void addBesideButtons(QWidget* widget);

public slots:
    void first();
    void previous();
    void next();
    void last();
    void refresh();
    // The buttons' tips and the tags' texts again, in the language now installed.
    void retranslate();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void placeBeside();

    GameController& m_controller;
    const GameFiles& m_files;
    QAbstractItemView& m_moveList;
    QWidget* m_header;
    QLabel* m_tags;
    QWidget* m_footer;
    QLabel* m_comment;
    QToolButton* m_buttons[4];
    QToolButton* m_extra = nullptr;
    QHBoxLayout* m_buttonRow;
    QWidget* m_beside = nullptr;
};

} // namespace draughts::app
