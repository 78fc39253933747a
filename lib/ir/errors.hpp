#pragma once
// The errors graphopt throws, in one place. The driver maps each to an exit
// code and a message that names the input (cmd/graphopt/driver.cpp).
//  - UsageError (exit 1): the command line or a pass option is wrong (a
//    bad pipeline, an option out of range): the user fixes the invocation.
//  - AnalysisError (exit 2): the graph is valid fx-json but cannot be
//    analysed as asked (a collective whose group size is unknown; the
//    message names the node): the user supplies what is missing
//    (--world-size, process_groups).
//  - InternalError (exit 3): a pass failed or broke an invariant: a bug in
//    graphopt.
// Problems with the input file itself are not thrown: the reader collects
// them as diagnostics (io/diagnostics.hpp).
#include <stdexcept>

namespace graphopt {

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct AnalysisError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct InternalError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace graphopt
