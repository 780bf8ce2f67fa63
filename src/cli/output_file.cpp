#include "output_file.hpp"

#include "arguments.hpp"
#include "console.hpp"

#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>

namespace draughts::cli {

void writeFileAtomically(std::string_view name, std::string_view text)
{
    // The name is UTF-8 on every system: a std::string given to a stream or
    // to std::filesystem would be read in Windows' ANSI code page, and a
    // name it cannot spell would go wrong.
    const std::filesystem::path path = pathFromUtf8(name);
    std::filesystem::path temporary = path;
    temporary += ".part";
    const auto cannotWrite = [&](const std::string& why) {
        std::error_code ignored;
        std::filesystem::remove(temporary, ignored);
        throw UsageError("cannot write \"" + std::string(name) + "\"" + (why.empty() ? "" : ": " + why));
    };
    if (path.empty())
        cannotWrite("");
    {
        std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
        if (!file)
            cannotWrite("");
        file.write(text.data(), static_cast<std::streamsize>(text.size()));
        file.close();
        if (!file)
            cannotWrite("");
    }
    std::error_code error;
    std::filesystem::rename(temporary, path, error);
    if (error)
        cannotWrite(error.message());
}

} // namespace draughts::cli
