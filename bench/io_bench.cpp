// Reading and writing throughput: graphopt's reader and writer against
// nlohmann/json's DOM parse and dump of the same bytes, in the same run.
//   io_bench FILE [REPEATS]   prints medians in ms and MB/s, and the ratios.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "analysis/verify.hpp"
#include "io/reader.hpp"
#include "io/writer.hpp"
#include "sim/simulator.hpp"

using namespace graphopt;
using Clock = std::chrono::steady_clock;

namespace {
template <class F>
double median_ms(int repeats, F&& f) {
  std::vector<double> t;
  for (int i = 0; i < repeats; ++i) {
    auto t0 = Clock::now();
    f();
    t.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}
}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: io_bench FILE [REPEATS]\n");
    return 1;
  }
  std::string path = argv[1];
  int repeats = argc > 2 ? std::atoi(argv[2]) : 15;
  std::string text;
  graphopt::Diagnostics read_diags(path);
  if (!read_input_file(path, text, read_diags)) {
    std::fprintf(stderr, "%s", read_diags.render().c_str());
    return 2;
  }
  double mb = text.size() / 1e6;
  std::unique_ptr<Document> doc;
  double read = median_ms(repeats, [&] {
    Diagnostics d(path);
    doc = read_fx_json(text, d);
  });
  if (!doc) return 2;
  std::string out;
  double write = median_ms(repeats, [&] { out = write_fx_json(*doc); });
  double verify = median_ms(repeats, [&] { (void)verify_structure(*doc); });
  CostConfig cost = default_cost_config("h200");
  double step = 0;
  double analysis = median_ms(repeats, [&] {
    CostedGraph a(*doc, *doc->graph, cost);
    step = simulate(a).step_ns;
  });
  nlohmann::json j;
  double nl_read = median_ms(repeats, [&] { j = nlohmann::json::parse(text); });
  std::string nl_out;
  double nl_write = median_ms(repeats, [&] { nl_out = j.dump(); });

  std::printf("%s: %.2f MB, %zu nodes, median of %d\n", path.c_str(), mb, doc->graph->size(), repeats);
  std::printf("  %-28s %9.2f ms %8.1f MB/s\n", "graphopt read+validate", read, mb / (read / 1e3));
  std::printf("  %-28s %9.2f ms %8.1f MB/s (%.2f MB out)\n", "graphopt write", write,
              out.size() / 1e6 / (write / 1e3), out.size() / 1e6);
  std::printf("  %-28s %9.2f ms\n", "graphopt verify_structure", verify);
  std::printf("  %-28s %9.2f ms (%.0f%% of reading; est. step %.1f ms)\n", "analysis + simulation", analysis,
              100 * analysis / read, step / 1e6);
  std::printf("  %-28s %9.2f ms %8.1f MB/s\n", "nlohmann::json::parse (DOM)", nl_read, mb / (nl_read / 1e3));
  std::printf("  %-28s %9.2f ms %8.1f MB/s\n", "nlohmann dump()", nl_write, nl_out.size() / 1e6 / (nl_write / 1e3));
  std::printf("  ratio read: nlohmann/graphopt = %.2f; write: nlohmann/graphopt = %.2f\n", nl_read / read,
              nl_write / write);
  return 0;
}
