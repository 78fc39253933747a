#pragma once
// The graph in torch.fx's readable text form (torch.fx.Graph.__str__), for
// people who read and diff graphs:
//   graph(a_1):
//       %mm : [num_users=1] = call_function[target=aten.mm.default](args = (%relu, %relu), kwargs = {})
//       return [mm]
// Subgraphs follow as "module NAME = graph(...):" blocks, after an
// iteration form's setup, cleanup and flush as "iteration.setup = graph(...):".
#include <string>

#include "ir/document.hpp"

namespace graphopt {

struct FxTextOptions {
  bool shapes = false;  // append "  # f32[4, 4]" from meta.val to each node
};

std::string fx_text(const Graph& g, const FxTextOptions& opts = {});
std::string fx_text(const Document& doc, const FxTextOptions& opts = {});

// A node's arguments as torch.fx prints them: "(%relu, 1)" and "{dim: 0}".
std::string fx_args_text(const Graph& g, NodeId n);
std::string fx_kwargs_text(const Graph& g, NodeId n);

// Short dtype name as torch prints it (float32 -> f32, bfloat16 -> bf16).
std::string short_dtype(std::string_view dtype);
// "f32[4, 4]" for a TensorMeta, "(f32[4], None)" for a list, "" otherwise.
std::string val_summary(const Graph& g, ArgView val);

}  // namespace graphopt
