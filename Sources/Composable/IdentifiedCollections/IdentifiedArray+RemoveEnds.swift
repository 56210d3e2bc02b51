/// Removing from either end of an `IdentifiedArray`, as swift-identified-collections'
/// `IdentifiedArray` does (`removeFirst()`, `removeLast()`, and the `_ k:` forms, each trapping
/// when the array holds fewer elements than asked, like `Array`'s): TCA's SyncUps tutorial tests
/// deleting an attendee with `$0.syncUp.attendees.removeFirst()`.
extension IdentifiedArray {
    /// Removes and returns the first element; the array must not be empty.
    @discardableResult
    public mutating func removeFirst() -> Element {
        precondition(!isEmpty, "Can't remove the first element of an empty IdentifiedArray")
        return remove(at: 0)
    }

    /// Removes and returns the last element; the array must not be empty.
    @discardableResult
    public mutating func removeLast() -> Element {
        precondition(!isEmpty, "Can't remove the last element of an empty IdentifiedArray")
        return remove(at: count - 1)
    }

    /// Removes the first `k` elements; the array must hold at least `k`.
    public mutating func removeFirst(_ k: Int) {
        precondition(k >= 0 && k <= count, "Can't remove \(k) elements from an IdentifiedArray of \(count)")
        remove(atOffsets: 0..<k)
    }

    /// Removes the last `k` elements; the array must hold at least `k`.
    public mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "Can't remove \(k) elements from an IdentifiedArray of \(count)")
        remove(atOffsets: (count - k)..<count)
    }
}
