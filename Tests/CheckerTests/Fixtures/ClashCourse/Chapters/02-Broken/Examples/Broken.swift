struct Broken {
    let value: Int = "not a number"
}
