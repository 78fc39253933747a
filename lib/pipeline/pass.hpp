#pragma once
// What a pass is: a name, a one-line description, typed options, a contract
// with other passes (the seed's prerequisites / apply-after), traits the
// verifier relies on, and a factory. A pass reads and rewrites a Document and
// says whether it changed anything; it never prints: text it wants shown
// goes into PassContext::reports and the pipeline writes it.
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "cost/estimator.hpp"
#include "ir/document.hpp"
#include "ir/errors.hpp"

namespace graphopt {

enum class OptionType { Int, Float, Bool, String, List };
const char* option_type_name(OptionType t);

struct OptionSpec {
  std::string name;
  OptionType type;
  std::string default_value;  // as written on the command line
  std::string help;
  // The range of an int or number option; a value outside it is a usage error.
  double min = -1e300;
  double max = 1e300;
  // A string option naming a file the pass writes: the driver checks it, as
  // every output, against the inputs and the other outputs before the run.
  bool output_file = false;
};

// Option values of one pass invocation, validated against its specs.
class PassOptions {
 public:
  PassOptions() = default;
  PassOptions(const std::vector<OptionSpec>& specs, const std::map<std::string, std::string>& given,
              const std::string& pass_name);

  int64_t get_int(const std::string& name) const;
  double get_float(const std::string& name) const;
  bool get_bool(const std::string& name) const;
  const std::string& get_string(const std::string& name) const;
  std::vector<std::string> get_list(const std::string& name) const;  // ';'-separated
  bool given(const std::string& name) const { return given_.count(name) > 0; }
  // "key=value,..." of the options given explicitly, for logs and dumps.
  std::string describe() const;

 private:
  const std::string& raw(const std::string& name) const;
  std::map<std::string, std::string> values_;
  std::map<std::string, std::string> given_;
};

struct PassTraits {
  // Leaves every node as it was (it may move nodes, never adds, removes or
  // edits one): the verifier then checks each node is unchanged.
  bool keeps_nodes = false;
  bool reorders_collectives = false;  // may change collective order within a group
  // Turns a plain graph into an iteration form: the verifier then checks
  // the form unrolled against the step, not the graph against the one before.
  bool makes_iteration_form = false;
  // On an iteration form it only moves nodes within the steady state,
  // whatever its options (overlap_schedule leaves its bucketing out there).
  bool keeps_iteration_form = false;
  // Moves no node relative to another (print, analyze, dce, partial_lower):
  // it needs no order from the dependency model, so it runs on a document
  // whose modules return views of their inputs, which the model cannot
  // follow (analysis/module_effects.hpp).
  bool keeps_order = false;
};

struct Report {
  std::string file;  // empty: standard error
  std::string text;
  // A pass's note on what it did (not output the user asked for, as
  // print's is): shown after the input's name, and not under -q.
  bool note = false;
};
inline Report note(std::string text) { return {"", std::move(text), true}; }

// What a pass is given and gives back: the run's input and cost model
// (the same for every pass of a run), and the text the pass wants shown,
// which the pipeline writes after the pass.
class Analyses;

struct PassContext {
  std::string input_name;            // the input file, for messages
  const CostConfig* cost = nullptr;  // run-time estimates (never null inside Pipeline::run)
  std::vector<Report> reports;
  // The graph's analyses, computed once per change (pipeline/analyses.hpp;
  // never null inside Pipeline::run). A pass reads them before it changes
  // the graph, not after.
  Analyses* analyses = nullptr;
  // Check after every pass that the cached analyses are still right
  // (--verify-analyses; on in the tests).
  bool check_analyses = false;
  // Where not null, overlap_schedule writes here the pipeline that made the
  // version of the graph it kept (empty: the graph as given), so that
  // iter_move_grads_and_optimizers can judge its moves on that version.
  std::string* kept_bucketing = nullptr;
  // The cores a pass plans its threads for (0: the machine's). Tests set
  // more to run a pass's many-core path on a small machine; no output may
  // depend on it.
  unsigned cores = 0;
};

class Pass {
 public:
  virtual ~Pass() = default;
  // Returns whether the document changed.
  virtual bool run(Document& doc, PassContext& ctx) = 0;
};

// What a pass registers (a designated initializer; leave out what it does
// not use).
struct PassInfo {
  std::string name;
  std::vector<std::string> aliases = {};
  std::string description;  // one line
  std::vector<OptionSpec> options = {};
  std::vector<std::string> prerequisites = {};  // must have run earlier in the pipeline
  PassTraits traits = {};
  // A bool option that, when true, lets this invocation reorder collectives.
  std::string reorder_option = "";
  // A bool option that, when set, makes the prerequisites apply (a pass
  // that works alone but offers the seed's strict contract). Empty: always.
  std::string prerequisite_option = "";
  // A bool option that, when true, lets a pass that otherwise keeps its
  // nodes add and remove them (overlap_schedule's bucketing).
  std::string node_change_option = "";
  std::function<std::unique_ptr<Pass>(const PassOptions&)> create = nullptr;

  bool reorders_collectives(const PassOptions& o) const {
    return traits.reorders_collectives || (!reorder_option.empty() && o.get_bool(reorder_option));
  }
  bool keeps_nodes(const PassOptions& o) const {
    return traits.keeps_nodes && (node_change_option.empty() || !o.get_bool(node_change_option));
  }
  // Whether it may run on an iteration form: a pass that changes operations
  // in the steady state alone would make the form's graphs disagree.
  bool runs_on_iteration_form(const PassOptions& o) const {
    return traits.keeps_iteration_form || keeps_nodes(o);
  }
};

}  // namespace graphopt
