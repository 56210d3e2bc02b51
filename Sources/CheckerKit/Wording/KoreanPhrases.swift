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
            .errorProductNotBuilt: "SwiftPM이 검사기에 필요한 {1}을(를) 빌드하지 못했습니다. 마지막 출력:\n{2}",
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
            .exerciseLesson: "강의: {1}",
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
                "채점하지 않습니다: 이 환경에서는 검사 대상 코드를 샌드박스에 넣을 수 없어({1}) 제출물이 채점기, 코스, 다른 제출물에 손댈 수 있습니다. 사용자 네임스페이스가 허용되는 곳에 bubblewrap(`apt-get install bubblewrap`)을 설치하거나, 그래도 채점하려면 --allow-unsandboxed를 주세요.",
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
            .errorLibraryUnknown: "챕터가 라이브러리 \"{1}\"를 요구하지만 워크북에는 없습니다(있는 것: {2}). chapter.json의 `libraries`를 고치세요.",
            .errorLibraryNotBuilt: "{1} 라이브러리(또는 매크로 플러그인 {2})가 {3}에 빌드되어 있지 않습니다. 먼저 `swift build`를 실행한 뒤 다시 시도하세요.",
            .runProcessLimitReached:
                "프로세스 한도: 검사하는 코드가 프로세스를 {1}개보다 많이 시작하려 했고, 샌드박스의 프로세스 한도가 이를 막았습니다 (포크 폭탄, 또는 반복문에서 시작한 프로세스).",
            .runProcessLimitAdvice:
                "{1}에서 프로세스를 시작하는 코드를 지우세요. 연습 문제는 프로세스를 시작할 일이 없고, 프로세스가 샌드박스를 채우는 동안에는 검사가 돌 수 없습니다.",
            .learnerFileTooLarge:
                "이 파일은 {1} KiB입니다. 검사기는 {2} KiB 이하의 연습 문제 파일만 읽으며, 그보다 큰 파일이 필요한 연습 문제는 없습니다. 파일을 이렇게 길게 만든 부분(붙여 넣은 글, 생성한 코드)을 지운 뒤 다시 검사하세요.",
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
                "파일을 컴파일한 라이브러리를 검사기가 읽지 못해, 불러올 때 무엇이 실행될지 알 수 없습니다. 검사를 실행하지 않았습니다.",
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
        ])
}
