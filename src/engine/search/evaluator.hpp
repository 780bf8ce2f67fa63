#pragma once

// Which evaluation each game's search calls.

#include <draughts/engine/evaluation/corner_checkers.hpp>
#include <draughts/engine/evaluation/international.hpp>
#include <draughts/engine/evaluation/last_man.hpp>
#include <draughts/engine/evaluation/polish.hpp>
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
template <>
struct Evaluator<rules::International> {
    static constexpr bool learnedByDefault = true;
    static Score evaluate(const core::Position& p, EvaluationKind kind)
    {
        return usesLearned(kind, learnedByDefault) ? evaluation::international::evaluate(p) : evaluation::international::evaluateHandMade(p);
    }
};
// The same men and kings under the FMJD's rules: International's evaluation.
template <>
struct Evaluator<rules::InternationalFmjd> : Evaluator<rules::International> {};
template <>
struct Evaluator<rules::Polish> {
    static constexpr bool learnedByDefault = true;
    static Score evaluate(const core::Position& p, EvaluationKind kind)
    {
        return usesLearned(kind, learnedByDefault) ? evaluation::polish::evaluate(p) : evaluation::polish::evaluateHandMade(p);
    }
};
template <>
struct Evaluator<rules::TwentyVsTen> {
    static constexpr bool learnedByDefault = true;
    static Score evaluate(const core::Position& p, EvaluationKind kind)
    {
        return usesLearned(kind, learnedByDefault) ? evaluation::twenty_vs_ten::evaluate(p) : evaluation::twenty_vs_ten::evaluateHandMade(p);
    }
};
template <>
struct Evaluator<rules::CornerCheckers> {
    static constexpr bool learnedByDefault = true;
    static Score evaluate(const core::Position& p, EvaluationKind kind)
    {
        return usesLearned(kind, learnedByDefault) ? evaluation::corner_checkers::evaluate(p) : evaluation::corner_checkers::evaluateHandMade(p);
    }
};
template <>
struct Evaluator<rules::ToTheLastMan> {
    static constexpr bool learnedByDefault = true;
    static Score evaluate(const core::Position& p, EvaluationKind kind)
    {
        return usesLearned(kind, learnedByDefault) ? evaluation::last_man::evaluate(p) : evaluation::last_man::evaluateHandMade(p);
    }
};

} // namespace draughts::engine::detail
