// The search compiled for Polish draughts (searcher.hpp).

#include "../parallel_search.hpp"
#include "../root_search.hpp"
#include "../search_tree.hpp"

#include <draughts/rules/polish.hpp>

namespace draughts::engine::detail {

template class Searcher<rules::Polish>;
template std::unique_ptr<SearcherBase> makeSearcher<rules::Polish>(const EngineConfig&);

} // namespace draughts::engine::detail
