func answer() -> Int { 0 }
