#include "driver.hpp"

#include <sys/stat.h>

#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <thread>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <tuple>

#include <spdlog/spdlog.h>

#include "analysis/collectives.hpp"
#include "io/atomic_file.hpp"
#include "io/json_out.hpp"
#include "io/reader.hpp"
#include "io/writer.hpp"
#include "log_sink.hpp"
#include "pipeline/analysis_recorder.hpp"
#include "pipeline/instruments.hpp"
#include "sim/trace.hpp"

namespace graphopt {

namespace {

bool is_directory(const std::string& p) {
  struct stat st {};
  return ::stat(p.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

std::string base_name(const std::string& path) {
  if (path == "-") return "stdin.json";
  size_t slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string display_name(const std::string& path) { return path == "-" ? "<stdin>" : path; }

// Where the graph of `input` goes: "" for nowhere, "-" for standard output.
std::string output_path(const RunConfig& cfg, const std::string& input) {
  if (cfg.disable_output) return "";
  if (cfg.output.empty() || cfg.output == "-") return "-";
  if (is_directory(cfg.output)) return cfg.output + "/" + base_name(input);
  return cfg.output;
}

double since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

void print_timings(const std::string& input, const std::vector<std::pair<std::string, double>>& rows,
                   std::ostream& err) {
  double total = 0;
  for (const auto& r : rows) total += r.second;
  std::string out = "===-- graphopt timing: " + display_name(input) + " --===\n";
  char line[256];
  for (const auto& [name, s] : rows) {
    std::snprintf(line, sizeof line, "  %10.3f ms  %5.1f%%  %s\n", s * 1e3, total > 0 ? 100 * s / total : 0.0,
                  name.c_str());
    out += line;
  }
  std::snprintf(line, sizeof line, "  %10.3f ms  100.0%%  total\n", total * 1e3);
  out += line;
  err << out << std::flush;
}

// What the analysis outputs collect over all inputs, written at the end.
struct Collected {
  std::string overlap_log;
  std::string stats;  // JSON lines
};

std::string stem_of(const std::string& input) {
  std::string stem = base_name(input);
  if (stem.size() > 5 && stem.substr(stem.size() - 5) == ".json") stem.resize(stem.size() - 5);
  return stem;
}

std::string trace_path(const RunConfig& cfg, const std::string& input) {
  if (is_directory(cfg.trace)) return cfg.trace + "/" + stem_of(input) + ".trace.json";
  return cfg.trace;
}

// Writes text to a file atomically, or to standard output for "-".
bool write_text(const std::string& path, const std::string& text, std::string& error) {
  if (path == "-") {
    std::cout << text << std::flush;
    return static_cast<bool>(std::cout);
  }
  return write_file_atomic(path, [&](std::ostream& os) { os << text; }, error);
}

// Reads, transforms and writes one input; its messages go to `err` (standard
// error, or a buffer when --jobs runs inputs side by side).
int process(const RunConfig& cfg, const Pipeline& pipeline, const std::string& input, Collected& collected,
            std::ostream& err) {
  const std::string name = display_name(input);
  std::vector<std::pair<std::string, double>> timings;
  auto t0 = std::chrono::steady_clock::now();
  Diagnostics diags(name);
  std::unique_ptr<Document> doc = read_fx_json_file(input, diags);
  timings.push_back({"read", since(t0)});
  if (doc) check_collectives(*doc, diags);
  if (!doc || !diags.empty()) {
    err << diags.render() << std::flush;
    return kExitInput;
  }

  std::vector<std::unique_ptr<Instrumentation>> owned;
  std::vector<Instrumentation*> hooks;
  TimedInstrumentation* verifier = nullptr;
  if (cfg.verify_each) {
    auto v = std::make_unique<TimedInstrumentation>(make_verifier());
    verifier = v.get();
    owned.push_back(std::move(v));
  }
  auto timer = std::make_unique<PassTimer>();
  PassTimer* pass_timer = timer.get();
  owned.push_back(std::move(timer));
  if (cfg.print_after_all)
    owned.push_back(make_print_after_all([&err](const std::string& text) { err << text << std::flush; }));
  if (!cfg.dump_dir.empty()) owned.push_back(make_dump_dir(cfg.dump_dir, stem_of(input)));
  AnalysisRecorder* recorder = nullptr;
  if (!cfg.overlap_log.empty() || !cfg.stats.empty() || !cfg.trace.empty()) {
    std::string text;
    for (const auto& p : pipeline.passes()) text += (text.empty() ? "" : ",") + p.text;
    auto r = std::make_unique<AnalysisRecorder>(
        cfg.cost, text, pipeline.passes().size(),
        AnalysisRecorder::Wants{!cfg.overlap_log.empty(), !cfg.stats.empty(), !cfg.trace.empty(), cfg.time_passes});
    recorder = r.get();
    owned.push_back(std::move(r));
  }
  for (auto& h : owned) hooks.push_back(h.get());

  int code = kExitOk;
  auto emit = [&](const Report& r) {
    if (r.file.empty()) {
      err << r.text << std::flush;
      return;
    }
    std::string error;
    if (input != "-" && same_file(r.file, input)) error = "refusing to overwrite the input with a report";
    else if (write_file_atomic(r.file, [&](std::ostream& os) { os << r.text; }, error)) return;
    err << name << ": error: " << error << "\n";
    code = kExitInput;
  };
  try {
    pipeline.run(*doc, PassEnv{name, &cfg.cost}, hooks, emit);
  } catch (const AnalysisError& e) {
    err << name << ": error: " << e.what() << "\n";
    return kExitInput;
  } catch (const InternalError& e) {
    err << name << ": internal error: " << e.what() << "\n";
    return kExitInternal;
  } catch (const std::exception& e) {
    err << name << ": error: " << e.what() << "\n";
    return kExitInternal;
  }
  for (const auto& [pass, s] : pass_timer->times) timings.push_back({"pass " + pass, s});
  if (verifier) timings.push_back({"verify", verifier->seconds()});

  std::string out = output_path(cfg, input);
  auto t1 = std::chrono::steady_clock::now();
  if (out == "-") {
    write_fx_json(*doc, std::cout);
    std::cout.flush();
    if (!std::cout) {
      err << name << ": error: cannot write to standard output\n";
      code = kExitInput;
    }
  } else if (!out.empty()) {
    std::string error;
    if (input != "-" && same_file(out, input)) {
      err << name << ": error: refusing to overwrite the input file '" << out << "'\n";
      return kExitInput;
    }
    if (!write_file_atomic(out, [&](std::ostream& os) { write_fx_json(*doc, os); }, error)) {
      err << name << ": error: " << error << "\n";
      return kExitInput;
    }
    spdlog::info("{}: wrote {}", name, out);
  }
  timings.push_back({"write", since(t1)});
  if (recorder) {
    collected.overlap_log += recorder->log;
    for (const auto& s : recorder->stats) {
      std::ostringstream line;
      JsonOut(line).value(s);
      collected.stats += line.str() + "\n";
    }
    if (!cfg.trace.empty()) {
      std::string error;
      if (!write_output(trace_path(cfg, input), [&](std::ostream& os) { write_trace(os, recorder->trace); }, error)) {
        err << name << ": error: --trace: " << error << "\n";
        code = kExitInput;
      }
    }
  }
  if (cfg.time_passes) print_timings(input, timings, err);
  return code;
}

}  // namespace

namespace {

// The directory a file path would be created in must exist.
void check_parent_dir(const std::string& path, const std::string& flag) {
  if (path.empty() || path == "-" || is_directory(path)) return;
  size_t slash = path.rfind('/');
  std::string dir = slash == std::string::npos ? "." : path.substr(0, slash == 0 ? 1 : slash);
  if (!is_directory(dir)) throw UsageError(flag + " " + path + ": directory '" + dir + "' does not exist");
}

}  // namespace

void check_config(const RunConfig& cfg) {
  if (cfg.inputs.empty()) throw UsageError("no input file (see --help)");
  size_t stdin_count = 0;
  for (const auto& in : cfg.inputs) stdin_count += in == "-";
  if (stdin_count > 1) throw UsageError("'-' (standard input) can be given once");
  bool graph_to_stdout = !cfg.disable_output && (cfg.output.empty() || cfg.output == "-");
  if (!cfg.disable_output && cfg.inputs.size() > 1 && (graph_to_stdout || !is_directory(cfg.output)))
    throw UsageError("several inputs need -o DIR, an existing directory (or --disable-output)");
  if (!cfg.disable_output) check_parent_dir(cfg.output, "-o");
  check_parent_dir(cfg.overlap_log, "--overlap-log");
  check_parent_dir(cfg.stats, "--stats");
  check_parent_dir(cfg.trace, "--trace");
  int to_stdout = graph_to_stdout;
  for (const std::string* p : {&cfg.overlap_log, &cfg.stats, &cfg.trace}) to_stdout += *p == "-";
  if (to_stdout > 1)
    throw UsageError("only one output can go to standard output (the graph goes there unless -o or --disable-output)");
  if (cfg.inputs.size() > 1 && !cfg.trace.empty() && !is_directory(cfg.trace))
    throw UsageError("--trace with several inputs needs an existing directory");
  // Two inputs may not write the same file (same name, one directory).
  std::map<std::string, std::string> written;  // path -> the input writing it
  for (const auto& in : cfg.inputs) {
    std::vector<std::string> paths;
    if (!cfg.disable_output && output_path(cfg, in) != "-") paths.push_back(output_path(cfg, in));
    if (!cfg.trace.empty() && cfg.trace != "-") paths.push_back(trace_path(cfg, in));
    if (!cfg.dump_dir.empty()) paths.push_back(cfg.dump_dir + "/" + stem_of(in));
    for (const std::string& p : paths) {
      auto [it, fresh] = written.emplace(p, in);
      if (!fresh && cfg.inputs.size() > 1)
        throw UsageError("inputs '" + it->second + "' and '" + in + "' would both write " + p);
    }
  }
  // Nothing graphopt writes may land on one of its inputs.
  for (const auto& in : cfg.inputs) {
    if (in == "-") continue;
    if (!cfg.disable_output && output_path(cfg, in) != "-" && same_file(output_path(cfg, in), in))
      throw UsageError("-o " + cfg.output + " would overwrite the input file '" + in + "'");
    for (const auto& [path, flag] : {std::pair{cfg.overlap_log, "--overlap-log"}, std::pair{cfg.stats, "--stats"},
                                     std::pair{cfg.trace.empty() ? cfg.trace : trace_path(cfg, in), "--trace"}})
      if (!path.empty() && path != "-" && same_file(path, in))
        throw UsageError(std::string(flag) + " " + path + " would overwrite the input file '" + in + "'");
  }
}

namespace {

int process_guarded(const RunConfig& cfg, const Pipeline& pipeline, const std::string& input, Collected& collected,
                    std::ostream& err) {
  try {
    return process(cfg, pipeline, input, collected, err);
  } catch (const std::exception& e) {
    err << display_name(input) << ": internal error: " << e.what() << "\n";
    return kExitInternal;
  }
}

// Several inputs side by side, one worker thread each at a time. Each
// input's messages are buffered and printed in input order as soon as the
// inputs before it are done, and the collected logs are joined in input
// order, so the output is the same as with one job.
int run_parallel(const RunConfig& cfg, const Pipeline& pipeline, unsigned jobs, Collected& collected) {
  struct Result {
    std::ostringstream err;
    Collected collected;
    int code = kExitOk;
    bool done = false;
  };
  const size_t n = cfg.inputs.size();
  std::vector<Result> results(n);
  std::atomic<size_t> next{0};
  std::mutex mu;
  size_t printed = 0;
  auto worker = [&] {
    for (size_t i = next++; i < n; i = next++) {
      Result& r = results[i];
      {
        CaptureLog capture(r.err);
        r.code = process_guarded(cfg, pipeline, cfg.inputs[i], r.collected, r.err);
      }
      std::lock_guard<std::mutex> lock(mu);
      r.done = true;
      for (; printed < n && results[printed].done; ++printed) std::cerr << results[printed].err.str() << std::flush;
    }
  };
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < jobs; ++t) threads.emplace_back(worker);
  for (std::thread& t : threads) t.join();
  int worst = kExitOk;
  for (Result& r : results) {
    worst = std::max(worst, r.code);
    collected.overlap_log += r.collected.overlap_log;
    collected.stats += r.collected.stats;
  }
  return worst;
}

}  // namespace

int run_all(const RunConfig& cfg, const Pipeline& pipeline) {
  int worst = kExitOk;
  Collected collected;
  unsigned jobs = cfg.jobs > 0 ? static_cast<unsigned>(cfg.jobs) : std::max(1u, std::thread::hardware_concurrency());
  jobs = static_cast<unsigned>(std::min<size_t>(jobs, cfg.inputs.size()));
  if (jobs > 1) {
    worst = run_parallel(cfg, pipeline, jobs, collected);
  } else {
    for (const auto& input : cfg.inputs) worst = std::max(worst, process_guarded(cfg, pipeline, input, collected, std::cerr));
  }
  for (const auto& [path, text, flag] : {std::tuple{cfg.overlap_log, collected.overlap_log, "--overlap-log"},
                                         std::tuple{cfg.stats, collected.stats, "--stats"}}) {
    if (path.empty()) continue;
    std::string error;
    if (!write_text(path, text, error)) {
      std::cerr << "graphopt: error: " << flag << ": " << error << "\n";
      worst = std::max(worst, static_cast<int>(kExitInput));
    }
  }
  return worst;
}

}  // namespace graphopt
