#include <draughts/engine/opening_book.hpp>

#include <array>
#include <cstddef>
#include <memory>
#include <string_view>

// The arrays come from resources/book/<game>.book, written into a source
// file at build time (cmake/EmbedGameFiles.cmake); empty for a game without one.
namespace draughts::engine::embedded_books {
extern const unsigned char international[];
extern const std::size_t internationalSize;
extern const unsigned char polish[];
extern const std::size_t polishSize;
extern const unsigned char twenty_vs_ten[];
extern const std::size_t twenty_vs_tenSize;
extern const unsigned char corner[];
extern const std::size_t cornerSize;
extern const unsigned char last_man[];
extern const std::size_t last_manSize;
} // namespace draughts::engine::embedded_books

namespace draughts::engine {

namespace {

std::string_view bookText(core::Variant variant)
{
    namespace embedded = embedded_books;
    const auto text = [](const unsigned char* bytes, std::size_t size) {
        return std::string_view(reinterpret_cast<const char*>(bytes), size);
    };
    switch (variant) {
    case core::Variant::International: return text(embedded::international, embedded::internationalSize);
    case core::Variant::Polish: return text(embedded::polish, embedded::polishSize);
    case core::Variant::TwentyVsTen: return text(embedded::twenty_vs_ten, embedded::twenty_vs_tenSize);
    case core::Variant::CornerCheckers: return text(embedded::corner, embedded::cornerSize);
    case core::Variant::ToTheLastMan: return text(embedded::last_man, embedded::last_manSize);
    }
    return {};
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
