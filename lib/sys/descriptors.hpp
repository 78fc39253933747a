#pragma once
// Open-file descriptors, a resource --jobs multiplies: each input in flight
// holds a few at once (its file, an output's temporary file and its
// directory). Past the process's limit a job fails with "Too many open
// files" where one job at a time would not, so a run with several jobs
// would write fewer outputs than the same run with one.

namespace graphopt {

// The most descriptors one input holds at once, with every output flag
// given (measured: 2-3 for each further job, -o DIR, --trace DIR,
// --dump-dir, --stats and --overlap-log together), with room to spare.
inline constexpr unsigned kDescriptorsPerJob = 6;
// Kept free for what the run shares (--stats, --overlap-log, the logs).
inline constexpr unsigned kSharedDescriptors = 16;

// How many of `jobs` can run side by side within the descriptor limit,
// at least 1. Raises the soft limit toward the hard one first where the
// jobs need it (the hard limit is the user's or the system's bound; the
// soft one is a default that many shells leave at 1024).
unsigned jobs_within_descriptors(unsigned jobs);

}  // namespace graphopt
