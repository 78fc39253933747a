// The writer's rule for a symlink at an output's own name: followed for a
// name the user gave, refused for one graphopt chose (a --dump-dir file),
// where whoever owns the directory could have planted it.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "io/output_file.hpp"

using graphopt::FinalLink;
using graphopt::write_output;

namespace {

struct TempDir {
  std::string path;
  TempDir() {
    char name[] = "/tmp/graphopt-unit-XXXXXX";
    REQUIRE(::mkdtemp(name) != nullptr);
    path = name;
  }
  ~TempDir() { (void)std::system(("rm -rf '" + path + "'").c_str()); }
  std::string operator/(const std::string& name) const { return path + "/" + name; }
};

std::string read(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void put(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

bool is_link(const std::string& path) {
  struct stat st {};
  return ::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode);
}

auto text(const std::string& s) {
  return [s](std::ostream& os) { os << s; };
}

}  // namespace

TEST_CASE("a symlink at a name the user gave is written through", "[output]") {
  TempDir d;
  put(d / "victim", "old");
  REQUIRE(::symlink((d / "victim").c_str(), (d / "out.json").c_str()) == 0);
  std::string error;
  REQUIRE(write_output(d / "out.json", text("new"), error));
  CHECK(read(d / "victim") == "new");
  CHECK(is_link(d / "out.json"));
}

TEST_CASE("FinalLink::Refuse refuses a symlink at the name and leaves its target", "[output]") {
  TempDir d;
  put(d / "victim", "old");
  REQUIRE(::symlink((d / "victim").c_str(), (d / "a.01.dce.json").c_str()) == 0);
  std::string error;
  CHECK_FALSE(write_output(d / "a.01.dce.json", text("new"), error, FinalLink::Refuse));
  CHECK(error.find("it is a symlink") != std::string::npos);
  CHECK(read(d / "victim") == "old");
  CHECK(is_link(d / "a.01.dce.json"));
}

TEST_CASE("FinalLink::Refuse refuses a link to a descriptor path", "[output]") {
  // (found by review: the descriptor check ran first and followed it, so a
  // dump went to graphopt's standard output)
  TempDir d;
  for (const char* target : {"/dev/stdout", "/proc/self/fd/1", "/dev/fd/2"}) {
    const std::string name = d / "a.00.input.json";
    (void)::unlink(name.c_str());
    REQUIRE(::symlink(target, name.c_str()) == 0);
    std::string error;
    CHECK_FALSE(write_output(name, text(""), error, FinalLink::Refuse));
    CHECK(error.find("it is a symlink") != std::string::npos);
  }
}

TEST_CASE("FinalLink::Refuse still follows links in the directories above", "[output]") {
  TempDir d;
  REQUIRE(::mkdir((d / "real").c_str(), 0777) == 0);
  REQUIRE(::symlink((d / "real").c_str(), (d / "dd").c_str()) == 0);
  std::string error;
  REQUIRE(write_output(d / "dd/a.00.input.json", text("dump"), error, FinalLink::Refuse));
  CHECK(read(d / "real/a.00.input.json") == "dump");
  CHECK_FALSE(is_link(d / "real/a.00.input.json"));
}

// A property of the writer in either mode (the name is resolved when the
// output is opened, and rename never follows a link), tested where it
// matters most.
TEST_CASE("a symlink made at the name while the file is written is replaced, never followed", "[output]") {
  TempDir d;
  put(d / "victim", "old");
  std::string error;
  const std::string name = d / "a.02.sink_waits.json";
  // The link appears after the writer's own check, as a racing owner of the
  // directory would make it: the rename replaces the name, not the target.
  auto plant_then_write = [&](std::ostream& os) {
    REQUIRE(::symlink((d / "victim").c_str(), name.c_str()) == 0);
    os << "dump";
  };
  REQUIRE(write_output(name, plant_then_write, error, FinalLink::Refuse));
  CHECK(read(d / "victim") == "old");
  CHECK_FALSE(is_link(name));
  CHECK(read(name) == "dump");
}
