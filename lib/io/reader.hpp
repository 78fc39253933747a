#pragma once
// fx-json reader: text -> Document, validating everything the spec says
// (docs/format.md). On any error it returns nullptr and `diags` holds one
// message per problem (up to its limit), each with line, column, node and
// field.
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "io/diagnostics.hpp"
#include "io/input_file.hpp"
#include "io/json_cursor.hpp"
#include "ir/document.hpp"
#include "ir/iteration_form.hpp"

namespace graphopt {

// Where the reader found what the checks that run on a document once it is
// read name (pipeline/load_input.cpp): every node and its args, the
// iteration form's "carried" entries, "version". The positions point into
// the text read, valid while it is; a message turns one into its line and
// column (text_pos_at), so a node costs the map two pointers.
struct SourceMap {
  struct NodePos {
    const char* start = nullptr;
    const char* args = nullptr;  // null when the node has none
  };
  std::string_view text;
  std::unordered_map<const Graph*, std::vector<NodePos>> nodes;  // by NodeId
  std::vector<const char*> carried;
  const char* version = nullptr;  // its value; null when absent
};

// `map`, when given, receives the places of what was read.
std::unique_ptr<Document> read_fx_json(std::string_view text, Diagnostics& diags, SourceMap* map = nullptr);

// Reports problems of an iteration form or of collectives (FormProblem,
// ir/iteration_form.hpp) at their line and column in the text `map` was
// read from, the place named as the reader names it ("iteration.setup,
// node 'output', args[1]").
void report_form_problems(const std::vector<FormProblem>& problems, const SourceMap& map, Diagnostics& diags);

// read_input_file (io/input_file.hpp) + read_fx_json.
std::unique_ptr<Document> read_fx_json_file(const std::string& path, Diagnostics& diags,
                                            uint64_t limit_bytes = kDefaultMaxInputMiB << 20);

}  // namespace graphopt
