// kiwi_bench: the workloads of performance.md §2 on kiwi (nucleic/kiwi, the C++ core of
// kiwisolver 1.5.1), built exactly as Benchmarks/Sources/StrutBenchmarks/Workloads.swift builds
// them on StrutSolver, with the same output format (see Benchmarks/README.md).
//
//     kiwi_bench [--only ID[,ID...]] [--json] [--enaml FILE] [--reps N] [--stays-mapped] [--list]
//
// Priorities: a UIKit priority p is strength::create(0, p, 0) = 1000p, required is
// strength::required, edit variables are strong; the chain's stays are weak (see stayStrength).
// The enaml-like workload keeps kiwi's own strengths, read from the text file that
// enaml_to_text.py makes from enaml_like.json.
//
// Only the kiwi headers are fetched (build-kiwi.sh); this file is ours.

#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
using kiwi::Constraint;
using kiwi::Expression;
using kiwi::Solver;
using kiwi::Term;
using kiwi::Variable;

double seconds(Clock::duration d) { return std::chrono::duration<double>(d).count(); }

double priority(double p) { return p >= 1000 ? kiwi::strength::required : kiwi::strength::create(0, p, 0); }

// The chain's `x[i] == 0` at priority 10 is kiwi's weak (1), as for the enaml-like weak -> 10.
// kiwi adds strengths up: with create(0, 10, 0) = 10,000 a hundred stays outweigh the strong edit
// (1e6), so kiwi solves another problem (b1 at N = 1,000 gives sum x = -495,000, not -4,995,000,
// and b3 runs for minutes). performance.md's kiwi checksums and times are those of weak stays.
// `--stays-mapped` uses create(0, 10, 0) instead.
double stayStrength = kiwi::strength::weak;

// ---------------------------------------------------------------------------------------------
// The harness: samples, median, checksum check, peak memory, output.

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

bool checksumsAgree(double a, double b) {
    return std::fabs(a - b) <= 1e-9 * std::max(std::fabs(a), std::fabs(b)) + 1e-6;
}

