#include "driver.hpp"

#include <sys/stat.h>

#include <chrono>
#include <cstdio>
#include <iostream>

#include <spdlog/spdlog.h>

#include "io/atomic_file.hpp"
#include "io/reader.hpp"
#include "io/writer.hpp"
#include "pipeline/instruments.hpp"

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

void print_timings(const std::string& input, const std::vector<std::pair<std::string, double>>& rows) {
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
  std::cerr << out << std::flush;
}

int process(const RunConfig& cfg, const Pipeline& pipeline, const std::string& input) {
  const std::string name = display_name(input);
  std::vector<std::pair<std::string, double>> timings;
  auto t0 = std::chrono::steady_clock::now();
  Diagnostics diags(name);
  std::unique_ptr<Document> doc = read_fx_json_file(input, diags);
  timings.push_back({"read", since(t0)});
  if (!doc) {
    std::cerr << diags.render() << std::flush;
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
    owned.push_back(make_print_after_all([](const std::string& text) { std::cerr << text << std::flush; }));
  if (!cfg.dump_dir.empty()) {
    std::string stem = base_name(input);
    if (stem.size() > 5 && stem.substr(stem.size() - 5) == ".json") stem.resize(stem.size() - 5);
    owned.push_back(make_dump_dir(cfg.dump_dir, stem));
  }
  for (auto& h : owned) hooks.push_back(h.get());

  int code = kExitOk;
  auto emit = [&](const Report& r) {
    if (r.file.empty()) {
      std::cerr << r.text << std::flush;
      return;
    }
    std::string error;
    if (input != "-" && same_file(r.file, input)) error = "refusing to overwrite the input with a report";
    else if (write_file_atomic(r.file, [&](std::ostream& os) { os << r.text; }, error)) return;
    std::cerr << name << ": error: " << error << "\n";
    code = kExitInput;
  };
  try {
    pipeline.run(*doc, name, hooks, emit);
  } catch (const InternalError& e) {
    std::cerr << name << ": internal error: " << e.what() << "\n";
    return kExitInternal;
  } catch (const std::exception& e) {
    std::cerr << name << ": error: " << e.what() << "\n";
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
      std::cerr << name << ": error: cannot write to standard output\n";
      code = kExitInput;
    }
  } else if (!out.empty()) {
    std::string error;
    if (input != "-" && same_file(out, input)) {
      std::cerr << name << ": error: refusing to overwrite the input file '" << out << "'\n";
      return kExitInput;
    }
    if (!write_file_atomic(out, [&](std::ostream& os) { write_fx_json(*doc, os); }, error)) {
      std::cerr << name << ": error: " << error << "\n";
      return kExitInput;
    }
    spdlog::info("{}: wrote {}", name, out);
  }
  timings.push_back({"write", since(t1)});
  if (cfg.time_passes) print_timings(input, timings);
  return code;
}

}  // namespace

void check_config(const RunConfig& cfg) {
  if (cfg.inputs.empty()) throw UsageError("no input file (see --help)");
  size_t stdin_count = 0;
  for (const auto& in : cfg.inputs) stdin_count += in == "-";
  if (stdin_count > 1) throw UsageError("'-' (standard input) can be given once");
  if (cfg.disable_output) return;
  bool to_stdout = cfg.output.empty() || cfg.output == "-";
  if (cfg.inputs.size() > 1) {
    if (to_stdout || !is_directory(cfg.output))
      throw UsageError("several inputs need -o DIR, an existing directory (or --disable-output)");
  }
  if (!to_stdout && !is_directory(cfg.output)) {
    size_t slash = cfg.output.rfind('/');
    std::string dir = slash == std::string::npos ? "." : cfg.output.substr(0, slash == 0 ? 1 : slash);
    if (!is_directory(dir)) throw UsageError("-o " + cfg.output + ": directory '" + dir + "' does not exist");
  }
  for (const auto& in : cfg.inputs) {
    if (in == "-") continue;
    std::string out = output_path(cfg, in);
    if (out != "-" && same_file(out, in))
      throw UsageError("-o " + cfg.output + " would overwrite the input file '" + in + "'");
  }
}

int run_all(const RunConfig& cfg, const Pipeline& pipeline) {
  int worst = kExitOk;
  for (const auto& input : cfg.inputs) {
    int code;
    try {
      code = process(cfg, pipeline, input);
    } catch (const std::exception& e) {
      std::cerr << display_name(input) << ": internal error: " << e.what() << "\n";
      code = kExitInternal;
    }
    worst = std::max(worst, code);
  }
  return worst;
}

}  // namespace graphopt
