#include "io/output_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <optional>
#include <streambuf>

#include <spdlog/spdlog.h>

#include "io/file_identity.hpp"
#include "io/printable.hpp"
#include "sys/temp_files.hpp"

namespace graphopt {

namespace {

// A stream buffer over a file descriptor that remembers the first error.
class FdBuf : public std::streambuf {
 public:
  explicit FdBuf(int fd) : fd_(fd) { setp(buf_, buf_ + sizeof buf_); }
  int error() const { return error_; }
  off_t written() const { return written_; }
  bool drain() {
    char* p = pbase();
    while (p < pptr() && error_ == 0) {
      ssize_t n = ::write(fd_, p, static_cast<size_t>(pptr() - p));
      if (n < 0) {
        if (errno == EINTR) continue;
        error_ = errno;
      } else {
        p += n;
        written_ += n;
      }
    }
    setp(buf_, buf_ + sizeof buf_);
    return error_ == 0;
  }

 protected:
  int_type overflow(int_type c) override {
    if (!drain()) return traits_type::eof();
    if (c != traits_type::eof()) {
      *pptr() = static_cast<char>(c);
      pbump(1);
    }
    return traits_type::not_eof(c);
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    std::streamsize done = 0;
    while (done < n) {
      std::streamsize room = epptr() - pptr();
      if (room == 0) {
        if (!drain()) return done;
        continue;
      }
      std::streamsize k = std::min(room, n - done);
      std::memcpy(pptr(), s + done, static_cast<size_t>(k));
      pbump(static_cast<int>(k));
      done += k;
    }
    return done;
  }
  int sync() override { return drain() ? 0 : -1; }

 private:
  int fd_;
  int error_ = 0;
  off_t written_ = 0;
  char buf_[1 << 16];
};

std::atomic<unsigned> counter{0};

// (`written` counts the bytes that went out, whatever happened after.)
bool write_all(int fd, std::string_view text, int& err, off_t& written) {
  while (!text.empty()) {
    ssize_t n = ::write(fd, text.data(), text.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      err = errno;
      return false;
    }
    text.remove_prefix(static_cast<size_t>(n));
    written += n;
  }
  return true;
}

// Where the writes to a target written in place begin, when they can be
// taken back: a regular file (standard output sent to one) written at its
// end (appended to, or written past its last byte), so that cutting it back
// to there leaves it as it was. -1 otherwise (a pipe, a device, a file
// overwritten from its middle).
off_t in_place_end(int fd) {
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) return -1;
  const int flags = ::fcntl(fd, F_GETFL);
  if (flags >= 0 && (flags & O_APPEND)) return st.st_size;
  const off_t at = ::lseek(fd, 0, SEEK_CUR);
  return at == st.st_size ? at : -1;
}

// Cuts a file back to `end` after a failed write of `written` bytes (a
// full disk): the next write goes there too. Only where nothing else was
// written since: a file shared with other writers (`make >> build.log`,
// graphopt's output among them) keeps what they added.
void cut_back(int fd, off_t end, off_t written) {
  struct stat st {};
  if (end < 0 || ::fstat(fd, &st) != 0 || st.st_size != end + written) return;
  if (::ftruncate(fd, end) == 0) (void)::lseek(fd, end, SEEK_SET);
}

// The path with the links in its directories followed, its last name as
// given (FinalLink::Refuse).
std::string resolve_directories(const std::string& path, bool* refused) {
  const size_t slash = path.rfind('/');
  if (slash == std::string::npos) return path;
  if (slash + 1 == path.size()) return resolve_symlinks(path, refused);  // (a directory's name: fails below)
  std::string dir = resolve_symlinks(path.substr(0, slash == 0 ? 1 : slash), refused);
  return (dir.back() == '/' ? dir : dir + "/") + path.substr(slash + 1);
}

}  // namespace

// An opened output: a temporary file to rename over `final_path`, or a file
// written in place (standard output, a device, a FIFO).
struct OutputTarget {
  int fd = -1;
  bool in_place = false;
  bool committed = false;  // the temporary file has been renamed into place
  std::string shown;       // the path as given, for messages
  std::string final_path;  // symlinks followed
  std::string tmp;
  std::unique_ptr<TempFileGuard> guard;
  bool existed = false;  // final_path held a file when opened
  std::string old;       // that file under a second name, until the run's renames are all done
  std::unique_ptr<TempFileGuard> old_guard;
  bool keeping = false;  // one of several files written together (keep_old ran)
  std::unique_ptr<TempFileGuard> new_guard;  // final_path where there was none, until the run's renames are done

