#pragma once
// fx-json reader: text -> Document, validating everything the spec says
// (docs/format.md). On any error it returns nullptr and `diags` holds one
// message per problem (up to its limit), each with line, column, node and
// field.
#include <memory>
#include <string>
#include <string_view>

#include "io/diagnostics.hpp"
#include "io/input_file.hpp"
#include "ir/document.hpp"

namespace graphopt {

std::unique_ptr<Document> read_fx_json(std::string_view text, Diagnostics& diags);

// read_input_file (io/input_file.hpp) + read_fx_json.
std::unique_ptr<Document> read_fx_json_file(const std::string& path, Diagnostics& diags,
                                            uint64_t limit_bytes = kDefaultMaxInputMiB << 20);

}  // namespace graphopt
