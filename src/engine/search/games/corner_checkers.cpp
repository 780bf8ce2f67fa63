// The search compiled for Corner Checkers (searcher.hpp).

#include "../parallel_search.hpp"
#include "../root_search.hpp"
#include "../search_tree.hpp"

#include <draughts/rules/corner_checkers.hpp>

namespace draughts::engine::detail {

template class Searcher<rules::CornerCheckers>;
template std::unique_ptr<SearcherBase> makeSearcher<rules::CornerCheckers>(const EngineConfig&);

} // namespace draughts::engine::detail
