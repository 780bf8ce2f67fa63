#include "review/analysis_notes.hpp"

#include "review/game_analysis.hpp"
#include "text/texts.hpp"

#include <algorithm>

namespace draughts::app {

void addAnalysisNotes(const GameAnalysis& analysis, std::vector<pdn::PlyNotes>& notes)
{
    for (const GameAnalysis::Judged& judged : analysis.judged()) {
        const int nag = engine::judgementNag(judged.analysis.judgement);
        if (nag == 0 || judged.place >= notes.size())
            continue;
        pdn::PlyNotes& place = notes[judged.place];
        std::erase_if(place.nags, [](int n) {
            return n == engine::judgementNag(engine::Judgement::Mistake) ||
                   n == engine::judgementNag(engine::Judgement::Blunder);
        });
        place.nags.push_back(nag);
        const QString better =
            Texts::betterComment(Texts::moveIn(analysis.variant(), judged.played.before, judged.analysis.bestMove));
        const std::string comment = better.toStdString();
        if (place.comment.find(comment) != std::string::npos)
            continue;
        place.comment += place.comment.empty() ? comment : " " + comment;
    }
}

} // namespace draughts::app
