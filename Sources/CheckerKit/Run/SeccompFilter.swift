import Foundation

/// The system-call filter every bubblewrap sandbox applies to the code under check (bubblewrap's
/// `--seccomp FD`, loaded just before the runner starts): a classic BPF program, built here, that
/// the kernel runs on every system call (`seccomp(2)`, "SECCOMP_SET_MODE_FILTER").
///
/// It refuses with `EPERM` what a check has no use for and what reaches past the sandbox or
/// into another process: reading or writing another process's memory (`ptrace`,
/// `process_vm_readv`/`writev`), the kernel's keyrings, BPF programs, performance counters,
/// `userfaultfd`, mounting, new or other namespaces, loading kernels or modules, opening files by
/// handle, swap, reboot, process accounting, quotas, the kernel log, execution domains other than
/// Linux's (`personality`), `io_uring` (whose operations bypass this filter), and putting
/// another descriptor at the results channel's number (`dup2`/`dup3` onto descriptor 3). A call made for another architecture's table (x86-64's
/// x32 numbers, or a foreign `AUDIT_ARCH`) kills the process: the numbers would mean other calls.
///
/// `socketpair` stays allowed: Foundation's `Process` watches its child through one (refused, a
/// learner's `Process.waitUntilExit()` waited until the time limit), and a socket pair is no
/// more a stand-in for the channel than a pipe. Closing descriptor 3 and opening another file in
/// its place is not refused here either (`open` must work): the checker looks at descriptor 3
/// from outside while the run lasts (`ChannelWatch`).
struct SeccompFilter {
    /// One instruction of classic BPF (`struct sock_filter`).
    struct Instruction: Equatable {
        var code: UInt16
        var jumpIfTrue: UInt8 = 0
        var jumpIfFalse: UInt8 = 0
        var value: UInt32
    }

    /// The system-call numbers of one architecture the filter knows.
    struct Architecture {
        /// `AUDIT_ARCH_*` from `<linux/audit.h>`, as `seccomp_data.arch` holds it.
        let audit: UInt32
        /// The calls refused outright.
        let refused: [UInt32]
        /// `personality`: allowed only to ask (0xffffffff) or to keep Linux's own domain (0).
        let personality: UInt32
        /// `dup2` (absent on AArch64) and `dup3`: refused when their second argument is the channel.
        let duplicates: [UInt32]

        /// x86-64 (`arch/x86/entry/syscalls/syscall_64.tbl`).
        static let x86_64 = Architecture(
            audit: 0xC000_003E,
            refused: [
                101, 310, 311,  // ptrace, process_vm_readv, process_vm_writev
                250, 248, 249,  // keyctl, add_key, request_key
                321, 298, 323,  // bpf, perf_event_open, userfaultfd
                165, 166, 155, 161,  // mount, umount2, pivot_root, chroot
                428, 429, 430, 431, 432, 433, 442,  // open_tree, move_mount, fsopen…fspick, mount_setattr
                272, 308,  // unshare, setns
                246, 320, 175, 313, 176,  // kexec_load, kexec_file_load, init/finit/delete_module
                304, 303,  // open_by_handle_at, name_to_handle_at
                // swapon, swapoff, reboot, acct, quotactl(_fd), syslog, lookup_dcookie
                167, 168, 169, 163, 179, 443, 103, 212,
                425, 426, 427,  // io_uring_setup, io_uring_enter, io_uring_register
            ],
            personality: 135, duplicates: [33, 292])

        /// AArch64 (the generic table, `include/uapi/asm-generic/unistd.h`).
        static let aarch64 = Architecture(
            audit: 0xC000_00B7,
            refused: [
                117, 270, 271,  // ptrace, process_vm_readv, process_vm_writev
                219, 217, 218,  // keyctl, add_key, request_key
                280, 241, 282,  // bpf, perf_event_open, userfaultfd
                40, 39, 41, 51,  // mount, umount2, pivot_root, chroot
                428, 429, 430, 431, 432, 433, 442,  // open_tree, move_mount, fsopen…fspick, mount_setattr
                97, 268,  // unshare, setns
                104, 294, 105, 273, 106,  // kexec_load, kexec_file_load, init/finit/delete_module
                265, 264,  // open_by_handle_at, name_to_handle_at
                // swapon, swapoff, reboot, acct, quotactl(_fd), syslog, lookup_dcookie
                224, 225, 142, 89, 60, 443, 116, 18,
                425, 426, 427,  // io_uring_setup, io_uring_enter, io_uring_register
            ],
            personality: 92, duplicates: [24])

        /// The architecture this checker was built for; nil where the filter knows none.
        static var current: Architecture? {
            #if arch(x86_64)
                return .x86_64
            #elseif arch(arm64)
                return .aarch64
            #else
                return nil
            #endif
        }
    }

