#include "report/trace.hpp"

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

TraceStage trace_stage(int pid, const std::string& label, const CostedGraph& a, const SimResult& r) {
  const Graph& g = a.graph();
  TraceStage s;
  s.pid = pid;
  s.label = label;
  s.pool = g.pool_ptr();
  std::map<std::string, uint32_t> tids;
  for (const std::string& group : r.groups)
    if (tids.emplace(group, static_cast<uint32_t>(tids.size()) + 1).second) s.tracks.push_back(group);
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    const NodeTiming& t = r.timing[n];
    if (a.kinds().is_collective(n)) continue;
    TraceStage::Span e{g.node(n).target, g.name_sym(n)};
    if (t.blocked > 0) {
      e.wait = true;
      e.ts_ns = t.start - t.blocked;
      e.dur_ns = t.blocked;
    } else if (t.end > t.start) {  // not a view or another free node
      e.ts_ns = t.start;
      e.dur_ns = t.end - t.start;
      e.est_ns = a.cost(n);
      e.overlapped = t.overlapped;
    } else {
      continue;
    }
    s.spans.push_back(e);
  }
  s.collectives.reserve(r.collectives.size());
  for (size_t i = 0; i < r.collectives.size(); ++i) {
    const CollectiveTiming& c = r.collectives[i];
    const CollectiveInfo& info = *a.collectives().of(c.node);
    s.collectives.push_back({g.node(c.node).target, g.name_sym(c.node), tids[r.groups[i]], c.start, c.end - c.start,
                             c.exposed, collective_op_name(info.sig->op), info.in_nelems, info.out_nelems,
                             info.group_size, profiler_dtype(info.dtype), info.group});
  }
  return s;
}

}  // namespace graphopt
