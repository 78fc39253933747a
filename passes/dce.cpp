// dce: removes nodes whose value nobody uses and that have no side effects.
// Kept: placeholders, the output, collectives, waits, in-place and out=
// ops, asserts and other impure calls, and call_module nodes whose subgraph
// holds any of those.
#include "transform/dead_code.hpp"
#include "pipeline/registry.hpp"

namespace graphopt {
namespace {

class DeadCodeElimination : public Pass {
 public:
  bool run(Document& doc, PassContext&) override { return eliminate_dead_code(doc); }
};

const RegisterPass reg({
    .name = "dce",
    .description = "remove nodes whose results are unused and that have no side effects",
    .traits = {.keeps_order = true},
    .create = [](const PassOptions&) { return std::make_unique<DeadCodeElimination>(); },
});

}  // namespace
}  // namespace graphopt
