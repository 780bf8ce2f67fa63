// The search compiled for International draughts (searcher.hpp).

#include "../parallel_search.hpp"
#include "../root_search.hpp"
#include "../search_tree.hpp"

#include <draughts/rules/international.hpp>

namespace draughts::engine::detail {

template class Searcher<rules::International>;
template std::unique_ptr<SearcherBase> makeSearcher<rules::International>(const EngineConfig&);

} // namespace draughts::engine::detail
