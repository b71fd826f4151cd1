// The clock the workloads are timed on.
//
// ContinuousClock would do, but it lives in Swift Concurrency, and linking that runtime (with
// dispatch under it) adds 1.3 MB of code pages to the peak memory of a static process that
// otherwise holds only the solver: an empty static program that prints 2.7 MB resident, with
// one `ContinuousClock().now` 4.0 MB. This clock reads CLOCK_MONOTONIC, the clock kiwi's
// harness reads through `std::chrono::steady_clock`.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A monotonic clock (CLOCK_MONOTONIC) whose instants subtract to a `Duration`.
package struct MonotonicClock {
  /// A reading of the clock, in nanoseconds since an unspecified start.
  package struct Instant {
    fileprivate var nanoseconds: Int64

    /// The time from `start` to `end`.
    package static func - (end: Instant, start: Instant) -> Duration {
      .nanoseconds(end.nanoseconds - start.nanoseconds)
    }
  }

  package init() {}

  /// The current reading.
  package var now: Instant {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Instant(nanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
  }
}
