// The harness the peers' benchmarks share (kiwi_bench, yoga_bench): samples, the median of
// repeated runs, the checksum check, peak memory, and the output format strut-solver-bench and
// strut-bench print too (see Benchmarks/README.md).
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace peer {

using Clock = std::chrono::steady_clock;

inline double seconds(Clock::duration d) { return std::chrono::duration<double>(d).count(); }

struct Sample {
    double elapsed = 0;  // seconds, timed section only
    double checksum = 0;
    std::vector<std::string> problems;
};

struct Workload {
    std::string id;
    std::optional<double> expected;
    std::function<Sample()> run;
};

inline bool checksumsAgree(double a, double b) {
    return std::fabs(a - b) <= 1e-9 * std::max(std::fabs(a), std::fabs(b)) + 1e-6;
}

inline std::string fixed(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

struct Measurement {
    std::string id;
    std::vector<double> samplesMs;
    double checksum = NAN;
    std::optional<double> expected;
    std::vector<std::string> problems;
    std::vector<std::string> notes;

    double medianMs() const {
        std::vector<double> sorted = samplesMs;
        std::sort(sorted.begin(), sorted.end());
        size_t middle = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    std::string status() const {
        if (!problems.empty()) return "INVALID";
        if (!expected) return "valid";
        return checksumsAgree(checksum, *expected) ? "ok" : "MISMATCH";
    }
};

struct RunPolicy {
    int repetitions = 5;
    bool isFixed = false;
    double longRun = 10;  // seconds
};

inline Measurement measure(const Workload& workload, const RunPolicy& policy) {
    Measurement m;
    m.id = workload.id;
    m.expected = workload.expected;
    std::vector<double> checksums;
    for (int run = 0; run < policy.repetitions; ++run) {
        Sample sample = workload.run();
        m.samplesMs.push_back(sample.elapsed * 1e3);
        checksums.push_back(sample.checksum);
        for (const auto& problem : sample.problems)
            if (std::find(m.problems.begin(), m.problems.end(), problem) == m.problems.end())
                m.problems.push_back(problem);
        if (!policy.isFixed && run + 1 < policy.repetitions && sample.elapsed > policy.longRun) {
            m.notes.push_back(workload.id + ": run " + std::to_string(run + 1) + " took " +
                              fixed(sample.elapsed, 1) + " s (> " + fixed(policy.longRun, 0) +
                              " s); median of " + std::to_string(run + 1) + " run(s) instead of " +
                              std::to_string(policy.repetitions));
            break;
        }
    }
    m.checksum = checksums.front();
    for (double c : checksums)
        if (!checksumsAgree(c, checksums.front())) {
            std::string list;
            for (double each : checksums) list += (list.empty() ? "" : ", ") + fixed(each, 6);
            m.problems.push_back("checksum differs between runs: " + list);
            break;
        }
    return m;
}

// Peak resident set (VmHWM in /proc/self/status) in MB (2^20 bytes); negative without /proc.
inline double peakMemoryMB() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmHWM:", 0) == 0) return std::strtod(line.c_str() + 6, nullptr) / 1024;
    return -1;
}

inline void printLine(const Measurement& m) {
    std::printf("%-14s median_ms %12.3f checksum %20.6f runs %zu %s\n", m.id.c_str(), m.medianMs(),
                m.checksum, m.samplesMs.size(), m.status().c_str());
    if (m.expected && !checksumsAgree(m.checksum, *m.expected))
        std::printf("MISMATCH %s: checksum %.6f, expected %.6f\n", m.id.c_str(), m.checksum,
                    *m.expected);
    for (const auto& problem : m.problems) std::printf("INVALID %s: %s\n", m.id.c_str(), problem.c_str());
    for (const auto& note : m.notes) std::printf("note: %s\n", note.c_str());
    std::fflush(stdout);
}

inline std::string jsonString(const std::string& s) {
    std::string out = "\"";
    for (char ch : s) {
        if (ch == '"' || ch == '\\') out += '\\';
        out += ch;
    }
    return out + "\"";
}

inline std::string jsonNumber(double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.17g", value);
    return buffer;
}

inline std::string jsonList(const std::vector<std::string>& items) {
    std::string out = "[";
    for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + jsonString(items[i]);
    return out + "]";
}

inline void printJSON(const std::string& peer, const std::vector<Measurement>& measurements) {
    std::printf("{\n  \"solver\" : %s,\n  \"peak_mb\" : %s,\n  \"workloads\" : [",
                jsonString(peer).c_str(), jsonNumber(peakMemoryMB()).c_str());
    for (size_t i = 0; i < measurements.size(); ++i) {
        const Measurement& m = measurements[i];
        std::string list = "[";
        for (size_t j = 0; j < m.samplesMs.size(); ++j) list += (j ? ", " : "") + jsonNumber(m.samplesMs[j]);
        list += "]";
        std::printf("%s\n    {\n      \"checksum\" : %s,\n", i ? "," : "", jsonNumber(m.checksum).c_str());
        if (m.expected) std::printf("      \"expected\" : %s,\n", jsonNumber(*m.expected).c_str());
        std::printf("      \"id\" : %s,\n      \"median_ms\" : %s,\n      \"notes\" : %s,\n"
                    "      \"problems\" : %s,\n      \"samples_ms\" : %s,\n      \"status\" : %s\n    }",
                    jsonString(m.id).c_str(), jsonNumber(m.medianMs()).c_str(), jsonList(m.notes).c_str(),
                    jsonList(m.problems).c_str(), list.c_str(), jsonString(m.status()).c_str());
    }
    std::printf("\n  ]\n}\n");
}

// Runs each selected workload (`make` returns nothing for an id it does not know) and prints its
// line, or all of them as one JSON object; returns the exit status: 1 if any checksum mismatched,
// any invariant failed or any workload threw.
inline int runWorkloads(const std::string& peer, const std::vector<std::string>& ids,
                        const RunPolicy& policy, bool json,
                        const std::function<std::optional<Workload>(const std::string&)>& make) {
    std::vector<Measurement> measurements;
    bool failed = false;
    if (!json) std::printf("# %s: median of up to %d runs (steady_clock)\n", peer.c_str(), policy.repetitions);
    for (const auto& id : ids) {
        try {
            auto workload = make(id);
            if (!workload) continue;
            Measurement m = measure(*workload, policy);
            failed = failed || m.status() == "MISMATCH" || m.status() == "INVALID";
            measurements.push_back(m);
            if (!json) printLine(m);
        } catch (const std::exception& error) {
            failed = true;
            std::printf("ERROR %s: %s\n", id.c_str(), error.what());
            std::fflush(stdout);
        }
    }
    if (json)
        printJSON(peer, measurements);
    else
        std::printf("peak_mb %.1f (VmHWM of this process)\n", peakMemoryMB());
    return failed ? 1 : 0;
}

// The command line both peers take: --only ID[,ID...], --json, --reps N and --list (which prints
// the ids and exits). `extra` is offered every other argument with a way to read its value, and
// returns false for one it does not know; a bad command line prints `usage` and exits with 2.
struct Options {
    std::vector<std::string> selected;
    bool json = false;
    RunPolicy policy;
};

inline Options parseOptions(
    int argc, char** argv, const std::vector<std::string>& ids, const std::string& usage,
    const std::function<bool(const std::string&, const std::function<std::string()>&)>& extra =
        [](const std::string&, const std::function<std::string()>&) { return false; }) {
    auto fail = [&](const std::string& message) {
        std::fprintf(stderr, "%s\nusage: %s\n", message.c_str(), usage.c_str());
        std::exit(2);
    };
    Options options;
    options.selected = ids;
    for (int i = 1; i < argc; ++i) {
        std::string argument = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) fail("missing value for " + argument);
            return argv[++i];
        };
        if (argument == "--only") {
            options.selected.clear();
            std::stringstream list(value());
            for (std::string id; std::getline(list, id, ',');) {
                if (std::find(ids.begin(), ids.end(), id) == ids.end()) fail("unknown workload " + id);
                options.selected.push_back(id);
            }
        } else if (argument == "--json") {
            options.json = true;
        } else if (argument == "--reps") {
            options.policy.repetitions = std::atoi(value().c_str());
            options.policy.isFixed = true;
            if (options.policy.repetitions <= 0) fail("--reps needs a positive count");
        } else if (argument == "--list") {
            for (const auto& id : ids) std::printf("%s\n", id.c_str());
            std::exit(0);
        } else if (!extra(argument, value)) {
            fail("unknown argument " + argument);
        }
    }
    return options;
}

}  // namespace peer
