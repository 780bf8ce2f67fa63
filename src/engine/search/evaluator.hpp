#pragma once

// Which evaluation each game's search calls.

#include <draughts/engine/evaluation/corner_checkers.hpp>
#include <draughts/engine/evaluation/last_man.hpp>
#include <draughts/engine/evaluation/men_and_kings.hpp>
#include <draughts/engine/evaluation/twenty_vs_ten.hpp>
#include <draughts/engine/search.hpp>
#include <draughts/rules/corner_checkers.hpp>
#include <draughts/rules/international.hpp>
#include <draughts/rules/international_fmjd.hpp>
#include <draughts/rules/last_man.hpp>
#include <draughts/rules/polish.hpp>
#include <draughts/rules/twenty_vs_ten.hpp>

namespace draughts::engine::detail {

template <class P>
struct Evaluator;

// Whether `kind` picks the learned evaluation in a game whose default is
// the learned one (`learnedByDefault`) or the hand-made one.
constexpr bool usesLearned(EvaluationKind kind, bool learnedByDefault)
{
    return kind == EvaluationKind::Learned || (kind == EvaluationKind::GameDefault && learnedByDefault);
}

// Each game's default (learnedByDefault) is the learned evaluation only
// where it passed the SPRT against the hand-made one (docs/engine.md,
// "Tested changes").
//
// International and Polish: one evaluation, each game's data
// (evaluation/men_and_kings.hpp).
template <const evaluation::men_and_kings::Game& game>
struct MenAndKingsEvaluator {
    static constexpr bool learnedByDefault = true;
    static Score evaluate(const core::Position& p, EvaluationKind kind)
    {
        return usesLearned(kind, learnedByDefault) ? evaluation::men_and_kings::evaluate<game>(p)
                                                   : evaluation::men_and_kings::evaluateHandMade<game>(p);
    }
};
template <>
struct Evaluator<rules::International> : MenAndKingsEvaluator<evaluation::men_and_kings::international> {};
// The same men and kings under the FMJD's rules: International's evaluation.
template <>
struct Evaluator<rules::InternationalFmjd> : Evaluator<rules::International> {};
template <>
struct Evaluator<rules::Polish> : MenAndKingsEvaluator<evaluation::men_and_kings::polish> {};
template <>
struct Evaluator<rules::TwentyVsTen> {
    static constexpr bool learnedByDefault = true;
    static Score evaluate(const core::Position& p, EvaluationKind kind)
    {
        return usesLearned(kind, learnedByDefault) ? evaluation::twenty_vs_ten::evaluate(p)
                                                   : evaluation::twenty_vs_ten::evaluateHandMade(p);
    }
};
template <>
struct Evaluator<rules::CornerCheckers> {
    static constexpr bool learnedByDefault = true;
    static Score evaluate(const core::Position& p, EvaluationKind kind)
    {
        return usesLearned(kind, learnedByDefault) ? evaluation::corner_checkers::evaluate(p)
                                                   : evaluation::corner_checkers::evaluateHandMade(p);
    }
};
template <>
struct Evaluator<rules::ToTheLastMan> {
    static constexpr bool learnedByDefault = true;
    static Score evaluate(const core::Position& p, EvaluationKind kind)
    {
        return usesLearned(kind, learnedByDefault) ? evaluation::last_man::evaluate(p)
                                                   : evaluation::last_man::evaluateHandMade(p);
    }
};

} // namespace draughts::engine::detail
