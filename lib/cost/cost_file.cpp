#include "cost/cost_file.hpp"

#include <cstdio>
#include <cstdlib>

#include "analysis/target.hpp"
#include "cost/hardware.hpp"
#include "io/diagnostics.hpp"
#include "io/json_cursor.hpp"
#include "io/limits.hpp"
#include "io/input_file.hpp"
#include "io/json_cursor.hpp"

namespace graphopt {

namespace {

using J = nlohmann::ordered_json;

std::string num(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", x);
  return buf;
}

// The value in as few digits as read back the same (found by red-team:
// with %g, 1.0000001 read "found 1", a number in range).
std::string num_exact(double x) {
  char buf[32];
  for (int digits = 6; digits < 17; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*g", digits, x);
    if (std::strtod(buf, nullptr) == x) return buf;
  }
  std::snprintf(buf, sizeof buf, "%.17g", x);
  return buf;
}

// Every number's range comes from io/limits.hpp.
class Checker {
 public:
  explicit Checker(Diagnostics& d) : d_(d) {}

  std::optional<double> number(const J& v, const std::string& where, double min, double max,
                               const char* unit = "") {
    if (!v.is_number()) {
      d_.error(where, "expected a number");
      return std::nullopt;
    }
    double x = v.get<double>();
    if (!(x >= min && x <= max)) {
      d_.error(where, "must be between " + num(min) + " and " + num(max) + unit + ", found " + num_exact(x));
      return std::nullopt;
    }
    return x;
  }
  // A fixed cost or kernel time of one node, ns.
  std::optional<double> ns(const J& v, const std::string& where) { return number(v, where, 0, kMaxNodeNs, " ns"); }

  void link(const J& v, const std::string& where, PartialLink& out) {
    if (!v.is_object()) {
      d_.error(where, "expected an object {bandwidth_GBps, latency_us, hop_latency_us[, large_bandwidth_GBps, "
                      "large_latency_us]}");
      return;
    }
    for (const auto& [k, x] : v.items()) {
      std::string w = where + "." + k;
      if (k == "bandwidth_GBps") out.busbw_GBps = number(x, w, kMinBandwidthGBps, kMaxBandwidthGBps, " GB/s");
      else if (k == "latency_us") out.base_us = number(x, w, 0, kMaxLatencyUs, " us");
      else if (k == "hop_latency_us") out.hop_us = number(x, w, 0, kMaxLatencyUs, " us");
      else if (k == "large_bandwidth_GBps")
        out.large_busbw_GBps = number(x, w, kMinBandwidthGBps, kMaxBandwidthGBps, " GB/s");
      else if (k == "large_latency_us") out.large_base_us = number(x, w, 0, kMaxLatencyUs, " us");
      else
        d_.error(w, "unknown key (expected bandwidth_GBps, latency_us, hop_latency_us, large_bandwidth_GBps, "
                    "large_latency_us)");
    }
    // The large line starts slower than the small one (that is what makes
    // it the large messages' line): without its latency, or with a lower
    // one, it would be faster at every size, and the small line, the
    // collective's latency included, would never count (found by red-team).
    if (out.large_base_us && !out.large_busbw_GBps)
      d_.error(where + ".large_latency_us", "needs large_bandwidth_GBps beside it");
    if (out.large_busbw_GBps && !out.large_base_us)
      d_.error(where + ".large_bandwidth_GBps", "needs large_latency_us beside it");
    if (out.large_base_us && out.base_us && *out.large_base_us < *out.base_us)
      d_.error(where + ".large_latency_us", "must be at least latency_us (" + num_exact(*out.base_us) +
                                                " us): the large messages' line starts slower, found " +
                                                num_exact(*out.large_base_us));
  }

