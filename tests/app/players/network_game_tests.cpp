// Game > Play Over the Network…: two windows of the program in one test
// process, one hosting and one joining over loopback, each driven through
// its real dialog. They exchange names, see the board from their own side,
// play moves both ways, chat, ask for take-backs (one declined, one
// agreed), offer a draw and resign; a window that goes away mid-game leaves
// the other with its game and a message; joining where nobody hosts, or a
// host that answers with garbage, is reported and no game begins.

#include "app_test_support.hpp"

#include "board/board_orientation.hpp"
#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "dialogs/network_game_dialog.hpp"
#include "panel/chat_box.hpp"
#include "panel/player_card.hpp"
#include "panel/side_panel.hpp"
#include "players/human_player.hpp"
#include "players/network_player.hpp"
#include "players/player_seats.hpp"
#include "sound/sound_player.hpp"
#include "sound/sound_sink.hpp"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <catch2/catch.hpp>

#include <memory>
#include <vector>

using namespace draughts;
using app::test::Harness;
using Command = app::WindowActions::Command;

namespace {

// A port nobody listens on just now.
quint16 freePort()
{
    QTcpServer probe;
    REQUIRE(probe.listen(QHostAddress::LocalHost));
    return probe.serverPort();
}

void typeInto(QWidget* field, const QString& text)
{
    REQUIRE(field);
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(field, Qt::Key_Delete);
    QTest::keyClicks(field, text);
}

// Game > Play Over the Network…, filled in as a player would and confirmed.
void playOverNetwork(Harness& h, bool host, const QString& name, quint16 port, core::Side hostSide = core::Side::White)
{
    h.action(Command::PlayOverNetwork).trigger();
    auto* dialog = h.window().findChild<app::NetworkGameDialog*>();
    REQUIRE(dialog);
    REQUIRE(QTest::qWaitForWindowExposed(dialog));
    QTest::mouseClick(dialog->findChild<QRadioButton*>(host ? "hostGame" : "joinGame"), Qt::LeftButton);
    typeInto(dialog->findChild<QLineEdit*>("networkName"), name);
    typeInto(dialog->findChild<QSpinBox*>("networkPort"), QString::number(port));
    if (host) {
        auto* colour = dialog->findChild<QComboBox*>("hostColour");
        REQUIRE(colour);
        colour->setCurrentIndex(colour->findData(static_cast<int>(hostSide)));
        CHECK(dialog->findChild<QLabel*>("hostAddresses")->text().contains(QStringLiteral("port %1").arg(port)));
    } else {
        typeInto(dialog->findChild<QLineEdit*>("networkAddress"), QStringLiteral("127.0.0.1"));
    }
    QPushButton* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    CHECK(ok->text() == (host ? "Host" : "Join"));
    QTest::mouseClick(ok, Qt::LeftButton);
}

app::NetworkPlayer* remote(Harness& h) { return h.seats().remotePerson(); }

// Alice hosts and plays `hostSide`; Bob joins. Both games have begun.
void connectPair(Harness& alice, Harness& bob, core::Side hostSide)
{
    const quint16 port = freePort();
    playOverNetwork(alice, true, "Alice", port, hostSide);
    auto* waiting = alice.window().findChild<QMessageBox*>("networkWaiting");
    REQUIRE(waiting);
    CHECK(waiting->isVisible());
    playOverNetwork(bob, false, "Bob", port);
    REQUIRE(QTest::qWaitFor([&] { return remote(alice) && remote(bob); }, 5000));
    CHECK_FALSE(alice.window().findChild<QMessageBox*>("networkWaiting"));
}

void say(Harness& h, const QString& line)
{
    auto* edit = h.window().findChild<QLineEdit*>("chatLine");
    REQUIRE(edit);
    REQUIRE(edit->isVisible());
    edit->setFocus();
    QTest::keyClicks(edit, line);
    QTest::keyClick(edit, Qt::Key_Return);
}

// Records the sounds a window asks for.
class Ears : public app::SoundSink {
public:
    explicit Ears(std::vector<app::Sound>& heard) : m_heard(heard) {}
    void play(app::Sound sound, double) override { m_heard.push_back(sound); }

private:
    std::vector<app::Sound>& m_heard;
};

QString conversation(Harness& h) { return h.window().findChild<QPlainTextEdit*>("chatLog")->toPlainText(); }

bool sameGame(Harness& a, Harness& b, std::size_t length)
{
    if (a.historyLength() != length || b.historyLength() != length)
        return false;
    for (std::size_t ply = 0; ply < length; ++ply)
        if (!(a.controller().game().history()[ply].action.move == b.controller().game().history()[ply].action.move))
            return false;
    return true;
}

} // namespace

