#include <cstdio>
#include <set>
#include <string_view>

#include "io/decimal.hpp"
#include "pipeline/pass.hpp"

namespace graphopt {

const char* option_type_name(OptionType t) {
  switch (t) {
    case OptionType::Int: return "int";
    case OptionType::Float: return "number";
    case OptionType::Bool: return "bool";
    case OptionType::String: return "string";
    case OptionType::List: return "a;b;...";
  }
  return "?";
}

namespace {

bool parse_bool(const std::string& s, bool& v) {
  if (s == "true" || s == "1" || s == "yes" || s == "on") v = true;
  else if (s == "false" || s == "0" || s == "no" || s == "off") v = false;
  else return false;
  return true;
}

// "a;b;;c" -> {a, b, c}: a list option's items, empty ones dropped.
std::vector<std::string> split_list(const std::string& s) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= s.size()) {
    size_t end = s.find(';', start);
    if (end == std::string::npos) end = s.size();
    if (end > start) out.push_back(s.substr(start, end - start));
    start = end + 1;
  }
  return out;
}


}  // namespace

PassOptions::PassOptions(const std::vector<OptionSpec>& specs, const std::map<std::string, std::string>& given,
                         const std::string& pass_name)
    : given_(given) {
  for (const auto& s : specs) values_[s.name] = s.default_value;
  for (const auto& [k, v] : given) {
    const OptionSpec* spec = nullptr;
    for (const auto& s : specs)
      if (s.name == k) spec = &s;
    if (!spec) {
      std::string known;
      for (const auto& s : specs) known += (known.empty() ? "" : ", ") + s.name;
      throw UsageError("pass '" + pass_name + "' has no option '" + k + "'" +
                       (known.empty() ? " (it takes none)" : " (its options: " + known + ")"));
    }
    // An option given with nothing in it ("kinds=", "before=", "allow=;")
    // is a slip, not a request for the default or for nothing (found by a
    // docs audit: comm_fusion{kinds=} fused nothing, iter_move's before=
    // fell back to its automatic mode, both with exit 0).
    if (v.find_first_not_of(spec->type == OptionType::List ? ";" : "") == std::string::npos)
      throw UsageError("pass '" + pass_name + "', option '" + k + "': empty value (leave the option out for its default)");
    int64_t i = 0;
    double d = 0;
    bool b;
    bool ok = true;
    switch (spec->type) {
      case OptionType::Int: ok = parse_decimal_int(v, i) == std::errc(); break;
      case OptionType::Float: ok = parse_decimal_float(v, d) == std::errc(); break;
      case OptionType::Bool: ok = parse_bool(v, b); break;
      case OptionType::String:
      case OptionType::List: break;
    }
    if (!ok)
      throw UsageError("pass '" + pass_name + "', option '" + k + "': '" + v + "' is not a valid " +
                       option_type_name(spec->type));
    double number = spec->type == OptionType::Int ? static_cast<double>(i) : d;
    if ((spec->type == OptionType::Int || spec->type == OptionType::Float) && !(number >= spec->min && number <= spec->max))
      throw UsageError("pass '" + pass_name + "', option '" + k + "': " + out_of_range(v, spec->min, spec->max));
    if (spec->type == OptionType::List) {
      // (found by red-team: split_fused_optimizer{params=p;p} was taken)
      std::set<std::string_view> seen;
      for (const std::string& item : split_list(v))
        if (!seen.insert(item).second) {
          throw UsageError("pass '" + pass_name + "', option '" + k + "': names '" + item + "' twice");
        }
    }
    values_[k] = v;
  }
}

const std::string& PassOptions::raw(const std::string& name) const {
  auto it = values_.find(name);
  if (it == values_.end()) throw std::logic_error("undeclared pass option: " + name);
  return it->second;
}

int64_t PassOptions::get_int(const std::string& name) const {
  int64_t v = 0;
  parse_decimal_int(raw(name), v);
  return v;
}

double PassOptions::get_float(const std::string& name) const {
  double v = 0;
  parse_decimal_float(raw(name), v);
  return v;
}

bool PassOptions::get_bool(const std::string& name) const {
  bool v = false;
  parse_bool(raw(name), v);
  return v;
}

const std::string& PassOptions::get_string(const std::string& name) const { return raw(name); }

std::vector<std::string> PassOptions::get_list(const std::string& name) const { return split_list(raw(name)); }

std::string PassOptions::describe() const {
  std::string out;
  for (const auto& [k, v] : given_) out += (out.empty() ? "" : ",") + k + "=" + v;
  return out;
}

}  // namespace graphopt
