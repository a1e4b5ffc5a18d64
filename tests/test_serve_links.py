"""`serve` warns when the players' links point elsewhere on this machine (gmwalk2 34).

`blackhorse serve GAME --port 8080` said only where it listened, while every link sent to
the players pointed at :8000 and failed with "connection refused". `invite` now records the
address each link was written with, and `serve` names the links that cannot reach it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.cli.portal_commands import elsewhere_links
from blackhorse.portal.store import Store, db_path
from tests.portalkit import copy_game


def test_serve_names_the_links_issued_for_another_port(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = copy_game(tmp_path)
    assert main(["invite", str(game)]) == 0  # the default address, http://127.0.0.1:8000
    store = Store(db_path(game))
    assert elsewhere_links(store, "127.0.0.1", 8000) == []
    assert elsewhere_links(store, "localhost", 8000) == []  # the same machine, named otherwise
    (said,) = elsewhere_links(store, "127.0.0.1", 8080)
    assert said.startswith("the links of A, B, C, D and 8 more were issued for http://127.0.0.1:8000")
    assert "not for http://127.0.0.1:8080/: they will not reach this portal" in said
    assert "--reissue NAME --url http://127.0.0.1:8080" in said
    # a link reissued for the new address no longer counts; a proxy's address is never warned of
    assert main(["invite", str(game), "--reissue", "A", "--url", "http://127.0.0.1:8080"]) == 0
    assert main(["invite", str(game), "--reissue", "B", "--url", "https://inn.example.org"]) == 0
    (said,) = elsewhere_links(store, "127.0.0.1", 8080)
    assert "the links of C, D, E, F and 6 more" in said  # A and B no longer
    assert all("A" not in w.split("were")[0] for w in elsewhere_links(store, "127.0.0.1", 8080))
    assert len(elsewhere_links(store, "127.0.0.1", 8000)) == 1  # A's link is now for :8080
