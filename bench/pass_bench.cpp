// pass_bench: time of each stage on a synthetic graph of a given size.
//   pass_bench --nodes N [--repeats R] [--cold] [--passes P] [--passes-only]
// Prints one line per stage: "stage median_ms", then "peak_rss_mb M".
//   pass_bench --nodes N --pair M [--repeats R] [--cold] [--passes P]
// Growth from N to M nodes, measured in pairs: both graphs are built, and
// each stage runs on N then on M, R times over, so that the two sizes of a
// pair see the machine in the same state (this VM's speed wanders by a
// third from one minute to the next). Without --cold, each timed run
// follows an untimed one of the same stage and size, as the repeats of the
// first form do. Prints "stage<TAB>median_ms_N<TAB>median_ms_M<TAB>median
// of the ratios M/N" per stage, reading included.
// --cold evicts the caches before every timed run; without it a stage's
// later runs find the graph where its earlier ones left it, in cache when
// it fits (100k nodes do, in this machine's 260 MiB L3; 1M nodes do not).
// Passes run in turn on one document; the first runs of a pass may change
// the order, later ones find little to do, and the median is reported.
//
// Under callgrind (bench/instructions.sh), each stage's first run is the
// only code instrumented, and its count is dumped under the stage's name:
// instructions do not depend on what else the machine is doing.
#include <sys/resource.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <ostream>

#include "analysis/verify.hpp"
#include "io/reader.hpp"
#include "io/writer.hpp"
#include "pipeline/analyses.hpp"
#include "pipeline/pipeline.hpp"
#include "sim/simulator.hpp"
#include "synthetic.hpp"
#include "sys/allocator.hpp"

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define GRAPHOPT_HAVE_CALLGRIND 1
#endif

using namespace graphopt;

namespace {
double time_ms(const std::function<void()>& f) {
  auto t0 = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}
// An output stream that drops what it is given.
class NullStream : public std::ostream {
  class Buf : public std::streambuf {
   protected:
    std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
    int overflow(int c) override { return c == EOF ? 0 : c; }
  } buf_;

 public:
  NullStream() : std::ostream(&buf_) {}
};
// Callgrind client requests (no-ops outside valgrind): count what runs
// between these two, and dump the count under `stage`.
void count_begin() {
#ifdef GRAPHOPT_HAVE_CALLGRIND
  CALLGRIND_ZERO_STATS;
  CALLGRIND_START_INSTRUMENTATION;
#endif
}
void count_end([[maybe_unused]] const char* stage) {
#ifdef GRAPHOPT_HAVE_CALLGRIND
  CALLGRIND_STOP_INSTRUMENTATION;
  CALLGRIND_DUMP_STATS_AT(stage);
#endif
}
double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}
using Stages = std::vector<std::pair<std::string, std::function<double()>>>;

// One graph size: the document's text, the document, and a reader of it.
struct Sized {
  std::string text;
  std::unique_ptr<Document> doc;
  std::unique_ptr<Document> read() const {
    Diagnostics d("synthetic");
    auto out = read_fx_json(text, d);
    if (!out) {
      std::fputs(d.render().c_str(), stderr);
      std::exit(2);
    }
    return out;
  }
};

// Every stage but reading, in the order of a CLI run (verify, simulate,
// passes, write), on s.doc. Passes run in turn on the one document, as in
// the CLI.
Stages stages_of(Sized& s, const CostConfig& cost, const std::string& passes, bool passes_only) {
  Stages stages;
  if (!passes_only) stages = {
      // The least any stage does: read each node once, in program order.
      // Its growth is the memory hierarchy's, the floor for every stage.
      {"walk nodes", [&s] {
         return time_ms([&] {
           size_t sum = 0;
           for (NodeId n = s.doc->graph->first(); n != kNoNode; n = s.doc->graph->next(n))
             sum += static_cast<size_t>(s.doc->graph->op(n));
           volatile size_t keep = sum;
           (void)keep;
         });
       }},
      {"verify", [&s] { return time_ms([&] { (void)verify_structure(*s.doc); }); }},
      {"simulate", [&s, &cost] {
         return time_ms([&] {
           CostedGraph a(*s.doc, *s.doc->graph, cost);
           (void)simulate(a);
         });
       }},
  };
  for (const auto& inv : parse_pipeline(passes)) {
    stages.push_back({"pass " + inv.text, [&s, &cost, inv] {
                        PassContext ctx;
                        ctx.cost = &cost;
                        auto pass = inv.info->create(inv.options);
                        // As Pipeline::run does: renumber after a pass
                        // that left the ids scattered, on the pass's time.
                        return time_ms([&] {
                          // Fresh analyses, computed on the pass's time.
                          Analyses analyses(*s.doc, cost);
                          ctx.analyses = &analyses;
                          if (pass->run(*s.doc, ctx)) s.doc->graph->compact_if_scattered();
                        });
                      }});
  }
  // Writing streams the text out in chunks, as the CLI does into its file;
  // here into a sink that drops them, so that the figure is the writer's
  // and not the file system's (nor a 200 MB string's growth).
  if (!passes_only)
    stages.push_back({"write", [&s] {
                        return time_ms([&] {
                          NullStream sink;
                          write_fx_json(*s.doc, sink);
                        });
                      }});
  return stages;
}
}  // namespace

