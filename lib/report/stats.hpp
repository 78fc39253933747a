#pragma once
// One JSON object per input and stage (before the passes, after each pass,
// after all of them), for CI scripts and jq: the simulator's figures and the
// pass's wall time.
#include <optional>
#include <string>
#include <vector>

#include "analysis/collective_order.hpp"
#include "sim/simulator.hpp"
#include "sim/step_bound.hpp"

namespace graphopt {

struct StageInfo {
  std::string input;
  std::string stage;              // "input", "pass", "output"
  std::string pass;               // for "pass"
  int index = 0;                  // 0 for the input, 1.. for passes
  std::optional<double> pass_ms;  // wall time of the pass
};

// `orders`: each group's collective order over the whole document (an
// iteration form's four graphs, document_collective_order); null for the
// order of a's graph alone. `bound`: the step's bound (sim/step_bound.hpp),
// when the caller has the cost configuration to make it.
nlohmann::ordered_json stats_json(const StageInfo& stage, const CostedGraph& a, const SimResult& r,
                                  const std::vector<GroupOrder>* orders = nullptr, const StepBound* bound = nullptr,
                                  int64_t sym_hint = 1);  // (as the collectives were sized)

}  // namespace graphopt
