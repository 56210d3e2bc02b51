import Foundation

/// The runtime's inspection errors in the learner's language. DataFlow's `ViewHost` throws its
/// errors in English ("Could not find a button labelled \"Save\" on screen. …"), in the check
/// runner, and Swift Testing records them as the check's failure; the checker, which knows its
/// language, says the sentences of the common ones in Korean here, leaving what is code (labels,
/// the rendered screen) as it is. An error it does not know stays in English.
enum RuntimeErrorWording {
    /// `text` with DataFlow's sentences in Korean, when the checker speaks Korean.
    static func localized(_ text: String) -> String {
        guard PhraseBook.current.language == .korean else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { korean(String($0)) }
            .joined(separator: "\n")
    }

    /// One line in Korean, where it is one of DataFlow's sentences.
    private static func korean(_ line: String) -> String {
        if line == "The screen shows:" { return "화면:" }
        if let match = line.wholeMatch(of: /Could not find (.+) on screen\. (.+)/) {
            return "화면에서 \(query(String(match.1)))을(를) 찾지 못했습니다. \(candidates(String(match.2)))"
        }
        if let match = line.wholeMatch(of: /(.+) is no longer on screen; find it again after the last update\./) {
            return "\(match.1)은(는) 더 이상 화면에 없습니다. 마지막 업데이트 뒤에 다시 찾으세요."
        }
        let cannotGoBack = "Cannot go back: no screen is pushed on a navigation container."
        if line.hasPrefix(cannotGoBack) {
            return "뒤로 갈 수 없습니다. 내비게이션 컨테이너에 푸시된 화면이 없습니다." + line.dropFirst(cannotGoBack.count)
        }
        if line == "Cannot dismiss a sheet: no sheet is presented." {
            return "시트를 닫을 수 없습니다. 표시된 시트가 없습니다."
        }
        // An expanded query in Swift Testing's expression line: `.button("Save") → a button labelled "Save"`.
        var result = line
        for match in line.matches(of: /→ (an? [a-z ]+? (?:labelled|titled) "[^"]*"|an? [a-z]+ "[^"]*")/) {
            result = result.replacingOccurrences(of: String(match.0), with: "→ " + query(String(match.1)))
        }
        return result
    }

    /// What a query looks for, in Korean: `a button labelled "Save"` is `"Save" 버튼`.
    static func query(_ english: String) -> String {
        if let match = english.wholeMatch(of: /an? (.+?) (?:labelled|titled|showing|with prompt) ("[^"]*")/) {
            return "\(match.2) \(kind(String(match.1)))"
        }
        if let match = english.wholeMatch(of: /an? (.+?) containing ("[^"]*")/) {
            return "\(match.2)을(를) 포함한 \(kind(String(match.1)))"
        }
        if let match = english.wholeMatch(of: /an? ([a-z ]+) ("[^"]*")/) {
            return "\(kind(String(match.1))) \(match.2)"
        }
        if let match = english.wholeMatch(of: /an? (.+)/) {
            return kind(String(match.1))
        }
        return english
    }

    /// The sentence after "Could not find …": none of that kind on screen, or the ones there are.
    private static func candidates(_ english: String) -> String {
        if let match = english.wholeMatch(of: /There are no (.+) on screen\./) {
            return "화면에 \(kind(String(match.1)))이(가) 없습니다."
        }
        if let match = english.wholeMatch(of: /(.+?) on screen: (.+)\./) {
            return "화면의 \(kind(String(match.1))): \(match.2)."
        }
        return english
    }

    /// A kind of element, singular or plural, in the glossary's Korean; SwiftUI's own type names
    /// (`Button elements`) as the type name.
    static func kind(_ english: String) -> String {
        let word = english.lowercased()
        let singular = word.hasSuffix(" elements") ? String(english.dropLast(9)) : nil
        if let singular { return singular }
        let kinds: [String: String] = [
            "button": "버튼", "text field": "텍스트 필드", "text": "텍스트", "toggle": "토글",
            "navigation link": "내비게이션 링크", "image": "이미지", "picker": "피커", "slider": "슬라이더",
            "stepper": "스테퍼", "menu": "메뉴", "label": "레이블", "date picker": "날짜 피커",
            "secure field": "보안 필드", "search field": "검색 필드", "text editor": "텍스트 편집기",
            "progress view": "진행 표시기", "disclosure group": "펼침 그룹", "table row": "표의 행",
            "share link": "공유 링크",
        ]
        let stem = word.hasSuffix("s") && kinds[word] == nil ? String(word.dropLast()) : word
        return kinds[stem] ?? english
    }
}
