#pragma once
// What a path names on disk, so that "the same file" means the same file:
// the same device and inode for a file that exists (whatever the symlinks,
// hard links, "./" or ".." on the way), the same directory and name for one
// that does not exist yet, and the file behind standard input for "-".
#include <sys/stat.h>

#include <optional>
#include <string>

namespace graphopt {

enum class FileKind { Missing, Regular, Directory, CharDevice, BlockDevice, Fifo, Socket, Other };

// What `path` names once symlinks are followed (Missing if nothing, or a
// dangling link).
FileKind file_kind(const std::string& path);
// The same for what descriptor fd is open on (Missing if it is not open).
FileKind descriptor_kind(int fd);
const char* file_kind_name(FileKind k);

// The path a write to `path` lands on: symlinks followed to their final
// target, which may not exist yet (a dangling link is written through).
// With `refused`: another user's symlink in a sticky, world-writable
// directory is not followed (the rule of fs.protected_symlinks, whatever
// that setting) and sets *refused; the path up to it is returned.
std::string resolve_symlinks(const std::string& path, bool* refused = nullptr);
inline constexpr const char* kForeignLink =
    "another user's symlink in a sticky directory, which graphopt does not follow (as fs.protected_symlinks)";
// Another user's FIFO or regular file there is not written either: the
// FIFO's reader would take the output, and a file replaced keeps its old
// owner, who could change it after the run (the rules of
// fs.protected_fifos and fs.protected_regular, whatever those settings);
// nor is another user's directory there written in (its owner could link
// the files graphopt writes in it elsewhere).
inline constexpr const char* kForeignFile =
    "another user's file or directory in a sticky directory, which graphopt does not write (as fs.protected_regular "
    "and fs.protected_fifos)";
// Whether `p` (its lstat `st`) is owned by neither this user nor its
// directory's owner, in a sticky, world-writable directory such as /tmp.
bool foreign_in_sticky_dir(const std::string& p, const struct stat& st);

// Whether the open file `fd` is one of the kernel's interfaces (procfs,
// sysfs, debugfs, tracefs): never a document, and some of their files
// never end (/proc/kmsg, tracing's trace_pipe) or take what they return
// from someone else (/proc/kmsg's messages, which the system log would
// have had).
bool kernel_interface(int fd);

// The descriptor a path such as /dev/stdout, /dev/fd/3 or /proc/self/fd/1
// names in this process (also through "//", "/./", "..", any other spelling
// of its descriptor directory such as /proc/<pid>/fd, or symlinks to such a
// path), or -1. Such a path is written through that descriptor, as the
// shell that opened it expects, never replaced.
int descriptor_path_fd(const std::string& path);

// Whether a path, or a descriptor, is a character device that graphopt
// must not write to: any but /dev/null, /dev/zero, /dev/full and terminals.
bool unsafe_char_device(const std::string& path);
bool unsafe_char_descriptor(int fd);
// Whether graphopt must not read a character device: any but /dev/null,
// /dev/zero, /dev/full, the controlling terminal (/dev/tty) and the
// terminal standard input is on. Another never ends (/dev/kmsg, a pty
// master) and would hang the run, or acts on being opened (a watchdog, a
// tape that rewinds), so it is refused before it is opened. "-" is
// standard input: refused when it is such a device and not a terminal.
bool unreadable_char_device(const std::string& path);

// For an existing regular file: its inode number, size, modification and
// change times. A view of the file through another mount (an overlay, a
// FUSE passthrough) shows them under another device number, where
// file_key() sees another file; two regular files agreeing on all four are
// taken for one (nullopt for anything but a regular file). A copy cannot
// be mistaken for it (`cp -p`, `rsync -t` cannot set the change time); a
// snapshot of a file system (btrfs, ZFS) can.
std::optional<std::string> view_key(const std::string& path);
std::optional<std::string> descriptor_view_key(int fd);

// Records which descriptors graphopt was started with: a descriptor path
// naming any other (one graphopt opened itself) is refused, not written.
void note_inherited_descriptors();
bool inherited_descriptor(int fd);

// Why graphopt will not write `path` (empty when nothing stops it here):
// another user's symlink in a sticky directory on the way, as the file or as
// a directory above it (kForeignLink),
// or an error of stat() other than "no such file" (a symlink the system
// will not let this process follow fails so, with EACCES). graphopt
// resolves links itself, so it must refuse these as the shell's `>` does,
// or it would write where the link leads unchecked.
std::string unchecked_path_error(const std::string& path);

// True when following the symlinks of `path` goes round in a loop.
bool symlink_loop(const std::string& path);

// A key equal for two paths exactly when they name one file; nullopt when
// the file does not exist and its directory does not either. "-" is the
// file (or pipe) behind standard input (nullopt when that is a terminal).
// Two names not there yet that differ only in ASCII case in one directory
// get one key: on a case-insensitive file system (an SMB share, WSL's
// /mnt/c, a casefolded ext4 directory) they would be one file.
std::optional<std::string> file_key(const std::string& path);
// file_key() of the regular file or the pipe open on descriptor fd (two
// outputs into one pipe would interleave as surely as into one file);
// nullopt for a terminal or another device, which may take several, and
// for a pipe on standard error (merged with 2>&1 on purpose).
std::optional<std::string> descriptor_file_key(int fd);

// `name` with ASCII letters lower-cased: names equal so are one on a
// case-insensitive file system (file_key() keys new names so).
std::string fold_case(std::string name);

// The directory part of a path ("." for a bare name).
std::string parent_dir(const std::string& path);

}  // namespace graphopt
