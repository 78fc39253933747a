// libFuzzer target: the loader (reader and validation) on arbitrary bytes. Any input must
// either be rejected with a message or read into a document whose canonical
// form reads back to the same bytes (the writer's output is a fixed point).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "io/diagnostics.hpp"
#include "io/writer.hpp"
#include "pipeline/load_input.hpp"

using namespace graphopt;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Diagnostics diags("fuzz.json");
  auto doc = load_input_text(std::string_view(reinterpret_cast<const char*>(data), size), diags);
  if (!doc) {
    if (diags.empty()) {
      std::fprintf(stderr, "rejected without a message\n");
      std::abort();
    }
    return 0;
  }
  std::string once = write_fx_json(*doc);
  Diagnostics again_diags("written.json");
  auto again = load_input_text(once, again_diags);
  if (!again) {
    std::fprintf(stderr, "graphopt's own output does not read back:\n%s\n%s\n", again_diags.render().c_str(),
                 once.c_str());
    std::abort();
  }
  if (write_fx_json(*again) != once) {
    std::fprintf(stderr, "writing is not a fixed point:\n%s\n", once.c_str());
    std::abort();
  }
  return 0;
}
