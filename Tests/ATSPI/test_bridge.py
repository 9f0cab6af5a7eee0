#!/usr/bin/python3
"""The AT-SPI2 bridge as a screen reader sees it: runs ATSPIProbeApp (Tests/ATSPI/ProbeApp) and reads
and operates it through pyatspi, the way Orca and dogtail do.

Usage (make test runs it): scripts/with-atspi.sh /usr/bin/python3 Tests/ATSPI/test_bridge.py PATH/TO/ATSPIProbeApp
Exits non-zero when a check fails. Each check prints one line.
"""
import faulthandler
import os
import subprocess
import sys
import time

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402
import pyatspi  # noqa: E402

APP = sys.argv[1]
NAME = os.path.basename(APP)
failures = []
events = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what, flush=True)
    if not condition:
        failures.append(what)


def pump(seconds=0.0):
    """Lets pyatspi deliver events (and the app act) for a while."""
    end = time.time() + seconds
    context = GLib.MainContext.default()
    while True:
        while context.iteration(False):
            pass
        if time.time() >= end:
            return
        time.sleep(0.02)


def wait_for(condition, timeout=5.0):
    end = time.time() + timeout
    while time.time() < end:
        pump()
        try:
            value = condition()
        except GLib.Error:
            value = None
        if value:
            return value
        time.sleep(0.05)
    return None


def find(root, role=None, name=None):
    """The first object under root (depth first) with this role name and name."""
    stack = [root]
    while stack:
        node = stack.pop()
        if node is None:
            continue
        try:
            if (role is None or node.getRoleName() == role) and (name is None or node.name == name):
                return node
            stack.extend(reversed([node.getChildAtIndex(i) for i in range(node.childCount)]))
        except GLib.Error:
            continue
    return None


def states(node):
    return set(node.getState().getStates())


def is_selected(node):
    """Whether an object (which may not have been found yet) is selected."""
    return node is not None and pyatspi.STATE_SELECTED in states(node)


def application():
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        child = desktop.getChildAtIndex(index)
        if child is not None and child.name == NAME:
            return child
    return None


_bus = []


def accessibility_bus():
    """A connection of our own to the accessibility bus, for calls pyatspi does not make."""
    if not _bus:
        address = Gio.bus_get_sync(Gio.BusType.SESSION, None).call_sync(
            "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None, GLib.VariantType("(s)"),
            Gio.DBusCallFlags.NONE, 2000, None).unpack()[0]
        _bus.append(Gio.DBusConnection.new_for_address_sync(
            address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None))
    return _bus[0]


def set_enabled(enabled):
    """Turns the desktop's accessibility on or off (org.a11y.Status.IsEnabled), as Orca does."""
    Gio.bus_get_sync(Gio.BusType.SESSION, None).call_sync(
        "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Set",
        GLib.Variant("(ssv)", ("org.a11y.Status", "IsEnabled", GLib.Variant("b", enabled))), None,
        Gio.DBusCallFlags.NONE, 2000, None)


def app_bus_name():
    """The app's name on the accessibility bus, from the desktop's children."""
    bus = accessibility_bus()
    children = bus.call_sync("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root", "org.a11y.atspi.Accessible",
                             "GetChildren", None, None, Gio.DBusCallFlags.NONE, 2000, None).unpack()[0]
    for name, path in children:
        title = bus.call_sync(name, path, "org.freedesktop.DBus.Properties", "Get",
                              GLib.Variant("(ss)", ("org.a11y.atspi.Accessible", "Name")), None,
                              Gio.DBusCallFlags.NONE, 2000, None).unpack()[0]
        if title == NAME:
            return name
    return None


def on_event(event):
    # Only what the event carries: asking its source from inside the callback would re-enter libatspi.
    events.append((str(event.type), event.detail1))


def saw(prefix, since=0):
    return any(str(kind).startswith(prefix) for kind, *_ in events[since:])


