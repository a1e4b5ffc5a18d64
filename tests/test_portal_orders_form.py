"""The orders form is only another way of typing an order file (and shows saved files back)."""

from __future__ import annotations

from blackhorse.core.yamlsource import parse_yaml
from blackhorse.inn.layout import load_inn
from blackhorse.orders.cast import Cast, Person
from blackhorse.orders.orderfile import read_order_sheet
from blackhorse.portal.i18n import unwritten_text
from blackhorse.portal.orders_form import Unwritten, form_to_yaml, unwritten, yaml_to_form

INN = load_inn()
PLACES = ("home", *INN.destinations)
CAST = Cast(
    people={
        "A": Person("A", "tenant", "201", ("B", "C"), True),
        "B": Person("B", "tenant", "203", ("A", "C"), True),
        "C": Person("C", "tenant", "205", ("A", "B"), True),
    },
    known=frozenset({"A", "B", "C", "P1"}),
    police=frozenset({"P1"}),
)


def check(text: str) -> list[str]:
    sheet, problems = read_order_sheet(parse_yaml(text, "A.yaml"), "A", CAST, INN)
    if problems:
        return [str(p) for p in problems]
    assert sheet is not None
    door = sheet.door if isinstance(sheet.door, str) else ",".join(sorted(sheet.door))
    return [door, *(o.describe() for o in sheet.orders), *(s.describe() for s in sheet.standing)]


FULL = {
    "door": "list",
    "door_names": "B, C",
    "s0_peek": "window",
    "s3_go": "204",
    "s4_go": "lawn",
    "s4_via": "east-stairs",
    "s8_go": "205",
    "s8_kill": "C",
    "s8_if": "present",
    "s8_who": "B",
    "s8_else": "home",
    "s9_go": "stay",
    "k0_kill": "B",
    "k0_if": "alone",
    "k0_from": "21:00",
    "k0_until": "22:00",
}


def test_every_field_of_the_form_becomes_the_order_it_says() -> None:
    assert check(form_to_yaml(FULL, "A")) == [
        "B,C",
        "20:00 peek window",
        "20:30 go 204",
        "20:40 go lawn via east-stairs",
        "21:20 go 205, kill C, if present B, else (go 201)",
        "21:30 stay",
        "standing: kill B if alone 21:00-22:00",
    ]


def test_a_saved_file_opens_in_the_form_exactly_as_it_was() -> None:
    text = form_to_yaml(FULL, "A")
    fields = yaml_to_form(text, PLACES)
    assert fields is not None
    assert check(form_to_yaml(fields, "A")) == check(text)


def test_files_the_form_cannot_show_open_as_text_only() -> None:
    assert yaml_to_form('who: A\norders:\n  - at: "20:30"\n    go: 娱乐室\n', PLACES) is None  # an alias
    assert yaml_to_form('orders:\n  - at: "20:35"\n    go: lawn\n', PLACES) is None  # not a slot
    assert yaml_to_form("orders: [\n", PLACES) is None  # not YAML at all


def test_nothing_typed_in_a_field_can_change_the_files_shape() -> None:
    sneaky = {"s3_go": '204"\nstanding: [{kill: B}]\nx: "', "s4_via": "a]\nkill: B"}
    data = parse_yaml(form_to_yaml(sneaky, "A"), "A.yaml").data
    assert sorted(data) == ["orders", "who"]  # no `standing`, no `x`: the values stayed values
    assert data["orders"][0]["go"] == sneaky["s3_go"]
    assert data["orders"][1] == {"at": "20:40", "via": [sneaky["s4_via"]]}
    problems = check(form_to_yaml(sneaky, "A"))
    assert [p.split(": ", 2)[1] for p in problems] == ["orders.0.go", "orders.1.via.0", "orders.1.via"]


def test_a_whom_without_its_if_is_a_mistake_not_dropped() -> None:
    # "Whom" chosen and "If" left empty: the form wrote nothing of it and the checker found
    # no mistake, so the order ran without the condition the player meant
    text = form_to_yaml({"s3_go": "lawn", "s3_who": "B"}, "A")
    assert check(text) == [
        "A.yaml:5: orders.0.if: (empty) -- alone, always, {present: NAME} or {absent: NAME}"
    ]
    assert check(form_to_yaml({"s5_who": "C"}, "A"))[0].startswith("A.yaml:4: orders.0.if: (empty)")
    assert check(form_to_yaml({"s3_go": "lawn", "s3_if": "present", "s3_who": "B"}, "A")) == [
        "open",
        "20:30 go lawn, if present B",
    ]


