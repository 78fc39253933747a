#include "output_plan.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <limits.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <algorithm>
#include <map>
#include <optional>

#include "io/file_identity.hpp"
#include "io/printable.hpp"
#include "pipeline/instruments.hpp"
#include "sys/temp_files.hpp"

namespace graphopt {

namespace {

std::string base_name(const std::string& path) {
  if (path == "-") return "stdin.json";
  // "dir/" names dir (an input that is a directory is then refused as one).
  const size_t end = path.find_last_not_of('/');
  if (end == std::string::npos) return path;
  const size_t slash = path.rfind('/', end);
  const size_t start = slash == std::string::npos ? 0 : slash + 1;
  return path.substr(start, end + 1 - start);
}

bool is_directory(const std::string& p) { return file_kind(p) == FileKind::Directory; }

// The directory a file would be created in must exist (symlinks followed).
void check_parent_dir(const PlannedOutput& o) {
  if (o.path.back() == '/')  // "newdir/" names a directory, which a file output cannot be
    throw UsageError(o.flag + " " + printable_name(o.path) + ": directory '" + printable_name(o.path) + "' does not exist");
  std::string dir = parent_dir(resolve_symlinks(o.path));
  if (!is_directory(dir)) throw UsageError(o.flag + " " + printable_name(o.path) + ": directory '" + printable_name(dir) + "' does not exist");
}

void check_dump_dir(const std::string& dir) {
  if (std::string why = unchecked_path_error(dir); !why.empty()) throw UsageError("--dump-dir " + printable_name(dir) + ": " + why);
  FileKind k = file_kind(dir);
  if (k != FileKind::Directory && k != FileKind::Missing)
    throw UsageError("--dump-dir " + printable_name(dir) + ": it is " + file_kind_name(k) + ", not a directory");
  if (symlink_loop(dir)) throw UsageError("--dump-dir " + printable_name(dir) + ": too many levels of symbolic links");
  std::string real = resolve_symlinks(dir);  // a dangling link: the directory is made where it points
  std::string where = k == FileKind::Directory ? dir : parent_dir(real);
  if (!is_directory(where)) throw UsageError("--dump-dir " + printable_name(dir) + ": directory '" + printable_name(where) + "' does not exist");
  if (::access(where.c_str(), W_OK | X_OK) != 0)
    throw UsageError("--dump-dir " + printable_name(dir) + ": cannot write in '" + printable_name(where) + "': " + std::strerror(errno));
}

// Made before the run, so that a place where it cannot be made is a usage
// error rather than a failed write in the run's middle.
bool made_dump_dir = false;  // by this run: see remove_unused_dump_dir

void create_dump_dir(const std::string& dir) {
  if (file_kind(dir) == FileKind::Missing) {
    const std::string where = resolve_symlinks(dir);
    if (::mkdir(where.c_str(), 0777) == 0) {
      made_dump_dir = true;
      remove_empty_dir_on_signal(where);  // as remove_unused_dump_dir, on a signal before the first dump
    } else if (errno != EEXIST) throw UsageError("--dump-dir " + printable_name(dir) + ": cannot create it: " + std::strerror(errno));
  }
  if (!is_directory(dir)) throw UsageError("--dump-dir " + printable_name(dir) + ": not a directory");
}

}  // namespace

// A file named "<stdin>" is shown as "./<stdin>", apart from standard input.
std::string display_name(const std::string& path) {
  if (path == "-") return "<stdin>";
  return path == "<stdin>" ? "./<stdin>" : printable_name(path);
}

std::string output_path(const RunConfig& cfg, const std::string& input) {
  if (cfg.disable_output) return "";
  if (cfg.output.empty() || cfg.output == "-") return "-";
  if (is_directory(cfg.output)) return cfg.output + "/" + base_name(input);
  return cfg.output;
}

std::string stem_of(const std::string& input) {
  std::string stem = base_name(input);
  if (stem.size() > 5 && stem.substr(stem.size() - 5) == ".json") stem.resize(stem.size() - 5);
  return stem;
}

std::string trace_path(const RunConfig& cfg, const std::string& input) {
  if (cfg.trace.empty()) return "";
  if (is_directory(cfg.trace)) return cfg.trace + "/" + stem_of(input) + ".trace.json";
  return cfg.trace;
}

std::vector<PlannedOutput> planned_outputs(const RunConfig& cfg, const Pipeline& pipeline) {
  std::vector<PlannedOutput> out;
  for (const std::string& in : cfg.inputs) {
    // An input that names a directory ('/', '.', 'dir/') or nothing has no
    // outputs of its own: the reader refuses it, naming it.
    const std::string base = base_name(in);
    if (in != "-" && (base.empty() || base == "." || base == ".." || base.find_first_not_of('/') == std::string::npos ||
                      is_directory(in)))
      continue;
    if (std::string p = output_path(cfg, in); !p.empty()) out.push_back({p, "-o", in});
    if (std::string p = trace_path(cfg, in); !p.empty()) out.push_back({p, "--trace", in});
    if (!cfg.dump_dir.empty()) {
      const auto& passes = pipeline.passes();
      for (size_t step = 0; step <= passes.size(); ++step)
        out.push_back({dump_file_path(cfg.dump_dir, stem_of(in), step, step ? passes[step - 1].info->name : ""),
                       "--dump-dir", in});
    }
  }
  if (!cfg.stats.empty()) out.push_back({cfg.stats, "--stats", ""});
  if (!cfg.overlap_log.empty()) out.push_back({cfg.overlap_log, "--overlap-log", ""});
  for (const PassInvocation& inv : pipeline.passes())
    for (const OptionSpec& spec : inv.info->options)
      if (spec.output_file && inv.options.given(spec.name))
        out.push_back({inv.options.get_string(spec.name), inv.info->name + "{" + spec.name + "=...}", ""});
  return out;
}

namespace {
constexpr const char* kUnsafeCharDevice =
    ": refusing to write to a character device other than /dev/null, /dev/zero, /dev/full or a terminal";

// What standard error was when silence_stderr_if_named turned it to
// /dev/null (unset while it has not).
std::optional<std::string> stderr_at_start;

// The file behind a descriptor an argument reads through ("-": standard
// input; /dev/stdin, /dev/fd/N): null where the argument names none, or a
// descriptor open only for writing (/dev/stderr as --stats writes there on
// purpose).
std::optional<std::string> read_descriptor_key(const std::string& arg) {
  const int fd = arg == "-" ? 0 : descriptor_path_fd(arg);
  if (fd < 0) return std::nullopt;
  const int flags = ::fcntl(fd, F_GETFL);
  if (flags < 0 || (flags & O_ACCMODE) == O_WRONLY) return std::nullopt;
  return descriptor_file_key(fd);
}

void stderr_to_dev_null() {
  if (int null = ::open("/dev/null", O_WRONLY); null >= 0) {
    ::dup2(null, 2);
    ::close(null);
  }
}

// Standard error is a file that an input is (`2>> in.json`): every message
// and report would be appended to the input. Nothing may be written there,
// the refusal included: standard error goes to /dev/null, and the run ends
// with the usage error's exit code, having read and written nothing.
// The regular file standard error is, or was before it was silenced.
std::optional<std::string> stderr_file_key() {
  return stderr_at_start ? stderr_at_start : descriptor_file_key(2);
}

void refuse_if_stderr_is_input(const std::vector<std::string>& inputs) {
  std::optional<std::string> err = stderr_file_key();
  if (!err) return;
  for (const std::string& in : inputs)
    if (file_key(in) == err) {
      stderr_to_dev_null();
      throw UsageError("standard error is the input file '" + display_name(in) + "'");
    }
}
}  // namespace

void check_outputs(const RunConfig& cfg, const Pipeline& pipeline) {
  const PlannedOutput dump_dir_entry{cfg.dump_dir, "--dump-dir", ""};
  if (!cfg.dump_dir.empty()) check_dump_dir(cfg.dump_dir);
  for (const PassInvocation& inv : pipeline.passes())
    for (const OptionSpec& spec : inv.info->options)
      if (spec.output_file && inv.options.given(spec.name) && cfg.inputs.size() > 1)
        throw UsageError(inv.info->name + "{" + spec.name + "=...} with several inputs: each input would "
                         "overwrite the file of the one before");

  std::map<std::string, std::string> inputs;  // file key -> the input
  std::map<std::string, std::string> input_views;  // view key (file_identity.hpp) -> the input's file key
  std::vector<std::string> read = cfg.inputs;
  if (!cfg.cost_file.empty()) read.push_back(cfg.cost_file);  // read too, so never written over
  refuse_if_stderr_is_input(read);
  for (size_t i = 0; i < read.size(); ++i) {
    const std::string& in = read[i];
    if (in != "-" && file_kind(in) == FileKind::CharDevice) continue;  // /dev/stdin on a terminal, /dev/null
    std::optional<std::string> key = file_key(in);
    if (!key) continue;
    if (std::optional<std::string> view = view_key(in)) input_views.emplace(*view, *key);
    auto [it, fresh] = inputs.emplace(*key, in);
    if (!fresh && i < cfg.inputs.size())  // one file twice would be processed, and written, twice
      throw UsageError("inputs '" + display_name(it->second) + "' and '" + display_name(in) + "' are the same file");
  }

  int to_stdout = 0;
  std::map<std::string, const PlannedOutput*> written;  // file key -> the first output there
  std::vector<PlannedOutput> outputs = planned_outputs(cfg, pipeline);
  auto shown = [](const PlannedOutput& o) {
    return o.path == "-" ? (o.flag == "-o" ? std::string("the graph") : o.flag) + " (standard output)"
                         : o.flag + " " + printable_name(o.path);
  };
  // `view`: the output's view key, when it is a regular file already.
  auto overwrite_input = [&](const PlannedOutput& o, const std::string& key, const std::optional<std::string>& view) {
    auto it = inputs.find(key);
    const bool through_mount = it == inputs.end() && view && input_views.count(*view);
    if (through_mount) it = inputs.find(input_views.at(*view));
    if (it == inputs.end()) return;
    throw UsageError(shown(o) + " would overwrite the " + (it->second == cfg.cost_file ? "cost file '" : "input file '") +
                     display_name(it->second) + "'" + (it->second == "-" ? " (the file behind standard input)" : "") +
                     (through_mount ? " (the same inode number, size and modification time: one file seen through "
                                      "two mounts, as an overlay or FUSE view shows it)"
                                    : ""));
  };
  // Standard error a regular file that the graph written through a
  // descriptor is too (`> out.json 2>&1`): every report and warning would
  // land inside it.
  const std::optional<std::string> err_file = stderr_file_key();
  auto same_file = [&](const PlannedOutput& o, const std::string& key) {
    auto [it, fresh] = written.emplace(key, &o);
    if (fresh) return;
    const PlannedOutput& first = *it->second;
    // (file_key() gives one key to new names that differ only in case.)
    const std::string why = first.path != o.path && fold_case(first.path) == fold_case(o.path)
                                ? " (their names differ only in case, one name on a case-insensitive file system)"
                                : "";
    if (first.flag == o.flag && !first.input.empty() && !o.input.empty())
      throw UsageError("inputs '" + display_name(first.input) + "' and '" + display_name(o.input) +
                       "' would both write " + printable_name(o.path) + why);
    throw UsageError(first.flag + " " + printable_name(first.path) + " and " + o.flag + " " + printable_name(o.path) +
                     " are the same file" + why);
  };
  if (!cfg.dump_dir.empty())  // the directory itself, which no other output may be
    if (std::optional<std::string> key = file_key(cfg.dump_dir)) written.emplace(*key, &dump_dir_entry);

  for (const PlannedOutput& o : outputs) {
    // Standard output, /dev/stdout, /dev/fd/N: written through the descriptor
    // graphopt was given, which may be a file (a shell's '>' or '>>').
    if (int fd = o.path == "-" ? 1 : descriptor_path_fd(o.path); fd >= 0) {
      if (!inherited_descriptor(fd))
        throw UsageError(o.flag + " " + printable_name(o.path) + ": descriptor " + std::to_string(fd) +
                         " was not open when graphopt started");
      if (descriptor_kind(fd) == FileKind::BlockDevice)
        throw UsageError(shown(o) + ": refusing to write to a block device");
      if (unsafe_char_descriptor(fd))
        throw UsageError(shown(o) + kUnsafeCharDevice);
      if (fd == 1 && ++to_stdout > 1)
        throw UsageError("only one output can go to standard output (the graph goes there unless -o or --disable-output)");
      if (fd != 1) same_file(o, "fd:" + std::to_string(fd));
      // A file behind the descriptor is that file: no input, and no other
      // output (named by path or through another descriptor), may be it.
      if (std::optional<std::string> key = descriptor_file_key(fd)) {
        overwrite_input(o, *key, descriptor_view_key(fd));
        same_file(o, *key);
        // (The logs, --stats and reports may share a file with standard
        // error on purpose: `>> run.log 2>&1`, a batch job's one output.)
        if (o.flag == "-o" && key == err_file)
          throw UsageError("standard error is the same file as " + shown(o) +
                           ": graphopt's reports and warnings would be written into it (send 2> elsewhere)");
      }
      // (A standard stream closed at start is held open on /dev/null for
      // reading, so that no file graphopt opens takes its number.)
      if (const int flags = ::fcntl(fd, F_GETFL); flags < 0 || (flags & O_ACCMODE) == O_RDONLY)
        throw UsageError(shown(o) + ": descriptor " + std::to_string(fd) + " is closed or open only for reading");
      continue;
    }
    if (o.path.size() >= PATH_MAX) throw UsageError(o.flag + " " + printable_name(o.path).substr(0, 64) + "...: the path is too long");
    // (A path here is never "-": shown(o) is the flag and the path.)
    if (symlink_loop(o.path)) throw UsageError(shown(o) + ": too many levels of symbolic links");
    if (std::string why = unchecked_path_error(o.path); !why.empty()) throw UsageError(shown(o) + ": " + why);
    FileKind kind = file_kind(o.path);
    if (kind == FileKind::BlockDevice) throw UsageError(shown(o) + ": refusing to write to a block device");
    if (kind == FileKind::Directory) throw UsageError(shown(o) + ": it is a directory");
    if (kind == FileKind::Socket) throw UsageError(shown(o) + ": it is a socket, which graphopt does not write to");
    if (kind == FileKind::CharDevice && unsafe_char_device(o.path)) throw UsageError(shown(o) + kUnsafeCharDevice);
    if (kind == FileKind::CharDevice) continue;
    if (kind != FileKind::Fifo) {
      // A file is written to a temporary file beside where its symlinks
      // lead (".graphopt-PID-N.tmp", at most 48 bytes), whose path must
      // fit too: refused here, before anything runs.
      constexpr size_t kTempNameMax = 48;
      const size_t len = resolve_symlinks(o.path).size();
      if (len + kTempNameMax >= PATH_MAX)
        throw UsageError(o.flag + " " + printable_name(o.path).substr(0, 64) + "...: the path is too long (" + std::to_string(len) +
                         " bytes; graphopt writes a temporary file beside it, and the system takes paths of at " +
                         "most " + std::to_string(PATH_MAX - 1) + ")");
    }
    if (o.flag != "--dump-dir") check_parent_dir(o);  // the dump directory is made below
    std::optional<std::string> key = file_key(o.path);
    // A dump directory made below has no identity yet: its files are told
    // apart by their paths (two inputs of one name would write one file).
    if (!key && o.flag == "--dump-dir") key = "new:" + fold_case(o.path);  // (case: as file_key)
    if (!key) continue;
    overwrite_input(o, *key, view_key(o.path));
    same_file(o, *key);
  }
  if (to_stdout > 1)
    throw UsageError("only one output can go to standard output (the graph goes there unless -o or --disable-output)");
  if (!cfg.dump_dir.empty()) create_dump_dir(cfg.dump_dir);  // last: nothing is made for a run refused
}

void check_stdin_once(const std::vector<std::string>& paths, const std::string& which) {
  if (std::count(paths.begin(), paths.end(), "-") > 1)
    throw UsageError("'-' (standard input) can be given once" + (which.empty() ? "" : " (" + which + ")"));
}

void check_pipes_once(const std::vector<std::string>& paths) {
  std::map<std::string, std::string> pipes;  // file key -> the path
  for (const std::string& in : paths) {
    if (in.empty()) continue;
    const bool pipe = in == "-" ? descriptor_kind(0) == FileKind::Fifo : file_kind(in) == FileKind::Fifo;
    std::optional<std::string> key = pipe ? file_key(in) : std::nullopt;
    if (!key) continue;
    auto [it, fresh] = pipes.emplace(*key, in);
    if (!fresh)
      throw UsageError("inputs '" + display_name(it->second) + "' and '" + display_name(in) +
                       "' are the same pipe, which can be read once");
  }
}

std::vector<std::string> command_line_paths(int argc, char** argv) {
  std::vector<std::string> out;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    out.push_back(arg);
    if (arg.starts_with("--")) {
      if (size_t eq = arg.find('='); eq != std::string::npos) out.push_back(arg.substr(eq + 1));
    } else if (arg.size() > 2 && arg[0] == '-') {
      out.push_back(arg.substr(2));  // -oPATH
    }
  }
  return out;
}

