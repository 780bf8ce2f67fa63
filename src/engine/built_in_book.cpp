#include <draughts/engine/opening_book.hpp>

#include <array>
#include <cstddef>
#include <memory>
#include <span>
#include <string_view>

namespace draughts::engine {

namespace {

std::string_view bookText(core::Variant variant)
{
    const std::span<const unsigned char> bytes = builtInBookFile(variant);
    return {reinterpret_cast<const char*>(bytes.data()), bytes.size()};
}

// A book that cannot be read is no book: the engine then searches every
// move (a test reads every built-in book, so this never ships).
std::unique_ptr<const OpeningBook> readBuiltIn(core::Variant variant)
{
    const std::string_view text = bookText(variant);
    if (text.empty())
        return nullptr;
    try {
        return std::make_unique<const OpeningBook>(OpeningBook::read(variant, text));
    } catch (const BookError&) {
        return nullptr;
    }
}

} // namespace

const OpeningBook* builtInBook(core::Variant variant)
{
    // Read at first use, once per game, safely from any thread.
    static const std::array<std::unique_ptr<const OpeningBook>, core::allVariants.size()> books = [] {
        std::array<std::unique_ptr<const OpeningBook>, core::allVariants.size()> read;
        for (std::size_t i = 0; i < core::allVariants.size(); ++i)
            read[i] = readBuiltIn(core::allVariants[i]);
        return read;
    }();
    for (std::size_t i = 0; i < core::allVariants.size(); ++i)
        if (core::allVariants[i] == variant)
            return books[i].get();
    return nullptr;
}

} // namespace draughts::engine
