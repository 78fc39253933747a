#include "sim/trace.hpp"

#include <map>

namespace graphopt {

std::string profiler_dtype(std::string_view d) {
  static const std::map<std::string_view, const char*> names = {
      {"float32", "Float"}, {"float64", "Double"}, {"float16", "Half"}, {"bfloat16", "BFloat16"},
      {"int64", "Long"},    {"int32", "Int"},      {"int16", "Short"},  {"int8", "Char"},
      {"uint8", "Byte"},    {"bool", "Bool"},      {"complex64", "ComplexFloat"}, {"complex128", "ComplexDouble"},
      {"float8_e4m3fn", "Float8_e4m3fn"}, {"float8_e5m2", "Float8_e5m2"}};
  auto it = names.find(d);
  return it == names.end() ? std::string(d) : it->second;
}

void append_trace(nlohmann::ordered_json& events, int pid, const std::string& label, const GraphAnalysis& a,
                  const SimResult& r) {
  using J = nlohmann::ordered_json;
  const Graph& g = a.graph();
  auto meta = [&](const char* what, int tid, const std::string& name) {
    J e = {{"ph", "M"}, {"pid", pid}, {"name", what}, {"args", {{"name", name}}}};
    if (tid >= 0) e["tid"] = tid;
    events.push_back(e);
  };
  meta("process_name", -1, label);
  meta("process_sort_index", -1, std::to_string(pid));
  events.back()["args"] = {{"sort_index", pid}};
  meta("thread_name", 0, "compute");
  std::map<std::string, int> tids;
  for (const std::string& group : r.groups)
    if (!tids.count(group)) {
      int tid = static_cast<int>(tids.size()) + 1;
      tids[group] = tid;
      meta("thread_name", tid, "process group " + group);
    }
  auto us = [](double ns) { return ns / 1e3; };
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    const NodeTiming& t = r.timing[n];
    if (a.kinds().is_collective(n)) continue;
    if (t.blocked > 0) {  // a wait, drawn over the time it held the compute stream back
      events.push_back({{"ph", "X"}, {"pid", pid}, {"tid", 0}, {"name", std::string(g.target(n))}, {"cat", "wait"},
                        {"ts", us(t.start - t.blocked)}, {"dur", us(t.blocked)},
                        {"args", {{"node", std::string(g.name(n))}, {"blocked_ns", t.blocked}}}});
      continue;
    }
    if (t.end <= t.start) continue;  // views and other free nodes
    events.push_back({{"ph", "X"}, {"pid", pid}, {"tid", 0}, {"name", std::string(g.target(n))}, {"cat", "compute"},
                      {"ts", us(t.start)}, {"dur", us(t.end - t.start)},
                      {"args", {{"node", std::string(g.name(n))}, {"est_ns", a.cost(n)},
                                {"overlapped", t.overlapped}}}});
  }
  for (size_t i = 0; i < r.collectives.size(); ++i) {
    const CollectiveTiming& c = r.collectives[i];
    const CollectiveInfo& info = *a.collectives().of(c.node);
    events.push_back({{"ph", "X"}, {"pid", pid}, {"tid", tids[r.groups[i]]}, {"name", std::string(g.target(c.node))},
                      {"cat", "collective"}, {"ts", us(c.start)}, {"dur", us(c.end - c.start)},
                      {"args", {{"Collective name", collective_op_name(info.sig->op)},
                                {"In msg nelems", info.in_nelems},
                                {"Out msg nelems", info.out_nelems},
                                {"Group size", info.group_size},
                                {"dtype", profiler_dtype(info.dtype)},
                                {"Process Group Name", info.group},
                                {"node", std::string(g.name(c.node))},
                                {"exposed_ns", c.exposed}}}});
  }
}

nlohmann::ordered_json trace_document(nlohmann::ordered_json events) {
  return {{"traceEvents", std::move(events)}, {"displayTimeUnit", "ns"}};
}

}  // namespace graphopt
