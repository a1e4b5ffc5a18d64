"""The orders form is only another way of typing an order file (and shows saved files back)."""

from __future__ import annotations

from blackhorse.core.yamlsource import parse_yaml
from blackhorse.inn.layout import load_inn
from blackhorse.orders.cast import Cast, Person
from blackhorse.orders.orderfile import read_order_sheet
from blackhorse.portal.orders_form import form_to_yaml, yaml_to_form

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
