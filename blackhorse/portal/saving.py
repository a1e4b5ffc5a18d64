"""Orders from the portal: checked by the checker of ``blackhorse check``, saved whole, logged.

A save is refused (with its reason, and logged as refused) when the orders have problems,
when the night does not take orders (not open yet, run already, past the GM's deadline),
when the sender can no longer act (dead, jailed), or when the game folder stays busy.
Otherwise, holding the game folder's lock: the save is logged as *pending* with the content's
SHA-256, the text goes to a hidden temporary file in ``nights/N/`` which is flushed to disk
and renamed over the order file (a rename is all or nothing), and the log says *written*.

A server killed between the two log lines leaves a *pending* entry: :func:`recover` (run
when the portal starts) looks at the order file: if it holds the pending content, the save
did finish (*written*); otherwise the save is marked *interrupted* and the file kept is the
last good one. Leftover temporary files are removed.
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
from dataclasses import field
from pathlib import Path

from blackhorse.core.catalog import Msg, msg
from blackhorse.core.dataclass import dataclass
from blackhorse.core.errors import GameBusy, Problem
from blackhorse.core.filetargets import file_target_problem
from blackhorse.core.fsops import reason as system_said
from blackhorse.core.recovery import recover as finish_killed_writes
from blackhorse.orders.model import OrderSheet
from blackhorse.orders.sheetcheck import check_order_text
from blackhorse.portal.desk import Desk, fsync_dir

_replace = os.replace  # the one step that makes a new order file visible
LEFTOVER = re.compile(r"^\..+\.(?:ya?ml)\.new-[A-Za-z0-9_]+$", re.IGNORECASE)


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Checked:
    text: str
    sheet: OrderSheet | None
    problems: list[Problem] = field(default_factory=list)


@dataclass(frozen=True)
class Saved:
    ok: bool
    reason: str  # "" when written; else problems | over | not-open | deadline | cannot-act | busy | failed
    # | too-fast (over the player's save limit, portal/savelimit.py: nothing written, not even a row)
    checked: Checked
    sha: str
    detail: str = ""


def shown_file(name: str, night: int) -> str:
    return f"nights/{night}/{name}.yaml"


def check_orders(desk: Desk, name: str, night: int, text: str) -> Checked:
    """Check ``text`` as ``name``'s order file for ``night``: the one check of an order file
    (orders.sheetcheck), that of ``blackhorse check`` and of the night itself, pacing included."""
    sheet, problems = check_order_text(text, shown_file(name, night), name, desk.cast(night, name), desk.inn)
    return Checked(text, sheet, sorted(set(problems)))


def _refusal(desk: Desk, name: str, night: int) -> str:
    closed = desk.orders_closed(night)
    if closed:
        return closed
    return "" if desk.may_send(name) else "cannot-act"


# between the problems of a refused save in the log's detail (an allowed text may hold a ";")
DETAIL_SEP = " | "


def save_orders(desk: Desk, name: str, by: str, night: int, text: str) -> Saved:
    """Check and save ``name``'s orders for ``night`` (sent by ``by``: the player or the GM)."""
    if not text.endswith("\n"):
        text += "\n"
    sha = sha256(text)
    if not desk.save_limiter.allow(name):
        return Saved(False, "too-fast", Checked(text, None), sha, "too-fast")
    store = desk.store
    checked = check_orders(desk, name, night, text)
    reason = _refusal(desk, name, night) or ("problems" if checked.problems else "")
    if reason:
        # each problem as `check` prints it, said in the log's reader's language (save_detail)
        detail = DETAIL_SEP.join(str(p) for p in checked.problems) if reason == "problems" else reason
        store.refuse_save(name, by, night, sha, text, detail)
        return Saved(False, reason, checked, sha, detail)
    try:
        with desk.writing():
            reason = _refusal(desk, name, night)  # the GM may have run the night meanwhile
            if reason:
                store.refuse_save(name, by, night, sha, text, reason)
                return Saved(False, reason, checked, sha, reason)
            path = desk.order_file(name, night)
            where = path.relative_to(desk.game_dir).as_posix()
            unfit = file_target_problem(path, where)  # a folder where the file goes is kept
            if unfit is not None:
                store.refuse_save(name, by, night, sha, text, f"failed: {unfit}")
                return Saved(False, "failed", checked, sha, str(unfit))
            previous = desk.file_text(path)
            save_id = store.begin_save(name, by, night, sha, text, previous)
            try:
                write_whole(path, text)
            except OSError as exc:
                why = msg("could not write {path}: {why}", path=where, why=system_said(exc))
                store.end_save(save_id, "failed", why)  # said in the log's language (save_detail)
                return Saved(False, "failed", checked, sha, why)
            store.end_save(save_id, "written", where)
            said = msg(
                "saved {name}'s orders for night {night} as {path} (sha256 {digest})",
                name=name,
                night=night,
                path=where,
                digest=sha[:12],
            )
            store.audit(by, said)
    except GameBusy as exc:
        store.refuse_save(name, by, night, sha, text, f"busy: {exc}")
        return Saved(False, "busy", checked, sha, str(exc))
    return Saved(True, "", checked, sha, where)


