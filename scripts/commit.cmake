# Writes OUT (generated/graphopt/commit.hpp) with the git commit of SOURCE_DIR,
# at build time, and only when it changed, so that a new commit rebuilds the
# one file that includes it. "unknown" outside a git checkout.
execute_process(COMMAND git -C "${SOURCE_DIR}" rev-parse --short=12 HEAD
                OUTPUT_VARIABLE commit OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE failed)
if(failed OR commit STREQUAL "")
  set(commit "unknown")
endif()
set(text "#pragma once\nnamespace graphopt {\ninline constexpr const char* kCommit = \"${commit}\";\n}\n")
if(EXISTS "${OUT}")
  file(READ "${OUT}" old)
endif()
if(NOT old STREQUAL text)
  file(WRITE "${OUT}" "${text}")
endif()
