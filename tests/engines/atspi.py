# WebKitGTK's accessibility tree, as a screen reader on Linux reads it (AT-SPI, over the D-Bus
# session bus the WebKit test starts): the states of the first push button named argv[1] in
# MiniBrowser, printed as JSON (a list of AT-SPI state names), or null when there is none.
# Debian's python3-gi and gir1.2-atspi-2.0 (.ci/run installs them). Used by webkit.test.ts.
import json
import sys

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402


def find(accessible, name, depth=0):
    if accessible is None or depth > 80:
        return None
    try:
        if accessible.get_role() == Atspi.Role.PUSH_BUTTON and accessible.get_name() == name:
            return accessible
        for i in range(accessible.get_child_count()):
            found = find(accessible.get_child_at_index(i), name, depth + 1)
            if found:
                return found
    except Exception:  # a part of the tree that went away while walked
        return None
    return None


desktop = Atspi.get_desktop(0)
button = None
for i in range(desktop.get_child_count()):
    app = desktop.get_child_at_index(i)
    if app is not None and app.get_name() == "MiniBrowser":
        button = find(app, sys.argv[1])
        if button:
            break
states = (
    sorted(Atspi.StateType(s).value_nick for s in button.get_state_set().get_states())
    if button
    else None
)
print(json.dumps(states))
