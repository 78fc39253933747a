#pragma once
// fx-json writer. The output is canonical and made for diff: keys in a fixed
// order (the spec's), one node per line, so that a moved node shows as one
// moved line. Empty args, kwargs and meta are left out (their defaults).
#include <ostream>
#include <string>

#include "ir/document.hpp"

namespace graphopt {

void write_fx_json(const Document& doc, std::ostream& os);
std::string write_fx_json(const Document& doc);

// One node as its canonical one-line JSON object.
std::string node_json(const Graph& g, NodeId n);

}  // namespace graphopt