  std::string message(int err) const { return message(std::strerror(err)); }
  std::string message(const std::string& why) const {
    if (shown == "-") return "cannot write to standard output: " + why;
    return "cannot write '" + printable_name(shown) + "': " + why;
  }
  // A disk under a descriptor (> /dev/sda, 3>/dev/sda) as much as by name.
  std::string block_device() const { return message("refusing to write to a block device"); }

  bool open(const std::string& path, FinalLink link, std::string& error) {
    shown = path;
    if (path == "-") {
      if (descriptor_kind(1) == FileKind::BlockDevice) return error = block_device(), false;
      fd = 1;
      in_place = true;
      return true;
    }
    // A name of graphopt's own is no descriptor and no link: refused before
    // the checks below, which follow links (found by review: a link planted
    // there to /dev/stdout sent the dump to graphopt's standard output).
    const std::string refused_link = "it is a symlink, which graphopt does not follow for a name of its own (remove it)";
    if (link == FinalLink::Refuse) {
      bool ignored = false;
      struct stat st {};
      if (::lstat(resolve_directories(path, &ignored).c_str(), &st) == 0 && S_ISLNK(st.st_mode))
        return error = message(refused_link), false;
    }
    if (int named = link == FinalLink::Follow ? descriptor_path_fd(path) : -1; named >= 0) {
      // Only a descriptor graphopt was given: any other is one of its own files.
      if (!inherited_descriptor(named)) return error = message(EBADF), false;
      if (descriptor_kind(named) == FileKind::BlockDevice) return error = block_device(), false;
      fd = ::fcntl(named, F_DUPFD_CLOEXEC, 3);
      if (fd < 0) return error = message(errno), false;
      in_place = true;
      return true;
    }
    if (symlink_loop(path)) return error = message(ELOOP), false;
    if (std::string why = unchecked_path_error(path); !why.empty()) {
      error = "cannot write '" + printable_name(path) + "': " + why;
      return false;
    }
    // Resolved once, refusing another user's link in a sticky directory on
    // the same lstat that decides where the write goes (one made since the
    // check above too); nothing below follows a link again.
    bool refused = false;
    final_path = link == FinalLink::Follow ? resolve_symlinks(path, &refused) : resolve_directories(path, &refused);
    if (refused) {
      error = "cannot write '" + printable_name(path) + "': " + kForeignLink;
      return false;
    }
    struct stat st {};
    bool exists = ::lstat(final_path.c_str(), &st) == 0;
    if (exists && S_ISLNK(st.st_mode))
      return error = message(link == FinalLink::Refuse ? refused_link : "a symlink appeared there while graphopt opened it"),
             false;
    if (exists && (S_ISREG(st.st_mode) || S_ISFIFO(st.st_mode)) && foreign_in_sticky_dir(final_path, st)) {
      error = "cannot write '" + printable_name(path) + "': " + kForeignFile;
      return false;
    }
    existed = exists;
    if (exists && S_ISDIR(st.st_mode)) {
      error = "cannot write '" + printable_name(path) + "': it is a directory";
      return false;
    }
    if (exists && S_ISBLK(st.st_mode)) return error = block_device(), false;
    if (exists && S_ISSOCK(st.st_mode)) {
      error = "cannot write '" + printable_name(path) + "': it is a socket, which graphopt does not write to";
      return false;
    }
    if (exists && !S_ISREG(st.st_mode)) {
      // O_NONBLOCK: opening a FIFO nobody reads fails at once (ENXIO) instead of waiting.
      fd = ::open(final_path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | O_NOFOLLOW);
      if (fd < 0) {
        error = errno == ENXIO && S_ISFIFO(st.st_mode) ? "cannot write '" + printable_name(path) + "': a FIFO with no reader"
                                                       : message(errno);
        return false;
      }
      int flags = ::fcntl(fd, F_GETFL);
      if (flags >= 0) ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
      in_place = true;
      return true;
    }
    // A file we may not write is not replaced either (as cp would refuse it),
    // even though its directory would let a rename through.
    if (exists && ::access(final_path.c_str(), W_OK) != 0) return error = message(errno), false;
    std::string dir = parent_dir(final_path);
    struct stat dst {};
    if (::stat(dir.c_str(), &dst) != 0 || !S_ISDIR(dst.st_mode)) {
      error = "cannot write '" + printable_name(path) + "': directory '" + printable_name(dir) + "' does not exist";
      return false;
    }
    const std::string prefix = dir == "." && final_path.find('/') == std::string::npos ? std::string() : dir + "/";
    // Registered before it exists, so that a signal (to any thread) never
    // finds it made but unregistered. A name someone else took (O_EXCL:
    // not opened) is dropped for the next; the name holds graphopt's pid,
    // so only a file made on purpose with it could be in that window.
    for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
      tmp = prefix + ".graphopt-" + std::to_string(::getpid()) + "-" + std::to_string(counter++) + ".tmp";
      guard = std::make_unique<TempFileGuard>(tmp);
      fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
      guard->made();
      if (fd >= 0) break;
      int err = errno;
      guard.reset();
      errno = err;
      if (err != EEXIST) break;
    }
    if (fd < 0) {
      error = message(errno);
      tmp.clear();
      return false;
    }
    if (exists) {
      // Keep what the old file was: its owner where allowed (root), then its
      // mode (after, as a change of owner clears set-id bits; without the
      // owner, no set-id bits for a file that is now ours).
      bool owner_kept = ::fchown(fd, st.st_uid, st.st_gid) == 0;
      (void)::fchmod(fd, st.st_mode & (owner_kept ? 07777 : 0777));
    }
    return true;
  }

  // Makes the written text the target's: flush, then rename into place.
  bool commit(int& err) { return sync(err) && rename_into_place(err); }
  bool sync(int& err) {
    if (in_place || committed) return true;
    if (::fsync(fd) != 0) return err = errno, false;
    return true;
  }
  bool rename_into_place(int& err) {
    if (in_place || committed) return true;
    if (::rename(tmp.c_str(), final_path.c_str()) != 0) return err = errno, false;
    committed = true;
    guard.reset();
    // One of several outputs: until all are in place, a signal puts the
    // file it replaced back, or removes it where there was none (all or none).
    if (old_guard && !old.empty()) old_guard->restore_to(final_path);
    if (keeping && !existed) {
      new_guard = std::make_unique<TempFileGuard>(final_path);
      new_guard->made();
    }
    return true;
  }

  // Keeps the file this one will replace under a second name (a hard link
  // beside it, so that renaming it back cannot fail for want of space):
  // if a later output of the same run cannot be renamed into place, undo()
  // puts it back. Without a link (a file system without them) there is no
  // way back, and the file is replaced as before.
  void keep_old() {
    keeping = !in_place;
    if (in_place || !existed) return;
    std::string name = tmp + ".old";
    old_guard = std::make_unique<TempFileGuard>(name);
    const bool linked = ::link(final_path.c_str(), name.c_str()) == 0;
    old_guard->made();
    if (linked) old = name;
    else old_guard.reset();
  }
  // A later output failed: the file this one replaced back, or the new one
  // gone if there was none.
  void undo() {
    if (in_place || !committed) return;
    if (!old.empty()) {
      if (::rename(old.c_str(), final_path.c_str()) == 0) old.clear();
    } else if (!existed) {
      ::unlink(final_path.c_str());
    }
  }
  void drop_old() {
    if (!old.empty()) ::unlink(old.c_str());
    old.clear();
    old_guard.reset();
    new_guard.reset();
  }

  // Closes; a temporary file not renamed into place is removed.
  bool close(int& err) {
    bool ok = true;
    if (fd > 2 && ::close(fd) != 0) ok = false, err = errno;
    fd = -1;
    if (!tmp.empty() && !committed && ::unlink(tmp.c_str()) != 0 && errno != ENOENT)
      // (an immutable or read-only directory since it was made): said, not left silently
      spdlog::warn("could not remove the temporary file '{}': {}", printable_name(tmp), std::strerror(errno));
    guard.reset();
    return ok;
  }

  ~OutputTarget() {
    int ignored = 0;
    if (fd >= 0) close(ignored);
    drop_old();
  }
};

