// Move generation must not touch the heap: this executable replaces the
// global allocation functions with counting ones and runs the hot paths.

#include <draughts/core/position.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>
#include <draughts/rules/perft.hpp>

#include <catch2/catch.hpp>

#include <atomic>
#include <cstdlib>
#include <new>

namespace {
std::atomic<long> allocations{0};
}

void* operator new(std::size_t size)
{
    ++allocations;
    if (void* p = std::malloc(size ? size : 1))
        return p;
    throw std::bad_alloc();
}
void* operator new[](std::size_t size) { return operator new(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept
{
    ++allocations;
    return std::malloc(size ? size : 1);
}
void* operator new[](std::size_t size, const std::nothrow_t& tag) noexcept { return operator new(size, tag); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

using namespace draughts;

namespace {

core::Position fen(core::Variant variant, const char* text) { return *notation::readFen(variant, text); }

long allocationsDuring(auto&& work)
{
    const long before = allocations.load();
    work();
    return allocations.load() - before;
}

} // namespace

TEST_CASE("perft and move generation allocate nothing in any game", "[performance][allocation]")
{
    using core::Variant;
    struct Case {
        Variant variant;
        core::Position position;
        int depth;
    };
    const Case cases[] = {
        {Variant::International, rules::startPosition(Variant::International), 5},
        {Variant::International,
         fen(Variant::International, "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46"), 4},
        {Variant::International, fen(Variant::International, "W:WK31-50:BK1-20"), 3},
        {Variant::Polish, rules::startPosition(Variant::Polish), 5},
        {Variant::TwentyVsTen, rules::startPosition(Variant::TwentyVsTen), 5},
        {Variant::CornerCheckers, rules::startPosition(Variant::CornerCheckers), 5},
        {Variant::ToTheLastMan, rules::startPosition(Variant::ToTheLastMan), 7},
    };
    for (const Case& c : cases) {
        CAPTURE(core::variantId(c.variant));
        std::uint64_t bulk = 0, full = 0;
        core::MoveList moves;
        const long count = allocationsDuring([&] {
            bulk = rules::perft(c.variant, c.position, c.depth, rules::PerftMode::Bulk);
            full = rules::perft(c.variant, c.position, c.depth, rules::PerftMode::Full);
            rules::generateMoves(c.variant, c.position, moves, rules::MoveSet::Legal);
            rules::generateMoves(c.variant, c.position, moves, rules::MoveSet::Permitted);
        });
        CHECK(count == 0);
        CHECK(bulk == full);
        CHECK(bulk > 0);
    }
}

TEST_CASE("the counting allocator does see allocations", "[performance][allocation]")
{
    // Guards the test above against an allocator replacement that never runs.
    const long count = allocationsDuring([] {
        (void)notation::writeFen(core::Variant::International, rules::startPosition(core::Variant::International));
    });
    CHECK(count > 0);
}
