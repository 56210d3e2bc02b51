import Foundation

/// Writes a value out the way TCA's failure messages show it (swift-custom-dump's style): one
/// field per line, named, nested values indented, strings quoted, enum cases with a leading dot.
/// `TestStore` diffs two such dumps line by line, so a mismatch shows the field by name.
///
///     ContactsFeature.State(
///       addContact: nil,
///       contacts: [
///         [0]: Contact(
///           id: UUID(00000000-0000-0000-0000-000000000000),
///           name: "Blob"
///         )
///       ]
///     )
enum ValueDump {
    /// The value on as many lines as its structure needs.
    static func lines(_ value: Any) -> [String] {
        var out: [String] = []
        write(value, label: "", isRoot: true, indent: 0, into: &out)
        return out
    }

    /// The value on one line, for an action in a sentence.
    static func inline(_ value: Any) -> String {
        lines(value).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
            .replacingOccurrences(of: "( ", with: "(")
            .replacingOccurrences(of: "[ ", with: "[")
            .replacingOccurrences(of: ", )", with: ")")
            .replacingOccurrences(of: " )", with: ")")
            .replacingOccurrences(of: " ]", with: "]")
    }

    private static func write(_ value: Any, label: String, isRoot: Bool, indent: Int, into out: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        if let leaf = leafText(value) {
            out.append(pad + label + leaf)
            return
        }
        if let custom = value as? any CustomDumpReflectable {
            write(custom.dumpValue, label: label, isRoot: isRoot, indent: indent, into: &out)
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let wrapped = mirror.children.first?.value {
                write(wrapped, label: label, isRoot: isRoot, indent: indent, into: &out)
            } else {
                out.append(pad + label + "nil")
            }
        case .collection, .set:
            var children = Array(mirror.children)
            if mirror.displayStyle == .set {
                children.sort { inline($0.value) < inline($1.value) }
            }
            writeGroup(
                open: "[", close: "]", empty: "[]", label: label, indent: indent, into: &out,
                children: children.enumerated().map { ("[\($0.offset)]: ", $0.element.value) })
        case .dictionary:
            let pairs = mirror.children.map { pair -> (String, Any) in
                let parts = Array(Mirror(reflecting: pair.value).children)
                return (inline(parts[0].value) + ": ", parts[1].value)
            }.sorted { $0.0 < $1.0 }
            writeGroup(open: "[", close: "]", empty: "[:]", label: label, indent: indent, into: &out, children: pairs)
        case .tuple:
            writeGroup(
                open: "(", close: ")", empty: "()", label: label, indent: indent, into: &out,
                children: mirror.children.map { (fieldLabel($0.label), $0.value) })
        case .enum:
            let typePrefix = isRoot ? typeName(of: value) : ""
            guard let payload = mirror.children.first else {
                out.append(pad + label + typePrefix + "." + "\(value)".split(separator: "(").first.map(String.init)!)
                return
            }
            let caseName = payload.label ?? "\(value)"
            let payloadMirror = Mirror(reflecting: payload.value)
            let payloadChildren: [(String, Any)] =
                payloadMirror.displayStyle == .tuple
                ? payloadMirror.children.map { (fieldLabel($0.label), $0.value) }
                : [("", payload.value)]
            var inner: [String] = []
            for (childLabel, child) in payloadChildren {
                write(child, label: childLabel, isRoot: false, indent: 0, into: &inner)
            }
            let head = pad + label + typePrefix + "." + caseName
            if inner.count == payloadChildren.count {
                out.append(head + "(" + inner.joined(separator: ", ") + ")")
            } else {
                writeGroup(
                    open: "(", close: ")", empty: "()", label: label + typePrefix + "." + caseName,
                    indent: indent, into: &out, children: payloadChildren)
            }
        default:
            let omitsID = value is any DumpOmitsIdentity
            let children = mirror.children.compactMap { child -> (String, Any)? in
                guard let name = child.label, !name.hasPrefix("_$"), !(omitsID && name == "id") else { return nil }
                return (fieldLabel(name), child.value)
            }
            if children.isEmpty && mirror.displayStyle != .struct && mirror.displayStyle != .class {
                out.append(pad + label + "\(value)")
                return
            }
            writeGroup(
                open: typeName(of: value) + "(", close: ")", empty: typeName(of: value) + "()",
                label: label, indent: indent, into: &out, children: children)
        }
    }

    private static func writeGroup(
        open: String, close: String, empty: String, label: String, indent: Int,
        into out: inout [String], children: [(String, Any)]
    ) {
        let pad = String(repeating: "  ", count: indent)
        guard !children.isEmpty else {
            out.append(pad + label + empty)
            return
        }
        out.append(pad + label + open)
        for (offset, child) in children.enumerated() {
            write(child.1, label: child.0, isRoot: false, indent: indent + 1, into: &out)
            if offset < children.count - 1 { out[out.count - 1] += "," }
        }
        out.append(pad + close)
    }

    private static func fieldLabel(_ label: String?) -> String {
        guard let label else { return "" }
        if label.hasPrefix("."), Int(label.dropFirst()) != nil { return "" }
        let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
        return name + ": "
    }

    private static func leafText(_ value: Any) -> String? {
        switch value {
        case let string as String: return string.debugDescription
        case let string as Substring: return String(string).debugDescription
        case let character as Character: return String(character).debugDescription
        case let bool as Bool: return "\(bool)"
        case let uuid as UUID: return "UUID(\(uuid.uuidString))"
        case let date as Date: return "Date(\(date.formatted(.iso8601)))"
        case let url as URL: return "URL(\(url.absoluteString))"
        case let duration as Duration: return "\(duration)"
        case let integer as any BinaryInteger: return "\(integer)"
        case let number as any FloatingPoint: return "\(number)"
        case is Any.Type: return "\(value)"
        default: return nil
        }
    }

    /// The value's type without module names: `ContactsFeature.State`, `IdentifiedArray<UUID, Contact>`.
    static func typeName(of value: Any) -> String {
        typeName(type(of: value))
    }

    static func typeName(_ type: Any.Type) -> String {
        var name = String(reflecting: type)
        while let range = name.range(of: #"\(unknown context at \$[0-9a-f]+\)\."#, options: .regularExpression) {
            name.removeSubrange(range)
        }
        var result = ""
        var token = ""
        func flush() {
            if let dot = token.firstIndex(of: "."), token.first?.isLetter == true || token.first == "_" {
                result += token[token.index(after: dot)...]
            } else {
                result += token
            }
            token = ""
        }
        for character in name {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                token.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}

/// A type that shows another value in failure messages: a `@Presents` property shows its child
/// state, an `IdentifiedArray` its elements.
protocol CustomDumpReflectable {
    var dumpValue: Any { get }
}

extension PresentationState: CustomDumpReflectable {
    var dumpValue: Any { wrappedValue as Any }
}

extension IdentifiedArray: CustomDumpReflectable {
    var dumpValue: Any { elements }
}

/// A type whose `==` ignores its `id` (a fresh `UUID()` per value): its dump leaves the id out, so
/// that a diff never marks the ids of two equal alerts (or buttons) as a difference.
protocol DumpOmitsIdentity {}

extension AlertState: DumpOmitsIdentity {}
extension ConfirmationDialogState: DumpOmitsIdentity {}
extension ButtonState: DumpOmitsIdentity {}
