#pragma once
// The property the verifier decides for an iteration form (docs/format.md,
// "Iteration form"): unrolled over k iterations (setup, k-2 steady states,
// cleanup), the form performs exactly the operations of its single
// iteration (setup, then flush, or a plain step graph) run k times, on the
// same values, returns the same value from every iteration, and leaves every
// mutated input in the same state.
//
// How: every node run is numbered by what it computes, an operation applied
// to the numbers of its inputs; a read of a storage that something writes
// also names the storage's version (the last write to it), so a reader or
// writer moved across a write computes a different number. The two runs
// must then compute the same multiset of numbers. Inputs that are never
// written are fresh in every iteration (the batch); inputs that are written
// are the same tensors in every iteration (parameters, optimizer state).
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "ir/document.hpp"
#include "ir/iteration_form.hpp"

namespace graphopt {

class IterationRunner;

// Where a run computed something, and in which iteration.
struct RunPlace {
  FormPlace at;
  int iteration = 0;
};

// One program's run, unrolled: kept by the verifier from before a pass.
struct UnrolledRun {
  std::shared_ptr<IterationRunner> runner;  // the numbering both runs share
  std::vector<uint32_t> ops;                // sorted
  std::vector<uint32_t> returns;            // per iteration (a null return too)
  std::vector<RunPlace> return_at;          // per iteration: the output node that returned it
  std::vector<std::pair<std::string, uint32_t>> final_state;  // per written input, sorted
  std::unordered_map<std::string, RunPlace> last_write;       // per written input: where its state last changed
                                                              // (its placeholder, iteration 0, if never)
  std::vector<FormProblem> problems;        // what kept the run from being numbered
  std::unordered_map<uint32_t, RunPlace> last_run;  // where each number was last computed
};

// A numbering for runs to be compared.
std::shared_ptr<IterationRunner> new_iteration_runner();

// The single iteration of `doc` (its plain graph, or setup then flush of
// its iteration form) run `k` times. `distinct_allocations`: two storages
// allocated alike (clone(x) twice) and written in place are told apart by
// their order among such allocations, for comparing two programs that run
// the same nodes (diff --same-result); off for the iteration forms'
// check, where an allocation and its write may sit in different graphs.
UnrolledRun run_single_iterations(const Document& doc, int k, std::shared_ptr<IterationRunner> runner = nullptr,
                                  bool distinct_allocations = false);
// The iteration form of `doc` unrolled over k >= 2 iterations: setup, k-2
// steady states and cleanup; `flushed`: setup, k-1 steady states, then
// flush.
UnrolledRun run_unrolled_form(const Document& doc, int k, std::shared_ptr<IterationRunner> runner,
                              bool flushed = false);

// Differences between two runs numbered by the same runner, one problem
// each, at the place that shows it: `what` names the first run, `ref` the
// second.
std::vector<FormProblem> run_differences(const UnrolledRun& what, const UnrolledRun& ref, const std::string& what_name,
                                         const std::string& ref_name, size_t limit = 20);
// The same, one line each (io/form_places.hpp).
std::vector<std::string> compare_runs(const UnrolledRun& what, const UnrolledRun& ref, const std::string& what_name,
                                      const std::string& ref_name, size_t limit = 20);

// The whole check for one document: its form against its own single
// iteration, every run of 2 to `k` iterations, ended by cleanup or by flush
// (empty for a plain graph).
std::vector<FormProblem> form_run_problems(const Document& doc, int k = 4, size_t limit = 20);
// The same, one line each (io/form_places.hpp).
std::vector<std::string> check_iteration_form(const Document& doc, int k = 4, size_t limit = 20);

}  // namespace graphopt
