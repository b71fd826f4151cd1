print("benchmarks: see Benchmarks/README.md")