    /// The descriptor no `dup2`/`dup3` may target: the results channel.
    static let channelDescriptor: UInt32 = 3

    let architecture: Architecture

    /// The filter for this machine, or nil on an architecture the filter does not know (then
    /// bubblewrap runs without one and the checker says so).
    static var current: SeccompFilter? { Architecture.current.map(SeccompFilter.init) }

    // Classic BPF opcodes (`<linux/filter.h>`) and seccomp's return values (`<linux/seccomp.h>`).
    private static let loadWord: UInt16 = 0x20  // BPF_LD | BPF_W | BPF_ABS
    private static let jumpIfEqual: UInt16 = 0x15  // BPF_JMP | BPF_JEQ | BPF_K
    private static let jumpIfAtLeast: UInt16 = 0x35  // BPF_JMP | BPF_JGE | BPF_K
    private static let returnValue: UInt16 = 0x06  // BPF_RET | BPF_K
    static let killProcess: UInt32 = 0x8000_0000  // SECCOMP_RET_KILL_PROCESS
    static let allow: UInt32 = 0x7FFF_0000  // SECCOMP_RET_ALLOW
    static let refuse: UInt32 = 0x0005_0000 | UInt32(EPERM)  // SECCOMP_RET_ERRNO | EPERM
    // Offsets in `struct seccomp_data`: nr, arch, then args[6] of 64 bits (the low half first
    // on these little-endian machines).
    private static let numberOffset: UInt32 = 0
    private static let architectureOffset: UInt32 = 4
    private static func argumentOffset(_ index: UInt32) -> UInt32 { 16 + 8 * index }
    /// x86-64's x32 calls carry this bit (`__X32_SYSCALL_BIT`).
    private static let x32Bit: UInt32 = 0x4000_0000

    /// The program, in order.
    var instructions: [Instruction] {
        typealias I = Instruction
        var program = [
            I(code: Self.loadWord, value: Self.architectureOffset),
            I(code: Self.jumpIfEqual, jumpIfTrue: 1, jumpIfFalse: 0, value: architecture.audit),
            I(code: Self.returnValue, value: Self.killProcess),
            I(code: Self.loadWord, value: Self.numberOffset),
        ]
        if architecture.audit == Architecture.x86_64.audit {
            program += [
                I(code: Self.jumpIfAtLeast, jumpIfTrue: 0, jumpIfFalse: 1, value: Self.x32Bit),
                I(code: Self.returnValue, value: Self.killProcess),
            ]
        }
        for number in architecture.refused {
            program += [
                I(code: Self.jumpIfEqual, jumpIfTrue: 0, jumpIfFalse: 1, value: number),
                I(code: Self.returnValue, value: Self.refuse),
            ]
        }
        // personality(persona): refused unless it asks (0xffffffff) or keeps PER_LINUX (0). The
        // number is reloaded after each argument test.
        program += [
            I(code: Self.jumpIfEqual, jumpIfTrue: 0, jumpIfFalse: 5, value: architecture.personality),
            I(code: Self.loadWord, value: Self.argumentOffset(0)),
            I(code: Self.jumpIfEqual, jumpIfTrue: 2, jumpIfFalse: 0, value: 0),
            I(code: Self.jumpIfEqual, jumpIfTrue: 1, jumpIfFalse: 0, value: 0xFFFF_FFFF),
            I(code: Self.returnValue, value: Self.refuse),
            I(code: Self.returnValue, value: Self.allow),
        ]
        // dup2/dup3(old, new, …): `new` is an unsigned int, so its low half is all of it.
        for number in architecture.duplicates {
            program += [
                I(code: Self.jumpIfEqual, jumpIfTrue: 0, jumpIfFalse: 4, value: number),
                I(code: Self.loadWord, value: Self.argumentOffset(1)),
                I(code: Self.jumpIfEqual, jumpIfTrue: 0, jumpIfFalse: 1, value: Self.channelDescriptor),
                I(code: Self.returnValue, value: Self.refuse),
                I(code: Self.returnValue, value: Self.allow),
            ]
        }
        program.append(I(code: Self.returnValue, value: Self.allow))
        return program
    }

    /// The program as the kernel reads it: each instruction's 8 bytes in the machine's order.
    var bytes: [UInt8] {
        var bytes: [UInt8] = []
        for instruction in instructions {
            withUnsafeBytes(of: instruction.code.littleEndian) { bytes += $0 }
            bytes += [instruction.jumpIfTrue, instruction.jumpIfFalse]
            withUnsafeBytes(of: instruction.value.littleEndian) { bytes += $0 }
        }
        return bytes
    }
}
