#pragma once
// Destroying a JSON value without allocating. nlohmann's destructor first
// moves a container's children onto a heap-allocated stack (so that deep
// documents do not recurse), which throws bad_alloc inside a noexcept
// destructor, std::terminate, when memory has run out and the stack
// unwinds through a large value (found by red-team: --stats of a 300k-node
// graph under `ulimit -v` aborted instead of saying "not enough memory").
// Emptied leaves first, no container has children left to move.
#include <exception>

#include <nlohmann/json.hpp>

namespace graphopt {

inline void release_json(nlohmann::ordered_json& j) noexcept {
  if (j.is_array()) {
    auto& items = j.get_ref<nlohmann::ordered_json::array_t&>();
    for (auto& x : items) release_json(x);
    items.clear();
  } else if (j.is_object()) {
    auto& fields = j.get_ref<nlohmann::ordered_json::object_t&>();
    for (auto& kv : fields) release_json(kv.second);
    fields.clear();
  }
}

// Releases `j` (above) when the scope is left by an exception; declare it
// after the value it guards.
class ReleaseJsonOnThrow {
 public:
  explicit ReleaseJsonOnThrow(nlohmann::ordered_json& j) : j_(j), thrown_(std::uncaught_exceptions()) {}
  ~ReleaseJsonOnThrow() {
    if (std::uncaught_exceptions() > thrown_) release_json(j_);
  }
  ReleaseJsonOnThrow(const ReleaseJsonOnThrow&) = delete;
  ReleaseJsonOnThrow& operator=(const ReleaseJsonOnThrow&) = delete;

 private:
  nlohmann::ordered_json& j_;
  int thrown_;
};

}  // namespace graphopt