 private:
  Diagnostics& d_;
};

}  // namespace

bool parse_cost_file(std::string_view text, CostFile& out, Diagnostics& diags) {
  J doc;
  try {
    JsonCursor cur(text);
    doc = cur.value();
    cur.expect_end();
  } catch (const JsonSyntaxError& e) {
    diags.error(static_cast<int64_t>(e.pos.line), e.pos.column(), "", e.what());
    return false;
  }
  Checker c(diags);
  if (!doc.is_object()) {
    diags.error("", "a cost file is a JSON object");
    return false;
  }
  for (const auto& [k, v] : doc.items()) {
    if (k == "collective") out.collective = c.ns(v, k);
    else if (k == "wait") out.wait = c.ns(v, k);
    else if (k == "view") out.view = c.ns(v, k);
    else if (k == "compute") out.compute = c.ns(v, k);
    else if (k == "default") out.default_ns = c.ns(v, k);
    else if (k == "target") {
      if (!v.is_object()) diags.error(k, "expected an object of target -> ns");
      else
        for (const auto& [t, x] : v.items()) {
          // Keyed by the operator as the rules read it (analysis/target.hpp),
          // so that a node and the file may spell it with or without torch.ops.
          auto ns = c.ns(x, "target['" + t + "']");
          if (!ns) continue;
          if (!out.target.emplace(std::string(op_target(t)), *ns).second)
            diags.error("target['" + t + "']", "names the same operator as another entry (one spelled with torch.ops.)");
        }
    } else if (k == "gpu") {
      if (!v.is_string()) diags.error(k, "expected a GPU name");
      else if (!find_gpu(v.get<std::string>()))
        diags.error(k, "unknown GPU '" + v.get<std::string>() + "' (known: " + gpu_names() + ")");
      else out.gpu = v.get<std::string>();
    } else if (k == "comm_model") {
      std::string m = v.is_string() ? v.get<std::string>() : "";
      if (m == "graphopt") out.comm_model = CommModel::Graphopt;
      else if (m == "torch") out.comm_model = CommModel::Torch;
      else diags.error(k, "expected \"graphopt\" or \"torch\"");
    } else if (k == "gpus_per_node") {
      if (!v.is_number_integer() || v.get<int64_t>() < 1) diags.error(k, "expected a positive integer");
      else if (v.get<int64_t>() > kMaxGpusPerNode)
        diags.error(k, "must be between 1 and " + std::to_string(kMaxGpusPerNode) + ", found " +
                           std::to_string(v.get<int64_t>()));
      else out.gpus_per_node = static_cast<int>(v.get<int64_t>());
    } else if (k == "intra_node") {
      c.link(v, k, out.intra);
    } else if (k == "inter_node") {
      c.link(v, k, out.inter);
    } else if (k == "matmul_efficiency") {
      out.matmul_efficiency = c.number(v, k, kMinEfficiency, kMaxEfficiency);
    } else if (k == "fp32_matmul_efficiency") {
      out.fp32_matmul_efficiency = c.number(v, k, kMinEfficiency, kMaxEfficiency);
    } else if (k == "attention_efficiency") {
      out.attention_efficiency = c.number(v, k, kMinEfficiency, kMaxEfficiency);
    } else if (k == "memory_efficiency") {
      out.memory_efficiency = c.number(v, k, kMinEfficiency, kMaxEfficiency);
    } else if (k == "contention") {
      out.contention = c.number(v, k, 0, kMaxSlowdown);
    } else if (k == "kernel_ns") {
      out.kernel_ns = c.ns(v, k);
    } else if (k == "kernel_launch_ns") {
      out.kernel_launch_ns = c.ns(v, k);
    } else if (k == "view_launch_ns") {
      out.view_launch_ns = c.ns(v, k);
    } else if (k == "collective_launch_ns") {
      out.collective_launch_ns = c.ns(v, k);
    } else if (k == "tf32") {
      if (!v.is_boolean()) diags.error(k, "expected true or false");
      else out.tf32 = v.get<bool>();
    } else if (k == "$schema" || k == "description") {
      if (!v.is_string()) diags.error(k, "expected a string (as the schema says)");
    } else {
      diags.error(k, "unknown key (see schemas/cost-model.schema.json)");
    }
  }
  return diags.empty();
}

bool load_cost_file(const std::string& path, CostFile& out, Diagnostics& diags, uint64_t limit_bytes) {
  std::string text;
  if (!read_input_file(path, text, diags, limit_bytes)) return false;
  return parse_cost_file(text, out, diags);
}

}  // namespace graphopt
