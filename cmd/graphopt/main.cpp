// graphopt: reads fx-json graphs, runs a pipeline of passes, writes them back.
// This file turns flags into a RunConfig and a Pipeline; driver.cpp does the rest.
#include <iostream>

#include <CLI/CLI.hpp>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include "driver.hpp"
#include "graphopt/version.hpp"
#include "pipeline/registry.hpp"

using namespace graphopt;

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
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
  app.add_flag("--print-after-all", cfg.print_after_all, "print the graph (torch.fx text) after each pass, to stderr");
  app.add_flag("--time-passes", cfg.time_passes, "report the time of reading, each pass and writing, to stderr");
  app.add_option("--dump-dir", cfg.dump_dir, "write the graph before the first pass and after each pass here");
  app.add_flag("-q,--quiet", quiet, "log errors only");
  app.add_flag("-v,--verbose", verbose, "log more (-v info, -vv debug)");
  app.set_version_flag("--version", std::string("graphopt ") + kVersion);

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "graphopt: error: " << e.what() << "\nRun 'graphopt --help' for the options.\n";
    return kExitUsage;
  }

  auto logger = spdlog::stderr_color_st("graphopt");
  logger->set_pattern("graphopt: %^%l%$: %v");
  spdlog::set_default_logger(logger);
  spdlog::set_level(quiet ? spdlog::level::err
                    : verbose >= 2 ? spdlog::level::debug
                    : verbose == 1 ? spdlog::level::info
                                   : spdlog::level::warn);

  if (list_passes) {
    std::cout << "Passes (use --passes=name,name{key=value},...):\n" << describe_passes();
    return kExitOk;
  }
  try {
    Pipeline pipeline(parse_pipeline(passes));
    check_config(cfg);
    return run_all(cfg, pipeline);
  } catch (const UsageError& e) {
    std::cerr << "graphopt: error: " << e.what() << "\n";
    return kExitUsage;
  }
}