def log_refused(desk: Desk, name: str, by: str, night: int, text: str, reason: str) -> bool:
    """Log a save refused before it reached :func:`save_orders`: a message in the player's own
    words the reader refused, a slot form holding a value the order file cannot say, a player
    out of the game. ``text`` is what was sent as sent. Each save, written or refused, is a row
    of the save log (docs/PORTAL.md); over the player's save limit nothing is logged, as for
    any too-fast save. Whether it was logged."""
    if not text.endswith("\n"):
        text += "\n"
    if not desk.save_limiter.allow(name):
        return False
    desk.store.refuse_save(name, by, night, sha256(text), text, reason)
    return True


def write_whole(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` all at once: a flushed hidden sibling, renamed over it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.new-", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        _replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    fsync_dir(path.parent)


def finish_writes(desk: Desk) -> list[str]:
    """Finish or undo what a killed write of the game folder left (a night run or a day
    closed from the portal, or any command), as every writing command does first; logged.
    Call it holding the game folder's lock, before the portal writes anything of the game."""
    notes = finish_killed_writes(desk.game_dir)
    for note in notes:
        desk.store.audit("portal", note)
    if notes:
        desk.invalidate()
    return notes


def recover(desk: Desk) -> list[str]:
    """Settle saves a stopped server left pending; remove leftover temporary files; finish a
    killed write of the game folder (:func:`finish_writes`). What was done."""
    store = desk.store
    with desk.writing():
        notes = finish_writes(desk)
        for s in store.saves(outcome="pending"):
            path = desk.order_file(s.who, s.night)
            where = path.relative_to(desk.game_dir).as_posix()
            current = hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else None
            detail: Msg
            if current == s.sha256:
                detail = msg(
                    "{path}: confirmed after a restart (the file holds this save, whole)", path=where
                )
                store.end_save(s.id, "written", detail)
            else:
                kept = (
                    msg("its last good version (sha256 {digest})", digest=current[:12])
                    if current
                    else msg("no file (no orders)")
                )
                detail = msg(
                    "the server stopped during this save; {path} kept {kept}; this save was not written",
                    path=where,
                    kept=kept,
                )
                store.end_save(s.id, "interrupted", detail)
            note = msg(
                "save #{n} of {name}'s orders for night {night} at {at}: {detail}",
                n=s.id,
                name=s.who,
                night=s.night,
                at=s.at,
                detail=detail,
            )
            store.audit("portal", note)
            notes.append(note)
        nights = desk.game_dir / "nights"
        for folder in sorted(nights.iterdir()) if nights.is_dir() else []:
            if not folder.is_dir():
                continue
            for f in sorted(folder.iterdir()):
                if LEFTOVER.match(f.name) and f.is_file():
                    f.unlink()
                    note = msg(
                        "removed {path}, left by an interrupted save",
                        path=f.relative_to(desk.game_dir).as_posix(),
                    )
                    store.audit("portal", note)
                    notes.append(note)
    return notes
