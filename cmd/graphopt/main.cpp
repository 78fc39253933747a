// graphopt: reads fx-json graphs, runs a pipeline of passes, writes them back.
// This file turns flags into a RunConfig and a Pipeline; driver.cpp does the rest.
#include <fcntl.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <iostream>

#include <CLI/CLI.hpp>
#include <spdlog/spdlog.h>

#include "cost/cost_file.hpp"
#include "cost/cost_flags.hpp"
#include "diff_command.hpp"
#include "fingerprint_command.hpp"
#include "driver.hpp"
#include "log_sink.hpp"
#include "output_plan.hpp"
#include "graphopt/commit.hpp"
#include "graphopt/version.hpp"
#include "io/decimal.hpp"
#include "io/diagnostics.hpp"
#include "io/file_identity.hpp"
#include "io/limits.hpp"
#include "io/number_format.hpp"
#include "pipeline/registry.hpp"
#include "sys/allocator.hpp"
#include "sys/temp_files.hpp"

using namespace graphopt;

namespace {

// A closed standard stream would let the next file opened take its number,
// and output meant for the terminal would land in that file. Hold each with
// /dev/null, opened the wrong way round so that using it still fails
// (EBADF) and is reported.
void hold_closed_std_streams() {
  for (int fd = 0; fd <= 2; ++fd) {
    if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
    int held = ::open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY);
    if (held >= 0 && held != fd) ::close(held);
  }
}

// "--stats=" with nothing after the '=' must not take the next argument as
// its value (CLI11 would): in a script, --stats=$UNSET would then write over
// an input. An empty pipeline is meaningful ("--passes=" is the same as no
// --passes); any other empty value is an error.
std::vector<std::string> arguments_without_empty_values(int argc, char** argv) {
  std::vector<std::string> args;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--") {
      for (; i < argc; ++i) args.push_back(argv[i]);
      break;
    }
    if (a.size() > 3 && a.compare(0, 2, "--") == 0 && a.back() == '=') {
      std::string name = a.substr(0, a.size() - 1);
      if (name == "--passes") continue;
      throw UsageError(name + ": empty value (give a value, or leave the option out)");
    }
    args.push_back(a);
  }
  std::reverse(args.begin(), args.end());  // CLI11 takes them last first
  return args;
}

// A value given as a separate empty argument ("--stats ''").
void check_no_empty_values(const CLI::App& app) {
  for (const CLI::Option* opt : app.get_options()) {
    if (opt->get_type_size() == 0 || opt->get_name() == "--passes" || opt->get_positional()) continue;
    for (const std::string& r : opt->results())
      if (r.empty()) throw UsageError(opt->get_name() + ": empty value (give a value, or leave the option out)");
  }
}

// The options and inputs before a subcommand are the optimizer's; diff and
// fingerprint would ignore them (a limit or a world size the user meant for
// them, an input that goes nowhere), so they are refused instead.
void check_nothing_before(const CLI::App& app, const CLI::App& sub) {
  for (const CLI::Option* opt : app.get_options()) {
    if (opt->count() == 0) continue;
    const std::string what = opt->get_positional() ? "input '" + opt->results().front() + "'" : opt->get_name();
    throw UsageError(what + " before '" + sub.get_name() + "': '" + sub.get_name() +
                     "' takes only its own options, after it (see graphopt " + sub.get_name() + " --help)");
  }
}

// Every number on the command line is read as decimal, by the rule of pass
// options (io/decimal.hpp), and must lie in its range (those of
// io/limits.hpp, which the cost file shares). Left to CLI11,
// "--gpus-per-node=010" was eight (octal) and "--compute-scale=0x10"
// sixteen. Applied to every option of a numeric type, of the subcommands
// too, so that a new flag cannot miss the rule; a number out of range is
// shown as typed (found by red-team: 99999999999999999999 was shown as the
// int64 it was clamped to, 9.2233720368547758e+18).
struct FlagRange {
  const char* flag;
  double lo, hi;
};
const FlagRange kFlagRanges[] = {
    {"--max-input-mb", 1, static_cast<double>(kMaxInputMiBLimit)},
    {"--jobs", 0, kMaxJobs},
    {"--world-size", 1, kMaxWorldSize},
    {"--gpus-per-node", 1, kMaxGpusPerNode},
    {"--intra-node-bw", kMinBandwidthGBps, kMaxBandwidthGBps},
    {"--inter-node-bw", kMinBandwidthGBps, kMaxBandwidthGBps},
    {"--intra-node-lat", 0, kMaxLatencyUs},
    {"--inter-node-lat", 0, kMaxLatencyUs},
    {"--link-scale", kMinScale, kMaxScale},
    {"--compute-scale", kMinScale, kMaxScale},
    {"--contention", 0, kMaxSlowdown},
};

