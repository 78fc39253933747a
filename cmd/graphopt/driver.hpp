#pragma once
// Runs the pipeline over each input file and writes the results; one bad
// file does not stop the others. Exit codes: 0 success, 1 usage error,
// 2 invalid input (or an output that cannot be written), 3 internal error.
#include <string>
#include <vector>

#include "cost/estimator.hpp"
#include "io/input_file.hpp"
#include "pipeline/pipeline.hpp"

namespace graphopt {

enum ExitCode : int { kExitOk = 0, kExitUsage = 1, kExitInput = 2, kExitInternal = 3 };

struct RunConfig {
  std::vector<std::string> inputs;  // "-" is standard input
  std::string output;               // file, directory, "-" or "" (standard output)
  bool disable_output = false;
  bool verify_each = true;
  bool verify_analyses = false;
  bool print_after_all = false;
  bool time_passes = false;
  std::string dump_dir;
  std::string cost_file;  // --cost-model: read, so never an output
  // Analysis outputs ("" for none; "-" is standard output).
  std::string overlap_log;
  std::string stats;
  std::string trace;  // a file, or a directory for several inputs
  CostConfig cost = default_cost_config();
  int jobs = 1;  // inputs processed at once (0: one per core)
  uint64_t max_input_bytes = kDefaultMaxInputMiB << 20;  // --max-input-mb
};

// Checks the inputs and outputs make sense together, before anything is
// read or written; throws UsageError.
void check_config(const RunConfig& cfg, const Pipeline& pipeline);
// Standard input named at most once among the inputs and --cost-model (part
// of check_config; also called before the cost file is read).
void check_stdin_once(const RunConfig& cfg);

int run_all(const RunConfig& cfg, const Pipeline& pipeline);

}  // namespace graphopt
