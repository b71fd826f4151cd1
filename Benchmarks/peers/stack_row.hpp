// The row of boxes the stack workloads lay out (performance.md §2 c): box i is
// 20 + (37 i mod 61) points wide at rest, the boxes 8 points apart. Strut's c-N and
// layout-stack-N, kiwi's c-N and Yoga's row all use it.
#pragma once

namespace peer {

// The width box `i` wants: kiwi's intrinsic width, Yoga's flex basis.
inline double stackBoxWidth(int i) { return 20 + (37 * i) % 61; }

// Σ(w_i + l_i) of an `n`-box row laid out at its boxes' own widths: the checksum of the builds.
inline double stackChecksum(int n) {
    double sum = 0, left = 0;
    for (int i = 0; i < n; ++i) {
        double width = stackBoxWidth(i);
        sum += width + left;
        left += width + 8;
    }
    return sum;
}

}  // namespace peer