TEST_CASE("Two windows play over the network: names, each one's side at the bottom, moves both ways, chat, "
          "take-backs asked and a resignation",
          "[app][dxp][netplay]")
{
    Harness alice;
    Harness bob;
    connectPair(alice, bob, core::Side::Black);

    // The game the host chose: International under the FMJD's rules, Alice Black.
    for (Harness* h : {&alice, &bob}) {
        CHECK(h->controller().game().variant() == core::Variant::International);
        CHECK(h->controller().game().ruleSet() == rules::RuleSet::Fmjd);
    }
    CHECK(alice.controller().setup().player(core::Side::Black).isHuman());
    CHECK(alice.controller().setup().player(core::Side::White).kind == app::PlayerChoice::Kind::Remote);
    CHECK(bob.controller().setup().player(core::Side::White).isHuman());
    // The names each gave, on the other's cards.
    for (Harness* h : {&alice, &bob}) {
        CHECK(h->sidePanel().card(0).nameText() == "Bob (White)");
        CHECK(h->sidePanel().card(1).nameText() == QStringLiteral("Alice (Black)"));
    }
    // Each sees his own men at the bottom.
    CHECK(alice.orientation().blackAtBottom());
    CHECK_FALSE(bob.orientation().blackAtBottom());

    // Moves both ways: Bob's 32-28 arrives at Alice's board as a move made
    // there would, animated and with its sound; her 19-23 arrives at his.
    std::vector<app::Sound> heard;
    alice.sound().setSink(std::make_unique<Ears>(heard));
    alice.boardView().setAnimationsEnabled(true);
    bob.clicks({"32", "28"});
    REQUIRE(QTest::qWaitFor([&] { return alice.historyLength() == 1; }, 5000));
    CHECK(alice.lastText() == "32-28");
    CHECK(alice.boardView().isAnimating());
    CHECK(heard == std::vector<app::Sound>{app::Sound::Move});
    REQUIRE(QTest::qWaitFor([&] { return !alice.boardView().isAnimating(); }, 3000));
    alice.boardView().setAnimationsEnabled(false);
    alice.clicks({"19", "23"});
    REQUIRE(QTest::qWaitFor([&] { return sameGame(alice, bob, 2); }, 5000));
    CHECK(bob.lastText() == "19-23");
    // Not Alice's turn: a click on her men does nothing.
    alice.clicks({"18", "22"});
    CHECK(alice.historyLength() == 2);

    // A line of chat each way.
    say(bob, "Good luck, Alice!");
    REQUIRE(QTest::qWaitFor([&] { return conversation(alice).contains("Bob: Good luck, Alice!"); }, 5000));
    CHECK(conversation(bob).contains("You: Good luck, Alice!"));
    say(alice, "Thanks");
    REQUIRE(QTest::qWaitFor([&] { return conversation(bob).contains("Alice: Thanks"); }, 5000));

    // Bob's Undo asks Alice; she declines, and nothing is taken back.
    alice.prompter.takeBackAnswer = false;
    bob.action(Command::Undo).trigger();
    CHECK(bob.historyLength() == 2); // not at once
    CHECK(bob.status().contains("Asked Alice to take back"));
    REQUIRE(QTest::qWaitFor([&] { return bob.status().contains("Alice does not agree"); }, 5000));
    CHECK(alice.prompter.asked.contains("take back asked by Bob of Alice"));
    CHECK(sameGame(alice, bob, 2));
    // Asked again, she agrees: Bob's move and her answer are gone on both boards.
    alice.prompter.takeBackAnswer = true;
    bob.action(Command::Undo).trigger();
    REQUIRE(QTest::qWaitFor([&] { return sameGame(alice, bob, 0); }, 5000));
    CHECK(alice.prompter.asked.count("take back asked by Bob of Alice") == 2);
    CHECK_FALSE(bob.action(Command::Redo).isEnabled());

    // The game goes on from there: 33-29, then Alice resigns on her turn.
    bob.clicks({"33", "29"});
    REQUIRE(QTest::qWaitFor([&] { return sameGame(alice, bob, 1); }, 5000));
    CHECK(alice.lastText() == "33-29");
    alice.action(Command::Resign).trigger();
    REQUIRE(alice.controller().game().result().isOver());
    CHECK(alice.controller().game().result().outcome == rules::Outcome::WhiteWins);
    REQUIRE(QTest::qWaitFor([&] { return bob.controller().game().result().isOver(); }, 5000));
    CHECK(bob.controller().game().result().outcome == rules::Outcome::WhiteWins);
    CHECK(bob.result().contains("Alice resigned"));
    // After the game the two may still talk.
    say(alice, "Well played");
    REQUIRE(QTest::qWaitFor([&] { return conversation(bob).contains("Alice: Well played"); }, 5000));
    for (Harness* h : {&alice, &bob})
        CHECK_FALSE(h->window().findChild<QMessageBox*>("networkFailure"));
}