bool write_output(const std::string& path, const std::function<void(std::ostream&)>& fill, std::string& error,
                  FinalLink link) {
  return write_outputs({{path, fill, "", link}}, error);
}

namespace {
// Writes one job's text into its opened target (and to disk, for a file
// still under its temporary name).
bool fill_target(OutputTarget& t, const OutputJob& job, std::string& error) {
  // Standard output sent to a file: a failed write is cut off, as a
  // temporary file is removed (it left half a graph on a full disk).
  const off_t end = t.in_place ? in_place_end(t.fd) : -1;
  FdBuf buf(t.fd);
  std::ostream os(&buf);
  try {
    job.fill(os);  // an exception here closes and removes the temporary files (~OutputTarget)
  } catch (...) {
    os.flush();
    cut_back(t.fd, end, buf.written());
    throw;
  }
  os.flush();
  int err = buf.error();
  bool ok = buf.drain() && os.good();
  if (!ok && err == 0) err = buf.error() ? buf.error() : EIO;
  if (ok) ok = t.sync(err);
  if (!ok) {
    cut_back(t.fd, end, buf.written());
    error = job.label + t.message(err ? err : EIO);
  }
  return ok;
}
}  // namespace

bool write_outputs(const std::vector<OutputJob>& jobs, std::string& error, const std::function<void()>& placed) {
  std::vector<std::unique_ptr<OutputTarget>> targets;
  for (const OutputJob& job : jobs) {
    targets.push_back(std::make_unique<OutputTarget>());
    if (!targets.back()->open(job.path, job.link, error)) return error = job.label + error, false;
  }
  // Files first, under their temporary names; then what is written in
  // place (standard output, a device, a FIFO), which cannot be taken back;
  // then the files are renamed into place, once everything is written.
  bool ok = true;
  for (bool in_place : {false, true})
    for (size_t i = 0; ok && i < jobs.size(); ++i)
      if (targets[i]->in_place == in_place) ok = fill_target(*targets[i], jobs[i], error);
  // An input's outputs (its graph and trace) are all or none: when one
  // cannot be renamed into place, those renamed before it are undone.
  size_t files = 0;
  for (const auto& t : targets) files += !t->in_place;
  if (ok && files > 1)
    for (auto& t : targets) t->keep_old();
  // The renames and the guards that undo them, one step for a signal: cut
  // between an output's rename and its guard, a sweep on another thread
  // would leave one output new and the other old.
  std::optional<SignalsDeferred> renaming(std::in_place);
  for (size_t i = 0; ok && i < jobs.size(); ++i) {
    int err = 0;
    if (!targets[i]->rename_into_place(err)) {
      ok = false, error = jobs[i].label + targets[i]->message(err);
      for (size_t j = 0; j < i; ++j) targets[j]->undo();
    }
  }
  renaming.reset();  // (a signal that came meanwhile puts everything back now)
  {
    // The point of no return: a signal from here waits until every kept
    // file is dropped, so the run's files are all new, never some of each;
    // and, written whole, until the records that go with them are.
    SignalsDeferred deferred;
    for (auto& t : targets) t->drop_old();
    for (size_t i = 0; i < jobs.size(); ++i) {
      int err = 0;
      if (!targets[i]->close(err) && ok) ok = false, error = jobs[i].label + targets[i]->message(err);
    }
    if (ok && placed) placed();
  }
  return ok;
}

