#pragma once

// Numbering the k-element subsets of {0, …, n-1} densely (the combinatorial
// number system): the subset c0 < c1 < … < ck-1 has the number
// C(c0, 1) + C(c1, 2) + … + C(ck-1, k), and the numbers of all subsets of
// size k run from 0 to C(n, k) - 1 (Layout sums the terms as it meets the
// elements, lowest first). Private to the egdb library.

#include <array>
#include <cstdint>

namespace draughts::egdb::detail {

inline constexpr int MaxSubsetBase = 128; // cells of a group (50 at most today, the squares of a 10x10 board)
inline constexpr int MaxSubsetSize = 9;   // pieces of one group (nine To the Last Man stones in one zone)

class Binomials {
public:
    constexpr Binomials()
    {
        for (int n = 0; n <= MaxSubsetBase; ++n) {
            m_table[index(n, 0)] = 1;
            for (int k = 1; k <= MaxSubsetSize; ++k)
                m_table[index(n, k)] = n == 0 ? 0 : m_table[index(n - 1, k - 1)] + m_table[index(n - 1, k)];
        }
    }
    // C(n, k); 0 when k > n.
    constexpr std::uint64_t operator()(int n, int k) const { return m_table[index(n, k)]; }

private:
    static constexpr std::size_t index(int n, int k)
    {
        return static_cast<std::size_t>(n) * (MaxSubsetSize + 1) + static_cast<std::size_t>(k);
    }
    std::array<std::uint64_t, (MaxSubsetBase + 1) * (MaxSubsetSize + 1)> m_table{};
};

inline constexpr Binomials binomial{};

// The elements, in increasing order, of the subset of size `count` with
// `number`, each below `base`.
inline void subsetOfNumber(std::uint64_t number, int count, int base, int* elements)
{
    int above = base; // the element sought is below it
    for (int i = count - 1; i >= 0; --i) {
        // The largest c < above with C(c, i + 1) <= number: C grows with c.
        int low = i;
        int high = above - 1;
        while (low < high) {
            const int middle = (low + high + 1) / 2;
            if (binomial(middle, i + 1) <= number)
                low = middle;
            else
                high = middle - 1;
        }
        elements[i] = low;
        number -= binomial(low, i + 1);
        above = low;
    }
}

} // namespace draughts::egdb::detail
