// The sounds of a game: which sound each move, capture, crowning, claim and
// result asks for, through a recording sink; the real sink stays silent
// without complaint where there is no loudspeaker (offscreen).

#include "app_test_support.hpp"

#include "controller/game_controller.hpp"
#include "sound/qt_sound_sink.hpp"
#include "sound/sound_player.hpp"

#include <QAction>
#include <QApplication>

#include <catch2/catch.hpp>

#include <memory>
#include <vector>

using namespace draughts;
using app::Sound;
using app::test::Harness;

namespace {

class RecordingSink : public app::SoundSink {
public:
    explicit RecordingSink(std::vector<Sound>& played, std::vector<double>& volumes)
        : m_played(played), m_volumes(volumes)
    {}
    void play(Sound sound, double volume) override
    {
        m_played.push_back(sound);
        m_volumes.push_back(volume);
    }

private:
    std::vector<Sound>& m_played;
    std::vector<double>& m_volumes;
};

struct Listening {
    explicit Listening(Harness& h) { h.sound().setSink(std::make_unique<RecordingSink>(played, volumes)); }
    std::vector<Sound> played;
    std::vector<double> volumes;
};

std::vector<QString> warnings;

void recordWarning(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type != QtDebugMsg && type != QtInfoMsg)
        warnings.push_back(message);
}

} // namespace

TEST_CASE("A move, a capture, a crowning and the end of the game each ask for their sound", "[app][sound]")
{
    Harness h;
    Listening ears(h);
    // White's man on 27 could take 22; 37-32 instead is a plain move, which the Forfeit setting allows.
    h.start(core::Variant::International, "W:W27,37:B22,16,8");
    h.clicks({"37", "32"});
    CHECK(ears.played == std::vector<Sound>{Sound::Move});
    h.click("27"); // Black claims the man that should have captured: it leaves the board
    CHECK(h.lastText() == "~27");
    CHECK(ears.played == std::vector<Sound>{Sound::Move, Sound::Capture});

    // A man that ends its move on the last row is crowned, with a sound of its own.
    ears.played.clear();
    h.start(core::Variant::International, "W:W7:B30");
    h.clicks({"7", "2"});
    CHECK(h.fen() == "B:WK2:B30:N1");
    CHECK(ears.played == std::vector<Sound>{Sound::Crowning});

    // A capture that takes the last piece, then the end of the game.
    ears.played.clear();
    h.start(core::Variant::International, "W:W27:B22");
    h.clicks({"27", "18"});
    CHECK(h.result() == "White wins: Black has no pieces left");
    CHECK(ears.played == std::vector<Sound>{Sound::Capture, Sound::GameEnd});
}

TEST_CASE("A resignation ends the game with its sound, and undo, redo and review are silent", "[app][sound]")
{
    Harness h;
    Listening ears(h);
    h.start(core::Variant::Polish);
    h.clicks({"37", "32"});
    h.action(app::WindowActions::Command::Undo).trigger();
    h.action(app::WindowActions::Command::Redo).trigger();
    h.controller().reviewControl().showPly(0);
    h.controller().reviewControl().showPly(1);
    CHECK(ears.played == std::vector<Sound>{Sound::Move});
    h.action(app::WindowActions::Command::Resign).trigger(); // Black resigns, as the prompter agrees
    CHECK(h.result() == "White wins: Black resigned");
    CHECK(ears.played == std::vector<Sound>{Sound::Move, Sound::GameEnd});
}

TEST_CASE("Sounds follow the mute switch and the volume", "[app][sound]")
{
    Harness h;
    Listening ears(h);
    h.start(core::Variant::ToTheLastMan);
    h.action(app::WindowActions::Command::Sounds).setChecked(false);
    h.clicks({"c3", "d4"});
    CHECK(ears.played.empty());
    CHECK_FALSE(h.window().preferences().sounds);
    CHECK_FALSE(h.settings().value("sound/enabled").toBool());
    h.action(app::WindowActions::Command::Sounds).setChecked(true);
    app::Preferences preferences = h.window().preferences();
    preferences.volume = 40;
    h.window().setPreferences(preferences);
    h.clicks({"f6", "e5"});
    REQUIRE(ears.played == std::vector<Sound>{Sound::Move});
    CHECK(ears.volumes.front() == Approx(0.4));
    // A volume of nothing is silence too.
    preferences.volume = 0;
    h.window().setPreferences(preferences);
    h.clicks({"d4", "f6"}); // a capture
    CHECK(ears.played.size() == 1);
}

TEST_CASE("Without a loudspeaker the sounds stay silent, with no warning", "[app][sound]")
{
    app::test::ensureApplication();
    REQUIRE(QGuiApplication::platformName() == "offscreen");
    warnings.clear();
    const QtMessageHandler previous = qInstallMessageHandler(recordWarning);
    app::QtSoundSink sink;
    for (Sound sound : {Sound::Move, Sound::Capture, Sound::Crowning, Sound::GameEnd})
        sink.play(sound, 0.8);
    QApplication::processEvents();
    qInstallMessageHandler(previous);
    CAPTURE(warnings);
    CHECK(warnings.empty());
    CHECK_FALSE(sink.isAudible());

    // The window plays through such a sink unless told otherwise.
    Harness h;
    h.start(core::Variant::International, "W:W27:B22");
    h.clicks({"27", "18"});
    const auto* speakers = dynamic_cast<const app::QtSoundSink*>(&h.sound().sink());
    REQUIRE(speakers);
    CHECK_FALSE(speakers->isAudible());
}
