// split_fused_optimizer: splits one in-place fused optimizer step
// (_fused_adam_, _fused_adamw_) and the _foreach_add_ that counts its steps
// into two, by a subset of its parameters (the seed's _split_fused_adam):
// the chosen parameters' update, then the others'. Each parameter is
// updated exactly as before. iter_move_grads_and_optimizers does this
// itself for the slice it moves; alone, it lets a scheduler start the
// update of the parameters whose gradients arrive first.
#include <unordered_map>

#include "pipeline/registry.hpp"
#include "transform/split_optimizer.hpp"

namespace graphopt {
namespace {

std::string q(std::string_view s) { return "'" + std::string(s) + "'"; }

class SplitFusedOptimizer : public Pass {
 public:
  explicit SplitFusedOptimizer(const PassOptions& o)
      : optimizer_(o.get_string("optimizer")), params_(o.get_list("params")), grads_(o.get_list("grads")) {
    if (!params_.empty() && !grads_.empty())
      throw UsageError("split_fused_optimizer: give the parameters to split off as params= or as grads=, not both");
  }

  bool run(Document& doc, PassContext& ctx) override {
    Graph& g = *doc.graph;
    // (A named step that is not there is an error whatever else is given.)
    if (!optimizer_.empty()) (void)find_optimizer(g);
    const std::string nothing = "split_fused_optimizer: split nothing: ";
    if (params_.empty() && grads_.empty()) {
      ctx.reports.push_back(note(nothing + "name the parameters to split off with params= or grads=\n"));
      return false;
    }
    if (optimizer_.empty() && fused_optimizers(g).empty()) {
      ctx.reports.push_back(note(nothing + "the graph has no fused optimizer step (_fused_adam_, _fused_adamw_)\n"));
      return false;
    }
    NodeId optim = find_optimizer(g);
    if (std::string why = split_refusal(g, optim); !why.empty()) throw AnalysisError("split_fused_optimizer: " + why);
    // Which parameters: by the names in the params or the grads list.
    const bool by_param = !params_.empty();
    ArgView list = g.args(optim)[by_param ? kParams : kGrads];
    std::unordered_map<std::string_view, uint32_t> index;
    for (uint32_t i = 0; i < list.size(); ++i) index.emplace(g.name(list[i].node()), i);
    std::vector<bool> take(list.size(), false);
    for (const std::string& name : by_param ? params_ : grads_) {
      auto it = index.find(name);
      if (it == index.end())
        throw AnalysisError("split_fused_optimizer: " + q(name) + " is not among the " +
                            (by_param ? "parameters" : "gradients") + " of " + q(g.name(optim)));
      take[it->second] = true;
    }
    if (std::count(take.begin(), take.end(), true) == static_cast<long>(take.size()))
      throw AnalysisError("split_fused_optimizer: every parameter of " + q(g.name(optim)) +
                          " is chosen; a split leaves some for the other part");
    split_fused_optimizer(g, optim, take);
    return true;
  }

 private:
  NodeId find_optimizer(const Graph& g) const {
    if (!optimizer_.empty()) {
      NodeId n = g.find(optimizer_);
      if (n == kNoNode || !is_fused_optimizer(g.target(n)))
        throw AnalysisError("split_fused_optimizer: no fused optimizer step named " + q(optimizer_));
      return n;
    }
    std::vector<NodeId> all = fused_optimizers(g);
    if (all.empty()) throw AnalysisError("split_fused_optimizer: the graph has no fused optimizer step (_fused_adam_, _fused_adamw_)");
    if (all.size() > 1)
      throw AnalysisError("split_fused_optimizer: the graph has " + std::to_string(all.size()) +
                          " fused optimizer steps; name one with optimizer=");
    return all[0];
  }

  std::string optimizer_;
  std::vector<std::string> params_, grads_;
};

const RegisterPass reg({
    .name = "split_fused_optimizer",
    .description = "split a fused optimizer step and its step counter in two, by a subset of its parameters",
    .options = {{"params", OptionType::List, "", "parameters (nodes of its params list) that go into the first step"},
                {"grads", OptionType::List, "", "or: gradients (nodes of its grads list) whose parameters go into the first step"},
                {"optimizer", OptionType::String, "", "the fused optimizer step to split (needed when the graph has several)"}},
    .create = [](const PassOptions& o) { return std::make_unique<SplitFusedOptimizer>(o); },
});

}  // namespace
}  // namespace graphopt
