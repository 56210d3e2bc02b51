extension ViewHost {
    /// Mounts the view of a `#Preview`, as Xcode's canvas shows it: `ViewHost(preview: "Playing")`,
    /// or for an unnamed preview its label, `ViewHost(preview: "Line 12")`. Pass `inFile` when
    /// several files declare a preview of that name.
    public convenience init(preview name: String, inFile fileName: String? = nil) throws {
        self.init(preview: try Preview.named(name, inFile: fileName))
    }

    /// Mounts the view `preview` makes.
    public convenience init(preview: Preview) {
        self.init(anyView: preview.makeView())
    }

    /// Mounts a view whose type is known only at run time (a preview's body, an app's window).
    convenience init(anyView view: any View) {
        self.init(view)
    }
}
