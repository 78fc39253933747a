// print: the graph in torch.fx's readable text form, to standard error or
// to a file. Changes nothing.
#include "io/fx_text.hpp"
#include "io/printable.hpp"
#include "pipeline/registry.hpp"

namespace graphopt {
namespace {

class Print : public Pass {
 public:
  explicit Print(const PassOptions& o) : shapes_(o.get_bool("shapes")), file_(o.get_string("file")) {}

  bool run(Document& doc, PassContext& ctx) override {
    FxTextOptions opts;
    opts.shapes = shapes_;
    // For a reader, in a file or on a terminal: the input's names may not
    // carry control characters to it (standard error would escape them;
    // a file, /dev/stderr or a FIFO would not).
    ctx.reports.push_back({file_, escape_controls(fx_text(doc, opts))});
    return false;
  }

 private:
  bool shapes_;
  std::string file_;
};

const RegisterPass reg({
    .name = "print",
    .description = "print the graph in torch.fx text form (to stderr, or to file=PATH)",
    .options = {{"shapes", OptionType::Bool, "false", "append each node's shape and dtype from meta.val"},
                {"file", OptionType::String, "", "write to this file instead of standard error", -1e300, 1e300, true}},
    .traits = {.keeps_nodes = true, .keeps_order = true},
    .create = [](const PassOptions& o) { return std::make_unique<Print>(o); },
});

}  // namespace
}  // namespace graphopt
