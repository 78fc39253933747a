#include "driver.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <functional>
#include <iostream>
#include <mutex>
#include <new>
#include <optional>
#include <sstream>
#include <system_error>
#include <thread>
#include <unordered_set>

#include <spdlog/spdlog.h>

#include "analysis/collectives.hpp"
#include "analysis/target.hpp"
#include "io/file_identity.hpp"
#include "io/json_out.hpp"
#include "io/output_file.hpp"
#include "io/printable.hpp"
#include "io/writer.hpp"
#include "log_sink.hpp"
#include "output_plan.hpp"
#include "report/analysis_recorder.hpp"
#include "pipeline/instruments.hpp"
#include "pipeline/load_input.hpp"
#include "report/trace.hpp"
#include "sys/descriptors.hpp"

namespace graphopt {

namespace {

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

// What one input leaves for the run-wide outputs (--stats, --overlap-log),
// appended once every input before it is done.
struct InputRecords {
  std::string overlap_log;
  std::string stats;  // JSON lines
};
// Appends what it can of an input's records as its outputs are put in
// place (those to regular files, which are then cleared; the rest go later).
using RecordsNow = std::function<void(InputRecords&)>;

void append_json_line(std::string& lines, const nlohmann::ordered_json& j) {
  std::ostringstream line;
  JsonOut(line).value(j);
  lines += line.str() + "\n";
}

// The record of an input that failed: its exit code and its messages.
void add_error_records(const RunConfig& cfg, const std::string& input, int code, const std::string& messages,
                       InputRecords& records) {
  std::string text = messages;
  while (!text.empty() && text.back() == '\n') text.pop_back();
  if (!cfg.stats.empty()) {
    nlohmann::ordered_json j;
    j["input"] = display_name(input);
    j["stage"] = "error";
    j["exit_code"] = code;
    j["error"] = text;
    append_json_line(records.stats, j);
  }
  if (!cfg.overlap_log.empty())
    records.overlap_log += "==== graphopt could not finish '" + display_name(input) + "' (exit " +
                           std::to_string(code) + ") ====\n" + text + "\n";
}

// Messages of one input go to `err` and are kept for its error record.
class InputMessages {
 public:
  explicit InputMessages(std::ostream& err) : err_(err) {}
  void operator()(const std::string& text) {
    err_ << text << std::flush;
    kept_ += text;
  }
  const std::string& kept() const { return kept_; }