RecordWriter::RecordWriter(std::string path) : path_(std::move(path)) {}
RecordWriter::~RecordWriter() = default;

bool RecordWriter::append(std::string_view text, std::string& error) {
  if (failed_) return false;
  if (!target_) {
    target_ = std::make_unique<OutputTarget>();
    if (!target_->open(path_, FinalLink::Follow, error)) return failed_ = true, false;
  }
  int err = 0;
  off_t before = target_->in_place ? in_place_end(target_->fd) : ::lseek(target_->fd, 0, SEEK_CUR);
  // A record is whole or absent: a signal on any thread (with --jobs, while
  // another input's record is written) waits for the end of this one. Not
  // for a pipe or a FIFO, where a write waits as long as its reader does:
  // a stalled reader kept graphopt from dying of SIGTERM (found by red-team).
  std::optional<SignalsDeferred> whole_record;
  if (to_regular_file()) whole_record.emplace();
  off_t written = 0;
  bool ok = write_all(target_->fd, text, err, written) && target_->commit(err);
  if (!ok) {
    // Keep the records before this one whole: cut a partly written one off.
    cut_back(target_->fd, before, written);
    error = target_->message(err ? err : EIO);
    failed_ = true;
  }
  return ok;
}

bool RecordWriter::to_regular_file() const {
  return target_ && descriptor_kind(target_->fd) == FileKind::Regular;
}

bool RecordWriter::finish(std::string& error) {
  if (failed_) return false;
  if (!target_ && !append("", error)) return false;
  int err = 0;
  bool ok = target_->in_place || ::fsync(target_->fd) == 0 || (err = errno, false);
  if (!target_->close(err)) ok = false;
  if (!ok) error = target_->message(err ? err : EIO), failed_ = true;
  return ok;
}

}  // namespace graphopt
