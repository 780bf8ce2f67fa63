#include "route_choice.hpp"

#include "pdn_problems.hpp"

#include <algorithm>
#include <tuple>

namespace draughts::pdn::detail {

namespace {

const PdnError& errorIn(const Branch& branch) { return std::get<PdnError>(branch.entry); }

bool sameError(const PdnError& a, const PdnError& b)
{
    return a.line == b.line && a.column == b.column && a.message == b.message;
}

// The first fork where the choices of `branches` differ.
std::size_t forkWhereTheyPart(const std::vector<const Branch*>& branches)
{
    const auto& first = branches.front()->choices;
    for (std::size_t i = 0; i < first.size(); ++i)
        for (const Branch* other : branches)
            if (i >= other->choices.size() || other->choices[i] != first[i])
                return first[i].first;
    return first.empty() ? 0 : first.back().first;
}

// The first fork's ambiguity, with what each of its routes runs into: the
// error that comes latest in the file among the readings that took it.
PdnError noRouteFits(const std::vector<Branch>& branches, const Fork& fork)
{
    PdnError error = fork.ambiguity;
    for (std::size_t route = 0; route < fork.routes.size(); ++route) {
        const PdnError* latest = nullptr;
        for (const Branch& branch : branches) {
            if (branch.choices.empty() || branch.choices.front().second != route)
                continue;
            const PdnError& met = errorIn(branch);
            if (!latest || std::tie(met.line, met.column) > std::tie(latest->line, latest->column))
                latest = &met;
        }
        if (latest)
            error.failedRoutes.push_back({fork.routes[route], *latest});
    }
    error.message += afterEachRoute(error.failedRoutes);
    return error;
}

} // namespace

PdnEntry chooseRoute(std::vector<Branch> branches, const std::vector<Fork>& forks)
{
    std::vector<const Branch*> read;
    for (const Branch& branch : branches)
        if (std::holds_alternative<PdnGame>(branch.entry))
            read.push_back(&branch);
    if (read.size() == 1)
        return read.front()->entry;
    if (read.size() > 1)
        return forks[forkWhereTheyPart(read)].ambiguity;
    const bool sameEverywhere = std::all_of(branches.begin(), branches.end(), [&](const Branch& branch) {
        return sameError(errorIn(branch), errorIn(branches.front()));
    });
    if (sameEverywhere) // the route makes no difference to what is wrong
        return branches.front().entry;
    return noRouteFits(branches, forks.front());
}

} // namespace draughts::pdn::detail
