#include "file_output.hpp"

#include "command_line.hpp"
#include "console.hpp"

#include <filesystem>
#include <fstream>
#include <system_error>

namespace draughts::cli {

void writeAtomically(const std::string& path, const std::string& text)
{
    const std::string temporary = path + ".part";
    {
        std::ofstream file(pathFromUtf8(temporary), std::ios::binary | std::ios::trunc);
        if (!file)
            throw UsageError("cannot write \"" + temporary + "\"");
        file << text;
        file.close();
        if (!file)
            throw UsageError("cannot write \"" + temporary + "\"");
    }
    std::error_code error;
    std::filesystem::rename(pathFromUtf8(temporary), pathFromUtf8(path), error);
    if (error)
        throw UsageError("cannot write \"" + path + "\": " + error.message());
}

} // namespace draughts::cli