 private:
  std::ostream& err_;
  std::string kept_;
};

// Whether a pass's report (print, analyze) went to standard error: it is
// then an output of the run, and one that could not be written fails the
// run as a report to a file does (found by red-team: `2>/dev/full` lost
// the report and exited 0).
std::atomic<bool> report_to_stderr{false};

// The cost file's target entries that name no node of the document (its
// graph, modules and iteration graphs). A file may serve many graphs, so
// this is said with -v only: how to find a misspelled target, which
// otherwise has no effect without a word (found by red-team).
std::vector<std::string> unmatched_cost_targets(const Document& doc, const CostConfig& cost) {
  std::vector<std::string> out;
  if (!cost.fixed || cost.fixed->target.empty()) return out;
  std::unordered_set<std::string> seen;
  auto note = [&](const Graph& g) {
    for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) seen.emplace(op_target(g.target(n)));
  };
  for (const LabeledGraph& lg : doc.step_graphs()) note(*lg.graph);
  for (const Module& m : doc.modules) note(*m.graph);
  for (const auto& [target, ns] : cost.fixed->target)
    if (!seen.count(target)) out.push_back(target);
  std::sort(out.begin(), out.end());  // (the map's order is not the same from run to run)
  return out;
}

// Reads, transforms and writes one input; its messages go to `err` (standard
// error, or a buffer when --jobs runs inputs side by side).
int process(const RunConfig& cfg, const Pipeline& pipeline, const std::string& input, InputRecords& records,
            std::ostream& err, InputMessages& say, const RecordsNow& records_now, bool& out_of_memory) {
  const std::string name = display_name(input);
  std::vector<std::pair<std::string, double>> timings;
  auto t0 = std::chrono::steady_clock::now();
  Diagnostics diags(name);
  std::unique_ptr<Document> doc = load_input(input, diags, cfg.max_input_bytes);
  timings.push_back({"read", since(t0)});
  if (!doc) {
    say(diags.render());
    out_of_memory = diags.out_of_memory();
    return kExitInput;
  }
  for (const std::string& t : unmatched_cost_targets(*doc, cfg.cost))
    spdlog::info("{}: the cost file's target '{}' names no node of the input (a pass may still make one)", name,
                 escape_controls(t));

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
        text, pipeline.passes().size(),
        AnalysisRecorder::Wants{!cfg.overlap_log.empty(), !cfg.stats.empty(), !cfg.trace.empty(), cfg.time_passes});
    recorder = r.get();
    owned.push_back(std::move(r));
  }
  for (auto& h : owned) hooks.push_back(h.get());

  // Reports to standard error go out as their pass ends; reports to files
  // wait, to be written with the graph (all or none), or as the record of
  // how far the input got when a pass fails.
  std::vector<Report> file_reports;
  auto emit = [&](const Report& r) {
    if (r.note && !spdlog::should_log(spdlog::level::warn)) return;  // (-q)
    if (r.file.empty()) {
      err << (r.note ? name + ": " : "") << r.text << std::flush;
      report_to_stderr = true;
    } else {
      file_reports.push_back(r);
    }
  };
  auto report_job = [](const Report& r) {
    return OutputJob{r.file, [&r](std::ostream& os) { os << r.text; }, ""};
  };
  auto write_reports_so_far = [&] {
    for (const Report& r : file_reports)
      if (std::string error; !write_outputs({report_job(r)}, error)) say(name + ": error: " + error + "\n");
  };
  try {
    PassContext env{name, &cfg.cost, {}};
    env.check_analyses = cfg.verify_analyses;
    pipeline.run(*doc, env, hooks, emit);
    record_rewrite(*doc, pipeline);
    // What graphopt would reject on reading it back is never written, even
    // when --no-verify-each skipped the checks between passes.
    std::vector<std::string> problems = problems_before_writing(*doc, cfg.verify_each);
    if (!problems.empty()) {
      std::string msg = "the pipeline left a graph graphopt would not read back; nothing written:";
      for (const auto& p : problems) msg += "\n  " + p;
      throw InternalError(msg);
    }
  } catch (const AnalysisError& e) {
    say(name + ": error: " + e.what() + "\n");
    write_reports_so_far();
    return kExitInput;
  } catch (const OutputError& e) {
    say(name + ": error: " + e.what() + "\n");
    write_reports_so_far();
    return kExitInput;
  } catch (...) {  // a bug, memory running out: process_guarded's to report
    write_reports_so_far();
    throw;
  }
  for (const auto& [pass, s] : pass_timer->times) timings.push_back({"pass " + pass, s});
  if (verifier) timings.push_back({"verify", verifier->seconds()});

  // The reports, the trace and the graph together, all or none; the
  // input's stats and overlap-log records only once all are in place (a
  // failure leaves its error record alone).
  auto t1 = std::chrono::steady_clock::now();
  // The reports last: one to a stream (a FIFO, /dev/stderr) goes out as it
  // is written, so only once the graph and the trace have been.
  std::vector<OutputJob> jobs;
  if (std::string path = trace_path(cfg, input); recorder && !path.empty())
    jobs.push_back({path, [&](std::ostream& os) { write_trace(os, recorder->trace); }, "--trace: "});
  const std::string out = output_path(cfg, input);
  if (!out.empty()) jobs.push_back({out, [&](std::ostream& os) { write_fx_json(*doc, os); }, ""});
  for (const Report& r : file_reports) jobs.push_back(report_job(r));
  // The input's records made before its outputs are replaced: once they
  // are, nothing may turn the input into a failure (memory running out
  // while formatting them exited 2 with the new files in place).
  InputRecords made;
  if (recorder) {
    made.overlap_log = recorder->log;
    for (const auto& s : recorder->stats) append_json_line(made.stats, s);
  }
  timings.reserve(timings.size() + 1);
  std::function<void()> placed;
  if (records_now) placed = [&] { records_now(made); };
  if (std::string error; !jobs.empty() && !write_outputs(jobs, error, placed)) {
    say(name + ": error: " + error + "\n");
    return kExitInput;
  }
  // What records_now left (records comes empty: a failure alone writes to it).
  records.overlap_log.swap(made.overlap_log);
  records.stats.swap(made.stats);
  timings.push_back({"write", since(t1)});
  try {
    if (!out.empty() && out != "-") spdlog::info("{}: wrote {}", name, printable_name(out));
    if (cfg.time_passes) print_timings(input, timings, err);
  } catch (const std::bad_alloc&) {  // the outputs stand: only a message is lost
  }
  return kExitOk;
}

