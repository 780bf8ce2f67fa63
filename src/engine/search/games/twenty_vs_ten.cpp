// The search compiled for Twenty vs Ten (searcher.hpp).

#include "../parallel_search.hpp"
#include "../root_search.hpp"
#include "../search_tree.hpp"

#include <draughts/rules/twenty_vs_ten.hpp>

namespace draughts::engine::detail {

template class Searcher<rules::TwentyVsTen>;
template std::unique_ptr<SearcherBase> makeSearcher<rules::TwentyVsTen>(const EngineConfig&);

} // namespace draughts::engine::detail
