// The search compiled for International draughts under the FMJD's rules
// (searcher.hpp, international.md §10).

#include "../parallel_search.hpp"
#include "../root_search.hpp"
#include "../search_tree.hpp"

#include <draughts/rules/international_fmjd.hpp>

namespace draughts::engine::detail {

template class Searcher<rules::InternationalFmjd>;
template std::unique_ptr<SearcherBase> makeSearcher<rules::InternationalFmjd>(const EngineConfig&);

} // namespace draughts::engine::detail
