// The search compiled for To the Last Man (searcher.hpp).

#include "../parallel_search.hpp"
#include "../root_search.hpp"
#include "../search_tree.hpp"

#include <draughts/rules/last_man.hpp>

namespace draughts::engine::detail {

template class Searcher<rules::ToTheLastMan>;
template std::unique_ptr<SearcherBase> makeSearcher<rules::ToTheLastMan>(const EngineConfig&);

} // namespace draughts::engine::detail
