#pragma once

// A folder of a test's own under the system's temporary folder, for the
// tests that write files (endgame tables, above all).

#include <filesystem>

namespace draughts::test {

// A new empty folder, removed with everything in it at the end.
class TempFolder {
public:
    TempFolder();
    ~TempFolder();
    TempFolder(const TempFolder&) = delete;
    TempFolder& operator=(const TempFolder&) = delete;
    const std::filesystem::path& path() const { return m_path; }

private:
    std::filesystem::path m_path;
};

} // namespace draughts::test
