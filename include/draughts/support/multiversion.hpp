#pragma once

// The hottest functions of move generation are compiled several times, for
// any x86-64 processor and for the newer ones with POPCNT and BMI
// (x86-64-v2, x86-64-v3); the dynamic loader picks the best version the
// processor runs once at start-up (GCC function multiversioning). The build
// stays portable: nothing newer than plain x86-64 is ever required. Calls
// between two such functions go straight to the matching version.
//
// The sanitizer build (DRAUGHTS_PLAIN_CODEGEN) compiles each function once and
// leaves inlining to the compiler: it checks the code, not its speed, and
// three forced-inline copies of every hot path made it the slowest build.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__ELF__) &&                             \
    !defined(DRAUGHTS_PLAIN_CODEGEN)
#define DRAUGHTS_MULTIVERSION [[gnu::target_clones("default", "arch=x86-64-v2", "arch=x86-64-v3")]]
#else
#define DRAUGHTS_MULTIVERSION
#endif

// Helpers of those functions are inlined into each version, so that they are
// compiled with its instructions rather than once for plain x86-64.
#if defined(__GNUC__) && !defined(DRAUGHTS_PLAIN_CODEGEN)
#define DRAUGHTS_INLINE [[gnu::always_inline]] inline
#define DRAUGHTS_INLINE_LAMBDA __attribute__((always_inline))
#else
#define DRAUGHTS_INLINE inline
#define DRAUGHTS_INLINE_LAMBDA
#endif