TEST_CASE("A draw offered over the network is put to the other person: declined the game goes on, accepted it "
          "is drawn on both boards",
          "[app][dxp][netplay]")
{
    Harness alice;
    Harness bob;
    connectPair(alice, bob, core::Side::White);
    CHECK_FALSE(alice.orientation().blackAtBottom());
    CHECK(bob.orientation().blackAtBottom());

    // Alice (White, to move) offers; Bob declines.
    bob.prompter.drawAnswer = false;
    alice.action(Command::OfferDraw).trigger();
    REQUIRE(QTest::qWaitFor([&] { return bob.prompter.asked.contains("draw offered by Alice to Bob"); }, 5000));
    REQUIRE(QTest::qWaitFor([&] { return alice.status().contains("declined the draw"); }, 5000));
    CHECK_FALSE(alice.controller().game().result().isOver());
    CHECK(conversation(alice).contains("Bob: I decline the draw."));
    // The game goes on: a move each, then Alice offers again and Bob accepts.
    alice.clicks({"32", "28"});
    REQUIRE(QTest::qWaitFor([&] { return bob.historyLength() == 1; }, 5000));
    bob.clicks({"19", "23"});
    REQUIRE(QTest::qWaitFor([&] { return sameGame(alice, bob, 2); }, 5000));
    bob.prompter.drawAnswer = true;
    alice.action(Command::OfferDraw).trigger();
    REQUIRE(QTest::qWaitFor([&] { return alice.controller().game().result().isOver(); }, 5000));
    REQUIRE(QTest::qWaitFor([&] { return bob.controller().game().result().isOver(); }, 5000));
    for (Harness* h : {&alice, &bob}) {
        CHECK(h->controller().game().result().outcome == rules::Outcome::Draw);
        CHECK(h->historyLength() == 2);
        CHECK_FALSE(h->window().findChild<QMessageBox*>("networkFailure"));
    }
}

TEST_CASE("When the other window goes away mid-game, the game stays on the board with a message, and goes on here",
          "[app][dxp][netplay]")
{
    Harness alice;
    auto bob = std::make_unique<Harness>();
    connectPair(alice, *bob, core::Side::Black);
    bob->clicks({"32", "28"});
    REQUIRE(QTest::qWaitFor([&] { return alice.historyLength() == 1; }, 5000));
    bob.reset(); // Bob's window closes: the connection drops
    REQUIRE(QTest::qWaitFor(
        [&] { return qobject_cast<app::HumanPlayer*>(alice.controller().player(core::Side::White)); }, 5000));
    auto* box = alice.window().findChild<QMessageBox*>("networkFailure");
    REQUIRE(box);
    // Said as players say it, without the network's words.
    CHECK(box->text() == "Bob left the game.\nThe game on the board is kept: you can go on alone, playing both sides, "
                         "or save it.");
    CHECK(alice.status() == "Bob left the game.");
    // The chat goes with the network game.
    CHECK_FALSE(alice.window().findChild<QLineEdit*>("chatLine")->isVisible());
    box->close();
    CHECK(alice.historyLength() == 1);
    // Alice plays on at her board, both sides now.
    alice.clicks({"19", "23"});
    CHECK(alice.historyLength() == 2);
    alice.clicks({"28", "19"});
    CHECK(alice.historyLength() == 3);
}