def main():
    # A hung call fails the run with a traceback rather than hanging make test.
    faulthandler.dump_traceback_later(int(os.environ.get("TESSERA_ATSPI_TIMEOUT", "180")), exit=True)
    # An app with no accessibility bus starts normally, saying so in one line.
    environment = {k: v for k, v in os.environ.items() if k not in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS")}
    environment["TESSERA_EXIT_AFTER"] = "1"
    quiet = subprocess.run([APP], env=environment, capture_output=True, text=True, timeout=60)
    bridge_lines = [line for line in quiet.stderr.splitlines() + quiet.stdout.splitlines() if "AT-SPI2" in line]
    check(quiet.returncode == 0, "an app without an accessibility bus runs and ends normally (exit %d)" % quiet.returncode)
    check(len(bridge_lines) == 1, "it says so in one line: %r" % bridge_lines)

    for kind in ["object:state-changed:checked", "object:state-changed:focused", "object:text-changed:insert",
                 "focus:", "object:children-changed", "object:property-change:accessible-name", "window:activate",
                 "object:announcement", "object:selection-changed", "object:text-selection-changed"]:
        pyatspi.Registry.registerEventListener(on_event, kind)

    # An app started while the desktop's accessibility is off joins the bus when it is turned on.
    set_enabled(False)
    late = subprocess.Popen([APP])
    try:
        time.sleep(3)
        pump()
        check(application() is None, "with the desktop's accessibility off, the app is not on the desktop")
        set_enabled(True)
        check(wait_for(application, timeout=20) is not None, "turning accessibility on brings it there")
    finally:
        late.terminate()
        late.wait(timeout=10)
    wait_for(lambda: application() is None, timeout=10)

    process = subprocess.Popen([APP])
    try:
        run_checks()
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
    if failures:
        print("%d AT-SPI2 check(s) failed" % len(failures))
        sys.exit(1)
    print("all AT-SPI2 checks passed")


def run_checks():
    app = wait_for(application, timeout=30)
    check(app is not None, "the app appears on the desktop")
    if app is None:
        return
    check(app.getRoleName() == "application", "its root is an application")
    check(app.get_toolkit_name() == "Tessera", "toolkit name Tessera")
    frame = app.getChildAtIndex(0)
    check(frame is not None and frame.getRoleName() == "frame", "its window is a frame")
    check(pyatspi.STATE_ACTIVE in states(frame), "the key window's frame is active")
    size = frame.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    check(size.width > 0 and size.height > 0, "the frame has extents %dx%d" % (size.width, size.height))
    pump(0.5)

    # Tabs: the selected one is marked.
    tabs = find(frame, role="page tab list")
    check(tabs is not None and tabs.childCount == 3, "the tab bar is a page tab list of three tabs")
    home = find(frame, role="page tab", name="Home")
    controls_tab = find(frame, role="page tab", name="Controls")
    check(home is not None and pyatspi.STATE_SELECTED in states(home), "the Home tab is selected")
    check(controls_tab is not None and pyatspi.STATE_SELECTED not in states(controls_tab), "the Controls tab is not")

    # A bar button item found by its title; its action runs the app's.
    add = find(frame, role="push button", name="Add")
    check(add is not None, "the Add bar button item is a push button")
    before = len(events)
    action = add.queryAction()
    check(action.nActions >= 1 and action.getName(0) == "click", "it has a click action")
    action.doAction(0)
    check(wait_for(lambda: find(frame, role="list item", name="Item 1")) is not None, "clicking Add adds the row Item 1")
    check(wait_for(lambda: saw("object:children-changed", before)), "children-changed is reported")
    check(wait_for(lambda: saw("object:announcement", before), timeout=2), "the app's announcement is an Announcement event")

    # GetAccessibleAtPoint at an element's centre.
    beta = find(frame, role="list item", name="Beta")
    extents = beta.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    hit = frame.queryComponent().getAccessibleAtPoint(extents.x + extents.width // 2, extents.y + extents.height // 2,
                                                      pyatspi.DESKTOP_COORDS)
    check(hit is not None and hit.name == "Beta", "the object at Beta's centre is Beta (%s)" % (hit.name if hit else None))

    # A row's activation pushes its page.
    alpha = find(frame, role="list item", name="Alpha")
    alpha.queryAction().doAction(0)
    check(wait_for(lambda: find(frame, role="label", name="Page of Alpha")) is not None, "activating Alpha pushes its page")
    check(find(frame, role="list item", name="Beta") is None, "the list is gone from the tree")
    # A gone object's path answers UnknownObject (asked directly: pyatspi caches roles).
    try:
        accessibility_bus().call_sync(app_bus_name(), beta.path, "org.a11y.atspi.Accessible", "GetRole", None, None,
                                      Gio.DBusCallFlags.NONE, 2000, None)
        check(False, "a stale object answers UnknownObject")
    except GLib.Error as error:
        check("UnknownObject" in str(error), "a stale object answers UnknownObject")

    # The Controls tab.
    controls_tab.queryAction().doAction(0)
    check(wait_for(lambda: pyatspi.STATE_SELECTED in states(find(frame, role="page tab", name="Controls"))),
          "activating the Controls tab selects it")
    status = wait_for(lambda: find(frame, role="label", name="Ready"))
    check(status is not None, "the status label reads Ready")

    # A text field: role, placeholder, text set through the delegate, text-changed reported.
    field = find(frame, role="entry")
    check(field is not None, "the text field is an entry")
    check(field.getAttributes() and "placeholder-text:Name" in field.getAttributes(), "with its placeholder attribute")
    check(pyatspi.STATE_EDITABLE in states(field) and pyatspi.STATE_SINGLE_LINE in states(field), "editable, single line")
    check(field.accessibleId == "name-field", "its AccessibleId is the accessibility identifier")
    before = len(events)
    field.queryComponent().grabFocus()
    check(wait_for(lambda: pyatspi.STATE_FOCUSED in states(field)), "grabbing focus makes it focused")
    check(wait_for(lambda: saw("focus", before) or saw("object:state-changed:focused", before)), "a focus event is reported")
    before = len(events)
    field.queryEditableText().setTextContents("Ada")
    text = field.queryText()
    check(wait_for(lambda: field.queryText().getText(0, -1) == "Ada"), "setTextContents sets the text")
    check(text.characterCount == 3, "three characters")
    check(wait_for(lambda: find(frame, role="label", name='Delegate asked for "Ada"; name Ada')) is not None,
          "the delegate was asked and editingChanged sent")
    check(wait_for(lambda: saw("object:text-changed:insert", before)), "text-changed:insert is reported")
    check_text_selection_and_extents(field)
    field.queryEditableText().deleteText(1, 3)
    check(wait_for(lambda: field.queryText().getText(0, -1) == "A"), "deleteText removes characters")

    # A switch.
    toggle = find(frame, role="toggle button", name="Wi-Fi")
    check(toggle is not None and pyatspi.STATE_CHECKABLE in states(toggle), "the switch is a checkable toggle button")
    check(pyatspi.STATE_CHECKED not in states(toggle), "off at first")
    before = len(events)
    toggle.queryAction().doAction(0)
    check(wait_for(lambda: pyatspi.STATE_CHECKED in states(toggle)), "activating it checks it")
    check(wait_for(lambda: saw("object:state-changed:checked", before)), "state-changed:checked is reported")
    check(find(frame, role="label", name="Wi-Fi on") is not None, "the app's valueChanged action ran")

    # A slider through Value.
    slider = find(frame, role="slider", name="Volume")
    value = slider.queryValue()
    check(value.minimumValue == 0 and value.maximumValue == 100 and value.currentValue == 50, "the slider's range and value")
    value.currentValue = 75
    check(wait_for(lambda: slider.queryValue().currentValue == 75), "setting CurrentValue moves it")
    check(wait_for(lambda: find(frame, role="label", name="Volume 75")) is not None, "and sends valueChanged")

    # A modal alert hides what is behind.
    find(frame, role="push button", name="Show Alert").queryAction().doAction(0)
    alert = wait_for(lambda: find(frame, role="alert"))
    check(alert is not None and pyatspi.STATE_MODAL in states(alert), "the alert is a modal alert")
    check(find(frame, role="push button", name="Show Alert") is None, "what is behind it is hidden")
    cancel = find(alert, role="push button", name="Cancel") if alert else None
    check(cancel is not None, "its Cancel action is a push button")
    if cancel is not None:
        cancel.queryAction().doAction(0)
        check(wait_for(lambda: find(frame, role="label", name="Cancelled")) is not None, "activating Cancel runs its handler")

    # The cache answers every object at once.
    items = accessibility_bus().call_sync(app_bus_name(), "/org/a11y/atspi/cache", "org.a11y.atspi.Cache", "GetItems", None, None,
                          Gio.DBusCallFlags.NONE, 2000, None).unpack()[0]
    check(any(item[6] == "Wi-Fi" and item[7] == 62 for item in items), "the cache lists the switch (%d items)" % len(items))

    check_stepper(frame)
    check_selection(frame)


def check_selection(frame):
    """Selection: the tab bar's, a segmented control's and a multiple-selection table's, each changed
    through the app's own path (the delegate hears of it)."""
    # Found again: the alert took the tab bar out of the tree, and the reader dropped the object then.
    tabs = find(frame, role="page tab list")
    check(tabs is not None and "Selection" in tabs.get_interfaces(), "the tab bar has the Selection interface")
    if tabs is None:
        return
    bar = tabs.querySelection()
    check(bar.nSelectedChildren == 1 and bar.isChildSelected(1) and not bar.isChildSelected(0),
          "one tab is selected: Controls")
    check(bar.getSelectedChild(0).name == "Controls", "GetSelectedChild(0) is the Controls tab")

    day = find(frame, role="push button", name="Day")
    segments = day.parent if day is not None else None
    check(segments is not None and segments.getRoleName() == "panel" and segments.childCount == 3,
          "a segmented control is a panel of its three segments")
    if segments is not None:
        # The page has just come back from behind the alert: let the reports settle first (an object
        # that appears and changes between two reports is reported as it ends, without a change).
        pump(1.0)
        period = segments.querySelection()
        check(period.nSelectedChildren == 1 and period.isChildSelected(0), "its first segment is selected")
        check(pyatspi.STATE_SELECTABLE in states(day) and pyatspi.STATE_SELECTED in states(day), "Day is selectable and selected")
        before = len(events)
        check(period.selectChild(2), "SelectChild(2) is accepted")
        check(wait_for(lambda: find(frame, role="label", name="Period Month")) is not None, "and sends valueChanged as a tap does")
        check(wait_for(lambda: segments.querySelection().isChildSelected(2)), "Month is then the selected segment")
        check(wait_for(lambda: saw("object:selection-changed", before)),
              "selection-changed is reported (%s)" % sorted(set(kind for kind, _ in events[before:])))
        check(not segments.querySelection().deselectChild(2), "a segment cannot be deselected")

    check(bar.selectChild(2), "selecting the Pick tab through Selection is accepted")
    check(wait_for(lambda: is_selected(find(frame, role="page tab", name="Pick"))), "the Pick tab is selected")
    colours = wait_for(lambda: find(frame, role="table cell", name="Red"))
    table = colours.parent if colours is not None else None
    check(table is not None and table.getRoleName() == "table", "the data table of colours is a table")
    if table is None:
        return
    rows = table.querySelection()
    check(rows.nSelectedChildren == 0, "no colour is selected")
    before = len(events)
    check(rows.selectChild(colours.getIndexInParent()), "SelectChild(Red's index) is accepted")
    check(wait_for(lambda: find(frame, role="label", name="Picked Red")) is not None, "the delegate hears didSelect")
    check(wait_for(lambda: pyatspi.STATE_SELECTED in states(colours)), "Red's state is selected")
    check(wait_for(lambda: saw("object:selection-changed", before)), "selection-changed is reported for the table")
    check(rows.selectAll(), "SelectAll is accepted with multiple selection")
    check(wait_for(lambda: table.querySelection().nSelectedChildren == 3), "every colour is then selected")
    check(table.querySelection().deselectSelectedChild(0), "DeselectSelectedChild(0) is accepted")
    check(wait_for(lambda: find(frame, role="label", name="Dropped Red")) is not None, "the delegate hears didDeselect")
    check(table.querySelection().clearSelection(), "ClearSelection is accepted")
    check(wait_for(lambda: table.querySelection().nSelectedChildren == 0), "no colour is then selected")

    check_table(frame, table)
    check_grid(frame)
    check_text_attributes(frame)


def check_table(frame, table):
    """Table and TableCell: the data table of colours, one column, a row a colour, its section title the
    rows' description; rows selected through the delegate."""
    grid = table.queryTable()
    check(grid.nRows == 3 and grid.nColumns == 1, "the table has 3 rows and 1 column (%d, %d)" % (grid.nRows, grid.nColumns))
    green = grid.getAccessibleAt(1, 0)
    check(green is not None and green.name == "Green" and green.getRoleName() == "table cell", "the cell at row 1 is Green, a table cell")
    index = grid.getIndexAt(1, 0)
    check(index == green.getIndexInParent() and grid.getRowAtIndex(index) == 1 and grid.getColumnAtIndex(index) == 0,
          "GetIndexAt, GetRowAtIndex and GetColumnAtIndex agree (index %d)" % index)
    check(grid.getRowDescription(1) == "Colours", "a row's description is its section's title")
    check(grid.getRowExtentAt(1, 0) == 1 and grid.getColumnExtentAt(1, 0) == 1, "each cell spans one row and one column")
    try:
        span = Atspi.TableCell.get_row_column_span(green)
        check(list(span)[-4:] == [1, 0, 1, 1], "the cell's TableCell row, column and spans (%r)" % (span,))
    except (GLib.Error, TypeError, AttributeError) as error:
        check(False, "the cell's TableCell row, column and spans (%s)" % error)
    check(grid.addRowSelection(2), "AddRowSelection(2) is accepted")
    check(wait_for(lambda: find(frame, role="label", name="Picked Blue")) is not None, "the delegate hears didSelect for Blue")
    check(wait_for(lambda: table.queryTable().isRowSelected(2)) and list(table.queryTable().getSelectedRows()) == [2],
          "row 2 is the selected row")
    check(table.queryTable().removeRowSelection(2), "RemoveRowSelection(2) is accepted")
    check(wait_for(lambda: find(frame, role="label", name="Dropped Blue")) is not None, "the delegate hears didDeselect for Blue")


def check_grid(frame):
    """Table of a custom grid adopting UIAccessibilityContainerDataTable: its own counts, cells and headers."""
    grid = find(frame, role="table", name="Scores")
    check(grid is not None, "the custom grid is a table")
    if grid is None:
        return
    table = grid.queryTable()
    check(table.nRows == 2 and table.nColumns == 2, "it has 2 rows and 2 columns (%d, %d)" % (table.nRows, table.nColumns))
    cell = table.getAccessibleAt(1, 1)
    check(cell is not None and cell.name == "36" and cell.getRoleName() == "table cell", "the cell at row 1, column 1 is 36")
    header = table.getColumnHeader(1)
    check(header is not None and header.name == "Score" and table.getColumnDescription(1) == "Score",
          "column 1's header is Score")
    check(table.getColumnAtIndex(table.getIndexAt(1, 1)) == 1, "GetColumnAtIndex answers the cell's column")


def check_stepper(frame):
    """A stepper: a spin button with the Value interface around its two buttons; setting its value sends
    valueChanged as a tap does."""
    spin = find(frame, role="spin button", name="Count")
    check(spin is not None and spin.childCount == 2, "the stepper is a spin button around its two buttons")
    if spin is None:
        return
    value = spin.queryValue()
    check(value.minimumValue == 0 and value.maximumValue == 10 and value.minimumIncrement == 1 and value.currentValue == 2,
          "its Value: 0 to 10 by 1, now 2")
    value.currentValue = 5
    check(wait_for(lambda: find(frame, role="label", name="Count 5")) is not None, "setting CurrentValue sends valueChanged")
    check(wait_for(lambda: spin.queryValue().currentValue == 5), "and the value is then 5")


def check_text_selection_and_extents(field):
    """A field reading "Ada": its one selection set, read and removed; where its characters are."""
    text = field.queryText()
    before = len(events)
    check(text.setSelection(0, 1, 3), "setSelection selects characters 1 to 3")
    check(wait_for(lambda: field.queryText().getNSelections() == 1), "the field then has one selection")
    check(tuple(field.queryText().getSelection(0)) == (1, 3), "from 1 to 3 (%r)" % (field.queryText().getSelection(0),))
    check(wait_for(lambda: saw("object:text-selection-changed", before)), "text-selection-changed is reported")
    check(field.queryText().removeSelection(0), "removeSelection removes it")
    check(wait_for(lambda: field.queryText().getNSelections() == 0), "leaving no selection")
    check(wait_for(lambda: field.queryText().caretOffset == 3), "and the caret where it ended")
    box = field.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    first = text.getCharacterExtents(0, pyatspi.DESKTOP_COORDS)
    second = text.getCharacterExtents(1, pyatspi.DESKTOP_COORDS)
    check(first[2] > 0 and first[3] > 0, "a character has a size (%r)" % (first,))
    check(box.x <= first[0] and first[0] + first[2] <= box.x + box.width and box.y <= first[1]
          and first[1] + first[3] <= box.y + box.height, "inside the field (%r in %r)" % (first, box))
    check(second[0] >= first[0] + first[2] - 1 and second[1] == first[1], "the next character follows on its line")
    whole = text.getRangeExtents(0, 3, pyatspi.DESKTOP_COORDS)
    check(whole[0] == first[0] and whole[2] >= first[2] + second[2] - 1, "a range's extents hold its characters (%r)" % (whole,))
    middle = (second[0] + second[2] // 2, second[1] + second[3] // 2)
    check(text.getOffsetAtPoint(middle[0], middle[1], pyatspi.DESKTOP_COORDS) == 1, "the character at its middle is 1")
    check(text.getOffsetAtPoint(box.x - 50, box.y - 50, pyatspi.DESKTOP_COORDS) == -1, "outside the field there is none")


def check_text_attributes(frame):
    """Text attributes: a label's font and colour as the defaults, its attributed text's runs as runs."""
    styled = find(frame, role="label", name="Plain, bold and underlined")
    check(styled is not None, "the attributed label is there")
    if styled is None:
        return
    text = styled.queryText()
    defaults = dict(item.split(":", 1) for item in text.getDefaultAttributes().split(";") if ":" in item)
    check(defaults.get("size") == "16" and defaults.get("fg-color") == "0,0,0" and defaults.get("weight") == "400",
          "its default attributes: 16 points, black, weight 400 (%r)" % defaults)
    attributes, start, end = text.getAttributeRun(8, False)
    check((start, end) == (7, 11), "the bold run is characters 7 to 11 (%d, %d)" % (start, end))
    check("weight:700" in attributes,
          "its weight is 700 (%r)" % (attributes,))
    attributes, start, end = text.getAttributeRun(20, True)
    check((start, end) == (16, 26), "the underlined run is characters 16 to 26 (%d, %d)" % (start, end))
    check("underline:single" in attributes and "size:16" in attributes,
          "it is underlined, the defaults included (%r)" % (attributes,))


if __name__ == "__main__":
    main()
