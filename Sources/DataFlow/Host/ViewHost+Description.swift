extension ViewHost: CustomStringConvertible {
    /// `ViewHost(MuteButton)`: the host named after the view it mounted, so that a failed check
    /// that mentions a host names the view rather than the runtime's module.
    public nonisolated var description: String {
        "ViewHost(\(mountedViewName))"
    }
}
