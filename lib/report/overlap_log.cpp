#include "report/overlap_log.hpp"

#include <cmath>
#include <cstdio>

#include "io/fx_text.hpp"

namespace graphopt {

std::string human_bytes(int64_t bytes) {
  const char* units[] = {"B", "KB", "MB", "GB", "TB"};
  double v = static_cast<double>(bytes);
  int u = 0;
  while (std::fabs(v) >= 1000 && u < 4) v /= 1000, ++u;
  char buf[32];
  std::snprintf(buf, sizeof buf, u == 0 ? "%.0f %s" : "%.2f %s", v, units[u]);
  return buf;
}

std::string hidden_share(const SimResult& r) {
  if (!(r.comm_ns > 0)) return "none to hide";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f%% hidden", 100 * r.overlap_ratio);
  return buf;
}

namespace {
// Milliseconds to the nanosecond, without trailing zeros: 0.00022, 5.808188.
std::string ms_text(double ns) {
  char buf[64];  // times are finite but may be large (a slow link, huge buffers)
  std::snprintf(buf, sizeof buf, "%.6f", std::round(ns) / 1e6);
  std::string s = buf;
  while (s.size() > 1 && s.back() == '0') s.pop_back();
  if (s.back() == '.') s += '0';
  return s;
}

std::string ns_text(double ns) {
  char buf[64];
  if (ns == std::floor(ns) && ns < 1e15) std::snprintf(buf, sizeof buf, "%.0f", ns);
  else std::snprintf(buf, sizeof buf, "%.1f", ns);
  return buf;
}
}  // namespace

std::string overlap_log_block(const std::string& header, const CostedGraph& a, const SimResult& r) {
  const Graph& g = a.graph();
  std::string out = "==== Visualize overlap " + header + " ====\n";
  size_t index = 0;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n), ++index) {
    out += r.timing[n].overlapped ? "| " : "  ";
    out += std::to_string(index) + ": ";
    out += node_kind_name(a.kinds().kind(n));
    out += ' ';
    out += g.target(n);
    std::string shape = val_summary(g, g.val(n));
    if (!shape.empty()) out += " " + shape;
    out += " (" + std::string(g.name(n)) + ") " + ns_text(a.cost(n)) + " ns\n";
  }
  out += "Est. runtime (ms): " + ms_text(r.step_ns) + "\n";
  char line[256];
  std::snprintf(line, sizeof line,
                "Exposed communication (ms): %s of %s (%s); peak memory: %.3f GB (%s), inputs %s\n",
                ms_text(r.exposed_ns).c_str(), ms_text(r.comm_ns).c_str(),
                hidden_share(r).c_str(), static_cast<double>(r.peak_bytes) / 1e9, human_bytes(r.peak_bytes).c_str(),
                human_bytes(r.input_bytes).c_str());
  out += line;
  return out;
}

}  // namespace graphopt
