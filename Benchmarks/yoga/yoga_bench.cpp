// yoga_bench: the flexbox row that performance.md §2 sets beside the stack workloads, on Yoga
// (facebook/yoga's C++ core as vendored in poga 0.1.19's sdist), with the same ids and output
// format as strut-solver-bench and strut-bench, so that compare.sh puts the two side by side.
//
//     yoga_bench [--only ID[,ID...]] [--json] [--reps N] [--list]
//
// The row: N children with flexBasis iw_i = 20 + (37i mod 61), flexGrow 1, flexShrink 1,
// height 20, 8 points apart (a left margin on every child but the first: this Yoga has no
// `gap`), in a root of width W laid out left to right. Each workload does what its Strut
// counterpart does: the solver's c-N and d-N leave positions unrounded (point scale 0), the
// layout model's layout-stack-N and layout-stack-resize-N round frames to the pixels of a 3x
// screen (Strut's default scale; Yoga rounds each edge at point scale 3). Yoga grows and shrinks
// the children in proportion, not by priority, so only the build's checksum (W = fit: every
// child at its basis) is Strut's; the resizes are checked by invariants.
//
// Only Yoga's sources are fetched (build-yoga.sh); this file is ours.

#include <yoga/Yoga.h>

#include "../peers/harness.hpp"
#include "../peers/stack_row.hpp"

#include <string>
#include <vector>

namespace {

using namespace peer;

// A built row: the root, its children, and the width at which every child has its basis.
struct Row {
    double scale;
    YGConfigRef config;
    YGNodeRef root;
    std::vector<YGNodeRef> children;
    double fit = 0;

    Row(int n, double scale) : scale(scale) {
        config = YGConfigNew();
        YGConfigSetPointScaleFactor(config, static_cast<float>(scale));
        root = YGNodeNewWithConfig(config);
        YGNodeStyleSetFlexDirection(root, YGFlexDirectionRow);
        YGNodeStyleSetHeight(root, 44);
        children.reserve(n);
        for (int i = 0; i < n; ++i) {
            double basis = peer::stackBoxWidth(i);
            fit += basis;
            YGNodeRef child = YGNodeNewWithConfig(config);
            YGNodeStyleSetFlexBasis(child, static_cast<float>(basis));
            YGNodeStyleSetFlexGrow(child, 1);
            YGNodeStyleSetFlexShrink(child, 1);
            YGNodeStyleSetHeight(child, 20);
            if (i > 0) YGNodeStyleSetMargin(child, YGEdgeLeft, 8);
            YGNodeInsertChild(root, child, static_cast<uint32_t>(i));
            children.push_back(child);
        }
        fit += 8.0 * (n - 1);
    }

    ~Row() {
        YGNodeFreeRecursive(root);
        YGConfigFree(config);
    }

    Row(const Row&) = delete;
    Row& operator=(const Row&) = delete;

    void layOut(double width) {
        YGNodeStyleSetWidth(root, static_cast<float>(width));
        YGNodeCalculateLayout(root, YGUndefined, YGUndefined, YGDirectionLTR);
    }

    double width(size_t i) const { return YGNodeLayoutGetWidth(children[i]); }
    double left(size_t i) const { return YGNodeLayoutGetLeft(children[i]); }
};

// The row's layout at width `target`: children 8 points apart from 0 to the target, none of
// negative width. Neighbours are checked tightly, to a pixel where Yoga rounds each edge to the
// pixel grid; the end to 0.1%, as Yoga computes in float: where it stretches a 10,000-child row
// the end drifts by up to 1.2e-4 of the width (71 points in 596,000).
std::vector<std::string> rowProblems(const Row& row, double target, int step) {
    std::vector<std::string> problems;
    auto problem = [&](const std::string& text) {
        if (problems.size() < 3) problems.push_back("step " + std::to_string(step) + ": " + text);
    };
    double pixel = row.scale > 0 ? 1 / row.scale : 0;
    double end = 0;
    for (size_t i = 0; i < row.children.size(); ++i) {
        if (row.width(i) < 0) problem("child " + std::to_string(i) + " has width " + fixed(row.width(i), 6));
        double expectedLeft = i == 0 ? 0 : end + 8;
        if (std::fabs(row.left(i) - expectedLeft) > pixel + 1e-6 * expectedLeft + 1e-3)
            problem("child " + std::to_string(i) + " starts at " + fixed(row.left(i), 6) + ", not " +
                    fixed(expectedLeft, 6));
        end = row.left(i) + row.width(i);
    }
    if (std::fabs(end - target) > pixel + 1e-3 * target)
        problem("the row ends at " + fixed(end, 6) + ", not at " + fixed(target, 6));
    return problems;
}

// The build and first layout at W = fit (Strut: c-N, layout-stack-N).
Workload build(const std::string& id, int n, double scale) {
    return {id, peer::stackChecksum(n), [=] {
                Sample sample;
                auto start = Clock::now();
                Row row(n, scale);
                row.layOut(row.fit);
                sample.elapsed = seconds(Clock::now() - start);
                for (int i = 0; i < n; ++i) sample.checksum += row.width(i) + row.left(i);
                sample.problems = rowProblems(row, row.fit, 0);
                return sample;
            }};
}

// 100 layouts at W = fit·(0.75 + 0.5k/99) of a row laid out once (Strut: d-N,
// layout-stack-resize-N); checksum Σ(w_0 + w_{N−1} + l_{N−1}), Yoga's own.
Workload resize(const std::string& id, int n, double scale) {
    return {id, std::nullopt, [=] {
                Sample sample;
                Row row(n, scale);
                row.layOut(row.fit);
                for (int k = 0; k < 100; ++k) {
                    double target = row.fit * (0.75 + 0.5 * k / 99.0);
                    auto start = Clock::now();
                    row.layOut(target);
                    sample.elapsed += seconds(Clock::now() - start);
                    sample.checksum += row.width(0) + row.width(n - 1) + row.left(n - 1);
                    if (sample.problems.empty()) sample.problems = rowProblems(row, target, k);
                }
                return sample;
            }};
}

const std::vector<std::string> workloadIDs = {
    "c-100", "c-1000", "c-10000", "d-100", "d-1000", "d-10000", "layout-stack-100", "layout-stack-1000",
    "layout-stack-10000", "layout-stack-resize-100", "layout-stack-resize-1000"};

std::optional<Workload> makeWorkload(const std::string& id) {
    if (std::find(workloadIDs.begin(), workloadIDs.end(), id) == workloadIDs.end()) return std::nullopt;
    int n = std::stoi(id.substr(id.rfind('-') + 1));
    bool isResize = id.rfind("d-", 0) == 0 || id.rfind("layout-stack-resize-", 0) == 0;
    double scale = id.rfind("layout-", 0) == 0 ? 3 : 0;
    return isResize ? resize(id, n, scale) : build(id, n, scale);
}

}  // namespace

int main(int argc, char** argv) {
    Options options =
        parseOptions(argc, argv, workloadIDs, "yoga_bench [--only ID[,ID...]] [--json] [--reps N] [--list]");
    return runWorkloads("yoga", options.selected, options.policy, options.json, makeWorkload);
}