TEST_CASE("Joining where nobody hosts says so, and the game on the board stays", "[app][dxp][netplay]")
{
    Harness h;
    h.start(core::Variant::Polish); // three rows of men each
    h.clicks({"37", "32"});
    REQUIRE(h.historyLength() == 1);
    playOverNetwork(h, false, "Bob", freePort());
    QMessageBox* box = nullptr;
    REQUIRE(QTest::qWaitFor([&] { return (box = h.window().findChild<QMessageBox*>("networkLobbyFailure")); }, 5000));
    CHECK(box->text().contains("No connection to 127.0.0.1"));
    CHECK(h.controller().game().variant() == core::Variant::Polish);
    CHECK(h.historyLength() == 1);
    CHECK_FALSE(h.window().findChild<QMessageBox*>("networkWaiting"));
}

TEST_CASE("Play Over the Network remembers the choices, and offers the address and port to join", "[app][netplay]")
{
    Harness h;
    const quint16 port = freePort();
    playOverNetwork(h, false, "Bob", port);
    CHECK(h.settings().value("network/role").toString() == "join");
    CHECK(h.settings().value("network/name").toString() == "Bob");
    CHECK(h.settings().value("network/address").toString() == "127.0.0.1");
    CHECK(h.settings().value("network/port").toUInt() == port);
    REQUIRE(QTest::qWaitFor([&] { return h.window().findChild<QMessageBox*>("networkLobbyFailure"); }, 5000));
    h.action(Command::PlayOverNetwork).trigger();
    const QList<app::NetworkGameDialog*> dialogs = h.window().findChildren<app::NetworkGameDialog*>();
    REQUIRE(dialogs.size() == 1);
    CHECK(dialogs[0]->findChild<QRadioButton*>("joinGame")->isChecked());
    CHECK(dialogs[0]->findChild<QLineEdit*>("networkName")->text() == "Bob");
    CHECK(dialogs[0]->findChild<QLineEdit*>("networkAddress")->text() == "127.0.0.1");
    CHECK(dialogs[0]->findChild<QSpinBox*>("networkPort")->value() == port);
    // A host needs no address; a joining player does.
    QPushButton* ok = dialogs[0]->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    typeInto(dialogs[0]->findChild<QLineEdit*>("networkAddress"), "");
    CHECK_FALSE(ok->isEnabled());
    QTest::mouseClick(dialogs[0]->findChild<QRadioButton*>("hostGame"), Qt::LeftButton);
    CHECK(ok->isEnabled());
    CHECK(dialogs[0]->findChild<QSpinBox*>("networkPort")->value() == port);
    dialogs[0]->reject();
}

TEST_CASE("A host that answers with garbage is reported, and no game begins", "[app][dxp][netplay]")
{
    app::test::ensureApplication(); // before the socket, when the test runs alone
    QTcpServer host;
    REQUIRE(host.listen(QHostAddress::LocalHost));
    QObject::connect(&host, &QTcpServer::newConnection, [&host] {
        QTcpSocket* socket = host.nextPendingConnection();
        socket->write(QByteArray("M32-28", 7)); // with its NUL: a MOVE that is not one
    });
    Harness h;
    h.start(core::Variant::Polish);
    playOverNetwork(h, false, "Bob", host.serverPort());
    QMessageBox* box = nullptr;
    REQUIRE(QTest::qWaitFor([&] { return (box = h.window().findChild<QMessageBox*>("networkLobbyFailure")); }, 5000));
    CHECK(box->text().contains("No game over the network began."));
    CHECK(box->text().contains("The other side sent a message that is not DXP"));
    CHECK(h.controller().game().variant() == core::Variant::Polish);
    CHECK_FALSE(h.seats().remotePerson());
}
