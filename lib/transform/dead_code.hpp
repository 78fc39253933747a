#pragma once
// Dead-code elimination, shared by the dce pass and the passes that end
// with it: removes nodes nobody uses that have no side effects, in every
// graph of the document. Walking backwards, whole dead chains go in one sweep.
#include "ir/document.hpp"

namespace graphopt {

bool eliminate_dead_code(Document& doc);

}  // namespace graphopt
