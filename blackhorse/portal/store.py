"""The portal's own state: one SQLite file (standard library) next to the game's files.

It holds what the game folder cannot: the hashes of the personal links, the sessions, the
log of every order save (who, when, content hash, written or refused and why), the day's
requests in the order they arrived, which nights are published, the deadlines, and an
audit log of everything done. The game itself (orders, days, results) stays in the folder.

Each thread keeps its own connection (the server's worker threads are reused); WAL mode lets
pages read while a save writes, and ``synchronous=FULL`` makes a logged save survive a crash.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from blackhorse.core.catalog import Msg, msg
from blackhorse.core.dataclass import dataclass
from blackhorse.core.errors import BlackhorseError

DB_NAME = "portal.sqlite3"
REFUSED_KEPT = 5  # refused saves of one player's night whose text is kept; older ones keep their digest
DETAIL_CHARS = 2000  # a refused save's reason (its problems) is kept up to this length

SCHEMA = """
CREATE TABLE IF NOT EXISTS links (
    name TEXT PRIMARY KEY, token_hash TEXT UNIQUE, issued_at TEXT NOT NULL, revoked_at TEXT);
CREATE TABLE IF NOT EXISTS sessions (
    id_hash TEXT PRIMARY KEY, name TEXT NOT NULL, token_hash TEXT NOT NULL, csrf TEXT NOT NULL,
    lang TEXT NOT NULL, created_at TEXT NOT NULL, expires REAL NOT NULL);
CREATE TABLE IF NOT EXISTS saves (
    id INTEGER PRIMARY KEY, who TEXT NOT NULL, by TEXT NOT NULL, night INTEGER NOT NULL,
    at TEXT NOT NULL, sha256 TEXT NOT NULL, outcome TEXT NOT NULL, detail TEXT NOT NULL,
    content TEXT NOT NULL, previous TEXT);
