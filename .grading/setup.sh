#!/usr/bin/env bash
# Gradescope autograder setup (see README, "Grading"): what run_autograder needs besides the
# Swift toolchain. bubblewrap is the sandbox every check runner starts in (see `Sandbox` in
# CheckerKit); without it, or where the kernel refuses user namespaces, `checker report`
# refuses to grade. util-linux's `setpriv` starts each run as an unprivileged user of its own
# (the grader is root) and makes compilers die with the checker. coreutils gives `timeout`, the
# grading deadline.
set -euo pipefail
apt-get update
apt-get install -y --no-install-recommends bubblewrap coreutils util-linux
# The sandbox works here only if the kernel lets an unprivileged user create namespaces (runs
# start bubblewrap as one, from the checker's reserved range): say so now.
if ! setpriv --reuid=2100000000 --regid=2100000000 --clear-groups --inh-caps=-all --no-new-privs -- \
    bwrap --unshare-all --unshare-user --disable-userns --die-with-parent --ro-bind / / /bin/true; then
    echo "setup.sh: bubblewrap cannot create namespaces as an unprivileged user on this image; runs would fall back to users of their own without namespaces (shared network, no system-call filter)." >&2
    exit 1
fi
if ! setpriv --help | grep -q -- --pdeathsig; then
    echo "setup.sh: setpriv has no --pdeathsig (util-linux 2.33 or later is needed): a compiler may outlive a checker stopped at the deadline." >&2
fi
# The kernel's limits on each run: the checker makes a memory and a pids control group per run.
for controller in memory pids; do
    if [ ! -w "/sys/fs/cgroup/$controller/cgroup.procs" ] && ! grep -qw "$controller" /sys/fs/cgroup/cgroup.subtree_control 2>/dev/null; then
        echo "setup.sh: no writable $controller control group here; runs will not be held to their $controller limit by the kernel." >&2
    fi
done