// `out_of_memory`, if given, says whether the input failed for want of
// memory alone.
int process_guarded(const RunConfig& cfg, const Pipeline& pipeline, const std::string& input, InputRecords& records,
                    std::ostream& err, const RecordsNow& records_now = {}, bool* out_of_memory = nullptr) {
  InputMessages say(err);
  int code;
  bool short_of_memory = false;
  try {
    code = process(cfg, pipeline, input, records, err, say, records_now, short_of_memory);
  } catch (const std::bad_array_new_length& e) {  // a size computed wrong: a bug
    say(display_name(input) + ": internal error: " + e.what() + "\n");
    code = kExitInternal;
  } catch (const std::bad_alloc&) {  // a memory limit, not a bug
    say(display_name(input) + ": error: not enough memory\n");
    code = kExitInput;
    short_of_memory = true;
  } catch (const std::exception& e) {
    say(display_name(input) + ": internal error: " + e.what() + "\n");
    code = kExitInternal;
  }
  if (out_of_memory) *out_of_memory = short_of_memory;
  if (code != kExitOk) add_error_records(cfg, input, code, say.kept(), records);
  return code;
}

// The run-wide outputs, appended input by input, in input order.
class RunRecords {
 public:
  explicit RunRecords(const RunConfig& cfg) {
    if (!cfg.stats.empty()) stats_.emplace(cfg.stats);
    if (!cfg.overlap_log.empty()) log_.emplace(cfg.overlap_log);
  }
  // The appends return the exit code the writing adds (0, or 2 when a file
  // failed).
  // The records that go to regular files, appended now and cleared from r
  // once written (in the step that puts the input's outputs in place, with
  // signals held back: a write to a pipe, or a message to a standard error
  // whose reader stalled, could wait there for ever, so messages are held
  // until flush_messages).
  int append_to_files(InputRecords& r) {
    holding_ = true;
    struct Release {
      bool& holding;
      ~Release() { holding = false; }
    } release{holding_};
    int code = 0;
    if (log_ && log_->to_regular_file()) {
      code |= append_log(r.overlap_log);
      r.overlap_log.clear();
    }
    if (stats_ && stats_->to_regular_file()) {
      code |= write(stats_, "--stats", r.stats);
      r.stats.clear();
    }
    return code;
  }
  void flush_messages() {
    std::cerr << held_;
    held_.clear();
  }
  int append(const InputRecords& r) { return append_log(r.overlap_log) | write(stats_, "--stats", r.stats); }
  int finish() { return finish_one(log_, "--overlap-log") | finish_one(stats_, "--stats"); }
  // Both logs opened anew before any graph is written: a run stopped after
  // its first graph leaves no record of the run before it.
  int start() { return start_one(log_, "--overlap-log") | start_one(stats_, "--stats"); }

 private:
  // The overlap log is read on a terminal: the input's names may not send
  // it control characters (--stats is JSON, which escapes them).
  int append_log(const std::string& text) {
    return has_controls(text) ? write(log_, "--overlap-log", escape_controls(text)) : write(log_, "--overlap-log", text);
  }
  int report(const char* flag, const std::string& error) {
    const std::string line = "graphopt: error: " + std::string(flag) + ": " + error + "\n";
    if (holding_) held_ += line;
    else std::cerr << line;
    return kExitInput;
  }
  int write(std::optional<RecordWriter>& w, const char* flag, const std::string& text) {
    std::string error;
    if (!w || text.empty() || w->append(text, error)) return 0;
    return error.empty() ? 0 : report(flag, error);  // an empty error: reported once already
  }
  int start_one(std::optional<RecordWriter>& w, const char* flag) {
    std::string error;
    if (!w || w->start(error) || error.empty()) return 0;
    return report(flag, error);
  }
  int finish_one(std::optional<RecordWriter>& w, const char* flag) {
    std::string error;
    if (!w || w->finish(error) || error.empty()) return 0;
    return report(flag, error);
  }
  std::optional<RecordWriter> log_, stats_;
  bool holding_ = false;
  std::string held_;  // messages held while holding_
};

