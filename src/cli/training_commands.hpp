#pragma once

#include "arguments.hpp"

#include <draughts/engine/search.hpp>

#include <ostream>

namespace draughts::cli {

// "learned" or "handmade" (the value of `option`).
engine::EvaluationKind evaluationKind(const std::string& name, const std::string& option);

// draughts-cli selfplay: the engine plays itself and writes the quiet
// positions of its games with their results (training data, docs/engine.md).
int runSelfPlay(const Arguments& args, std::ostream& out);

// draughts-cli train: fits a game's learned evaluation to self-play
// positions and writes its weight file.
int runTrain(const Arguments& args, std::ostream& out);

} // namespace draughts::cli
