print("vflc-bench: no workloads yet")
