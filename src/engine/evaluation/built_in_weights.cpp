#include <draughts/engine/evaluation/weight_file.hpp>

#include <cstddef>

// The arrays come from resources/eval/<game>.weights, written into a
// source file at build time (cmake/EmbedGameFiles.cmake).
namespace draughts::engine::evaluation::embedded {
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
} // namespace draughts::engine::evaluation::embedded

namespace draughts::engine::evaluation {

std::span<const unsigned char> builtInWeightFile(core::Variant variant)
{
    switch (variant) {
    case core::Variant::International:
        return {embedded::international, embedded::internationalSize};
    case core::Variant::Polish:
        return {embedded::polish, embedded::polishSize};
    case core::Variant::TwentyVsTen:
        return {embedded::twenty_vs_ten, embedded::twenty_vs_tenSize};
    case core::Variant::CornerCheckers:
        return {embedded::corner, embedded::cornerSize};
    case core::Variant::ToTheLastMan:
        return {embedded::last_man, embedded::last_manSize};
    }
    return {};
}

} // namespace draughts::engine::evaluation
