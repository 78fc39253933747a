// A main for the fuzz targets without libFuzzer: runs LLVMFuzzerTestOneInput
// once on each file named on the command line, as `TARGET -runs=0 FILES`
// does. The test suite builds the targets with it (under the sanitizers in
// the sanitized build), so replaying the seeds and saved findings needs
// neither clang nor a third build.
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    std::ifstream in(argv[i], std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "cannot read %s\n", argv[i]);
      return 2;
    }
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::fprintf(stderr, "Running: %s\n", argv[i]);  // a finding names its input, as libFuzzer's -runs=0 does
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
  }
  std::printf("replayed %d inputs\n", argc - 1);
  return 0;
}