void silence_stderr_if_named(int argc, char** argv) {
  std::optional<std::string> err = descriptor_file_key(2);
  if (!err) return;
  for (const std::string& arg : command_line_paths(argc, argv)) {
    // (A descriptor path, /dev/stderr as --stats, writes through standard
    // error on purpose: not a file named.)
    // A descriptor read from (`- < in.json 2>> in.json`) is an input
    // named as surely as a path is (found by red-team: a usage error was
    // appended to the input).
    if (arg.empty()) continue;
    if (arg == "-" || descriptor_path_fd(arg) >= 0) {
      if (read_descriptor_key(arg) != err) continue;
    } else if (file_kind(arg) != FileKind::Regular || file_key(arg) != err) {
      continue;
    }
    stderr_to_dev_null();
    stderr_at_start = err;
    return;
  }
}

void check_input_names(const std::vector<std::string>& inputs) {
  for (const std::string& input : inputs)  // ("$UNSET" in a script): named, not "cannot open"
    if (input.empty()) throw UsageError("an empty input name (give a path, or '-' for standard input)");
}

void check_report_output(const std::vector<std::string>& inputs) {
  check_input_names(inputs);
  check_stdin_once(inputs);
  refuse_if_stderr_is_input(inputs);
  check_pipes_once(inputs);
  if (descriptor_kind(1) == FileKind::BlockDevice)
    throw UsageError("standard output: refusing to write to a block device");
  if (unsafe_char_descriptor(1))
    throw UsageError(std::string("standard output") + kUnsafeCharDevice);
  std::optional<std::string> out = descriptor_file_key(1);
  if (!out) return;
  for (const std::string& in : inputs)
    if (file_key(in) == out)
      throw UsageError("the report (standard output) would overwrite the input file '" + display_name(in) + "'" +
                       (in == "-" ? " (the file behind standard input)" : ""));
}

void check_stdout_not_among(const std::vector<std::string>& paths) {
  std::optional<std::string> out = descriptor_file_key(1);
  if (!out) return;
  for (const std::string& p : paths) {
    if (p == "-" && read_descriptor_key(p) == out)  // (`- --help < in.json >> in.json`)
      throw UsageError("standard output would write into the file behind standard input");
    if (!p.empty() && p != "-" && file_key(p) == out)
      throw UsageError("standard output would write into '" + display_name(p) + "', a file on the command line");
  }
}

void remove_unused_dump_dir(const RunConfig& cfg) {
  if (made_dump_dir) (void)::rmdir(resolve_symlinks(cfg.dump_dir).c_str());  // only while empty
}

}  // namespace graphopt