CREATE TABLE IF NOT EXISTS requests (
    id INTEGER PRIMARY KEY, day INTEGER NOT NULL, who TEXT NOT NULL, kind TEXT NOT NULL,
    a TEXT NOT NULL, b TEXT NOT NULL, at TEXT NOT NULL, state TEXT NOT NULL, verdict TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS published (night INTEGER PRIMARY KEY, at TEXT NOT NULL, by TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS published_files (night INTEGER NOT NULL, name TEXT NOT NULL,
    content BLOB NOT NULL, PRIMARY KEY (night, name));
CREATE TABLE IF NOT EXISTS link_urls (name TEXT PRIMARY KEY, base TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS deadlines (night INTEGER PRIMARY KEY, at TEXT NOT NULL, by TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS audit (id INTEGER PRIMARY KEY, at TEXT NOT NULL, who TEXT NOT NULL,
    what TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS questions (
    id INTEGER PRIMARY KEY, day INTEGER NOT NULL, tenant TEXT NOT NULL, asker TEXT NOT NULL,
    asked_by TEXT NOT NULL, text TEXT NOT NULL, at TEXT NOT NULL, answer TEXT,
    answered_at TEXT, answered_by TEXT);
CREATE TABLE IF NOT EXISTS proposals (
    id INTEGER PRIMARY KEY, day INTEGER NOT NULL, case_id INTEGER NOT NULL, suspect TEXT NOT NULL,
    proposer TEXT NOT NULL, at TEXT NOT NULL, state TEXT NOT NULL, objected_by TEXT);
CREATE TABLE IF NOT EXISTS agreements (
    proposal INTEGER NOT NULL, officer TEXT NOT NULL, at TEXT NOT NULL, by TEXT NOT NULL,
    PRIMARY KEY (proposal, officer));
CREATE TABLE IF NOT EXISTS claims (
    id INTEGER PRIMARY KEY, day INTEGER NOT NULL, case_id INTEGER NOT NULL, tenant TEXT NOT NULL,
    start INTEGER NOT NULL, until INTEGER NOT NULL, place TEXT NOT NULL, company TEXT NOT NULL,
    question INTEGER, entered_by TEXT NOT NULL, at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS revealed (id INTEGER PRIMARY KEY CHECK (id = 1), at TEXT NOT NULL,
    by TEXT NOT NULL);
"""


class StoreError(BlackhorseError):
    """The portal's database cannot be used (a bad ``--db`` URL, an unreadable file)."""


def on_behalf(who: str, by: str | None) -> Msg | str:
    """ " for A" when the GM acts on A's page (the audit log names the GM as who did it)."""
    return msg(" for {who}", who=who) if by is not None and by != who else ""


def now() -> str:
    """The current time in UTC, as stored everywhere in the portal (ISO 8601, microseconds)."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


def db_path(game_dir: Path, url: str | None = None) -> Path:
    """Where the database lives: ``GAME/portal.sqlite3``, or ``sqlite:///PATH`` from ``--db``."""
    if url is None:
        return game_dir / DB_NAME
    prefix = "sqlite:///"
    if not url.startswith(prefix) or len(url) == len(prefix):
        raise StoreError(f"--db {url}: only SQLite is supported for now, written sqlite:///PATH/TO/FILE")
    return Path(url[len(prefix) :])


COMPANIONS = ("-journal", "-wal", "-shm")  # SQLite's files beside a database, named after it


MAKING = ".{name}.making-"  # the hidden name a database is made under, before its token


@contextmanager
def made_aside(path: Path) -> Iterator[Path]:
    """A database not yet at ``path``, made by one command: the hidden file beside it that it is
    made in (``.portal.sqlite3.making-1a2b3c4d``), held (``flock``) while the command runs,
    and removed by that name when the ``with`` ends (a database placed meanwhile keeps its own
    name). One that a killed command left, held by nobody, is removed first. The name is none
    a write of the game folder stages under, so no command's recovery takes it for its own."""
    for left in path.parent.glob(MAKING.format(name=path.name) + "*"):
        if not left.name.endswith(COMPANIONS) and not _held(left):
            remove_database(left)
    made = path.with_name(MAKING.format(name=path.name) + os.urandom(4).hex())
    fd = os.open(made, os.O_RDWR | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield made
    finally:
        remove_database(made)
        os.close(fd)


def _held(made: Path) -> bool:
    """Whether a running command holds the database it is making at ``made``."""
    try:
        fd = os.open(made, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError:
        return True  # gone, or not ours to judge: left alone
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)  # the lock with it
    return False


def place(made: Path, path: Path) -> bool:
    """Give the database ``made`` (closed) the name ``path`` while that name is free: False,
    and nothing changed, when a database appeared there meanwhile (another command made it).
    A hard link takes a free name in one step; where the file system has none, the name is
    looked at just before it is taken."""
    try:
        os.link(made, path)
    except FileExistsError:
        return False
    except OSError:
        if os.path.lexists(path):
            return False
        os.rename(made, path)
    return True


def remove_database(path: Path) -> None:
    """Remove the database file ``path`` and SQLite's files beside it, by their names only
    (nothing is opened: a command out of memory can still do it)."""
    for name in (path.name, *(path.name + c for c in COMPANIONS)):
        with contextlib.suppress(OSError):
            os.unlink(path.parent / name)


@dataclass(frozen=True)
class Save:
    id: int
    who: str
    by: str
    night: int
    at: str
    sha256: str
    outcome: str  # pending | written | refused | interrupted
    detail: str


@dataclass(frozen=True)
class Request:
    id: int
    day: int
    who: str
    kind: str  # move | accusation | police-move
    a: str  # the room (moves) or the case number (accusations)
    b: str  # the accused (accusations)
    at: str
    state: str  # filed | withdrawn | replaced | closed
    verdict: str  # after the day is closed: "granted" or "REFUSED (why)"


class Store:
    """The portal's database for one game.

    ``making``: the file is a database being made under a hidden name (:func:`made_aside`)
    by one command, which moves it into place when it succeeds (:func:`place`) and removes it
    when it fails: its undo log is kept in memory, so it has no ``-wal``, ``-shm`` or
    ``-journal`` file beside it; its first open where it belongs turns it to WAL."""

    def __init__(self, path: Path, *, making: bool = False) -> None:
        self.path = path
        self.making = making
        self._local = threading.local()
        self._opened: list[sqlite3.Connection] = []  # every thread's, for :meth:`close_all`
        self._opening = threading.Lock()
        self._closings = 0  # how many times :meth:`close_all` ran: a connection of before is closed
        try:
            with self.connect() as db:
                if not making:
                    db.execute("PRAGMA journal_mode=WAL")
                db.executescript(SCHEMA)
        except sqlite3.Error as exc:
            self.close()  # the last connection closed: SQLite removes the -wal and -shm it made
            raise StoreError(f"{path}: cannot open the portal's database ({exc})") from None

    @contextmanager
    def connect(self) -> Iterator[sqlite3.Connection]:
        """This thread's connection (opened on first use, in autocommit mode)."""
        db: sqlite3.Connection | None = getattr(self._local, "db", None)
        if db is not None and getattr(self._local, "closings", 0) != self._closings:
            db = None  # closed by close_all
        if db is None:
            # each thread uses only its own connection; another thread may close it once no
            # thread uses it any more (:meth:`close_all`, a server stopped)
            db = sqlite3.connect(self.path, timeout=30.0, isolation_level=None, check_same_thread=False)
            with self._opening:
                self._opened.append(db)
            if self.making:
                db.execute("PRAGMA journal_mode=MEMORY")
            db.execute("PRAGMA synchronous=FULL")
            db.execute("PRAGMA busy_timeout=30000")
            self._local.db, self._local.closings = db, self._closings
        yield db

    def placed(self, path: Path) -> None:
        """The database this store made aside (``making``), its connection closed, now at
        ``path`` (:func:`place`: the one it made, or one another command made meanwhile):
        opened there from now on, in WAL mode as every database where it belongs."""
        self.close()
        self.path, self.making = path, False
        try:
            with self.connect() as db:
                db.execute("PRAGMA journal_mode=WAL")
        except sqlite3.Error as exc:
            self.close()
            raise StoreError(f"{path}: cannot open the portal's database ({exc})") from None

    def close(self) -> None:
        """Close this thread's connection (a command done with the database)."""
        db: sqlite3.Connection | None = getattr(self._local, "db", None)
        if db is not None:
            db.close()
            self._local.db = None
            with self._opening:
                self._opened = [c for c in self._opened if c is not db]

    def close_all(self) -> None:
        """Close every thread's connection, once no thread uses the store any more (a server
        stopped by Ctrl-C or SIGTERM): the last one closed, SQLite folds the ``-wal`` file into
        the database and removes it and the ``-shm`` file, leaving the game folder as a command
        leaves it. A thread that reads again afterwards opens a new connection."""
        self.close()
        with self._opening:
            opened, self._opened = self._opened, []
            self._closings += 1
        for db in opened:
            db.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        with self.connect() as db:
            db.execute("BEGIN IMMEDIATE")
            try:
                yield db
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")

    # -- audit -----------------------------------------------------------------------------
    def audit(self, who: str, what: str, db: sqlite3.Connection | None = None) -> None:
        """Add a line to the audit log: ``what`` is a message of the catalog (``msg``), kept
        in English and said in the reader's language when shown (:func:`catalog.say`)."""
        if db is not None:
            db.execute("INSERT INTO audit (at, who, what) VALUES (?, ?, ?)", (now(), who, what))
            return
        with self.connect() as conn:
            conn.execute("INSERT INTO audit (at, who, what) VALUES (?, ?, ?)", (now(), who, what))

    def audit_log(self, limit: int = 500) -> list[tuple[str, str, str]]:
        with self.connect() as db:
            rows = db.execute("SELECT at, who, what FROM audit ORDER BY id DESC LIMIT ?", (limit,))
            return [(str(a), str(w), str(t)) for a, w, t in rows]

    # -- saves -----------------------------------------------------------------------------
    def begin_save(self, who: str, by: str, night: int, sha: str, content: str, previous: str | None) -> int:
        with self.connect() as db:
            cur = db.execute(
                "INSERT INTO saves (who, by, night, at, sha256, outcome, detail, content, previous)"
                " VALUES (?, ?, ?, ?, ?, 'pending', '', ?, ?)",
                (who, by, night, now(), sha, content, previous),
            )
            return int(cur.lastrowid or 0)

    def end_save(self, save_id: int, outcome: str, detail: str) -> None:
        with self.connect() as db:
            db.execute("UPDATE saves SET outcome = ?, detail = ? WHERE id = ?", (outcome, detail, save_id))

    def refuse_save(self, who: str, by: str, night: int, sha: str, content: str, reason: str) -> None:
        """Log a refused save. Its text is kept for the last :data:`REFUSED_KEPT` refused saves
        of ``who``'s night only (older ones keep their time, digest and reason): every refused
        save's text was kept, and a player could grow the file by gigabytes an hour."""
        if len(reason) > DETAIL_CHARS:
            reason = reason[: DETAIL_CHARS - 40] + f" ... ({len(reason):,} characters in all)"
        with self.transaction() as db:
            db.execute(
                "INSERT INTO saves (who, by, night, at, sha256, outcome, detail, content, previous)"
                " VALUES (?, ?, ?, ?, ?, 'refused', ?, ?, NULL)",
                (who, by, night, now(), sha, reason, content),
            )
            db.execute(
                "UPDATE saves SET content = '' WHERE who = ? AND night = ? AND outcome = 'refused'"
                " AND content != '' AND id NOT IN (SELECT id FROM saves WHERE who = ? AND night = ?"
                " AND outcome = 'refused' ORDER BY id DESC LIMIT ?)",
                (who, night, who, night, REFUSED_KEPT),
            )

    def saves(
        self, who: str | None = None, night: int | None = None, outcome: str | None = None
    ) -> list[Save]:
        sql = "SELECT id, who, by, night, at, sha256, outcome, detail FROM saves WHERE 1=1"
        args: list[object] = []
        for column, value in (("who", who), ("night", night), ("outcome", outcome)):
            if value is not None:
                sql += f" AND {column} = ?"
                args.append(value)
        with self.connect() as db:
            return [Save(*row) for row in db.execute(sql + " ORDER BY id", args)]

    def saved_content(self, save_id: int) -> str:
        with self.connect() as db:
            row = db.execute("SELECT content FROM saves WHERE id = ?", (save_id,)).fetchone()
            return str(row[0]) if row else ""

    def save_texts(self, save_id: int) -> tuple[str | None, str | None] | None:
        """Save ``save_id``'s text (None: a refused save whose text is no longer kept) and the
        order file it replaced (None: there was none); None when the log has no such save."""
        with self.connect() as db:
            row = db.execute(
                "SELECT content, previous, outcome FROM saves WHERE id = ?", (save_id,)
            ).fetchone()
        if row is None:
            return None
        content = None if row[2] == "refused" and row[0] == "" else str(row[0])
        return content, None if row[1] is None else str(row[1])

    # -- publishing and deadlines ----------------------------------------------------------
    def publish(self, night: int, by: str, files: dict[str, bytes]) -> bool:
        """Mark night ``night``'s reports readable, keeping ``files`` (the results the players
        read: the ledger, the cases, the reports) as published; False if exactly these were
        already published. Publishing a night again after a rerun replaces the copy."""
        with self.transaction() as db:
            kept = self._published_files(db, night)
            was = db.execute("SELECT 1 FROM published WHERE night = ?", (night,)).fetchone()
            if was is not None and (kept == files or not kept and not files):
                return False
            db.execute("INSERT OR REPLACE INTO published VALUES (?, ?, ?)", (night, now(), by))
            db.execute("DELETE FROM published_files WHERE night = ?", (night,))
            db.executemany(
                "INSERT INTO published_files VALUES (?, ?, ?)",
                [(night, name, content) for name, content in sorted(files.items())],
            )
            said = (
                msg(
                    "published the reports of night {night} again"
                    " (its results changed since it was published)",
                    night=night,
                )
                if was is not None
                else msg("published the reports of night {night}", night=night)
            )
            self.audit(by, said, db)
            return True

    def published(self) -> dict[int, str]:
        with self.connect() as db:
            return {int(n): str(at) for n, at in db.execute("SELECT night, at FROM published")}

    def published_files(self, night: int) -> dict[str, bytes]:
        """The results of night ``night`` as they were published (empty: none kept, a night
        published before the portal kept them, or not published)."""
        with self.connect() as db:
            return self._published_files(db, night)

    def published_file(self, night: int, name: str) -> bytes | None:
        with self.connect() as db:
            row = db.execute(
                "SELECT content FROM published_files WHERE night = ? AND name = ?", (night, name)
            ).fetchone()
            return None if row is None else bytes(row[0])

    @staticmethod
    def _published_files(db: sqlite3.Connection, night: int) -> dict[str, bytes]:
        rows = db.execute("SELECT name, content FROM published_files WHERE night = ?", (night,))
        return {str(name): bytes(content) for name, content in rows}

    def set_deadline(self, night: int, at: str, by: str) -> None:
        with self.transaction() as db:
            db.execute("INSERT OR REPLACE INTO deadlines VALUES (?, ?, ?)", (night, at, by))
            self.audit(by, msg("set the deadline of night {night} to {digest}", night=night, digest=at), db)

    def deadline(self, night: int) -> str | None:
        with self.connect() as db:
            row = db.execute("SELECT at FROM deadlines WHERE night = ?", (night,)).fetchone()
            return str(row[0]) if row else None

    # -- day requests ----------------------------------------------------------------------
    def requests(self, day: int, who: str | None = None) -> list[Request]:
        sql = "SELECT id, day, who, kind, a, b, at, state, verdict FROM requests WHERE day = ?"
        args: list[object] = [day]
        if who is not None:
            sql += " AND who = ?"
            args.append(who)
        with self.connect() as db:
            return [Request(*row) for row in db.execute(sql + " ORDER BY id", args)]
