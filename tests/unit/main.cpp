#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>
#include <spdlog/spdlog.h>

int main(int argc, char** argv) {
  // Passes log warnings (partial_lower's graph breaks); tests check results, not logs.
  spdlog::set_level(spdlog::level::err);
  return Catch::Session().run(argc, argv);
}
