#include "support/temp_folder.hpp"

#include <atomic>
#include <chrono>
#include <string>
#include <system_error>

namespace draughts::test {

// The time and a count make the name: tests run at once in several
// processes (CTest -j) and several threads.
TempFolder::TempFolder()
{
    static std::atomic<int> made{0};
    const auto stamp = std::chrono::steady_clock::now().time_since_epoch().count();
    m_path = std::filesystem::temp_directory_path() /
             ("draughts-test-" + std::to_string(stamp) + "-" + std::to_string(made++));
    std::filesystem::create_directories(m_path);
}

TempFolder::~TempFolder()
{
    std::error_code error;
    std::filesystem::remove_all(m_path, error);
}

} // namespace draughts::test
