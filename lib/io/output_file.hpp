#pragma once
// The one way graphopt writes a file (the graph, --stats, --overlap-log,
// --trace, dumps, pass reports). A file is replaced whole or not at all:
// the text goes to a temporary file beside the target (short name, so any
// target name fits), flushed to disk, given the old file's mode and owner
// (0666 less the umask for a new one), then renamed over it. A symlink is
// written through to its target, unless the caller's names are its own
// (FinalLink::Refuse: a dump file). A character device (/dev/null) or a FIFO
// is written in place, as a shell's '>' would, never replaced; a FIFO with
// no reader is an error, not a wait; a block device or a socket is
// refused. "-" is standard output, and /dev/stdout, /dev/fd/N and
// /proc/self/fd/N are written through that descriptor. A signal
// that ends the process removes the temporary file (sys/temp_files.hpp).
#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace graphopt {

struct OutputTarget;  // an opened output (output_file.cpp)

// What a symlink at the output's own name means. Refuse: graphopt chose the
// name in a directory someone else may write (--dump-dir), so a link there
// is an error; the directories above are followed as ever. The refusal is
// the writer's own lstat, and the rename replaces the name itself, so a
// link made after that check is replaced, not followed.
enum class FinalLink { Follow, Refuse };

// Calls fill() with a stream into the output. Returns false with a readable
// reason in `error` ("cannot write 'out.json': No space left on device").
bool write_output(const std::string& path, const std::function<void(std::ostream&)>& fill, std::string& error,
                  FinalLink link = FinalLink::Follow);

// Several outputs of one input, written all or none as far as a file
// system allows: each file goes to its temporary file (and to disk) first,
// then what is written in place (standard output, a device, a FIFO), and
// only when all of them are written are the files renamed into place. A
// failure names the output by its `label` ("--trace: ").
struct OutputJob {
  std::string path;
  std::function<void(std::ostream&)> fill;
  std::string label;
  FinalLink link = FinalLink::Follow;
};
// `placed`, when given, runs once every output is in place, before a
// signal can end the run (the input's records go to their files there: a
// run stopped at that moment leaves no new output without its records).
bool write_outputs(const std::vector<OutputJob>& jobs, std::string& error, const std::function<void()>& placed = {});

// An output written as whole records as they come (--stats lines,
// --overlap-log blocks): start() (or else the first record) replaces the
// target as write_output does, the records are appended, so a run killed
// midway leaves the records written so far, each whole, and never the
// previous run's beside this run's other outputs.
class RecordWriter {
 public:
  explicit RecordWriter(std::string path);
  ~RecordWriter();
  RecordWriter(const RecordWriter&) = delete;
  RecordWriter& operator=(const RecordWriter&) = delete;

  // The target replaced by an empty file, before the run writes anything else.
  bool start(std::string& error) { return target_ || append("", error); }
  bool append(std::string_view text, std::string& error);
  // Flushes to disk; a run with no record still leaves an empty file.
  bool finish(std::string& error);
  const std::string& path() const { return path_; }
  // Whether its target is a regular file (a write there never waits on a reader).
  bool to_regular_file() const;

 private:
  std::string path_;
  std::unique_ptr<OutputTarget> target_;
  bool failed_ = false;
};

}  // namespace graphopt
