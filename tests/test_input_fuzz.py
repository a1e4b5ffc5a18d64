"""Whatever a GM types, the reader answers with a checked night or a list of problems."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import blackhorse as bh
from tests.hypothesiskit import examples
from tests.inputkit import write

WORDS = ["A", "B", "C", "P1", "Zed", "home", "204", "娱乐室", "lawn", "east-stairs", "door-203", "window"]
WORDS += ["peephole", "alone", "always", "open", "closed", "20:00", "8:30", "20:05", "23:00", ""]
KEYS = ["at", "go", "via", "peek", "kill", "if", "else", "present", "absent", "from", "until", "door", "xx"]

scalars = st.one_of(st.sampled_from(WORDS), st.none(), st.integers(-5, 2000), st.booleans())
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.dictionaries(st.sampled_from(KEYS), inner, max_size=3),
    ),
    max_leaves=8,
)
orders = st.lists(
    st.fixed_dictionaries(
        {"at": st.one_of(st.sampled_from(["20:00", "20:30", "21:00"]), values)},
        optional={k: values for k in ["go", "via", "peek", "kill", "if", "else"]},
    ),
    max_size=4,
)
sheets = st.fixed_dictionaries(
    {},
    optional={
        "who": st.one_of(st.sampled_from(["A", "B"]), values),
        "door": values,
        "orders": st.one_of(orders, values),
        "standing": st.lists(
            st.dictionaries(st.sampled_from(["kill", "if", "from", "until"]), values),
            max_size=2,
        ),
    },
)


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sheet=sheets)
def test_any_order_file_is_checked_or_reported_never_a_crash(sheet: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = write(Path(tmp), {"A.yaml": yaml.safe_dump(sheet, allow_unicode=True)})
        try:
            checked = bh.check_night(folder, 1)
        except bh.InputError as err:
            assert err.problems
            for p in err.problems:
                assert p.file.endswith("A.yaml") and p.line >= 1 and p.allowed
            return
        result = bh.run_night(folder, 1)
        assert len(result.positions) == 180 * len(checked.cast.people)
