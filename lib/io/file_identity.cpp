#include "io/file_identity.hpp"

#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <vector>

#include "io/printable.hpp"

namespace graphopt {

namespace {

constexpr long kProcfsMagic = 0x9fa0;  // statfs f_type of /proc

std::string key_of(const struct stat& st) { return std::to_string(st.st_dev) + ":" + std::to_string(st.st_ino); }

// What the symlink `p` holds, as written; nullopt when p is not a symlink.
std::optional<std::string> link_text(const std::string& p) {
  std::string target(PATH_MAX, '\0');
  ssize_t n = ::readlink(p.c_str(), target.data(), target.size());
  if (n <= 0) return std::nullopt;
  target.resize(static_cast<size_t>(n));
  return target;
}

// Where the symlink `p` points, as a path usable from here (relative
// targets taken from p's directory); nullopt when p is not a symlink.
std::optional<std::string> link_target(const std::string& p) {
  std::optional<std::string> target = link_text(p);
  if (!target) return std::nullopt;
  return (*target)[0] == '/' ? *target : parent_dir(p) + "/" + *target;
}

}  // namespace

// For a symlink, the rule of the kernel's fs.protected_symlinks, applied
// whatever that setting, on the same lstat that decides where a write goes,
// so that no link made between a check and the write gets followed.
bool foreign_in_sticky_dir(const std::string& p, const struct stat& st) {
  struct stat dir {};
  if (::stat(parent_dir(p).c_str(), &dir) != 0) return false;
  const bool open_sticky = (dir.st_mode & S_ISVTX) && (dir.st_mode & S_IWOTH);
  return open_sticky && st.st_uid != ::geteuid() && st.st_uid != dir.st_uid;
}

namespace {
FileKind kind_of(const struct stat& st) {
  if (S_ISREG(st.st_mode)) return FileKind::Regular;
  if (S_ISDIR(st.st_mode)) return FileKind::Directory;
  if (S_ISCHR(st.st_mode)) return FileKind::CharDevice;
  if (S_ISBLK(st.st_mode)) return FileKind::BlockDevice;
  if (S_ISFIFO(st.st_mode)) return FileKind::Fifo;
  if (S_ISSOCK(st.st_mode)) return FileKind::Socket;
  return FileKind::Other;
}
}  // namespace

FileKind file_kind(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return FileKind::Missing;
  return kind_of(st);
}

namespace {
bool null_zero_or_full(const struct stat& st) {
  const unsigned mi = minor(st.st_rdev);
  return major(st.st_rdev) == 1 && (mi == 3 || mi == 5 || mi == 7);
}

// Virtual consoles (4, below 64: from 64 on, serial ports, which may
// drive a modem or a controller), /dev/tty and the console (not the pty
// master /dev/ptmx, 5:2, nor ttyprintk, 5:3, which writes into the
// kernel's log), ptys.
bool terminal_device(const struct stat& st) {
  const unsigned ma = major(st.st_rdev), mi = minor(st.st_rdev);
  return (ma == 4 && mi < 64) || (ma == 5 && mi <= 1) || (ma >= 136 && ma <= 143);
}

// The character devices graphopt writes to: the null, zero and full
// devices and terminals. Any other takes what is written as data it keeps
// or as commands (as root: /dev/mem, /dev/port, a SCSI generic or flash
// device), so it is refused as a block device is.
bool harmless_char_device(const struct stat& st) { return null_zero_or_full(st) || terminal_device(st); }
}  // namespace

bool unsafe_char_device(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && S_ISCHR(st.st_mode) && !harmless_char_device(st);
}

bool unsafe_char_descriptor(int fd) {
  struct stat st {};
  // A descriptor the shell opened on a terminal is the user's terminal,
  // whatever its kind (a serial console over IPMI, a hypervisor console).
  return ::fstat(fd, &st) == 0 && S_ISCHR(st.st_mode) && !harmless_char_device(st) && !::isatty(fd);
}

bool unreadable_char_device(const std::string& path) {
  struct stat st {};
  if (path == "-" ? ::fstat(0, &st) != 0 : ::stat(path.c_str(), &st) != 0) return false;
  if (!S_ISCHR(st.st_mode) || null_zero_or_full(st)) return false;
  // Standard input on a terminal: the one the user types into (a serial
  // console too), not a pty master (5:2), whose other end nobody holds.
  const bool pty_master = major(st.st_rdev) == 5 && minor(st.st_rdev) == 2;
  if (path == "-") return !terminal_device(st) && !(::isatty(0) && !pty_master);
  if (major(st.st_rdev) == 5 && minor(st.st_rdev) == 0) return false;  // /dev/tty, the same
  // Another terminal is read only where standard input is on it.
  struct stat in {};
  return !(terminal_device(st) && ::fstat(0, &in) == 0 && S_ISCHR(in.st_mode) && in.st_rdev == st.st_rdev);
}

namespace {
std::optional<std::string> view_key_of(const struct stat& st) {
  if (!S_ISREG(st.st_mode)) return std::nullopt;
  auto time = [](const struct timespec& t) { return std::to_string(t.tv_sec) + "." + std::to_string(t.tv_nsec); };
  return std::to_string(st.st_ino) + ":" + std::to_string(st.st_size) + ":" + time(st.st_mtim) + ":" + time(st.st_ctim);
}
}  // namespace

std::optional<std::string> view_key(const std::string& path) {
  struct stat st {};
  if (path == "-" ? ::fstat(0, &st) != 0 : ::stat(path.c_str(), &st) != 0) return std::nullopt;
  return view_key_of(st);
}

std::optional<std::string> descriptor_view_key(int fd) {
  struct stat st {};
  if (::fstat(fd, &st) != 0) return std::nullopt;
  return view_key_of(st);
}

FileKind descriptor_kind(int fd) {
  struct stat st {};
  if (::fstat(fd, &st) != 0) return FileKind::Missing;
  return kind_of(st);
}

const char* file_kind_name(FileKind k) {
  switch (k) {
    case FileKind::Missing: return "missing";
    case FileKind::Regular: return "a file";
    case FileKind::Directory: return "a directory";
    case FileKind::CharDevice: return "a character device";
    case FileKind::BlockDevice: return "a block device";
    case FileKind::Fifo: return "a FIFO";
    case FileKind::Socket: return "a socket";
    case FileKind::Other: return "a special file";
  }
  return "a special file";
}

std::string fold_case(std::string name) {
  for (char& c : name) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  return name;
}

std::string parent_dir(const std::string& path) {
  size_t end = path.find_last_not_of('/');  // "dir/" names dir, whose parent is "."
  if (end == std::string::npos) return "/";
  size_t slash = path.rfind('/', end);
  if (slash == std::string::npos) return ".";
  return path.substr(0, slash == 0 ? 1 : slash);
}

namespace {

// Where a path leads, walked a name at a time as the kernel walks it:
// every symlink met on the way is followed (a link in a directory that
// another link leads to, as much as one in the path as typed), and with
// `check` another user's symlink in a sticky, world-writable directory
// stops the walk (refused). The path returned has no symlink left in it,
// up to the first name that does not exist (the rest is appended as
// given); after 40 links, as the kernel allows, it stops at the last one
// (loop), and a write there reports ELOOP.
struct Walk {
  std::string path;
  bool refused = false;
  bool loop = false;
  std::string not_a_path;  // a /proc descriptor link's text that names no file (a pipe, a deleted file)
};

// What a link in /proc/<pid>/fd shows for an object that has no path: a
// pipe or socket ("pipe:[123]"), an anonymous inode, or a deleted file
// ("/tmp/x.json (deleted)"). Followed as text, the first is a name that
// does not exist and the second a new file beside the deleted one.
bool proc_link_without_path(const std::string& dir, const std::string& text) {
  if (text.empty()) return false;
  const bool pathless = text[0] != '/' ? text.find(":[") != std::string::npos || text.rfind("anon_inode:", 0) == 0
                                       : text.size() > 10 && text.compare(text.size() - 10, 10, " (deleted)") == 0;
  struct statfs fs {};
  return pathless && ::statfs(dir.empty() ? "." : dir.c_str(), &fs) == 0 && fs.f_type == kProcfsMagic;
}

Walk walk(const std::string& path, bool check) {
  // The names still to walk, the next one last; "" after a name followed
  // by a slash ("d/" names d, which must be a directory, in the path or in
  // a link's target).
  std::vector<std::string> rest;
  auto push_names = [&rest](const std::string& p) {
    std::vector<std::string> names;
    for (size_t i = 0; i < p.size();) {
      size_t j = p.find('/', i);
      if (j == std::string::npos) j = p.size();
      if (j > i) names.push_back(p.substr(i, j - i));
      i = j + 1;
    }
    if (!names.empty() && p.back() == '/') names.push_back("");
    rest.insert(rest.end(), names.rbegin(), names.rend());
  };
  auto join = [](const std::string& dir, const std::string& name) {
    return dir.empty() ? name : dir.back() == '/' ? dir + name : dir + "/" + name;
  };
  auto rest_after = [&rest, &join](std::string p) {
    for (auto it = rest.rbegin(); it != rest.rend(); ++it) p = join(p, *it);
    return p;
  };
  if (path.empty()) return Walk{};  // (an empty path: no file; the caller's open says so)
  Walk w;
  std::string done = path[0] == '/' ? "/" : "";
  push_names(path);
  int links = 0;
  bool directory = false;  // the last name ended in a slash
  while (!rest.empty()) {
    const std::string name = rest.back();
    rest.pop_back();
    if (name.empty()) {
      directory = rest.empty();
      continue;
    }
    directory = false;
    if (name == ".") continue;
    const std::string next = join(done, name);
    struct stat st {};
    if (::lstat(next.c_str(), &st) != 0) {  // nothing there (yet): the rest as given
      w.path = rest_after(next);
      break;
    }
    if (!S_ISLNK(st.st_mode)) {
      done = next;
      continue;
    }
    if (check && foreign_in_sticky_dir(next, st)) {
      w.refused = true;
      w.path = next;
      return w;
    }
    std::optional<std::string> target = link_text(next);
    if (++links > 40 || !target) {
      w.loop = links > 40;
      w.path = rest_after(next);
      return w;
    }
    if (check && proc_link_without_path(done, *target)) {
      w.not_a_path = *target;
      w.path = next;
      return w;
    }
    if ((*target)[0] == '/') done = "/";  // (a relative one goes on from the link's directory, done)
    push_names(*target);
  }
  if (w.path.empty()) w.path = done.empty() ? "." : done;
  if (directory && w.path.back() != '/') w.path += '/';
  return w;
}

}  // namespace

std::string resolve_symlinks(const std::string& path, bool* refused) {
  Walk w = walk(path, refused != nullptr);
  if (refused) *refused = w.refused;
  return w.path;
}

namespace {

constexpr int kTrackedDescriptors = 1024;
bool inherited[kTrackedDescriptors];

// "/dev//fd/./1" -> "/dev/fd/1": the forms a path to a descriptor can take.
std::string collapse_slashes_and_dots(const std::string& path) {
  std::string out;
  for (size_t i = 0; i < path.size(); ++i) {
    if (path[i] == '/' && !out.empty() && out.back() == '/') continue;
    if (path[i] == '.' && !out.empty() && out.back() == '/' && (i + 1 == path.size() || path[i + 1] == '/')) {
      ++i;  // skip "./"
      continue;
    }
    out += path[i];
  }
  return out;
}

// Whether `dir` is this process's own descriptor directory, however it is
// spelled ("/dev/fd/../fd", "/proc/<our pid>/fd"): compared by identity.
bool own_descriptor_dir(const std::string& dir) {
  struct stat st {}, own {};
  if (::stat(dir.c_str(), &st) != 0) return false;
  for (const char* d : {"/proc/self/fd", "/proc/thread-self/fd"})
    if (::stat(d, &own) == 0 && st.st_dev == own.st_dev && st.st_ino == own.st_ino) return true;
  return false;
}

int descriptor_named(const std::string& path) {
  if (path == "/dev/stdin") return 0;
  if (path == "/dev/stdout") return 1;
  if (path == "/dev/stderr") return 2;
  for (const char* prefix : {"/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/"}) {
    std::string p(prefix);
    if (path.size() <= p.size() || path.compare(0, p.size(), p) != 0) continue;
    std::string digits = path.substr(p.size());
    if (digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string::npos) break;
    return std::stoi(digits);
  }
  // Any other spelling of the same directory names a descriptor too.
  const size_t slash = path.rfind('/');
  if (slash == std::string::npos) return -1;
  const std::string digits = path.substr(slash + 1);
  if (digits.empty() || digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string::npos) return -1;
  return own_descriptor_dir(path.substr(0, slash == 0 ? 1 : slash)) ? std::stoi(digits) : -1;
}

}  // namespace

void note_inherited_descriptors() {
  for (int fd = 0; fd < kTrackedDescriptors; ++fd) inherited[fd] = ::fcntl(fd, F_GETFD) != -1;
}

bool inherited_descriptor(int fd) { return fd >= 0 && fd < kTrackedDescriptors && inherited[fd]; }

int descriptor_path_fd(const std::string& path) {
  std::string p = path;
  // Every hop of a symlink chain: a link to /dev/stdout names descriptor 1 too.
  for (int hops = 0; hops < 40; ++hops) {
    p = collapse_slashes_and_dots(p);
    if (int fd = descriptor_named(p); fd >= 0) return fd;
    std::optional<std::string> next = link_target(p);
    if (!next) return -1;
    p = *next;
  }
  return -1;
}

namespace {
// Whether the file name is one graphopt gives its temporary files
// (.graphopt-PID-N.tmp, and .tmp.old for an old file it is dropping): an
// output by that name would be taken for one of them, renamed over
// another output or removed once written (found by red-team).
bool temporary_name(const std::string& path) {
  const size_t slash = path.find_last_of('/');
  const std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
  auto ends_with = [&name](const char* end) {
    const size_t n = std::strlen(end);
    return name.size() >= n && name.compare(name.size() - n, n, end) == 0;
  };
  return name.rfind(".graphopt-", 0) == 0 && (ends_with(".tmp") || ends_with(".tmp.old"));
}
}  // namespace

bool kernel_interface(int fd) {
  struct statfs fs {};
  if (::fstatfs(fd, &fs) != 0) return false;
  constexpr long kSysfs = 0x62656572, kDebugfs = 0x64626720, kTracefs = 0x74726163;
  const long type = static_cast<long>(fs.f_type);
  return type == kProcfsMagic || type == kSysfs || type == kDebugfs || type == kTracefs;
}

std::string unchecked_path_error(const std::string& path) {
  if (temporary_name(path)) return "graphopt names its temporary files so; give the output another name";
  // (Every link on the way counts, as the file or as a directory above it:
  // with st/l another user's link to a directory, "-o st/l" writes
  // st/l/<input> through it, and so does "-o mine/x" with mine a link of
  // one's own to st/l.)
  const Walk w = walk(path, true);
  if (w.refused) return kForeignLink;
  if (!w.not_a_path.empty())
    return "it is another process's descriptor, open on '" + printable_name(w.not_a_path) + "', which has no path to write";
  // (A directory too: -o DIR, --trace DIR and --dump-dir write files in
  // it, which its owner could then replace or link elsewhere.)
  if (struct stat at {}; ::lstat(w.path.c_str(), &at) == 0 &&
                         (S_ISREG(at.st_mode) || S_ISFIFO(at.st_mode) || S_ISDIR(at.st_mode)) &&
                         foreign_in_sticky_dir(w.path, at))
    return kForeignFile;
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0 || errno == ENOENT) return "";
  return std::strerror(errno);
}

bool symlink_loop(const std::string& path) { return walk(path, false).loop; }

std::optional<std::string> descriptor_file_key(int fd) {
  struct stat st {};
  if (::fstat(fd, &st) != 0) return std::nullopt;
  // Standard error's pipe is left out: graphopt's own messages share it,
  // and users merge it with standard output on purpose (2>&1).
  if (S_ISREG(st.st_mode) || (S_ISFIFO(st.st_mode) && fd != 2)) return key_of(st);
  return std::nullopt;
}

std::optional<std::string> file_key(const std::string& path) {
  if (path == "-") return descriptor_file_key(0);
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0) return key_of(st);
  // Not there yet: the same directory and the same name ("d/" names d).
  std::string target = resolve_symlinks(path);
  while (target.size() > 1 && target.back() == '/') target.pop_back();
  std::string dir = parent_dir(target);
  if (::stat(dir.c_str(), &st) != 0) return std::nullopt;
  size_t slash = target.rfind('/');
  return key_of(st) + "/" + fold_case(slash == std::string::npos ? target : target.substr(slash + 1));
}

}  // namespace graphopt
