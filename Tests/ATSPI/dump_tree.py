#!/usr/bin/python3
"""Prints an app's accessible tree as AT-SPI2 clients see it: role, name and states, one object a line.

Usage: scripts/with-atspi.sh sh -c '.build/debug/UICatalog & sleep 3; /usr/bin/python3 Tests/ATSPI/dump_tree.py UICatalog'
"""
import sys

import pyatspi


def dump(node, depth=0):
    names = sorted(pyatspi.stateToString(s) for s in node.getState().getStates())
    print("  " * depth + "%s %r [%s]" % (node.getRoleName(), node.name, ", ".join(names)))
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            dump(child, depth + 1)


desktop = pyatspi.Registry.getDesktop(0)
apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
matches = [app for app in apps if app is not None and app.name == sys.argv[1]]
if not matches:
    sys.exit("no application named %r on the accessibility bus (%s)" % (sys.argv[1], [a.name for a in apps if a]))
dump(matches[0])
