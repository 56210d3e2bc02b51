extension PhraseBook {
    /// The checker's wording in Korean (`LANG=ko_KR.UTF-8`). `{1}`, `{2}`, … are the values each
    /// phrase carries, as in the English table; commands, options, ids and paths stay as typed.
    public static let korean = PhraseBook(
        language: .korean,
        templates: [
            // The usage text.
            .usageHeader: "사용법: swift run checker [명령] [옵션]",
            .usageForLearners: "공부하는 동안:",
            .usageForAuthors: "코스 작성자용:",
            .usageForInstructors: "강사용:",
            .usageOptions: "옵션:",
            .usageNoCommand: "명령 없음",
            .commandProgress: "진행 상황, 지금 할 연습 문제, 다음에 할 일",
            .commandWatch: "지금 연습 문제를 저장할 때마다 검사; 키: h 힌트, l 목록, n 다음, a 전체 검사, r 되돌리기, q 종료",
            .commandList: "코스 순서대로 모든 연습 문제와 장별 진행 상황",
            .commandCheck: "연습 문제 하나(id가 없으면 지금 문제) 또는 모든 연습 문제를 검사",
            .commandNext: "지금 연습 문제를 검사하고, 통과하면 다음 문제를 보여 줌",
            .commandHint: "연습 문제(id가 없으면 지금 문제)의 다음 힌트",
            .commandSolution: "연습 문제의 모범 답안 (아직 통과하지 못했으면 먼저 물어봄)",
            .commandReset: "연습 문제를 처음 받은 상태로 되돌림 (여러분의 파일은 먼저 백업)",
            .commandHelp: "이 도움말",
            .commandVerify: "모든 스텁은 실패, 모든 답안은 통과, 모든 변형은 올바르게 판정, 모든 파일은 목록에 있어야 함",
            .commandReport: "연습 문제 파일을 캐시 없이 채점 (--course DIR: 원본 코스 기준으로 채점)",
            .commandDemo: "데모 목록 보기, 또는 하나 실행: 단계마다 바뀐 것, 다시 평가된 body, 화면",
            .commandGraph:
                "데모의 진실의 원천과 그것을 쓰는 뷰를 Mermaid 플로차트로 (--format dot: Graphviz의 DOT으로, `dot -Tsvg`용)",
            .optionFormat: "출력 형식",
            .optionFormatValues: "text(기본값) 또는 {1}",
            .optionTimeLimit: "연습 문제 하나의 검사가 실행될 수 있는 초 (기본값 10)",
            .optionJobs: "동시에 컴파일할 연습 문제 수 (기본값 2)",
            .optionFresh: "캐시된 결과를 무시하고 다시 검사",
            .optionCourse: "채점 기준이 되는 원본 코스",
            .optionSubmission: "학습자의 연습 문제 파일이 있는 곳 (기본값: 여기)",
            .optionOutput: "채점이 끝나면 보고서를 이 파일에 한 번에 씁니다",
            .optionAllowUnsandboxed: "검사 대상 코드를 샌드박스에 넣을 수 없어도 채점합니다",
            .optionYes: "질문에 예로 답함 (통과 전에 답안 보기)",
            .optionInterval: "파일을 살펴보는 간격(초) (기본값 0.2)",
            .optionUpdateLessons: "레슨에 넣은 데모 출력을 새로 만들기",
            .optionCheckLessons: "레슨에 넣은 데모 출력 중 지금과 다른 것을 나열",
            .demoBuildFailed: "데모를 빌드하지 못했습니다 (`swift build --product {1}`):",
            .buildingProduct: "{1}을(를) 빌드하는 중입니다 (처음 실행할 때나 바뀐 뒤에만; 새로 받은 저장소에서는 1분쯤 걸립니다)…",
            .builtProduct: "{1}을(를) {2}초 만에 빌드했습니다.",
            .welcomeFirstRun: "환영합니다! 첫 검사 전에 코스를 준비합니다.",
            .errorProductNotBuilt: "SwiftPM이 체커에 필요한 {1}을(를) 빌드하지 못했습니다. 마지막 출력:\n{2}",
            .otherSwiftPMRunning:
                "다른 SwiftPM 명령(`swift build`나 `swift test`)이 이 패키지의 빌드 폴더를 쓰고 있어서 지금은 빌드할 수 없습니다. 그 명령이 끝난 뒤 다시 해 보세요.",
            .demoNameNeeded: "그릴 데모의 이름을 주세요: `swift run checker graph <name>`.",
            .expectedSeconds: "초 단위 숫자 (예: `{1}`)",
            .expectedCount: "양의 정수 (예: `{1}`)",
            .expectedFolder: "폴더 (예: `{1}`)",
            .expectedFile: "파일 (예: `{1}`)",

            // Progress, list, check.
            .courseEmpty: "코스에 아직 연습 문제가 없습니다.",
            .progressBar: "연습 문제 {2}개 중 {1}개 완료",
            .everyExercisePasses: "모든 연습 문제를 통과했습니다. 잘했어요!",
            .currentExercise: "지금 연습 문제: {1} — {2} ({3}장, {4})",
            .exerciseFile: "파일: {1}",
            .exerciseLesson: "레슨: {1}",
            .progressAfterEditing: "{1}을(를) 고친 뒤 `swift run checker`를 다시 실행하세요 (또는 `swift run checker watch`를 켜 두세요).",
            .progressStuck: "막혔나요? `swift run checker hint {1}`가 힌트를 보여 줍니다.",
            .listChapter: "{1}장: {2} ({4}개 중 {3}개 완료)",
            .listCurrent: "▸ 표시가 지금 연습 문제입니다: {1}. `swift run checker check`로 검사하세요.",
            .standingDone: "완료",
            .standingNotChecked: "아직 검사 안 함",
            .standingMissing: "파일 없음",
            .standingFailed: "실패",
            .standingCompileError: "컴파일 안 됨",
            .standingCrashed: "비정상 종료",
            .standingTimedOut: "시간 초과",
            .standingExitedEarly: "일찍 끝남",
            .standingCheckerError: "체커 오류",
            .checkAllSummary: "연습 문제 {2}개 중 {1}개 통과.",
            .checkAllDetails: "하나의 자세한 결과는 `swift run checker check <id>`로 보세요.",
            .resultNoResult: "(결과 없음)",
            .resultNote: "참고:",
            .resultNext: "다음:",
            .resultFixItInsert: "수정 제안: `{1}`을(를) 넣으면 이 줄은",
            .resultFixItReplace: "수정 제안: `{1}`을(를) `{2}`(으)로 바꾸면 이 줄은",
            .resultMoreLines: "... ({1}줄 더 있음)",
            .quotedBytesDropped: "… {1}바이트 생략됨",
            .quotedMoreFailures: "… 이 검사의 실패 {1}개는 더 보여 주지 않음",

            // Next and solution.
            .nextNotYet: "{1}은(는) 아직 통과하지 못했습니다: 먼저 끝내세요 (막히면 `swift run checker hint {1}`).",
            .nextUp: "다음 연습 문제:",
            .nextFinished: "마지막 연습 문제였습니다: 코스 전체를 통과했습니다. 잘했어요!",
            .solutionHeader: "{1}의 모범 답안 ({2}):",
            .solutionAsk: "{1}은(는) 아직 통과하지 못했습니다. 지금 답안을 보면 스스로 풀 기회가 사라집니다. 그래도 볼까요? [y/N]",
            .solutionNotShown: "보여 주지 않았습니다. `swift run checker hint {1}`가 작은 힌트를 줍니다.",

            // Hints and reset.
            .hintNone: "{1}에는 힌트가 없습니다. {2}와(과) 거기서 가리키는 예제를 다시 읽어 보세요.",
            .hintSeen: "힌트 {1} (본 것):",
            .hintNext: "힌트 {1}/{2}:",
            .hintLast: "마지막 힌트입니다. 답안은 {2}에 있고, `swift run checker solution {1}`로 볼 수 있습니다.",
            .resetUnchanged: "{1}은(는) 이미 처음 받은 상태입니다: 되돌릴 것이 없습니다.",
            .resetDone: "{1}을(를) 처음 받은 상태로 되돌렸습니다.",
            .resetBackup: "이전 버전은 여기에 백업했습니다: {1}",

            // Verify and report.
            .verifyUnlistedFile: "{1}은(는) 어떤 chapter.json에도 없어서 아무것도 검사하지 않습니다: 목록에 넣거나 지우세요.",
            .verifyUnlistedSummary: "매니페스트에 없는 파일이 {1}개 있습니다.",
            .verifyAllRight: "연습 문제 {1}개 확인: 모든 스텁은 실패하고, 모든 답안은 통과하며, 모든 변형이 올바르게 판정됩니다.",
            .verifyBroken: "연습 문제 {2}개 중 {1}개가 규칙을 어깁니다: {3}.",
            .reportScore: "점수: 연습 문제 {2}개 중 {1}개 통과.",

            // Watch.
            .watchWatching: "{1}을(를) 지켜보는 중: 저장하면 다시 검사합니다.",
            .watchChecking: "{1} 검사 중…",
            .watchKeys: "h 힌트 · l 목록 · a 전체 검사 · r 되돌리기 · q 종료",
            .watchKeysPassed: "n 다음 · h 힌트 · l 목록 · a 전체 검사 · r 되돌리기 · q 종료",
            .watchDone: "✔ {1} 완료! n을 누르면 다음 연습 문제로 갑니다.",
            .watchResetAsk: "{1}을(를) 처음 받은 상태로 되돌릴까요? 여러분의 파일은 먼저 백업합니다. [y/N]",
            .watchResetCancelled: "되돌리지 않았습니다.",
            .watchNothingToDo: "모든 연습 문제를 통과했습니다. 잘했어요! q를 누르면 끝납니다.",
            .watchBye: "안녕히! 진행 상황은 저장되었습니다. `swift run checker watch`로 이어서 할 수 있습니다.",
            .watchAnyKey: "아무 키나 누르면 돌아갑니다.",
            .watchCheckingAll: "코스 순서대로 모든 연습 문제를 검사하는 중…",
            .watchKeysAllDone: "l 목록 · a 전체 검사 · q 종료",
            .watchPlainMode: "출력이 터미널이 아닙니다: 한 줄씩 출력하고, 키는 (있다면) 표준 입력에서 한 줄씩 읽습니다. q나 Ctrl-C로 멈추세요.",

            // Errors.
            .nothing: "아무것도 없음",
            .or: " 또는 ",
            .didYouMean: "{1}을(를) 말씀하신 건가요?",
            .errorUnknownCommand: "알 수 없는 명령 `{1}`.",
            .errorUnknownOption: "알 수 없는 옵션 {1}.",
            .errorBadOptionValue: "{1}에는 {3}이(가) 와야 합니다. {2}은(는) 안 됩니다.",
            .errorOptionNotTaken: "`{1}`은(는) {2}을(를) 받지 않습니다. `swift run checker help`에 명령마다 받는 옵션이 있습니다.",
            .errorPrintsNoResults: "`{1}`은(는) 결과를 출력하지 않으므로 `--format {2}`가 없습니다. 옵션을 빼세요.",
            .errorFormatNotOffered: "`{1}`은(는) `--format {2}`로 출력하지 않습니다. 가능한 형식: {3}.",
            .errorExerciseIDNeeded:
                "`{1}`에는 연습 문제 id가 필요합니다. 예: `swift run checker {1} <id>`. id 목록은 `swift run checker list`로 보세요.",
            .errorUnexpectedArguments: "`{1}`은(는) `{2}`을(를) 받지 않습니다.",
            .errorUnknownExercise: "\"{1}\"라는 연습 문제는 없습니다.",
            .errorSeeHelp: "`swift run checker help`에 모든 명령이 있습니다.",
            .errorSeeList: "모든 id는 `swift run checker list`로 볼 수 있습니다.",
            .errorCompilerNotFound: "PATH에서 `swiftc`를 찾을 수 없습니다. Swift 툴체인을 설치하거나 그 `usr/bin` 폴더를 PATH에 추가하세요.",
            .compileMachineFailureSummary: "코드가 아니라 이 컴퓨터의 문제로 연습 문제를 컴파일하지 못했습니다: {1}.",
            .compileMachineFailureAdvice:
                "이번 시도의 결과는 저장하지 않았습니다. 검사를 다시 실행하세요(컴퓨터가 너무 바빴을 수 있습니다). 계속 그렇다면 프로세스나 메모리를 많이 쓰는 프로그램을 닫으세요.",
            .machineCouldNotStart: "{1}을(를) 시작하지 못했습니다({2})",
            .machineKilledBySignal: "{1}이(가) 시그널 {2}로 종료되었습니다",
            .errorRuntimeNotBuilt: "DataFlow 런타임이 {1}에 빌드되어 있지 않습니다. 먼저 `swift build`를 실행한 뒤 다시 해 보세요.",
            .errorMacroPluginNotBuilt: "매크로 플러그인 {1}이(가) {2}에 빌드되어 있지 않습니다. 먼저 `swift build`를 실행한 뒤 다시 해 보세요.",
            .errorRuntimeLibraryNotLinked: "DataFlow 런타임을 공유 라이브러리로 링크할 수 없었습니다.",
            .errorRuntimeLibraryNotStored: "DataFlow 라이브러리를 {1}에 저장할 수 없었습니다.",
            .errorGradingUnsandboxed:
                "채점하지 않습니다: 이 환경에서는 검사 대상 코드를 샌드박스에 넣을 수 없어({1}) 제출물이 체커, 코스, 다른 제출물에 손댈 수 있습니다. 사용자 네임스페이스가 허용되는 곳에 bubblewrap(`apt-get install bubblewrap`)을 설치하거나, 그래도 채점하려면 --allow-unsandboxed를 주세요.",
            .errorReportNotWritten: "보고서를 {1}에 쓸 수 없습니다.",
            .errorSymbolToolMissing: "컴파일된 검사를 살펴보려면 `nm`(또는 `llvm-nm`)이 필요한데, 둘 다 설치되어 있지 않습니다.",
            .errorSymbolsUnreadable: "{1}의 심볼 목록을 읽을 수 없었습니다.",
            .errorEditorDatabase: "편집기가 읽을 {1} 파일을 쓸 수 없었습니다.",
            .errorResultChannel: "검사 결과를 받을 채널을 열 수 없었습니다 (오류 {1}).",
            .errorNoShippedStub: "코스에 {1}의 원본 스텁({2})이 없어 되돌릴 수 없습니다. 여러분의 파일은 건드리지 않았습니다. 코스를 새로 받거나 코스 작성자에게 알려 주세요.",
            .errorExerciseIsFolder: "{1}은(는) 파일이 아니라 폴더입니다. (작업이 들어 있을 수 있으니) 다른 곳으로 옮긴 뒤 reset을 다시 실행하세요.",
            .errorStubNotWritten: "스텁을 {1}에 쓸 수 없었습니다: {2}.",
            .errorBackupSafe: "이전 파일은 {1}에 안전하게 있습니다.",
            .errorBackupFailed: "{1} 파일을 백업할 수 없어서({2}) 그대로 두었습니다. 직접 안전한 곳에 복사한 뒤 reset을 다시 실행하세요.",
            .errorSolutionNeedsConfirmation: "{1}은(는) 아직 통과하지 못했고, 그래도 답안을 볼지 물어볼 터미널이 없습니다. 보려면 `--yes`를 붙이세요.",
            .errorSolutionMissing: "코스에 {1}의 답안({2})이 없습니다. 코스 작성자에게 알려 주세요.",
            .courseErrorUnreadable: "{2}에서 {1}을(를) 읽을 수 없습니다. 워크북 폴더에서 실행했나요?",
            .courseErrorFieldMissing: "{1}에 \"{2}\" 필드가 없습니다.",
            .courseErrorWrongType: "{1}: \"{2}\" 필드의 타입이 틀렸습니다.",
            .courseErrorNotJSON: "{1}은(는) 올바른 JSON이 아닙니다.",
            .courseErrorNoFormatVersion:
                "{1}에 \"format_version\"이 없습니다. `\"format_version\": {2}`(이 checker가 읽는 코스 형식)를 추가하세요.",
            .courseErrorUnknownFormatVersion:
                "{1}의 \"format_version\": {2}은(는) 이 checker가 읽지 못하는 코스 형식입니다 (읽을 수 있는 버전: {3}). checker를 업데이트하거나 읽을 수 있는 형식으로 코스를 쓰세요.",
            .courseErrorDuplicateID: "두 연습 문제가 id \"{1}\"를 함께 씁니다. id는 모두 달라야 합니다.",
            .courseErrorPathUnknown: "{1}: 연습 문제 \"{2}\"에 \"name\"(파일 경로를 정하는 이름)도 \"{3}\" 경로도 없습니다.",
            .courseErrorPlantedBugsMissing: "{1}: 연습 문제 \"{2}\"는 \"tests\" 종류인데 `plantedBugs` 폴더가 없습니다.",
            .errorLibraryUnknown: "장이 라이브러리 \"{1}\"를 요구하지만 워크북에는 없습니다(있는 것: {2}). chapter.json의 `libraries`를 고치세요.",
            .errorLibraryNotBuilt: "{1} 라이브러리(또는 매크로 플러그인 {2})가 {3}에 빌드되어 있지 않습니다. 먼저 `swift build`를 실행한 뒤 다시 시도하세요.",
            .runProcessLimitReached:
                "프로세스 한도: 검사하는 코드가 프로세스를 {1}개보다 많이 시작하려 했고, 샌드박스의 프로세스 한도가 이를 막았습니다 (포크 폭탄, 또는 반복문에서 시작한 프로세스).",
            .runProcessLimitAdvice:
                "{1}에서 프로세스를 시작하는 코드를 지우세요. 연습 문제는 프로세스를 시작할 일이 없고, 프로세스가 샌드박스를 채우는 동안에는 검사가 돌 수 없습니다.",
            .learnerFileTooLarge:
                "이 파일은 {1} KiB입니다. 체커는 {2} KiB 이하의 연습 문제 파일만 읽으며, 그보다 큰 파일이 필요한 연습 문제는 없습니다. 파일을 이렇게 길게 만든 부분(붙여 넣은 글, 생성한 코드)을 지운 뒤 다시 검사하세요.",
            .learnerFileNotUTF8:
                "이 위치의 파일 내용은 UTF-8 텍스트가 아닙니다: 이 바이트들은 어떤 문자도 아닙니다. 이 자리의 문자를 지우거나 다시 입력하고, 파일을 UTF-8로 저장하세요.",
            .learnerFileRefusedSummary:
                "파일을 Swift 텍스트로 읽을 수 없어 컴파일하지 않았습니다.",
            .learnerFileRefusedAdvice:
                "{1}에서 오류가 가리키는 부분을 고친 뒤 다시 검사하세요.",
            .learnerAttributeForbidden:
                "`@{1}`는 연습 문제에서 쓸 수 없습니다: 이것이 필요한 연습 문제는 없고, 검사보다 먼저 또는 검사 대신 실행되는 것을 바꿀 수 있습니다. 지우세요.",
            .learnerImportForbidden:
                "이 연습 문제에서는 `import {1}`를 쓸 수 없습니다: 가져올 수 있는 모듈은 {2}뿐입니다. 이 import를 지우세요.",
            .learnerTestableImportForbidden:
                "연습 문제에서는 `@testable import {1}`를 쓸 수 없습니다: 연습 문제가 쓸 수 있는 것은 이미 가져와 있습니다. `import {1}`로 쓰세요.",
            .learnerLoadTimeCode:
                "파일이 라이브러리를 불러오거나 내릴 때 검사 밖에서 저절로 실행되는 코드를 만듭니다: {1}. 이런 코드가 필요한 연습 문제는 없습니다. 코드를 그곳에 두는 속성(`@section`, `@_section` 등)을 지우세요.",
            .learnerLibraryUnreadable:
                "파일을 컴파일한 라이브러리를 체커가 읽지 못해, 불러올 때 무엇이 실행될지 알 수 없습니다. 검사를 실행하지 않았습니다.",
            .learnerSourceRulesSummary:
                "파일에 어떤 연습 문제에서도 쓸 수 없는 것이 있어 컴파일하지 않았습니다.",
            .learnerSourceRulesAdvice:
                "{1}에서 오류가 가리키는 것을 지운 뒤 다시 검사하세요.",
            .runChannelSwapped:
                "무결성: 검사하는 코드가 검사 중에 체커의 결과 채널(디스크립터 3)을 바꿔치기했습니다. 이 실행의 결과는 믿을 수 없어 인정하지 않았습니다.",
            .runChannelSwappedAdvice: "{1}에서 디스크립터를 닫거나 바꾸는 코드를 지운 뒤 다시 검사하세요.",
            .runSandboxFailedSummary: "샌드박스가 검사를 시작하지 못했습니다: {1}",
            .runSandboxFailedAdvice: "연습 문제가 아니라 이 컴퓨터의 문제입니다. 검사를 다시 실행하세요.",
            .compileMemoryLimitSummary: "컴파일이 메모리를 {1} MiB보다 많이 써서 중단되었습니다.",
            .compileMemoryLimitAdvice:
                "{1}을(를) 줄이세요. 아주 큰 리터럴(원소가 수천 개인 배열이나 문자열)이나 타입 표기가 없는 긴 식은 컴파일러가 메모리를 많이 쓰게 합니다.",
            .compileErrorSummary: "연습 문제가 컴파일되지 않습니다.",
            .compileErrorsSummary: "연습 문제가 컴파일되지 않습니다 (오류 {1}개).",
            .compileErrorsAtLeastSummary:
                "연습 문제가 컴파일되지 않습니다 (오류가 적어도 {1}개; 컴파일러가 체커가 읽는 것보다 많이 출력했습니다).",
            .compileErrorAdvice: "첫 번째 오류({1} {2}번째 줄)를 고친 뒤 다시 검사하세요.",
            .causeStateMissing:
                "{1}번째 줄이 뷰의 저장 프로퍼티를 바꿉니다. 뷰의 프로퍼티는 상수입니다. 뷰가 스스로 바꾸는 값은 그 뷰가 소유하는 `@State`여야 합니다(`@State private var isOn = false`). 1장 2절.",
            .causeBindingExpected:
                "{1}번째 줄이 `Binding`이 필요한 자리에 값을 넘깁니다. 바인딩은 소유자의 상태 앞에 `$`를 붙인 것입니다(`@State var isOn`이면 `$isOn`, 또는 부모에게 받은 `@Binding`을 그대로 넘김). 그래야 컨트롤이 사본이 아니라 소유자의 값을 씁니다. 1장 5절, 2장 2절.",
            .causeValueExpected:
                "{1}번째 줄이 일반 값이 필요한 자리에 `Binding`(`$…`)을 넘깁니다. 값을 읽기만 하는 뷰는 `let`으로 받습니다. `$`를 지우세요. 2장 6절.",
            .causeObservedObjectOfStruct:
                "{1}번째 줄이 구조체를 관찰 객체로 씁니다. `@ObservedObject`, `@StateObject`, `@EnvironmentObject`는 `ObservableObject`를 따르고 `@Published`로 변경을 알리는 클래스를 담습니다. `final class …: ObservableObject`로 선언하세요. 3장 1절.",
            .causeStoreStateFromView:
                "{1}번째 줄이 뷰에서 스토어의 상태를 바꿉니다. TCA에서 상태는 한곳, 리듀서에서만 바뀝니다. 액션을 보내고(`store.send(.incrementButtonTapped)`) 그 액션의 case에서 상태를 바꾸세요. 5장 1절.",
            .causeEffectCapturesState:
                "{1}번째 줄이 이펙트 안에서 `state`를 씁니다. 이펙트는 리듀서가 반환한 뒤에 실행되고, 그때 `inout state`는 이미 없습니다. 이펙트에 필요한 값을 캡처하고(`.run { [number = state.number] send in … }`) 상태는 액션을 보내 그 액션의 case에서 바꾸세요. 5장 2절.",
            .causeOverlappingStateAccess:
                "{1}번째 줄이 한 문장에서 `state`를 쓰면서 `state`를 읽습니다. `@ObservableState`는 프로퍼티를 계산 프로퍼티로 만들기 때문에 Swift는 `state`에 대한 두 접근이 겹친다고 봅니다. 값을 먼저 지역 상수로 읽은 뒤(`let isFavorite = state.favoritePrimes.contains(count)`) 대입하세요. 7장 4절.",
            .crashInvertedRange:
                "{1}에서 `a`가 `b`보다 큰 범위 `a...b`를 만들었습니다. 2부터 제곱근까지 도는 반복 `2...Int(Double(p).squareRoot())`는 2와 3에서 범위 `2...1`이 되고, Swift는 프로그램을 멈춥니다. 반복 전에 2와 3을 먼저 답하거나(`if p <= 3 { return p >= 2 }`), `divisor * divisor <= p`인 동안 반복하세요. 어떤 입력이었는지는 위에 적힌 검사 이름이 말해 줍니다.",
            .comparisonMissing: "있어야 하는데 없음: {1}",
            .comparisonUnexpected: "없어야 하는데 있음: {1}",
            .verdictTimedOut: "검사가 {1}보다 오래 실행되어 멈췄습니다.",
            .verdictTimedOutWhile: "검사가 {1}보다 오래 실행되어 멈췄습니다. 그때 {2} 검사가 실행 중이었습니다.",
            .verdictTimedOutAdvice:
                "끝나지 않는 반복(조건이 바뀌지 않는 반복, 자기 상태를 바꾸는 body)이나, 일어나지 않아서 무언가가 영원히 기다리게 되는 상태 변경을 찾아보세요.",
            .verdictCrashed: "프로그램이 멈췄습니다(크래시): {1}",
            .verdictCrashedWhile: "{1} 검사가 실행되는 동안 프로그램이 멈췄습니다(크래시): {2}",
            .verdictAllPassed: "검사 {1}개를 모두 통과했습니다.",
            .verdictSomeFailed: "검사 {2}개 중 {1}개가 실패했습니다.",
            .verdictReadFirstFailure: "첫 번째 실패를 읽고 {1}을(를) 고친 뒤 다시 검사하세요.",
            .verdictNeverReported: "이 검사는 결과를 보고하지 않았습니다.",
            .verdictStoppedHere: "여기서 멈춤: {1}이 지나도 실행 중이었습니다.",
            .verdictCrashedHere: "이 검사 중에 프로그램이 멈췄습니다(크래시).",
            .verdictExitedHere: "이 검사 중에 프로그램이 종료되었습니다.",
            .verdictSeconds: "{1}초",
            .expectationFailed: "기대와 다릅니다: {1}",
            .testsNone: "{1}에 아직 테스트가 없습니다.",
            .testsNoneAdvice: "TestStore로 피처를 움직이는 `@Test` 함수를 적어도 하나 작성하세요.",
            .testsCatches: "{1}을(를) 잡아냄: {2}",
            .testsBugSurvived: "이 버그가 있는 피처에서도 모든 테스트가 통과했습니다: {1}. 이 실수가 어기게 되는 기대를 담은 테스트를 작성하세요.",
            .testsPassAgainstCorrect: "올바른 피처에서 통과: {1}",
            .testsAllCaught: "테스트 {1}개가 올바른 피처에서 통과하고, 심어 둔 버그 {2}개를 모두 잡아냅니다.",
            .testsSurvivors: "테스트가 올바른 피처에서는 통과하지만, 심어 둔 버그 {2}개 중 {1}개가 살아남습니다: {3}.",
            .testsSurvivorsAdvice: "살아남은 버그마다, 그 실수가 어기게 되는 기대(`send`의 상태 변경, `receive`할 액션)를 더하세요.",
            .testsFailAgainstCorrect: "올바른 피처에서 테스트가 실패합니다: {1}",
            .testsFailAgainstCorrectAdvice:
                "피처가 올바르면 테스트는 통과해야 합니다. 첫 번째 실패를 읽으세요: 거기 적힌 기대(상태 변경, 받은 액션)는 피처가 하는 일이 아닙니다. 피처가 아니라 테스트를 고치세요.",
            .compileMustDeclare:
                "연습 문제는 {1}을(를) 선언해야 합니다({2} 참고).",
            .compileChecksCouldNotUse:
                "검사가 연습 문제를 쓸 수 없었습니다: {1}",
            .compileChecksCannotCompile:
                "숨은 검사가 연습 문제와 함께 컴파일되지 않습니다: 검사가 쓰는 것을 연습 문제가 선언하지 않습니다.",
            .compileCompareDeclarations:
                "선언을 연습 문제의 안내와 비교해 보세요.",
            .compileMustDeclareAll:
                "연습 문제는 {1}을(를) 선언해야 합니다. 이름을 바꾸거나 지운 선언을 되살리세요.",

            // The run's verdict: exits, skips, limits, signals, crash advice.
            .runTampered:
                "실행 결과가 조작되었거나 완전하지 않습니다: {1}.",
            .runTamperedAdvice:
                "{1}의 무언가가 검사를 방해합니다(검사의 채널에 쓰기, 실행을 끝내거나 되풀이하기, 자기 검사를 선언하기). 그것을 지운 뒤 다시 검사하세요.",
            .runProblemSeparator:
                "; ",
            .runUndeclaredChecks:
                "코스가 선언하지 않은 검사({1})",
            .runDeclaredChecksNeverRan:
                "선언했지만 실행되지 않은 검사({1})",
            .runChecksRepeated:
                "두 번 이상 실행된 검사({1})",
            .runExtraChecks:
                "코스가 선언한 것보다 많은 검사 {1}개(읽지 않음)",
            .runNeverEnded:
                "실행이 끝나지 않음",
            .runOutputDropped:
                "프로그램이 체커가 보관하는 양보다 많이 출력해서, 출력 중 {1}을(를) 버렸습니다.",
            .runChecksCouldNotStart:
                "검사를 시작하지 못했습니다",
            .runCouldNotStart:
                "체커가 컴파일한 검사를 시작하지 못했습니다(오류 {1}).",
            .runCouldNotStartAdvice:
                "명령을 다시 실행하세요. 계속 실패하면 .checker 폴더를 지우세요.",
            .runNoChecksDeclared:
                "숨은 검사 파일 {1}에 선언된 검사가 없습니다.",
            .courseProblemAdvice:
                "연습 문제가 아니라 코스의 문제입니다. 코스 작성자에게 알려 주세요.",
            .runExitedBeforeAnyCheck:
                "검사가 하나도 실행되기 전에 프로그램이 종료되었습니다(종료 코드 {1}).",
            .runExitAdvice:
                "코드에서 `exit()`를 호출하나요? 그 호출을 지우세요. 검사는 끝까지 실행되어야 합니다.",
            .runExitedWhile:
                "{2} 검사가 실행되는 동안 프로그램이 종료되어(종료 코드 {1}), 검사 {4}개 중 {3}개가 결과를 보고하지 못했습니다.",
            .runExitedBefore:
                "“{2}” 검사가 실행되기 전에 프로그램이 종료되어(종료 코드 {1}), 검사 {4}개 중 {3}개가 결과를 보고하지 못했습니다.",
            .runExitedAfterPassing:
                "모든 검사를 통과했지만, 그 뒤 프로그램이 종료 코드 {1}로 종료되었습니다.",
            .runExitAfterPassingAdvice:
                "코드에서 `exit()`를 호출하나요? 그 호출을 지우세요.",
            .runCheckSkipped:
                "이 검사를 건너뛰었습니다. 모든 검사가 실행되어야 합니다.",
            .runCrashSignal:
                "시그널 {1}({2})",
            .runFatalErrorPlace:
                "{1} ({2} {3}번째 줄)",
            .signalIllegalInstruction:
                "잘못된 명령어, 대개 Swift 런타임의 트랩",
            .signalTraceTrap:
                "트레이스 트랩, 대개 Swift 런타임의 트랩",
            .signalAbort:
                "중단(abort)",
            .signalBusError:
                "버스 오류",
            .signalArithmeticError:
                "산술 오류",
            .signalKilled:
                "강제 종료됨",
            .signalSegmentationFault:
                "세그멘테이션 폴트, 대개 끝없는 재귀로 인한 스택 오버플로",
            .signalBrokenPipe:
                "끊어진 파이프",
            .signalFileSizeLimit:
                "파일 크기 한도 초과",
            .signalOther:
                "시그널",
            .crashMemoryLimit:
                "코드가 검사 하나에 허용된 것보다 많은 메모리({1} GiB)를 썼습니다. 끝나지 않는 반복문에서 계속 커지는 컬렉션을 찾아보세요.",
            .crashFileSizeLimit:
                "코드가 검사에 허용된 것보다 큰 파일({1} MiB)을 썼습니다. 연습 문제는 파일을 쓸 일이 없습니다. 그 코드를 지우세요.",
            .crashStackOverflow:
                "Swift에서 메시지 없이 멈추는 크래시는 대개 스택 오버플로입니다. 함수, 계산 프로퍼티, `body`가 끝없이 자기 자신을 호출하는 것(끝없는 재귀)입니다. {1}에서 그런 곳을 찾아보세요.",
            .crashMissingEnvironmentObject:
                "어떤 뷰가 {1} 타입의 @EnvironmentObject를 읽었는데, 그 위의 어떤 뷰도 그것을 제공하지 않습니다(위 메시지에 그 뷰가 나옵니다). {2}에서 읽는 뷰보다 위에 있는 뷰에 `.environmentObject(store)`를 붙여, 조상 뷰가 소유한(그 뷰의 @StateObject) 기존 {1}을(를) 제공하세요. 그 자리에서 `.environmentObject({1}())`처럼 새로 만들지 마세요. 그러면 읽는 뷰는 아무도 바꾸지 않는 객체를 받습니다.",
            .crashMissingObservableEnvironment:
                "어떤 뷰가 `@Environment({1}.self)`를 읽었는데, 그 위의 어떤 뷰도 {1}을(를) 제공하지 않습니다(위 메시지에 그 뷰가 나옵니다). @Observable 객체는 `.environmentObject`가 아니라 `.environment(object)`로 제공합니다. {2}에서 읽는 뷰보다 위에 있는 뷰에서, 조상 뷰가 소유한(그 뷰의 @State) 기존 {1}을(를) 제공하세요. 그 자리에서 `.environment({1}())`처럼 새로 만들지 말고, 오류를 없애려고 프로퍼티를 옵셔널로 바꾸지도 마세요. 읽는 뷰는 조상 뷰의 객체를 함께 써야 합니다.",
            .crashNilUnwrap:
                "{1}에서 `!`(또는 암시적으로 언래핑되는 `Type!`)로 언래핑한 값이 nil이었습니다. 위에 나온 줄의 `!`를 찾아 nil을 처리하세요: `if let`, `guard let`, 또는 기본값을 주는 `??`.",
            .crashIndexOutOfRange:
                "{1}에서 인덱스가 컬렉션의 범위를 벗어났습니다: 끝을 지난 인덱스, 빈 배열의 `array[0]`, 하나 더 큰 개수 같은 것입니다. 읽기 전에 인덱스를 `indices`와 비교하세요(또는 옵셔널을 돌려주는 `first`/`last`를 쓰세요).",
            .crashPrecondition:
                "`precondition`이나 `assert`가 실패했습니다. 프로그램이 작성자가 일어날 수 없다고 한 상태에 이르렀습니다(위 메시지가 어느 것인지 말해 줍니다). 그 확인을 지우지 말고, 무엇이 {1}을(를) 그 상태로 이끌었는지 찾으세요.",
            .crashUnimplementedDependency:
                "구현이 없는 의존성 엔드포인트가 호출되었습니다(위에 이름이 나옵니다). {1}에서 의존성을 정의하는 곳(그 `liveValue`)이나 스토어를 만드는 곳(`withDependencies: { $0.client.endpoint = { … } }`)에서 구현을 주세요.",
            .crashFatalError:
                "`fatalError`에 도달했습니다. 그 메시지는 위에 있습니다. {1}에서 그것을 호출하는 줄과, 프로그램이 그곳에 이르게 된 까닭을 찾으세요.",
            .crashUnknown:
                "{1}에서 무엇이 크래시를 일으켰는지 찾으세요: `fatalError`, nil의 강제 언래핑(`!`), 범위를 벗어난 인덱스.",
            .outputDroppedMarker:
                "[… 출력 {1} 생략됨 …]",
            .sizeMegabytes:
                "{1} MB",
            .sizeKilobytes:
                "{1} KB",
            .sizeBytes:
                "{1}바이트",

            // What makes a run's records untrustworthy.
            .channelLastRecordCut:
                "마지막 기록이 잘림",
            .channelRecordOne:
                "기록 {1}개",
            .channelRecordMany:
                "기록 {1}개",
            .channelRecordsForged:
                "검사가 보내지 않은 {1}",
            .channelRecordsOutOfSequence:
                "순서가 어긋난 {1}(되풀이되거나 빠짐)",
            .channelMalformedOne:
                "형식이 잘못된 기록 {1}개",
            .channelMalformedMany:
                "형식이 잘못된 기록 {1}개",
            .channelRecordsUnread:
                "검사가 보낼 수 있는 {2}개를 넘는 기록 {1}개(읽지 않음)",
            .channelRecordsTooLarge:
                "{1}을(를) 넘는 기록",
            .channelRecordsAfterEnd:
                "실행이 끝난 뒤의 {1}",
            .canaryNotRunAsSent:
                "체커의 카나리 검사가 보낸 그대로 실행되지 않음",
            .canaryCasesStarted:
                "카나리 사례 {1}개를 보냈는데 {2}개가 시작됨",
            .canaryWrongWords:
                "카나리 검사 {2}개 중 {1}개가 체커만 아는 말로 실패하지 않음",
            .canaryOtherWords:
                "다른 말로 된 카나리 실패 {1}개",

            // Files, preparation, compiling, name clashes, test-writing runs, submissions.
            .fileMissing:
                "{1} 파일이 없습니다.",
            .fileIsFolder:
                "{1}은(는) Swift 파일이 아니라 폴더입니다.",
            .fileIsSymbolicLink:
                "{1}은(는) 심볼릭 링크입니다. 연습 문제는 그 자체로 파일이어야 합니다.",
            .fileNotRegular:
                "{1}은(는) 일반 파일이 아닙니다.",
            .fileResetAdvice:
                "`swift run checker reset {1}`을(를) 실행하면 처음 받은 스텁으로 되돌립니다.",
            .fileResetBacksUpAdvice:
                "`swift run checker reset {1}`을(를) 실행하면 처음 받은 스텁으로 되돌립니다(체커가 지금 있는 것을 먼저 백업합니다).",
            .fileCourseIncomplete:
                "코스에 빠진 파일이 있습니다. 그 파일을 추가하세요.",
            .workbookBuildProblemAdvice:
                "연습 문제가 아니라 워크북의 빌드나 코스의 문제입니다.",
            .exerciseFileUnreadable:
                "이 연습 문제의 파일을 읽을 수 없습니다: {1}.",
            .prepareFailed:
                "체커가 검사를 준비하지 못했습니다: {1}",
            .prepareFailedAdvice:
                "명령을 다시 실행하세요. 계속 실패하면 {1}에 빈 공간이 있는지 확인하세요.",
            .moduleTraceMissing:
                "컴파일러가 {1}을(를) 컴파일하며 불러온 모듈의 목록을 남기지 않았습니다.",
            .moduleTraceMissingAdvice:
                "검사를 다시 실행하세요. 계속 실패하면 {1}에 빈 공간이 있는지 확인하세요.",
            .examplesFailedSummary:
                "{1} 이 장의 어떤 연습 문제도 검사할 수 없어서, 연습 문제를 컴파일하지 않았습니다.",
            .examplesFailedAdvice:
                "연습 문제가 아니라 코스의 문제입니다. {1}의 파일을 고쳤다면 `git checkout -- {1}`로 되돌리고, 그렇지 않다면 코스 작성자에게 알려 주세요.",
            .examplesTimedOut:
                "이 장의 예제를 컴파일하는 데 {1}초보다 오래 걸렸습니다.",
            .examplesDoNotCompile:
                "이 장의 예제가 컴파일되지 않습니다.",
            .examplesFolderNotCreated:
                "체커가 {1}을(를) 만들지 못했습니다: {2}",
            .examplesLibraryNotStored:
                "체커가 예제 라이브러리를 {1}에 저장하지 못했습니다.",
            .compileTimedOut:
                "컴파일이 {1}초보다 오래 걸려서 중단했습니다.",
            .compileTimedOutAdvice:
                "{1}의 긴 식을 단순하게 만드세요. 컴파일러에게 타입 표기를 주세요.",
            .checksNotRunLinked:
                "검사를 실행하지 않았습니다: 파일이 검사가 호출하는 것을 바꿉니다.",
            .linkedForeignSymbols:
                "파일이 직접 고른 이름으로 심볼을 내보냅니다({1}). 이 심볼은 시스템이나 체커의 함수를 대신하게 됩니다. `@_cdecl`과 `@_silgen_name`을 지우세요.",
            .linkedForeignMembers:
                "파일이 여러분의 것이 아닌 타입의 익스텐션에 {1}을(를) 더해서, 검사가 진짜 대신 그것을 호출하게 됩니다. 이름을 바꾸거나 익스텐션을 지우세요.",
            .runnerDoesNotCompile:
                "검사 실행기가 연습 문제와 함께 컴파일되지 않지만, 원인은 여러분의 파일이 아닙니다.",
            .runnerDoesNotCompileAdvice:
                "연습 문제가 아니라 코스나 체커의 문제입니다. 아래 오류와 함께 코스 작성자에게 알려 주세요.",
            .compilerCrashedIn:
                "Swift 컴파일러가 {1}을(를) 컴파일하다가 크래시했습니다: 컴파일러가 보고한 오류가 아니라 컴파일러의 버그입니다.",
            .compilerCrashedInAtLine:
                "Swift 컴파일러가 {1}을(를) 컴파일하다가 크래시했습니다({1} {2}번째 줄을 처리하던 중): 컴파일러가 보고한 오류가 아니라 컴파일러의 버그입니다.",
            .compilerCrashedSummary:
                "Swift 컴파일러가 연습 문제를 컴파일하다가 크래시했습니다.",
            .compilerCrashedReadWarnings:
                "위에 있는, 크래시 전에 컴파일러가 낸 경고와 오류를 읽으세요. 거기 나온 코드가 컴파일러가 처리하지 못한 코드일 가능성이 큽니다. ",
            .compilerCrashedChangeNearLine:
                "{2}의 {1}번째 줄 근처 코드를 바꾼 뒤 다시 검사하세요. 예를 들어 절대 도달하지 않는 `switch`의 case를 지우거나, 같은 로직을 다른 방식으로 쓰세요(switch 대신 if/else, 긴 식 대신 지역 변수).",
            .compilerCrashedChangeNearWarnings:
                "{1}에서 위 경고가 가리키는 코드를 바꾼 뒤 다시 검사하세요. 예를 들어 절대 도달하지 않는 `switch`의 case를 지우거나, 같은 로직을 다른 방식으로 쓰세요(switch 대신 if/else, 긴 식 대신 지역 변수).",
            .compilerFailedSilently:
                "컴파일러가 오류 메시지 없이 실패했습니다.",
            .clashRedeclaration:
                "'{1}'을(를) 다시 선언할 수 없습니다: 이 장의 예제가 이미 선언합니다({2} {3}번째 줄)",
            .clashSummaryOne:
                "연습 문제가 `{1}`을(를) 선언하는데, 이 이름은 이 장의 예제가 이미 씁니다.",
            .clashSummaryMany:
                "연습 문제가 이 장의 예제가 이미 쓰는 이름 {1}개를 선언합니다.",
            .clashAdvice:
                "연습 문제는 이 장의 예제와 함께 컴파일됩니다. {1} {2}번째 줄의 선언에 다른 이름을 주세요.",
            .testsNotRunLinked:
                "테스트를 실행하지 않았습니다: 파일이 실행기가 호출하는 것을 바꿉니다.",
            .testsFeatureDoesNotCompile:
                "테스트를 실행할 피처({1})가 컴파일되지 않습니다: {2}",
            .testsPlantedBugDoesNotCompile:
                "심어 둔 버그 {1}이(가) 컴파일되지 않습니다: {2}",
            .testsPlantedBugChangesDeclarations:
                "심어 둔 버그 {1}이(가) 함수가 하는 일만이 아니라 피처의 선언까지 바꿉니다. 심어 둔 버그는 {2}의 모든 선언(과 모든 `some` 타입)을 그대로 두어야 합니다.",
            .testsCorrectFeatureNotRun:
                "올바른 피처를 실행하지 않았습니다.",
            .testsAgainstPlantedBug:
                "심어 둔 버그 {1}에 대해: {2}",
            .testsAgainstCorrectFeature:
                "올바른 피처에 대해: {1}",
            .testsCourseProblemAdvice:
                "테스트가 아니라 코스의 문제입니다. 코스 작성자에게 알려 주세요.",
            .subjectUnreadable:
                "파일을 읽을 수 없음",
            .subjectFolderNotCreated:
                "체커가 {1}을(를) 만들지 못함",
            .subjectNotCopied:
                "체커가 복사하지 못함: {1}",
            .linkRefused:
                "링크 거부: {1}은(는) 제출물 안의 심볼릭 링크여서 {2}을(를) 채점하지 않았습니다.",
            .linkRefusedAdvice:
                "연습 문제는 심볼릭 링크를 거치지 말고, 실제 폴더 안의 독립된 파일로 제출하세요.",
            .linkIntegrityNote:
                "무결성: 제출물이 심볼릭 링크({2})를 거쳐 {1}에 닿습니다.",

            // DataFlow's inspection errors: DataFlow throws them in these English words (see DataFlowError and ViewHost); the checker matches each template and says it in the learner's language.
            .inspectScreenShows:
                "화면:",
            .inspectNotFound:
                "화면에서 {1}을(를) 찾지 못했습니다. {2}",
            .inspectNoneOnScreen:
                "화면에 {1}이(가) 없습니다.",
            .inspectOnScreen:
                "화면의 {1}: {2}.",
            .inspectLeftScreen:
                "{1}은(는) 더 이상 화면에 없습니다. 마지막 업데이트 뒤에 다시 찾으세요.",
            .inspectCannotGoBack:
                "뒤로 갈 수 없습니다: 내비게이션 컨테이너에 푸시된 화면이 없습니다.",
            .inspectNoSheet:
                "시트를 닫을 수 없습니다: 표시된 시트가 없습니다.",
            .inspectCannotAct:
                "{2}을(를) {1} 수 없습니다: {3}.",
            .inspectPickerNoRow:
                "피커에 \"{1}\" 행이 없습니다. 있는 행: {2}.",
            .inspectNone:
                "없음",
            .inspectNotInNavigation:
                "{1}이(가) NavigationView나 NavigationStack 안에 있지 않아서, 따라가도 목적지를 푸시할 곳이 없습니다. 화면을 NavigationView { ... }로 감싸세요.",
            .inspectNoDestination:
                "{1}은(는) {2} 타입의 값을 푸시하지만, 내비게이션 스택 안에 navigationDestination(for: {2}.self)가 선언되어 있지 않아 SwiftUI가 링크를 활성화할 수 없습니다. 스택 안의 뷰에 .navigationDestination(for: {2}.self) { value in ... }를 붙이세요.",
            .inspectPathCannotHold:
                "{1}은(는) {2} 타입의 값을 푸시하지만, 스택의 경로가 {3}이어서 그 값을 담을 수 없습니다. 여러 타입의 값을 푸시하려면 NavigationPath를 쓰세요.",
            .inspectNoSwipeToDismiss:
                "{1}은(는) 스와이프로 닫을 수 없습니다: 스와이프로 닫는 동작이 없습니다. 그 안의 버튼을 탭하거나, 코드에서 바인딩을 바꾸세요.",
            .inspectSwipeDisabled:
                "시트를 스와이프로 닫을 수 없습니다: 내용에 interactiveDismissDisabled(true)가 있어서 스와이프해도 아무 일도 일어나지 않습니다. 그 안의 버튼을 탭하거나, 코드에서 바인딩을 바꾸세요.",
            .inspectMoveOutOfRange:
                "{1}을(를) 위치 {2}(으)로 옮길 수 없습니다: 목록에 행이 {3}개 있으므로 옮길 위치는 0에서 {4} 사이여야 합니다.",
            .inspectRowIDType:
                "행 {1}의 id {2}은(는) {3} 타입인데, 목록의 선택 타입과 다릅니다. 선택의 타입을 행의 id 타입으로 맞추세요.",
            .inspectNothingRefreshable:
                "새로 고칠 수 없습니다: 화면에 .refreshable { ... }인 것이 없습니다.",
            .inspectNoTabView:
                "\"{1}\" 탭을 선택할 수 없습니다: 화면에 TabView가 없습니다.",
            .inspectNoTab:
                "TabView에 \"{1}\" 탭이 없습니다. 있는 탭: {2}.",
            .inspectTabTagType:
                "\"{1}\" 탭의 태그 {2}은(는) {3} 타입인데, TabView의 선택은 {4} 타입입니다. 탭에 선택과 같은 타입의 태그를 주세요.",
            .inspectBuiltInInputs:
                "{1}은(는) 기본 제공 뷰입니다. .view(MyView.self)처럼 직접 만든 뷰의 입력을 요청하세요.",
            .inspectActionTap:
                "탭할",
            .inspectActionTapTimes:
                "{1}번 탭할",
            .inspectActionTypeInto:
                "입력할",
            .inspectActionClear:
                "비울",
            .inspectActionToggle:
                "켜고 끌",
            .inspectActionSlide:
                "밀",
            .inspectActionPickFrom:
                "피커로 쓸",
            .inspectActionFollow:
                "따라갈",
            .inspectActionDelete:
                "지울",
            .inspectActionDeleteInEditMode:
                "편집 모드에서 지울",
            .inspectActionMove:
                "옮길",
            .inspectActionSelect:
                "선택할",
            .inspectActionFocus:
                "포커스할",
            .inspectActionSubmit:
                "제출할",
            .inspectActionIncrement:
                "올릴",
            .inspectActionDecrement:
                "내릴",
            .inspectActionSetDate:
                "날짜 피커로 쓸",
            .inspectActionDrag:
                "드래그할",
            .inspectActionLongPress:
                "길게 누를",
            .inspectReasonNotTappable:
                "버튼, 링크, 토글, 메뉴가 아니고, 적용된 onTapGesture도 없습니다",
            .inspectReasonNotA:
                "{1}이(가) 아닙니다",
            .inspectReasonHidden:
                "숨겨져 있습니다",
            .inspectReasonDisabled:
                "비활성화되어 있습니다(.disabled(true)가 적용됨)",
            .inspectReasonNilLink:
                "값이 nil이고, 값이 nil인 링크는 아무 일도 하지 않습니다",
            .inspectReasonNotInSelectableList:
                "List(selection:) 안에 있지 않습니다",
            .inspectReasonRowWithoutID:
                "행에 id가 없습니다. 행을 ForEach로 만들거나 각 행에 .tag(_:)를 주세요",
            .inspectReasonNotInForEachRow:
                "ForEach가 만든 행 안에 있지 않습니다",
            .inspectReasonNoFocused:
                ".focused(...) 모디파이어가 적용되지 않아서, 어떤 @FocusState도 포커스를 기록하지 않습니다",
            .inspectReasonNotSubmittable:
                "TextField, SecureField, 검색 필드만 제출할 수 있습니다",
            .inspectReasonNotInEditMode:
                "목록이 편집 모드가 아닙니다. 먼저 EditButton을 탭하세요(`{1}`)",
            .inspectReasonNoOnDelete:
                "ForEach에 onDelete(perform:)가 없어서 행을 지울 수 없습니다. List가 아니라 ForEach에 `{1}`을(를) 붙이세요",
            .inspectReasonNoOnMove:
                "ForEach에 onMove(perform:)가 없어서 행을 옮길 수 없습니다. ForEach에 `{1}`을(를) 붙이세요",
            .inspectReasonNoGesture:
                "{1}이(가) 적용되지 않았습니다",
            .inspectPresentationFullScreenCover:
                "전체 화면 커버",
            .inspectPresentationAlert:
                "알림창",
            .inspectPresentationConfirmationDialog:
                "확인 대화상자(confirmationDialog)",
            .inspectPresentationSheet:
                "시트",

            // Why a file could not be written; remarks for the instructor.
            .reasonPermissionDenied:
                "권한이 없음",
            .reasonDiskFull:
                "디스크가 가득 참",
            .reasonNoSuchFile:
                "파일이 없음",
            .reasonSystemRefused:
                "시스템이 거부함({1})",
            .integrityFileUses:
                "무결성: 파일이 {1}({2}).",
            .integrityStartsProcesses:
                "프로세스를 시작합니다",
            .integrityWritesFiles:
                "파일을 씁니다",
            .integrityReadsCommandLine:
                "명령줄을 읽습니다",
            .integrityReadsProc:
                "/proc을 읽습니다",
            .integrityRedefinesOperators:
                "연산자를 다시 정의합니다",
            .integrityExportsSymbols:
                "직접 고른 이름으로 심볼을 내보냅니다",
            .integrityLooksUpSymbols:
                "실행 중에 심볼을 찾습니다",
            .integrityUsesDescriptors:
                "디스크립터를 직접 다룹니다",

            // The system's reasons, as glibc's strerror says them in English.
            .reasonNoSuchFileOrFolder:
                "그런 파일이나 폴더가 없음",
            .reasonNotPermitted:
                "허용되지 않는 작업",
            .reasonNoSpaceLeft:
                "장치에 남은 공간이 없음",
            .reasonReadOnly:
                "읽기 전용 파일 시스템",
            .reasonIsFolder:
                "폴더임",

            // Grading reports and the sandbox that isolated the runs (for instructors).
            .reportIsolation:
                "격리: {1}",
            .reportFreshSummary:
                "연습 문제 {2}개 중 {1}개 통과(코스에 대해 새로 검사함).",
            .reportIntegrityNotes:
                "무결성 참고:",
            .reportAllChecks:
                "모든 검사",
            .sandboxBubblewrap:
                "bubblewrap 샌드박스: {1}; 새 PID, 마운트, 네트워크, IPC, 사용자 네임스페이스; {2}; 읽기 전용 루트, 라이브러리, 커널 설정(/proc/sys); {3}프로세스 {4}개; 전용 64 MiB 작업 폴더, /tmp, /dev/shm; 네트워크 없음",
            .sandboxOwnUser:
                "실행마다 권한 없는 전용 사용자(호스트의 root가 아님)",
            .sandboxHostRoot:
                "호스트의 root로",
            .sandboxCheckerUser:
                "체커의 사용자로",
            .sandboxNoFilter:
                "시스템 호출 필터 없음",
            .sandboxFilter:
                "시스템 호출 필터(ptrace, mount, 네임스페이스, BPF, 키링 금지)",
            .sandboxMemory:
                "메모리 {1} MiB, ",
            .sandboxUnprivileged:
                "실행마다 권한 없는 전용 사용자(네임스페이스 없음), 권한(capability) 없음; {1}프로세스 {2}개; 전용 작업 폴더; 네트워크를 함께 쓰고 프로세스 목록을 볼 수 있음({3})",
            .sandboxNone:
                "없음: 검사 대상 코드가 체커의 사용자와 파일로 실행되었음({1})",
            .sandboxNoUserNamespaces:
                "사용자 네임스페이스를 쓸 수 없음",
            .sandboxUnavailable:
                "쓸 수 있는 샌드박스 없음",
            .sandboxTurnedOff:
                "CHECKER_SANDBOX=none으로 꺼 둠",
            .sandboxNamespacesTurnedOff:
                "CHECKER_SANDBOX=user로 사용자 네임스페이스를 꺼 둠",
            .sandboxNoSetpriv:
                "; setpriv(util-linux)가 설치되어 있지 않음",
            .sandboxNoBubblewrap:
                "bubblewrap(bwrap)이 설치되어 있지 않음",
            .sandboxNoNamespaces:
                "이 환경에서는 bubblewrap이 네임스페이스를 만들 수 없음",
            .sandboxNoNamespacesBecause:
                "이 환경에서는 bubblewrap이 네임스페이스를 만들 수 없음: {1}",

            // Composable's TestStore failures: Composable writes them in these English words (see TestStore); the checker matches each template and says it in the learner's language.
            .storeDismissed:
                "닫힌 테스트 스토어에는 액션을 보낼 수 없습니다.",
            .storeMustHandle:
                "액션을 보내기 전에 {1}을(를) 처리해야 합니다: …",
            .storeUnhandledActions:
                "처리하지 않은 액션: {1}",
            .storeAssertEachBeforeSending:
                "이펙트가 이 액션들을 스토어로 다시 보냈습니다. 다음 액션을 보내기 전에 하나씩 `await store.receive(…)`로 확인하세요.",
            .storeAssertEachOrSkip:
                "이펙트가 이 액션들을 스토어로 다시 보냈습니다. 하나씩 `await store.receive(…)`로 확인하거나, `await store.skipReceivedActions()`로 건너뛰세요.",
            .storeClosureThrew:
                "확인 클로저가 오류를 던졌습니다: {1}",
            .storeUnexpectedChange:
                "상태가 바뀌지 않아야 하는데 바뀌었습니다: …",
            .storeChangeMismatch:
                "상태 변경이 기대와 다릅니다: …",
            .storeExpectedActual:
                "(기대: −, 실제: +)",
            .storeExpectedReceived:
                "(기대: −, 받은 것: +)",
            .storeNoChange:
                "상태가 바뀌어야 하는데 바뀌지 않았습니다.",
            .storeOmitClosure:
                "후행 클로저가 상태를 눈에 띄게 바꾸지 않았습니다. 상태가 바뀌지 않을 것으로 기대한다면 후행 클로저를 빼세요.",
            .storeReceivedNone:
                "{1}을(를) 받아야 하는데 {2}이(가) 지나도록 받지 못했습니다.",
            .storeNoEffectRunning:
                "실행 중인 이펙트가 없습니다: 그 액션을 보낼 수 있는 것이 남아 있지 않습니다.",
            .storeEffectsStillRunningMaySend:
                "{1}이(가) 아직 실행 중입니다: 그중 하나가 나중에 보낸다면 그 시계를 앞으로 돌리거나 `receive`에 더 긴 `timeout`을 주세요.",
            .storeEffectsStillRunningAfter:
                "이펙트가 끝나야 하는데 {2}이(가) 지나도 {1}이(가) 실행 중입니다: {3}",
            .storeAdvanceOrCancel:
                "시계를 기다리는 이펙트는 테스트가 시계를 앞으로 돌려야 하고, 오래 사는 이펙트는 액션으로 취소해야 합니다.",
            .storeReceivedByEnd:
                "테스트가 끝날 때까지 스토어가 {1}을(를) 받았습니다: …",
            .storeEffectStillRunning:
                "이 액션에 대해 반환한 이펙트가 아직 실행 중입니다. 테스트가 끝나기 전에 끝나야 합니다. …",
            .storeEffectLabelAction:
                "액션: {1}",
            .storeEffectLabelEffect:
                "이펙트: {1}의 `Effect.run`",
            .storeMakeEffectsFinish:
                "고치려면, 이 액션이 시작하는 모든 이펙트가 테스트가 끝나기 전에 끝나게 하세요: `await store.finish()`로 기다리거나, 이펙트가 잠든 시계를 앞으로 돌리거나, 이펙트를 취소하는 액션을 보내세요.",
            .storeTaskStillRunning:
                "이 액션의 이펙트가 끝나야 하는데 {1}이(가) 지나도 실행 중이었습니다.",
            .storeUnexpectedAction:
                "예상하지 않은 액션을 받았습니다: …",
            .storeUnexpectedPayload:
                "액션의 값이 예상과 다릅니다: …",
            .storeLabelExpectedMatching:
                "기대: {1}에 맞는 액션",
            .storeLabelExpected:
                "기대: {1}",
            .storeLabelReceived:
                "받은 것: {1}",
            .storeAnActionMatching:
                "{1}에 맞는 액션",
            .storeSeconds:
                "{1}초",
            .storeReceivedActionOne:
                "받은 액션 1개",
            .storeReceivedActionMany:
                "받은 액션 {1}개",
            .storeEffectOne:
                "이펙트 1개",
            .storeEffectMany:
                "이펙트 {1}개",
            .storeUnexpectedActionOne:
                "예상하지 않은 액션 1개",
            .storeUnexpectedActionMany:
                "예상하지 않은 액션 {1}개",

            // Composable's other issues (reducers, dependencies, effects), in its English words.
            .reducerStackReceived:
                "\"{1}\"의 스택 `forEach`가 {2}을(를) 받았습니다: {3}",
            .reducerStackPopNotOnStack:
                "스택에 없는 화면의 팝",
            .reducerStackPushSameID:
                "이미 스택에 있는 id의 푸시",
            .reducerStackActionNotOnStack:
                "스택에 없는 화면에 보낸 액션",
            .reducerStackMayBePopped:
                "그 화면은 이미 팝되었을 수 있습니다(예: 그 화면의 이펙트가 아직 실행되는 동안). 화면을 팝할 때 그 이펙트를 취소하거나, 화면이 스택에 있는지 확인하세요.",
            .reducerIfCaseLetWrongCase:
                "\"{1}\"의 `ifCaseLet`이 상태가 다른 case일 때 자식 액션을 받았습니다: …",
            .reducerChildActionNotHandled:
                "자식의 액션을 처리하지 않았습니다. 자식 액션은 상태가 자식의 case일 때만 보내고, 상태가 바뀌면 자식의 이펙트를 취소하세요.",
            .reducerCaseScopeWrongCase:
                "상태가 다른 case일 때 자식 액션을 보냈습니다: {1}이(가) {2}에 도착했습니다. 그 액션은 무시했습니다.",
            .dismissNotPresented:
                "리듀서가 \"{1}\"에서 닫기를 요청했지만, 그 피처는 표시된 것이 아닙니다. `dismiss()`는 `ifLet(\\.$child, action: \\.child)`(또는 `forEach`)로 표시한 피처의 이펙트 안에서, 그 피처 자신의 리듀서에서만 동작합니다.",
            .dependencyNoTestValue:
                "테스트 구현이 없는 의존성을 테스트에서 썼습니다: {1}(값의 타입은 {2}).",
            .dependencyOverride:
                "테스트에서는 의존성의 실제 구현을 쓰면 안 됩니다. 이 테스트에서 바꾸거나(예: `TestStore(initialState:reducer:withDependencies: { $0.<name> = … })`), {1}에 `static var testValue`를 주세요.",
            .unimplementedCalled:
                "구현되지 않음: {1}이(가) 호출되었습니다.",
            .unimplementedAnEndpoint:
                "엔드포인트",
            .unimplementedOverride:
                "이 테스트에서 바꾸세요. 예를 들어 `withDependencies`나 테스트 스토어의 의존성에서 바꿉니다.",
            .effectUnhandledError:
                "{1}에서 반환한 `Effect.run`이 처리하지 않은 오류를 던졌습니다: {2}",
            .effectHandleErrors:
                "취소가 아닌 모든 오류는 `Effect.run`의 `catch` 매개변수나 `do` 블록에서 직접 처리해야 합니다.",

            // A planted bug's file without a first comment.
            .plantedBugNoDescription:
                "설명 없음",

            // What the checker builds with SwiftPM, in its progress line.
            .productRuntime:
                "DataFlow 런타임과 매크로",
            .productLibrary:
                "{1} 라이브러리와 매크로",

            // What DataFlow's queries look for (its ElementQuery descriptions), and the kinds of element.
            .inspectQueryLabelled:
                "{2} {1}",
            .inspectQueryTitled:
                "{2} {1}",
            .inspectQueryShowing:
                "{2}을(를) 보여 주는 {1}",
            .inspectQueryWithPrompt:
                "프롬프트가 {2}인 {1}",
            .inspectQueryContaining:
                "{2}을(를) 포함한 {1}",
            .inspectQueryValue:
                "{1} {2}",
            .inspectQueryKind:
                "{1}",
            .kindButton:
                "버튼",
            .kindTextField:
                "텍스트 필드",
            .kindText:
                "텍스트",
            .kindToggle:
                "토글",
            .kindNavigationLink:
                "내비게이션 링크",
            .kindImage:
                "이미지",
            .kindPicker:
                "피커",
            .kindSlider:
                "슬라이더",
            .kindStepper:
                "스테퍼",
            .kindMenu:
                "메뉴",
            .kindLabel:
                "레이블",
            .kindDatePicker:
                "날짜 피커",
            .kindSecureField:
                "보안 필드",
            .kindSearchField:
                "검색 필드",
            .kindTextEditor:
                "텍스트 편집기",
            .kindProgressView:
                "진행 표시기",
            .kindDisclosureGroup:
                "펼침 그룹",
            .kindTableRow:
                "표의 행",
            .kindShareLink:
                "공유 링크",
            .kindLabeledContent:
                "레이블이 붙은 내용",
            .kindAccessibleElement:
                "접근성 레이블이 붙은 요소",
            .kindAccessibleElements:
                "접근성 레이블이 붙은 요소",
        ])
}
