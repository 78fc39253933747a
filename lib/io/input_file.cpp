#include "io/input_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <new>
#include <stdexcept>
#include <string_view>

#include "io/file_identity.hpp"

namespace graphopt {

namespace {

// Reports the NUL byte at `offset` of `text` with its line and column.
void report_nul(const std::string& text, size_t offset, Diagnostics& diags) {
  int64_t line = 1;
  size_t line_start = 0;
  for (size_t i = 0; i < offset; ++i)
    if (text[i] == '\n') ++line, line_start = i + 1;
  diags.error(line, static_cast<int64_t>(offset - line_start + 1), "", "NUL byte (not valid in JSON)");
}

// Where `text` stands on its first byte after blanks (and a UTF-8 byte
// order mark): not there yet (the blanks go on to its end), a byte that can
// start a JSON object or list, or one that cannot. `from`: the blanks
// before it are known (each byte is looked at once, however long they are).
enum class Start { Unknown, Document, Other };
Start document_start(const std::string& text, size_t& from) {
  if (from == 0 && text.size() < 3 && std::string_view("\xEF\xBB\xBF").substr(0, text.size()) == text)
    return Start::Unknown;  // (a byte order mark, cut)
  if (from == 0 && text.compare(0, 3, "\xEF\xBB\xBF") == 0) from = 3;
  while (from < text.size() && (text[from] == ' ' || text[from] == '\t' || text[from] == '\n' || text[from] == '\r'))
    ++from;
  if (from == text.size()) return Start::Unknown;
  return text[from] == '{' || text[from] == '[' ? Start::Document : Start::Other;
}

std::string too_large(uint64_t limit_bytes) {
  return "larger than " + std::to_string(limit_bytes >> 20) + " MiB (--max-input-mb raises the limit)";
}

// The reading itself; read_input_file turns running out of memory into a message.
bool read_bounded(const std::string& path, std::string& out, Diagnostics& diags, uint64_t limit_bytes) {
  if (unreadable_char_device(path)) {
    diags.error("", "cannot read: it is a character device, which would not end or acts on being opened "
                    "(graphopt reads files, pipes, /dev/null and terminals)");
    return false;
  }
  int fd = path == "-" ? 0 : ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) {
    diags.error("", std::string("cannot open: ") + std::strerror(errno));
    return false;
  }
  struct Closer {
    int fd;
    ~Closer() {
      if (fd != 0) ::close(fd);  // also when an allocation throws
    }
  } closer{fd};
  auto fail = [&](std::string message) {
    diags.error("", std::move(message));
    return false;
  };
  struct stat st {};
  if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) return fail("cannot read: it is a directory");
  if (kernel_interface(fd))  // (found by red-team: /proc/kmsg hung for ever)
    return fail("cannot read: it is a file of the kernel's /proc or /sys, not a document (some never end, and "
                "/proc/kmsg would take the kernel's messages from the system log)");
  out.clear();
  if (S_ISREG(st.st_mode) && st.st_size > 0) {
    if (static_cast<uint64_t>(st.st_size) > limit_bytes) return fail(too_large(limit_bytes));
    out.reserve(static_cast<size_t>(st.st_size));
  }
  char buf[1 << 16];
  // A stream (a pipe, a terminal) that cannot be a document from its first
  // byte on is not read to its end, which may never come (`yes |`): the
  // parser reports that byte, where it would anyway.
  Start start = S_ISREG(st.st_mode) ? Start::Document : Start::Unknown;
  size_t blanks = 0;
  for (;;) {
    ssize_t n = ::read(fd, buf, sizeof buf);
    if (n == 0) break;
    if (n < 0) {
      if (errno == EINTR) continue;
      return fail(std::string("cannot read: ") + std::strerror(errno));
    }
    if (out.size() + static_cast<size_t>(n) > limit_bytes) return fail(too_large(limit_bytes));
    size_t at = out.size();
    out.append(buf, static_cast<size_t>(n));
    if (const void* nul = std::memchr(buf, '\0', static_cast<size_t>(n))) {
      report_nul(out, at + static_cast<size_t>(static_cast<const char*>(nul) - buf), diags);
      return false;
    }
    if (start == Start::Unknown) start = document_start(out, blanks);
    if (start == Start::Other) break;
  }
  return true;
}

bool out_of_memory(std::string& out, Diagnostics& diags) {
  out = std::string();  // what was read so far, given back
  diags.error("", "cannot read: not enough memory for a file this large");
  diags.note_out_of_memory();
  return false;
}

}  // namespace

bool read_input_file(const std::string& path, std::string& out, Diagnostics& diags, uint64_t limit_bytes) {
  try {
    return read_bounded(path, out, diags, limit_bytes);
  } catch (const std::bad_alloc&) {  // a limit above what this machine (or ulimit -v) gives
    return out_of_memory(out, diags);
  } catch (const std::length_error&) {
    return out_of_memory(out, diags);
  }
}

}  // namespace graphopt
