import Foundation

/// "1st", "2nd", "3rd", "11th": how seed 003's counter names the prime it asks for ("What's the
/// 3rd prime?"), with Foundation's ordinal number style.
func ordinal(_ n: Int) -> String {
    let style = NumberFormatter()
    style.numberStyle = .ordinal
    return style.string(from: NSNumber(value: n)) ?? "\(n)."
}
