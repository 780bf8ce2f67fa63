# AddressSanitizer + UndefinedBehaviorSanitizer, switched on with
# -DDRAUGHTS_SANITIZE=ON (preset "asan"). Linked PRIVATE by every target.
add_library(draughts_sanitizers INTERFACE)
if(DRAUGHTS_SANITIZE)
    target_compile_options(draughts_sanitizers INTERFACE
        -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
    target_link_options(draughts_sanitizers INTERFACE -fsanitize=address,undefined)
endif()
