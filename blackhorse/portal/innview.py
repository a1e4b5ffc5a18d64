"""The floor plan and the travel table as a page shows them to one reader (pictures/innplan.py):
their own room outlined, the places named in their language."""

from __future__ import annotations

from typing import Any

from blackhorse.pictures.innplan import plan_svg, travel_table
from blackhorse.portal.desk import Desk


def own_room(desk: Desk, name: str) -> str | None:
    """The room ``name`` lives in now (a tenant's, or an officer's in the inn); None for the GM."""
    state = desk.state()
    tenant = state.tenants.get(name)
    return tenant.room if tenant is not None else state.police_rooms.get(name)


def inn_context(desk: Desk, name: str | None, lang: str) -> dict[str, Any]:
    """What a page needs to show the plan and the table to ``name`` (None: the GM)."""
    home = own_room(desk, name) if name is not None else None
    return {"plan": plan_svg(desk.inn, lang, home), "travel": travel_table(desk.inn, lang), "own_room": home}
