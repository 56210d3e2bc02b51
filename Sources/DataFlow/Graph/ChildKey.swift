/// The part of a view's identity that comes from where its parent put it: a position in a block,
/// a branch of an `if`, an element id in a `ForEach`, an explicit `.id(_:)`, or a presentation.
/// Together with the view's type, it decides whether an update keeps a view's state or replaces it.
enum ChildKey: Hashable, CustomStringConvertible {
    case index(Int)
    case branch(Bool)
    case id(AnyHashable)
    case explicit(AnyHashable)
    case barItem(String)
    case pushed(Int)
    case pathValue(Int, AnyHashable)
    case presented(AnyHashable)

    var description: String {
        switch self {
        case .index(let i): "\(i)"
        case .branch(let b): b ? "if" : "else"
        case .id(let id): "id:\(id)"
        case .explicit(let id): "explicit:\(id)"
        case .barItem(let placement): "bar:\(placement)"
        case .pushed(let id): "pushed:\(id)"
        case .pathValue(let depth, let value): "path[\(depth)]:\(value)"
        case .presented(let id): "presented:\(id)"
        }
    }
}

/// A child's full identity inside its parent node: where it is, and what type it is.
struct NodeKey: Hashable {
    let key: ChildKey
    let type: ObjectIdentifier
}
