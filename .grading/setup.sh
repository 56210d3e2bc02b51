#!/usr/bin/env bash
# Gradescope autograder setup (see README, "Grading"): what run_autograder needs besides the
# Swift toolchain. bubblewrap is the sandbox every check runner starts in (see `Sandbox` in
# CheckerKit); without it, or where the kernel refuses user namespaces, `checker report`
# refuses to grade. coreutils gives `timeout`, the grading deadline.
set -euo pipefail
apt-get update
apt-get install -y --no-install-recommends bubblewrap coreutils
# The sandbox works here only if the kernel lets this user create namespaces: say so now.
if ! bwrap --unshare-all --die-with-parent --ro-bind / / /bin/true; then
    echo "setup.sh: bubblewrap cannot create namespaces on this image; checker report will refuse to grade." >&2
    exit 1
fi
