# Reads a Mermaid flowchart (the subset the course's pages write: `flowchart TD|LR`, nodes
# `id["label"]`, `id("label")` and decisions `id{"label"}`, declared alone or inside an edge, and
# edges `a -->|"label"| b`, `a ==> b`, `a -.-> b`) and prints it in Graphviz's DOT language,
# drawn like the demos' graphs (see MermaidFlowchart+Graphviz.swift): a decision is a diamond,
# a node a box. `.ci/site` draws it as the image that stands for the Mermaid block on the site,
# since DocC does not draw Mermaid. A line it does not know stops it with a message (exit 1).
function esc(text) {
    gsub(/\\/, "\\\\\\\\", text)
    gsub(/<br\/?>/, "\\n", text)
    gsub(/#quot;/, "\\\"", text)
    gsub(/#lt;/, "<", text)
    gsub(/#gt;/, ">", text)
    return text
}
# A node's label broken into lines of about `width` bytes at spaces, so the chart stays narrow
# enough to read at the page's width.
function wrapped(text, width,    words, n, i, line, out) {
    n = split(text, words, " ")
    line = ""
    out = ""
    for (i = 1; i <= n; i++) {
        if (line != "" && length(line) + 1 + length(words[i]) > width) {
            out = out line "<br/>"
            line = words[i]
        } else {
            line = (line == "") ? words[i] : line " " words[i]
        }
    }
    return out line
}
function node(token,    id, rest, label, shape) {
    gsub(/^[ \t]+|[ \t]+$/, "", token)
    if (!match(token, /^[A-Za-z0-9_]+/)) { bad = 1; return "" }
    id = substr(token, 1, RLENGTH)
    rest = substr(token, RLENGTH + 1)
    if (rest == "") return id
    if (rest ~ /^\{".*"\}$/) shape = "shape=diamond"
    else if (rest ~ /^\[".*"\]$/) shape = "shape=box"
    else if (rest ~ /^\(".*"\)$/) shape = "shape=box, style=rounded"
    else { bad = 1; return "" }
    label = substr(rest, 3, length(rest) - 4)
    nodes[++count] = sprintf("    %s [label=\"%s\", %s];", id, esc(wrapped(label, 30)), shape)
    return id
}
BEGIN { bad = 0; count = 0; edgeCount = 0 }
NR == 1 {
    if ($0 !~ /^flowchart (TD|TB|LR)[ \t]*$/) { print "mermaid-to-dot: not a flowchart: " $0 > "/dev/stderr"; exit 1 }
    direction = ($2 == "LR") ? "LR" : "TB"
    next
}
/^[ \t]*$/ || /^[ \t]*%%/ { next }
{
    line = $0
    arrow = ""
    if (match(line, /-->|==>|-\.->/)) {
        arrow = substr(line, RSTART, RLENGTH)
        rest = substr(line, RSTART + RLENGTH)
        from = node(substr(line, 1, RSTART - 1))
        label = ""
        if (match(rest, /^\|"[^"]*"\|/)) {
            label = substr(rest, 3, RLENGTH - 4)
            rest = substr(rest, RLENGTH + 1)
        }
        to = node(rest)
        attributes = "label=\"" esc(label) "\""
        if (arrow == "==>") attributes = attributes ", penwidth=2.5"
        if (arrow == "-.->") attributes = attributes ", style=dashed"
        edges[++edgeCount] = sprintf("    %s -> %s [%s];", from, to, attributes)
    } else {
        node(line)
    }
    if (bad) { print "mermaid-to-dot: cannot read line " NR ": " $0 > "/dev/stderr"; exit 1 }
}
END {
    if (bad || direction == "") exit 1
    print "digraph chart {"
    print "    rankdir=" direction ";"
    print "    bgcolor=\"transparent\";"
    print "    node [fontname=\"Helvetica,Arial,sans-serif\", fontsize=12, margin=\"0.15,0.08\"];"
    print "    edge [fontname=\"Helvetica,Arial,sans-serif\", fontsize=10];"
    for (i = 1; i <= count; i++) print nodes[i]
    for (i = 1; i <= edgeCount; i++) print edges[i]
    print "}"
}
