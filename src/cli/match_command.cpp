#include "match_command.hpp"

#include "dxp_command.hpp"
#include "engine_match.hpp"

namespace draughts::cli {

int runMatch(const Arguments& args, std::ostream& out)
{
    if (args.flag("--dxp"))
        return runDxpMatch(args, out);
    return runEngineMatch(args, out);
}

} // namespace draughts::cli
