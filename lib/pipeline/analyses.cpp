#include "pipeline/analyses.hpp"

#include "ir/errors.hpp"

namespace graphopt {

void Analyses::follow_graph() {
  if (doc_.graph.get() == graph_) return;
  graph_ = doc_.graph.get();
  kinds_.reset();
  costed_.reset();
  sim_.reset();
}

const NodeKinds& Analyses::kinds() {
  follow_graph();
  if (!kinds_) kinds_.emplace(*doc_.graph);
  return *kinds_;
}

const CostedGraph& Analyses::costed() {
  follow_graph();
  if (!costed_) costed_ = std::make_unique<CostedGraph>(doc_, *doc_.graph, cost_);
  return *costed_;
}

const SimResult& Analyses::simulated() {
  const CostedGraph& a = costed();
  if (!sim_) sim_ = simulate(a);
  return *sim_;
}

void Analyses::changed(bool nodes_kept) {
  costed_.reset();
  sim_.reset();
  if (!nodes_kept) kinds_.reset();
}

void Analyses::compute_all() {
  kinds();
  try {
    simulated();
  } catch (const AnalysisError&) {
    // A graph whose groups cannot be sized has no costs: nothing to cache.
  }
}

namespace {

void differ(std::vector<std::string>& out, const std::string& what, NodeId n, const Graph& g) {
  out.push_back(what + " of node '" + std::string(g.name(n)) + "' differs from a fresh analysis");
}

}  // namespace

std::vector<std::string> Analyses::stale() const {
  std::vector<std::string> out;
  const Graph& g = *doc_.graph;
  if (graph_ != &g) return out;  // nothing cached is used for another graph
  const std::vector<NodeId> order = g.order();
  if (kinds_) {
    NodeKinds fresh(g);
    for (NodeId n : order) {
      if (kinds_->kind(n) != fresh.kind(n)) differ(out, "the kind", n, g);
      if (kinds_->collective(n) != fresh.collective(n)) differ(out, "the collective signature", n, g);
      if (kinds_->may_write(n) != fresh.may_write(n)) differ(out, "whether it writes an input", n, g);
    }
  }
  if (costed_) {
    CostedGraph fresh(doc_, g, cost_);
    for (NodeId n : order) {
      if (costed_->kinds().kind(n) != fresh.kinds().kind(n)) differ(out, "the costed kind", n, g);
      if (costed_->cost(n) != fresh.cost(n) || costed_->cost_source(n) != fresh.cost_source(n))
        differ(out, "the cost", n, g);
      if (costed_->alloc_bytes(n) != fresh.alloc_bytes(n)) differ(out, "the bytes allocated", n, g);
      if (costed_->root(n) != fresh.root(n)) differ(out, "the storage", n, g);
    }
    const auto& a = costed_->collectives().all();
    const auto& b = fresh.collectives().all();
    if (a.size() != b.size()) {
      out.emplace_back("the number of collectives differs from a fresh analysis");
    } else {
      for (size_t i = 0; i < a.size(); ++i)
        if (a[i].node != b[i].node || a[i].group != b[i].group || a[i].group_id != b[i].group_id ||
            a[i].group_size != b[i].group_size || a[i].in_bytes != b[i].in_bytes || a[i].out_bytes != b[i].out_bytes ||
            a[i].waits != b[i].waits)
          differ(out, "the collective", a[i].node, g);
    }
    if (sim_) {
      SimResult r = simulate(fresh);
      if (r.step_ns != sim_->step_ns || r.exposed_ns != sim_->exposed_ns || r.peak_bytes != sim_->peak_bytes)
        out.emplace_back("the simulated step differs from a fresh simulation");
    }
  }
  return out;
}

}  // namespace graphopt