void read_numbers_as_decimal(CLI::App& app) {
  for (CLI::Option* opt : app.get_options()) {
    const std::string type = opt->get_type_name();
    if (type != "INT" && type != "FLOAT") continue;
    const bool integer = type == "INT";
    const FlagRange* range = nullptr;
    for (const FlagRange& r : kFlagRanges)
      if (opt->check_name(r.flag)) range = &r;
    if (!range) throw std::logic_error("no range for the numeric flag " + opt->get_name());
    opt->transform(CLI::Validator(
        [integer, range](std::string& text) -> std::string {
          if (text.empty()) return "empty value (give a value, or leave the option out)";
          int64_t i = 0;
          double d = 0;
          const std::errc read = integer ? parse_decimal_int(text, i) : parse_decimal_float(text, d);
          if (read != std::errc() && read != std::errc::result_out_of_range)
            return "'" + text + "' is not a decimal " + (integer ? "integer" : "number");
          if (integer) d = static_cast<double>(i);
          if (read == std::errc::result_out_of_range || !(d >= range->lo && d <= range->hi))
            return out_of_range(text, range->lo, range->hi);
          // What CLI11 reads back is the value checked ("010": 10; a float's
          // shortest round trip, not CLI11's strtold of the text).
          if (integer) text = std::to_string(i);
          else text = python_float(d);
          return "";
        },
        "", "decimal"));
  }
  for (CLI::App* sub : app.get_subcommands({})) read_numbers_as_decimal(*sub);
}

// What graphopt prints before its checks (--help, --version, --list-passes)
// may not land in a file on its command line: an error (true) instead.
bool stdout_onto_argument(int argc, char** argv) {
  try {
    check_stdout_not_among(command_line_paths(argc, argv));
    return false;
  } catch (const UsageError& e) {
    std::cerr << "graphopt: error: " << e.what() << "\n";
    return true;
  }
}

}  // namespace