// Several inputs side by side, one worker thread each at a time. Each
// input's messages and records are written in input order as soon as the
// inputs before it are done, so every output is the same as with one job.
// An input that ran out of memory beside others (each job holds its own
// graph, and each thread its own stack and allocator arena: under ulimit -v
// two jobs can fail where one fits) is tried again alone once the others
// are done, its first messages and records dropped: so the output is the
// same as with one job under a memory limit too.
int run_parallel(const RunConfig& cfg, const Pipeline& pipeline, unsigned jobs, RunRecords& sink) {
  struct Result {
    std::ostringstream err;
    InputRecords records;
    int code = kExitOk;
    bool done = false;
  };
  const size_t n = cfg.inputs.size();
  std::vector<Result> results(n);
  std::atomic<size_t> next{0};
  std::mutex mu;
  size_t printed = 0;
  int worst = kExitOk;
  auto run_one = [&](size_t i, bool* out_of_memory) {
    Result& r = results[i];
    CaptureLog capture(r.err);
    r.code = process_guarded(cfg, pipeline, cfg.inputs[i], r.records, r.err, {}, out_of_memory);
  };
  auto print_done = [&] {  // under mu, or with the workers gone
    for (; printed < n && results[printed].done; ++printed) {
      Result& p = results[printed];
      std::cerr << p.err.str() << std::flush;
      worst = std::max({worst, p.code, sink.append(p.records)});
      p.records = InputRecords{};
    }
  };
  auto worker = [&] {
    for (size_t i = next++; i < n; i = next++) {
      bool out_of_memory = false;
      run_one(i, &out_of_memory);
      std::lock_guard<std::mutex> lock(mu);
      Result& r = results[i];
      if (out_of_memory) {  // again alone, below: nothing of this try is kept
        r.err.str("");
        r.records = InputRecords{};
        continue;
      }
      r.done = true;
      print_done();
    }
  };
  std::vector<std::thread> threads;
  try {
    for (unsigned t = 0; t < jobs; ++t) threads.emplace_back(worker);
  } catch (const std::system_error& e) {  // fewer threads than asked (a process or memory limit)
    spdlog::warn("--jobs: started {} of {} threads: {}", threads.size(), jobs, e.what());
    if (threads.empty()) worker();
  }
  for (std::thread& t : threads) t.join();
  for (size_t i = printed; i < n; ++i) {
    if (results[i].done) continue;
    spdlog::info("{}: ran out of memory beside other jobs; trying it alone", display_name(cfg.inputs[i]));
    run_one(i, nullptr);
    results[i].done = true;
    print_done();
  }
  return worst;
}

}  // namespace

void check_stdin_once(const RunConfig& cfg) {
  // The cost file is read before the inputs: they would find it empty.
  std::vector<std::string> reads = cfg.inputs;
  reads.push_back(cfg.cost_file);
  check_stdin_once(reads, "inputs and --cost-model");
  check_pipes_once(reads);
}

void check_config(const RunConfig& cfg, const Pipeline& pipeline) {
  if (cfg.inputs.empty()) throw UsageError("no input file (see --help)");
  check_input_names(cfg.inputs);
  check_stdin_once(cfg);
  bool graph_to_stdout = !cfg.disable_output && (cfg.output.empty() || cfg.output == "-");
  if (!cfg.disable_output && cfg.inputs.size() > 1 &&
      (graph_to_stdout || file_kind(cfg.output) != FileKind::Directory))
    throw UsageError("several inputs need -o DIR, an existing directory (or --disable-output)");
  if (cfg.inputs.size() > 1 && !cfg.trace.empty() && file_kind(cfg.trace) != FileKind::Directory)
    throw UsageError("--trace with several inputs needs an existing directory");
  check_outputs(cfg, pipeline);
}

int run_all(const RunConfig& cfg, const Pipeline& pipeline) {
  RunRecords sink(cfg);
  unsigned jobs = cfg.jobs > 0 ? static_cast<unsigned>(cfg.jobs) : std::max(1u, std::thread::hardware_concurrency());
  jobs = static_cast<unsigned>(std::min<size_t>(jobs, cfg.inputs.size()));
  if (const unsigned fit = jobs_within_descriptors(jobs); fit < jobs) {
    spdlog::info("--jobs: {} at once, of {}: the open-file limit (ulimit -n) leaves room for no more", fit, jobs);
    jobs = fit;
  }
  int worst = sink.start();
  if (jobs > 1) {
    worst = std::max(worst, run_parallel(cfg, pipeline, jobs, sink));
  } else {
    // (One input at a time: its records can go with its outputs. Side by
    // side, they wait for the inputs before it.)
    RecordsNow now = [&](InputRecords& r) {
      try {
        worst = std::max(worst, sink.append_to_files(r));
      } catch (const std::bad_alloc&) {  // what was not written stays in r, for the append below
      }
    };
    for (const auto& input : cfg.inputs) {
      InputRecords records;
      worst = std::max(worst, process_guarded(cfg, pipeline, input, records, std::cerr, now));
      sink.flush_messages();
      worst = std::max(worst, sink.append(records));
    }
  }
  worst = std::max(worst, sink.finish());
  std::cerr.flush();
  if (report_to_stderr && !std::cerr.good()) worst = std::max<int>(worst, kExitInput);  // (no message: nowhere to write it)
  if (worst != kExitOk) remove_unused_dump_dir(cfg);
  return worst;
}

}  // namespace graphopt
