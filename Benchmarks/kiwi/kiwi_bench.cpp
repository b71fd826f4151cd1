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

#include "../peers/harness.hpp"
#include "../peers/stack_row.hpp"

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

using namespace peer;
using kiwi::Constraint;
using kiwi::Expression;
using kiwi::Solver;
using kiwi::Term;
using kiwi::Variable;

double priority(double p) { return p >= 1000 ? kiwi::strength::required : kiwi::strength::create(0, p, 0); }

// The chain's `x[i] == 0` at priority 10 is kiwi's weak (1), as for the enaml-like weak -> 10.
// kiwi adds strengths up: with create(0, 10, 0) = 10,000 a hundred stays outweigh the strong edit
// (1e6), so kiwi solves another problem (b1 at N = 1,000 gives sum x = -495,000, not -4,995,000,
// and b3 runs for minutes). performance.md's kiwi checksums and times are those of weak stays.
// `--stays-mapped` uses create(0, 10, 0) instead.
double stayStrength = kiwi::strength::weak;

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
            intrinsic.push_back(peer::stackBoxWidth(i));
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

Workload c(int n) {
    return {"c-" + std::to_string(n), peer::stackChecksum(n), [=] {
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

}  // namespace

int main(int argc, char** argv) {
    std::string enamlPath = defaultEnaml();
    Options options = parseOptions(
        argc, argv, workloadIDs,
        "kiwi_bench [--only ID[,ID...]] [--json] [--enaml FILE] [--reps N] [--stays-mapped] [--list]",
        [&](const std::string& argument, const std::function<std::string()>& value) {
            if (argument == "--enaml") {
                enamlPath = value();
            } else if (argument == "--stays-mapped") {
                stayStrength = priority(10);
            } else {
                return false;
            }
            return true;
        });
    std::optional<EnamlCorpus> corpus;
    auto getCorpus = [&]() -> const EnamlCorpus& {
        if (!corpus) corpus = loadEnaml(enamlPath);
        return *corpus;
    };
    return runWorkloads("kiwi", options.selected, options.policy, options.json,
                        [&](const std::string& id) { return makeWorkload(id, getCorpus); });
}
