// Streams the trace as nlohmann/json's dump() wrote the document it used to
// build: compact separators, keys in insertion order, doubles in its
// shortest form (JsonOut::dump_float), so that traces stay byte-identical.
#include "io/json_out.hpp"
#include "report/trace.hpp"

namespace graphopt {

namespace {

// {"ph":"M","pid":P,"name":WHAT,"args":{KEY:
void begin_meta(JsonOut& out, int pid, const char* what, const char* key) {
  out.raw(R"({"ph":"M","pid":)").integer(pid).raw(R"(,"name":)").string(what).raw(R"(,"args":{)").string(key).raw(':');
}

void write_stage(JsonOut& out, const TraceStage& s, bool& first) {
  auto sep = [&] {
    if (!first) out.raw(',');
    first = false;
  };
  const StringPool& pool = *s.pool;
  sep();
  begin_meta(out, s.pid, "process_name", "name");
  out.string(s.label).raw("}}");
  sep();
  begin_meta(out, s.pid, "process_sort_index", "sort_index");
  out.integer(s.pid).raw("}}");
  auto thread = [&](size_t tid, std::string_view prefix, std::string_view name) {
    sep();
    begin_meta(out, s.pid, "thread_name", "name");
    out.string(std::string(prefix) + std::string(name)).raw(R"(},"tid":)").integer(static_cast<int64_t>(tid)).raw('}');
  };
  thread(0, "", "compute");
  for (size_t i = 0; i < s.tracks.size(); ++i) thread(i + 1, "process group ", s.tracks[i]);
  // {"ph":"X","pid":P,"tid":T,"name":TARGET,"cat":CAT,"ts":US,"dur":US,"args":{
  auto begin_span = [&](int64_t tid, Sym target, const char* cat, double ts_ns, double dur_ns) {
    sep();
    out.raw(R"({"ph":"X","pid":)").integer(s.pid).raw(R"(,"tid":)").integer(tid).raw(R"(,"name":)");
    out.string(pool.str(target)).raw(R"(,"cat":)").string(cat).raw(R"(,"ts":)").dump_float(ts_ns / 1e3);
    out.raw(R"(,"dur":)").dump_float(dur_ns / 1e3).raw(R"(,"args":{)");
  };
  for (const TraceStage::Span& e : s.spans) {
    begin_span(0, e.target, e.wait ? "wait" : "compute", e.ts_ns, e.dur_ns);
    out.raw(R"("node":)").string(pool.str(e.name));
    if (e.wait) {
      out.raw(R"(,"blocked_ns":)").dump_float(e.dur_ns);
    } else {
      out.raw(R"(,"est_ns":)").dump_float(e.est_ns).raw(R"(,"overlapped":)").raw(e.overlapped ? "true" : "false");
    }
    out.raw("}}");
  }
  for (const TraceStage::Collective& c : s.collectives) {
    begin_span(c.tid, c.target, "collective", c.ts_ns, c.dur_ns);
    out.raw(R"("Collective name":)").string(c.op);
    out.raw(R"(,"In msg nelems":)").integer(c.in_nelems);
    out.raw(R"(,"Out msg nelems":)").integer(c.out_nelems);
    out.raw(R"(,"Group size":)").integer(c.group_size);
    out.raw(R"(,"dtype":)").string(c.dtype);
    out.raw(R"(,"Process Group Name":)").string(c.group);
    out.raw(R"(,"node":)").string(pool.str(c.name));
    out.raw(R"(,"exposed_ns":)").dump_float(c.exposed_ns).raw("}}");
  }
}

}  // namespace

void write_trace(std::ostream& os, const std::vector<TraceStage>& stages) {
  JsonOut out(os);
  out.raw(R"({"traceEvents":[)");
  bool first = true;
  for (const TraceStage& s : stages) write_stage(out, s, first);
  out.raw(R"(],"displayTimeUnit":"ns"})").raw('\n');
}

}  // namespace graphopt