std::string fixed(double value, int decimals) {
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

Measurement measure(const Workload& workload, const RunPolicy& policy) {
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
double peakMemoryMB() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmHWM:", 0) == 0) return std::strtod(line.c_str() + 6, nullptr) / 1024;
    return -1;
}

void printLine(const Measurement& m) {
    std::printf("%-14s median_ms %12.3f checksum %20.6f runs %zu %s\n", m.id.c_str(), m.medianMs(),
                m.checksum, m.samplesMs.size(), m.status().c_str());
    if (m.expected && !checksumsAgree(m.checksum, *m.expected))
        std::printf("MISMATCH %s: checksum %.6f, expected %.6f\n", m.id.c_str(), m.checksum,
                    *m.expected);
    for (const auto& problem : m.problems) std::printf("INVALID %s: %s\n", m.id.c_str(), problem.c_str());
    for (const auto& note : m.notes) std::printf("note: %s\n", note.c_str());
    std::fflush(stdout);
}

std::string jsonString(const std::string& s) {
    std::string out = "\"";
    for (char ch : s) {
        if (ch == '"' || ch == '\\') out += '\\';
        out += ch;
    }
    return out + "\"";
}

std::string jsonNumber(double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.17g", value);
    return buffer;
}

std::string jsonList(const std::vector<std::string>& items) {
    std::string out = "[";
    for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + jsonString(items[i]);
    return out + "]";
}

void printJSON(const std::vector<Measurement>& measurements) {
    std::printf("{\n  \"solver\" : \"kiwi\",\n  \"peak_mb\" : %s,\n  \"workloads\" : [",
                jsonNumber(peakMemoryMB()).c_str());
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

// ---------------------------------------------------------------------------------------------
// (a) enaml-like, from the text form of enaml_like.json (enaml_to_text.py).

struct EnamlCorpus {
    struct Spec {
        std::vector<std::pair<int, double>> terms;
        double constant = 0;
        kiwi::RelationalOperator op = kiwi::OP_EQ;
        double strength = 0;
    };
    std::vector<std::string> names;
    std::vector<std::pair<int, double>> edits;  // variable index, strength
    std::vector<std::pair<double, double>> cycle;
    std::vector<Spec> constraints;
};

double parseStrength(const std::string& token) {
    return token == "required" ? kiwi::strength::required : std::stod(token);
}

EnamlCorpus loadEnaml(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot read " + path + " (run build-kiwi.sh, or pass --enaml FILE)");
    EnamlCorpus corpus;
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::string kind;
        if (!(fields >> kind) || kind[0] == '#') continue;
        if (kind == "var") {
            std::string name;
            fields >> name;
            corpus.names.push_back(name);
        } else if (kind == "edit") {
            int index;
            std::string strength;
            fields >> index >> strength;
            corpus.edits.emplace_back(index, parseStrength(strength));
        } else if (kind == "size") {
            double width, height;
            fields >> width >> height;
            corpus.cycle.emplace_back(width, height);
        } else if (kind == "con") {
            EnamlCorpus::Spec spec;
            std::string op, strength;
            size_t count;
            fields >> op >> strength >> spec.constant >> count;
            spec.op = op == "<=" ? kiwi::OP_LE : op == ">=" ? kiwi::OP_GE : kiwi::OP_EQ;
            spec.strength = parseStrength(strength);
            for (size_t i = 0; i < count; ++i) {
                int index;
                double coefficient;
                fields >> index >> coefficient;
                spec.terms.emplace_back(index, coefficient);
            }
            corpus.constraints.push_back(spec);
        }
        if (fields.fail()) throw std::runtime_error(path + ": bad line: " + line);
    }
    if (corpus.edits.size() < 2 || corpus.constraints.empty())
        throw std::runtime_error(path + ": no edit variables or constraints");
    return corpus;
}

std::vector<Variable> buildEnaml(const EnamlCorpus& corpus, Solver& solver) {
    std::vector<Variable> variables;
    variables.reserve(corpus.names.size());
    for (const auto& name : corpus.names) variables.emplace_back(name);
    for (const auto& edit : corpus.edits) solver.addEditVariable(variables[edit.first], edit.second);
    for (const auto& spec : corpus.constraints) {
        std::vector<Term> terms;
        terms.reserve(spec.terms.size());
        for (const auto& term : spec.terms) terms.emplace_back(variables[term.first], term.second);
        solver.addConstraint(Constraint(Expression(std::move(terms), spec.constant), spec.op, spec.strength));
    }
    return variables;
}

Workload a1(const EnamlCorpus& corpus) {
    return {"a1", 347500.0, [&corpus] {
                Sample sample;
                auto start = Clock::now();
                for (int i = 0; i < 1000; ++i) {
                    Solver solver;
                    auto variables = buildEnaml(corpus, solver);
                    solver.updateVariables();
                    sample.checksum += variables[corpus.edits[0].first].value() +
                                       variables[corpus.edits[1].first].value();
                }
                sample.elapsed = seconds(Clock::now() - start);
                return sample;
            }};
}

Workload a2(const EnamlCorpus& corpus) {
    return {"a2", 8400000.0, [&corpus] {
                Sample sample;
                Solver solver;
                auto variables = buildEnaml(corpus, solver);
                solver.updateVariables();
                const Variable& width = variables[corpus.edits[0].first];
                const Variable& height = variables[corpus.edits[1].first];
                auto start = Clock::now();
                for (int i = 0; i < 1000; ++i)
                    for (const auto& size : corpus.cycle) {
                        solver.suggestValue(width, size.first);
                        solver.suggestValue(height, size.second);
                        solver.updateVariables();
                        sample.checksum += width.value() + height.value();
                    }
                sample.elapsed = seconds(Clock::now() - start);
                return sample;
            }};
}

// ---------------------------------------------------------------------------------------------
// (b) chain

std::vector<Variable> buildChain(int n, bool staysFirst, Solver& solver) {
    std::vector<Variable> x;
    for (int i = 0; i < n; ++i) x.emplace_back("x" + std::to_string(i));
    auto links = [&] {
        for (int i = 0; i < n - 1; ++i) solver.addConstraint(x[i + 1] - x[i] - 10 >= 0);
    };
    auto stays = [&] {
        for (int i = 0; i < n; ++i) solver.addConstraint((x[i] == 0) | stayStrength);
    };
    if (staysFirst) {
        stays();
        links();
    } else {
        links();
        stays();
    }
    solver.addEditVariable(x[n - 1], kiwi::strength::strong);
    solver.updateVariables();
    return x;
}

Workload b1(int n, bool staysFirst, const std::string& id) {
    return {id, -5.0 * n * (n - 1), [=] {
                Sample sample;
                auto start = Clock::now();
                Solver solver;
                auto x = buildChain(n, staysFirst, solver);
                sample.elapsed = seconds(Clock::now() - start);
                for (const auto& v : x) sample.checksum += v.value();
                return sample;
            }};
}

Workload chainSuggestions(const std::string& id, int n, double expected, std::function<double(int)> value) {
    return {id, expected, [=] {
                Sample sample;
                Solver solver;
                auto x = buildChain(n, false, solver);
                auto start = Clock::now();
                for (int k = 0; k < 100; ++k) {
                    solver.suggestValue(x[n - 1], value(k));
                    solver.updateVariables();
                    sample.checksum += x[0].value() + x[n - 1].value();
                }
                sample.elapsed = seconds(Clock::now() - start);
                return sample;
            }};
}

// ---------------------------------------------------------------------------------------------
// (c) stack and (d) resize

struct Stack {
    Solver solver;
    Variable containerLeft{"cL"};
    Variable containerWidth{"cW"};
    std::vector<Variable> left, width;
    std::vector<double> intrinsic;
    double fit = 0;

    explicit Stack(int n) {
        for (int i = 0; i < n; ++i) {
            left.emplace_back("l" + std::to_string(i));
            width.emplace_back("w" + std::to_string(i));
            intrinsic.push_back(20 + (37 * i) % 61);
            fit += intrinsic.back();
        }
        fit += 8.0 * (n - 1);
        solver.addConstraint(containerLeft == 0);
        for (int i = 0; i < n; ++i) {
            solver.addConstraint((width[i] <= intrinsic[i]) | priority(250));
            solver.addConstraint((width[i] >= intrinsic[i]) | priority(750));
            solver.addConstraint(width[i] >= 0);
            if (i == 0)
                solver.addConstraint(left[0] == containerLeft);
            else
                solver.addConstraint(left[i] == left[i - 1] + width[i - 1] + 8);
        }
        solver.addConstraint(left[n - 1] + width[n - 1] == containerLeft + containerWidth);
        solver.addEditVariable(containerWidth, kiwi::strength::strong);
        solver.suggestValue(containerWidth, fit);
        solver.updateVariables();
    }
};

double stackChecksum(int n) {
    double sum = 0, left = 0;
    for (int i = 0; i < n; ++i) {
        double intrinsic = 20 + (37 * i) % 61;
        sum += intrinsic + left;
        left += intrinsic + 8;
    }
    return sum;
}

Workload c(int n) {
    return {"c-" + std::to_string(n), stackChecksum(n), [=] {
                Sample sample;
                auto start = Clock::now();
                Stack stack(n);
                sample.elapsed = seconds(Clock::now() - start);
                for (int i = 0; i < n; ++i) sample.checksum += stack.width[i].value() + stack.left[i].value();
                return sample;
            }};
}

// Σw + 8(N-1) = W within 1e-6, every w >= -1e-9, and the optimal error at each level.
std::vector<std::string> resizeProblems(const Stack& stack, double target, int step) {
    size_t n = stack.width.size();
    std::vector<std::string> problems;
    double total = 8.0 * (n - 1), compression = 0, hugging = 0;
    std::string k = "k=" + std::to_string(step) + ": ";
    for (size_t i = 0; i < n; ++i) {
        double w = stack.width[i].value();
        total += w;
        compression += std::max(0.0, stack.intrinsic[i] - w);
        hugging += std::max(0.0, w - stack.intrinsic[i]);
        if (w < -1e-9) problems.push_back(k + "w" + std::to_string(i) + " = " + fixed(w, 9) + " < 0");
    }
    if (std::fabs(total - target) > 1e-6)
        problems.push_back(k + "sum(w) + 8(N-1) = " + fixed(total, 9) + ", W = " + fixed(target, 9));
    double tolerance = 1e-9 * stack.fit + 1e-6;
    if (std::fabs(compression - std::max(0.0, stack.fit - target)) > tolerance)
        problems.push_back(k + "error @750 = " + fixed(compression, 9) + ", optimum " +
                           fixed(std::max(0.0, stack.fit - target), 9));
    if (std::fabs(hugging - std::max(0.0, target - stack.fit)) > tolerance)
        problems.push_back(k + "error @250 = " + fixed(hugging, 9) + ", optimum " +
                           fixed(std::max(0.0, target - stack.fit), 9));
    return problems;
}

// kiwi's checksum at N = 100 is in performance.md; elsewhere only the invariants are checked.
Workload d(int n) {
    std::optional<double> expected;
    if (n == 100) expected = 613041.939394;
    return {"d-" + std::to_string(n), expected, [=] {
                Sample sample;
                Stack stack(n);
                for (int k = 0; k < 100; ++k) {
                    double target = stack.fit * (0.75 + 0.5 * k / 99.0);
                    auto start = Clock::now();
                    stack.solver.suggestValue(stack.containerWidth, target);
                    stack.solver.updateVariables();
                    sample.elapsed += seconds(Clock::now() - start);
                    sample.checksum += stack.width[0].value() + stack.width[n - 1].value() +
                                       stack.left[n - 1].value();
                    if (sample.problems.size() < 5)
                        for (auto& problem : resizeProblems(stack, target, k))
                            if (sample.problems.size() < 5) sample.problems.push_back(problem);
                }
                return sample;
            }};
}

const std::vector<std::string> workloadIDs = {
    "a1",     "a2",     "b1",      "b2",    "b3",     "b1-400", "b1-stays-400", "b1-stays-1000",
    "c-100",  "c-1000", "c-10000", "d-100", "d-1000", "d-10000"};

std::optional<Workload> makeWorkload(const std::string& id, const std::function<const EnamlCorpus&()>& corpus) {
    if (id == "a1") return a1(corpus());
    if (id == "a2") return a2(corpus());
    if (id == "b1") return b1(1000, false, id);
    if (id == "b2") return chainSuggestions(id, 1000, 535650, [](int k) { return 10.0 * 1000 + 7.0 * k; });
    if (id == "b3") return chainSuggestions(id, 1000, 251000, [](int k) { return k % 2 == 0 ? 20.0 * 1000 : 0.0; });
    if (id == "b1-400") return b1(400, false, id);
    if (id == "b1-stays-400") return b1(400, true, id);
    if (id == "b1-stays-1000") return b1(1000, true, id);
    if (id == "c-100") return c(100);
    if (id == "c-1000") return c(1000);
    if (id == "c-10000") return c(10000);
    if (id == "d-100") return d(100);
    if (id == "d-1000") return d(1000);
    if (id == "d-10000") return d(10000);
    return std::nullopt;
}

// enaml_like.txt next to this executable (build-kiwi.sh puts both in .work/).
std::string defaultEnaml() {
    char path[PATH_MAX];
    ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
    if (length <= 0) return "enaml_like.txt";
    std::string executable(path, static_cast<size_t>(length));
    return executable.substr(0, executable.rfind('/') + 1) + "enaml_like.txt";
}

[[noreturn]] void usage(const std::string& message = "") {
    if (!message.empty()) std::fprintf(stderr, "%s\n", message.c_str());
    std::fprintf(stderr,
                 "usage: kiwi_bench [--only ID[,ID...]] [--json] [--enaml FILE] [--reps N] [--stays-mapped]\n"
                 "                  [--list]\n");
    std::exit(2);
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> selected = workloadIDs;
    bool json = false;
    std::string enamlPath = defaultEnaml();
    RunPolicy policy;
    for (int i = 1; i < argc; ++i) {
        std::string argument = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) usage("missing value for " + argument);
            return argv[++i];
        };
        if (argument == "--only") {
            selected.clear();
            std::stringstream list(value());
            for (std::string id; std::getline(list, id, ',');) {
                if (std::find(workloadIDs.begin(), workloadIDs.end(), id) == workloadIDs.end())
                    usage("unknown workload " + id);
                selected.push_back(id);
            }
        } else if (argument == "--json") {
            json = true;
        } else if (argument == "--enaml") {
            enamlPath = value();
        } else if (argument == "--reps") {
            policy.repetitions = std::atoi(value().c_str());
            policy.isFixed = true;
            if (policy.repetitions <= 0) usage("--reps needs a positive count");
        } else if (argument == "--stays-mapped") {
            stayStrength = priority(10);
        } else if (argument == "--list") {
            for (const auto& id : workloadIDs) std::printf("%s\n", id.c_str());
            return 0;
        } else {
            usage("unknown argument " + argument);
        }
    }

    std::optional<EnamlCorpus> corpus;
    auto getCorpus = [&]() -> const EnamlCorpus& {
        if (!corpus) corpus = loadEnaml(enamlPath);
        return *corpus;
    };
    std::vector<Measurement> measurements;
    bool failed = false;
    if (!json) std::printf("# kiwi: median of up to %d runs (steady_clock)\n", policy.repetitions);
    for (const auto& id : selected) {
        try {
            auto workload = makeWorkload(id, getCorpus);
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
        printJSON(measurements);
    else
        std::printf("peak_mb %.1f (VmHWM of this process)\n", peakMemoryMB());
    return failed ? 1 : 0;
}
