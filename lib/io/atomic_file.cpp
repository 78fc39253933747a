#include "io/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <iostream>
#include <streambuf>

namespace graphopt {

namespace {

// A stream buffer over a file descriptor that remembers the first error.
class FdBuf : public std::streambuf {
 public:
  explicit FdBuf(int fd) : fd_(fd) { setp(buf_, buf_ + sizeof buf_); }
  int error() const { return error_; }
  bool drain() {
    char* p = pbase();
    while (p < pptr() && error_ == 0) {
      ssize_t n = ::write(fd_, p, static_cast<size_t>(pptr() - p));
      if (n < 0) {
        if (errno == EINTR) continue;
        error_ = errno;
      } else {
        p += n;
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
  char buf_[1 << 16];
};

std::atomic<unsigned> counter{0};

}  // namespace

bool write_file_atomic(const std::string& path, const std::function<void(std::ostream&)>& fill,
                       std::string& error) {
  size_t slash = path.rfind('/');
  std::string dir = slash == std::string::npos ? "." : path.substr(0, slash == 0 ? 1 : slash);
  std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
  std::string tmp = (slash == std::string::npos ? "" : path.substr(0, slash + 1)) + "." + base + ".tmp-" +
                    std::to_string(::getpid()) + "-" + std::to_string(counter++);
  struct stat st {};
  if (::stat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) {
    error = "cannot write '" + path + "': directory '" + dir + "' does not exist";
    return false;
  }
  if (::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) {
    error = "cannot write '" + path + "': it is a directory";
    return false;
  }
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) {
    error = "cannot write '" + path + "': " + std::strerror(errno);
    return false;
  }
  FdBuf buf(fd);
  std::ostream os(&buf);
  bool ok = true;
  try {
    fill(os);
    os.flush();
  } catch (...) {
    ::close(fd);
    ::unlink(tmp.c_str());
    throw;
  }
  ok = buf.drain() && os.good();
  int err = buf.error();
  if (ok && ::fsync(fd) != 0) ok = false, err = errno;
  if (::close(fd) != 0 && ok) ok = false, err = errno;
  if (ok && ::rename(tmp.c_str(), path.c_str()) != 0) ok = false, err = errno;
  if (!ok) {
    ::unlink(tmp.c_str());
    error = "cannot write '" + path + "': " + std::strerror(err ? err : EIO);
  }
  return ok;
}

bool write_output(const std::string& path, const std::function<void(std::ostream&)>& fill, std::string& error) {
  if (path != "-") return write_file_atomic(path, fill, error);
  fill(std::cout);
  if (std::cout.flush()) return true;
  error = "cannot write to standard output";
  return false;
}

bool same_file(const std::string& a, const std::string& b) {
  struct stat sa {}, sb {};
  if (::stat(a.c_str(), &sa) != 0 || ::stat(b.c_str(), &sb) != 0) return false;
  return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

}  // namespace graphopt
