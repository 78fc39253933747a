#pragma once
// The one way an input graph gets in: read (within the size limit), parse
// and validate the fx-json, then the checks that need the whole document
// (collectives and their waits). The CLI, `graphopt diff` and the fuzz
// targets all load through here, so they accept and reject the same inputs.
// Also the check a graph passes before graphopt writes it: what the loader
// would reject on reading it back is never written.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "io/diagnostics.hpp"
#include "io/input_file.hpp"
#include "ir/document.hpp"

namespace graphopt {

// nullptr when the input cannot be used; `diags` then says why.
std::unique_ptr<Document> load_input(const std::string& path, Diagnostics& diags,
                                     uint64_t limit_bytes = kDefaultMaxInputMiB << 20);
std::unique_ptr<Document> load_input_text(std::string_view text, Diagnostics& diags);

// The problems that would make load_input reject `doc` once written (the
// structure, the collectives, the module calls); empty when it may be
// written. `structure_verified`: the verifier checked the structure after
// the last pass already (--verify-each), so that part is not done twice.
std::vector<std::string> problems_before_writing(const Document& doc, bool structure_verified = false);

}  // namespace graphopt
