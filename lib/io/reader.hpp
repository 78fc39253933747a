#pragma once
// fx-json reader: text -> Document, validating everything the spec says
// (spec/fx-json.md). On any error it returns nullptr and `diags` holds one
// message per problem (up to its limit), each with line, column, node and
// field.
#include <memory>
#include <string>
#include <string_view>

#include "io/diagnostics.hpp"
#include "ir/document.hpp"

namespace graphopt {

std::unique_ptr<Document> read_fx_json(std::string_view text, Diagnostics& diags);

// Reads the file at `path` ("-" is stdin) into `out`. On failure returns
// false and sets `error` to a readable reason.
bool read_file(const std::string& path, std::string& out, std::string& error);

// read_file + read_fx_json; file errors become a diagnostic.
std::unique_ptr<Document> read_fx_json_file(const std::string& path, Diagnostics& diags);

}  // namespace graphopt
