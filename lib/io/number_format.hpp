#pragma once
// Floats written the way Python's repr() writes them (shortest digits that
// read back to the same double; fixed notation for 1e-4 <= |x| < 1e16, else
// scientific with a two-digit exponent; always a '.' or an 'e'), so that
// graphopt's output matches what a Python producer writes.
#include <string>

namespace graphopt {

// Appends repr(x) for a finite x; "inf", "-inf" or "nan" otherwise.
void append_python_float(std::string& out, double x);
std::string python_float(double x);

}  // namespace graphopt
