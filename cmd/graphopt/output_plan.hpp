#pragma once
// Every file a run will write, known before the first input is read, and
// the checks that keep them from destroying anything: no output on an input
// (the same device and inode, the file behind standard input included), no
// two outputs on one file, no block device, no missing directory. A
// character device (/dev/null, a terminal) may take any number of outputs:
// it is written in place and nothing on it is replaced.
#include <string>
#include <vector>

#include "driver.hpp"
#include "pipeline/pipeline.hpp"

namespace graphopt {

struct PlannedOutput {
  std::string path;
  std::string flag;   // "-o", "--stats", "print{file=...}", ...
  std::string input;  // the input it belongs to; empty for one of the whole run
};

// Where the graph of `input` goes: "" for nowhere, "-" for standard output.
std::string output_path(const RunConfig& cfg, const std::string& input);
// Where the trace of `input` goes ("" for none).
std::string trace_path(const RunConfig& cfg, const std::string& input);
// The input's file name without ".json", for derived names.
std::string stem_of(const std::string& input);
// How an input is named in messages ("<stdin>" for "-").
std::string display_name(const std::string& path);

std::vector<PlannedOutput> planned_outputs(const RunConfig& cfg, const Pipeline& pipeline);

// Throws UsageError on the first problem.
void check_outputs(const RunConfig& cfg, const Pipeline& pipeline);
// A dump directory that check_outputs made, removed again while it holds
// nothing: a run whose every input failed before its first dump leaves no
// trace.
void remove_unused_dump_dir(const RunConfig& cfg);

// Every path a command line may name: each word, and the value of an
// option given as --name=value or -xVALUE.
std::vector<std::string> command_line_paths(int argc, char** argv);

// Refuses standard output where it is the file one of `paths` names (for
// what graphopt prints before its checks: --help, --version,
// --list-passes; `graphopt in.json --list-passes >> in.json` appended to
// the input).
void check_stdout_not_among(const std::vector<std::string>& paths);

// Refuses an empty input name (a path variable left unset).
void check_input_names(const std::vector<std::string>& inputs);

// The same rules for diff and fingerprint, which read `inputs` and write
// their report to standard output: '-' at most once, and standard output
// neither one of the inputs (a shell's '>>' or '1<>' onto it) nor a block
// device. Throws UsageError.
void check_report_output(const std::vector<std::string>& inputs);

// '-' names standard input, which can be read once: among `paths`, what
// one run reads, '-' at most once (`which` says what they are).
void check_stdin_once(const std::vector<std::string>& paths, const std::string& which = "");
// One pipe named twice among what one run reads ("ff ff", "- /dev/stdin",
// a graph and --cost-model): the second read would wait for a writer that
// has gone (a file may be read twice). Throws UsageError.
void check_pipes_once(const std::vector<std::string>& paths);

// Standard error is a regular file named on the command line (`2>> in.json`,
// also a cost file or an output): every message, a usage error included,
// would be written into it. Before the arguments are even parsed, standard
// error becomes /dev/null; the checks that follow refuse an input so named
// with the usage error's exit code, having read and written nothing.
void silence_stderr_if_named(int argc, char** argv);

}  // namespace graphopt