int main(int argc, char** argv) {
  hold_closed_std_streams();
  silence_stderr_if_named(argc, argv);
  note_inherited_descriptors();
  install_temp_file_cleanup();
  std::ios::sync_with_stdio(false);
  escape_controls_on_stderr();
  tune_allocator_for_batch();
  CLI::App app{"graphopt: an optimizer for the graphs of distributed PyTorch programs (fx-json in, fx-json out)",
               "graphopt"};
  app.get_formatter()->column_width(30);
  RunConfig cfg;
  std::string passes;
  bool list_passes = false;
  bool quiet = false;
  int verbose = 0;
  app.add_option("inputs", cfg.inputs, "fx-json files to read ('-' for standard input)");
  app.add_option("-p,--passes", passes, "pipeline: pass,pass{key=value,...},... (see --list-passes)");
  app.add_option("-o,--output", cfg.output,
                 "output file, or directory for several inputs ('-' or absent: standard output)");
  app.add_flag("--disable-output", cfg.disable_output, "do not write the graph (for print and checks)");
  app.add_flag("--list-passes", list_passes, "list the passes, their options and exit");
  app.add_flag("--verify-each,!--no-verify-each", cfg.verify_each,
               "check the invariants after every pass (default: on)");
  app.add_flag("--verify-analyses", cfg.verify_analyses,
               "recompute the cached analyses after every pass and fail if the cache is stale (for pass developers)");
  app.add_flag("--print-after-all", cfg.print_after_all, "print the graph (torch.fx text) after each pass, to stderr");
  app.add_flag("--time-passes", cfg.time_passes, "report the time of reading, each pass and writing, to stderr");
  app.add_option("--dump-dir", cfg.dump_dir, "write the graph before the first pass and after each pass here");
  int64_t jobs = 1;  // (wide: a number past int's range is reported as out of range, as for the others)
  app.add_option("-j,--jobs", jobs, "process this many input files at once (0: one per core; default 1); "
                                        "the output is the same as with one");
  int64_t max_input_mb = kDefaultMaxInputMiB;  // signed: -1 is reported as -1, not wrapped
  app.add_option("--max-input-mb", max_input_mb, "refuse an input larger than this many MiB (default 4096)");
  // Analysis: what users see, and the cost model behind it.
  std::string& cost_file = cfg.cost_file;
  std::string gpu, comm_model;
  int64_t world_size = 0, gpus_per_node = 0;
  double intra_bw = 0, inter_bw = 0, intra_lat = -1, inter_lat = -1;
  double link_scale = 1, compute_scale = 1, contention = 0;
  auto* an = "Analysis";
  app.add_option("--overlap-log", cfg.overlap_log,
                 "write the overlap log (before the pipeline, after each pass, after all) to FILE")->group(an);
  app.add_option("--stats", cfg.stats, "write one JSON object per input and stage to FILE (JSON lines)")->group(an);
  app.add_option("--trace", cfg.trace, "write a Chrome/Perfetto trace of the schedules to FILE (DIR for several inputs)")
      ->group(an);
  app.add_option("--cost-model", cost_file, "cost file: fixed costs and/or machine numbers (docs/cost-model.md)")
      ->group(an);
  app.add_option("--gpu", gpu, "GPU preset for the analytic model: " + gpu_names() + " (default h100)")->group(an);
  app.add_option("--comm-model", comm_model, "collective model: graphopt (default) or torch")->group(an);
  app.add_option("--world-size", world_size, "size of groups the graph does not describe")->group(an);
  app.add_option("--gpus-per-node", gpus_per_node, "GPUs per node: larger groups cross the network (default 8)")
      ->group(an);
  app.add_option("--intra-node-bw", intra_bw, "NCCL bus bandwidth inside a node, GB/s")->group(an);
  app.add_option("--intra-node-lat", intra_lat, "fixed latency of a collective inside a node, us")->group(an);
  app.add_option("--inter-node-bw", inter_bw, "NCCL bus bandwidth between nodes, per GPU, GB/s")->group(an);
  app.add_option("--inter-node-lat", inter_lat, "fixed latency of a collective across nodes, us")->group(an);
  app.add_option("--link-scale", link_scale,
                 "what if: collectives' bandwidth times this (their latency divided by its square root)")->group(an);
  app.add_option("--compute-scale", compute_scale, "what if: every compute node's time times this")->group(an);
  app.add_option("--contention", contention,
                 "compute slows by this fraction while a collective is in flight, and collectives of different "
                 "groups share the link (0: off, the default)")->group(an);
  app.add_flag("-q,--quiet", quiet, "log errors only");
  app.add_flag("-v,--verbose", verbose, "log more (-v info, -vv debug)");
  app.set_version_flag("--version", std::string("graphopt ") + kVersion + " (commit " + kCommit + ")");

  std::string diff_a, diff_b;
  bool diff_stat = false, diff_same = false;
  CLI::App* diff = app.add_subcommand(
      "diff", "show what changed between two graphs: nodes added, removed, changed, moved (exit 0 equal, 1 different)");
  diff->add_option("a", diff_a, "the graph before ('-' for standard input)")->required();
  diff->add_option("b", diff_b, "the graph after")->required();
  diff->add_flag("--stat", diff_stat, "one summary line");
  diff->add_flag("--same-result", diff_same,
                 "instead, whether b computes what a computes: the same operations on the same values, every "
                 "read after the writes it follows in a (exit 0 yes, 1 no, naming where they part)")
      ->excludes("--stat");
  std::vector<std::string> fp_paths;
  int64_t fp_world_size = 0;
  CLI::App* fingerprint = app.add_subcommand(
      "fingerprint",
      "check that several ranks' graphs issue each group's collectives in the same order (exit 0 agree, 1 differ)");
  fingerprint->add_option("graphs", fp_paths, "the graphs, one per rank ('-' for standard input)")->required();
  fingerprint->add_option("--world-size", fp_world_size, "size of groups the graphs do not describe");
  read_numbers_as_decimal(app);

  try {
    std::vector<std::string> args = arguments_without_empty_values(argc, argv);
    app.parse(args);
    check_no_empty_values(app);
    if (diff->parsed()) {
      check_nothing_before(app, *diff);
      check_no_empty_values(*diff);
    }
    if (fingerprint->parsed()) {
      check_nothing_before(app, *fingerprint);
      check_no_empty_values(*fingerprint);
    }
  } catch (const UsageError& e) {
    std::cerr << "graphopt: error: " << e.what() << "\n";
    const bool sub = diff->parsed() || fingerprint->parsed() ||
                     (argc > 1 && (std::string(argv[1]) == "diff" || std::string(argv[1]) == "fingerprint"));
    return sub ? kExitInput : kExitUsage;
  } catch (const CLI::CallForHelp& e) {
    return stdout_onto_argument(argc, argv) ? kExitUsage : app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return stdout_onto_argument(argc, argv) ? kExitUsage : app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return stdout_onto_argument(argc, argv) ? kExitUsage : app.exit(e);
  } catch (const CLI::ParseError& e) {
    CLI::App* sub = diff->parsed() ? diff : fingerprint->parsed() ? fingerprint : nullptr;
    // An option before a subcommand is the error to show, whatever its value
    // ("--jobs=-5 diff a b": not the range of a flag diff does not take).
    try {
      if (sub) check_nothing_before(app, *sub);
    } catch (const UsageError& before) {
      std::cerr << "graphopt: error: " << before.what() << "\n";
      return kExitInput;
    }
    const std::string help = sub ? "graphopt " + sub->get_name() + " --help" : "graphopt --help";
    std::cerr << "graphopt: error: " << e.what() << "\nRun '" << help << "' for the options.\n";
    // diff's convention: 0 equal, 1 different, 2 trouble (a usage error included).
    return diff->parsed() || fingerprint->parsed() ? kExitInput : kExitUsage;
  }
  if (*fingerprint) {
    try {
      return run_fingerprint(fp_paths, fp_world_size);
    } catch (const std::exception& e) {
      std::cerr << "graphopt: internal error: " << e.what() << "\n";
      return kExitInternal;
    }
  }

  if (*diff) {
    try {
      return run_diff(diff_a, diff_b, diff_stat, diff_same);
    } catch (const std::exception& e) {
      std::cerr << "graphopt: internal error: " << e.what() << "\n";
      return kExitInternal;
    }
  }

  auto logger = std::make_shared<spdlog::logger>("graphopt", make_log_sink());
  logger->set_pattern("graphopt: %l: %v");
  spdlog::set_default_logger(logger);
  spdlog::set_level(quiet ? spdlog::level::err
                    : verbose >= 2 ? spdlog::level::debug
                    : verbose == 1 ? spdlog::level::info
                                   : spdlog::level::warn);

  if (list_passes) {
    if (stdout_onto_argument(argc, argv)) return kExitUsage;
    std::cout << "Passes (use --passes=name,name{key=value},...):\n" << describe_passes();
    return kExitOk;
  }
  try {
    // The cost model (cost/cost_flags.hpp: the preset, the file, the flags).
    auto file = std::make_shared<CostFile>();
    check_stdin_once(cfg);
    // The input limit bounds the cost file too (read first).
    cfg.max_input_bytes = static_cast<uint64_t>(max_input_mb) << 20;
    if (!cost_file.empty()) {
      Diagnostics d(display_name(cost_file));
      if (!load_cost_file(cost_file, *file, d, cfg.max_input_bytes)) {
        std::cerr << d.render();
        return kExitInput;
      }
    }
    CostFlags flags;
    flags.gpu = gpu;
    flags.comm_model = comm_model;
    flags.world_size = world_size;
    if (app.count("--gpus-per-node")) flags.gpus_per_node = static_cast<int>(gpus_per_node);
    if (app.count("--intra-node-bw")) flags.intra_bw_GBps = intra_bw;
    if (app.count("--inter-node-bw")) flags.inter_bw_GBps = inter_bw;
    if (app.count("--intra-node-lat")) flags.intra_lat_us = intra_lat;
    if (app.count("--inter-node-lat")) flags.inter_lat_us = inter_lat;
    flags.link_scale = link_scale;
    flags.compute_scale = compute_scale;
    if (app.count("--contention")) flags.contention = contention;
    cfg.cost = merge_cost_config(flags, file);
    cfg.jobs = static_cast<int>(jobs);

    Pipeline pipeline(parse_pipeline(passes));
    check_config(cfg, pipeline);
    return run_all(cfg, pipeline);
  } catch (const UsageError& e) {
    std::cerr << "graphopt: error: " << e.what() << "\n";
    return kExitUsage;
  } catch (const std::exception& e) {  // a bug, reported rather than an abort
    std::cerr << "graphopt: internal error: " << e.what() << "\n";
    return kExitInternal;
  }
}