int main(int argc, char** argv) {
  tune_allocator_for_batch();  // as the CLI does
  CLI::App app{"pass_bench: time each stage on a synthetic graph"};
  bench::SyntheticSpec spec;
  int repeats = 3;
  size_t pair_nodes = 0;
  std::string passes = "sink_waits,raise_comms,reorder_compute_for_overlap,overlap_schedule,overlap_schedule{reorder_collectives=true},dce";
  app.add_option("--nodes", spec.target_nodes)->required();
  app.add_option("--repeats", repeats);
  app.add_option("--passes", passes, "passes to time, one at a time");
  app.add_option("--pair", pair_nodes, "also build a graph of this many nodes, and time each stage on both, in turn");
  bool passes_only = false;
  bool cold = false;
  app.add_flag("--cold", cold, "evict the caches (read 512 MiB) before each timed run");
  app.add_flag("--passes-only", passes_only, "time the passes alone (read once, nothing else): for profiling");
  CLI11_PARSE(app, argc, argv);

  Sized small;
  small.text = write_fx_json(*bench::synthetic_graph(spec));
  // --cold: read one word of every cache line of 512 MiB (twice the host's
  // L3) before each timed run, so that every size starts from memory.
  std::vector<uint64_t> evict;
  if (cold) evict.assign((512u << 20) / sizeof(uint64_t), 1);
  auto evict_caches = [&] {
    uint64_t sum = 0;
    for (size_t i = 0; i < evict.size(); i += 8) sum += evict[i];
    volatile uint64_t keep = sum;
    (void)keep;
  };
  CostConfig cost = default_cost_config("h100");

  if (pair_nodes > 0) {
    Sized large;
    bench::SyntheticSpec large_spec = spec;
    large_spec.target_nodes = pair_nodes;
    large.text = write_fx_json(*bench::synthetic_graph(large_spec));
    small.doc = small.read();
    large.doc = large.read();
    Stages s_stages = stages_of(small, cost, passes, passes_only);
    Stages l_stages = stages_of(large, cost, passes, passes_only);
    auto reading = [](const Sized& z) { return [&z] { return time_ms([&] { (void)z.read(); }); }; };
    s_stages.push_back({"read", reading(small)});
    l_stages.push_back({"read", reading(large)});
    auto timed = [&](const std::function<double()>& run) {
      if (cold) evict_caches();
      else (void)run();  // warm: as the previous run of this stage left it
      return run();
    };
    for (size_t k = 0; k < s_stages.size(); ++k) {
      std::vector<double> ts, tl, ratio;
      for (int i = 0; i < repeats; ++i) {
        ts.push_back(timed(s_stages[k].second));
        tl.push_back(timed(l_stages[k].second));
        ratio.push_back(tl.back() / std::max(ts.back(), 1e-6));
      }
      std::printf("%s\t%.3f\t%.3f\t%.3f\n", s_stages[k].first.c_str(), median(ts), median(tl), median(ratio));
      std::fflush(stdout);
    }
    return 0;
  }

  // Reading is timed first, and repeated last, since dropping and
  // re-reading a large document leaves the heap fragmented for whatever
  // runs after it.
  std::vector<double> reads;
  if (cold) evict_caches();
  count_begin();
  reads.push_back(time_ms([&] { small.doc = small.read(); }));
  count_end("read");
  std::printf("nodes %zu\nbytes %zu\n", small.doc->graph->size(), small.text.size());
  Stages stages = stages_of(small, cost, passes, passes_only);
  for (auto& [name, run] : stages) {
    std::vector<double> t;
    for (int i = 0; i < repeats; ++i) {
      if (cold) evict_caches();
      if (i == 0) count_begin();
      t.push_back(run());
      if (i == 0) count_end(name.c_str());
    }
    std::printf("%s %.3f\n", name.c_str(), median(t));
    std::fflush(stdout);
  }
  for (int i = 1; i < repeats && !passes_only; ++i) {
    small.doc.reset();
    if (cold) evict_caches();
    reads.push_back(time_ms([&] { small.doc = small.read(); }));
  }
  std::printf("read %.3f\n", median(reads));
  struct rusage ru {};
  getrusage(RUSAGE_SELF, &ru);
  std::printf("peak_rss_mb %.1f\n", static_cast<double>(ru.ru_maxrss) / 1024.0);
  return 0;
}
