# AddressSanitizer + UndefinedBehaviorSanitizer, switched on with
# -DDRAUGHTS_SANITIZE=ON (preset "asan"). draughts_core passes it on to
# every target built on the library.
#
# The sanitizer build checks the code, not its speed: every function is
# compiled once (no processor-specific copies, no forced inlining:
# DRAUGHTS_PLAIN_CODEGEN, include/draughts/support/multiversion.hpp),
# -O1 keeps the instrumented tests several times faster than -O0, and -g1
# (line tables only) is all the reports need to name file and line. The
# window's code and its tests spend their time waiting for events, not
# computing: targets with the property DRAUGHTS_SANITIZE_UNOPTIMISED
# (src/app, and the tests whose own code computes little:
# cmake/TestCode.cmake) are built at -O0, which compiles faster. The asan
# preset builds with clang, which compiles the tests and the window about
# a third faster than GCC under the sanitizers.
add_library(draughts_sanitizers INTERFACE)
if(DRAUGHTS_SANITIZE)
    target_compile_definitions(draughts_sanitizers INTERFACE DRAUGHTS_PLAIN_CODEGEN)
    target_compile_options(draughts_sanitizers INTERFACE
        $<IF:$<BOOL:$<TARGET_PROPERTY:DRAUGHTS_SANITIZE_UNOPTIMISED>>,-O0,-O1>
        -g1 -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
    target_link_options(draughts_sanitizers INTERFACE -fsanitize=address,undefined)
endif()