# Every combination of the form whose "whom" (or whole standing row) the order file has no
# place for, and what the form says of it: the slot's time or the standing row, the field.
UNWRITTEN = [
    ({"s3_go": "lawn", "s3_if": "alone", "s3_who": "B"}, Unwritten("20:30", "who", "B", "whom_alone")),
    ({"s3_go": "lawn", "s3_if": "always", "s3_who": "B"}, Unwritten("20:30", "who", "B", "whom_always")),
    (
        {"s8_go": "205", "s8_kill": "C", "s8_if": "alone", "s8_who": "C"},  # the kill's own target
        Unwritten("21:20", "who", "C", "whom_alone"),
    ),
    ({"s17_kill": "B", "s17_if": "always", "s17_who": "P1"}, Unwritten("22:50", "who", "P1", "whom_always")),
    ({"k0_kill": "B", "k0_if": "alone", "k0_who": "C"}, Unwritten(1, "who", "C", "whom_alone")),
    ({"k1_kill": "C", "k1_who": "B"}, Unwritten(2, "who", "B", "whom_always")),  # no `if`: always
    ({"k0_if": "always", "k0_who": "C"}, Unwritten(1, "kill", "", "standing_no_kill")),
    ({"k1_if": "alone"}, Unwritten(2, "kill", "", "standing_no_kill")),
    ({"k0_if": "always", "k0_from": "21:00"}, Unwritten(1, "kill", "", "standing_no_kill")),
    ({"k1_until": "22:00"}, Unwritten(2, "kill", "", "standing_no_kill")),
]


def test_the_form_refuses_every_value_its_file_would_drop() -> None:
    # these were written without the value and saved: "alone" and "always" take no one, and a
    # standing row without its target was left out whole, its other fields with it
    for fields, expected in UNWRITTEN:
        assert unwritten(fields) == [expected], fields


def test_what_the_file_can_say_is_not_refused() -> None:
    fine = [
        FULL,
        {"s3_go": "lawn", "s3_if": "present", "s3_who": "B"},
        {"s3_go": "lawn", "s3_if": "absent", "s3_who": "B"},
        {"s3_go": "lawn", "s3_if": "alone"},
        {"s3_go": "lawn", "s3_who": "B"},  # a whom without its if: the checker's mistake (above)
        {"k0_if": "always"},  # the standing row's untouched default
        {"k0_kill": "B", "k0_if": "present", "k0_who": "C"},
        {"k0_kill": "B"},
    ]
    for fields in fine:
        assert unwritten(fields) == [], fields


def test_a_refused_value_is_named_by_its_slot_and_field_in_the_pages_language() -> None:
    alone, always, standing = (u for _, u in (UNWRITTEN[0], UNWRITTEN[5], UNWRITTEN[6]))
    assert unwritten_text(alone, "en") == (
        "20:30 · Whom: B -- 'alone' takes no one (nobody else is there, a kill's target aside): "
        "clear Whom, or choose 'present' or 'absent' to make the order depend on B"
    )
    assert unwritten_text(alone, "zh") == (
        "8:30 · 谁：B -- “单独”不带人（意思是那里没有别人，要杀的目标除外）：请清空“谁”，"
        "或改选“在场”或“不在场”，让指令取决于B"
    )
    assert unwritten_text(always, "en").startswith("Standing kill 2 · Whom: B -- 'always' takes no one")
    assert unwritten_text(always, "zh").startswith("持续杀人指令第 2 行 · 谁：B -- “无论如何”不带人")
    assert unwritten_text(standing, "en") == (
        "Standing kill 1 · Kill: (empty) -- a standing kill needs the target to kill: "
        "choose one under 'Kill', or clear the row"
    )
    assert unwritten_text(standing, "zh") == (
        "持续杀人指令第 1 行 · 杀：（空） -- 持续杀人指令要有被杀的目标：请在“杀”中选一个，或清空这一行"
    )
    for _, item in UNWRITTEN:  # every reason has its words in both languages
        for lang in ("en", "zh"):
            assert item.why not in unwritten_text(item, lang)
