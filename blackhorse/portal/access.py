"""Personal links and sessions: who is asking.

A link carries a 256-bit random token (``secrets``), shown once when it is issued and stored
only as its SHA-256. Following it opens a session: another random id in an HttpOnly,
SameSite cookie, also stored only as a hash, with its own CSRF token for the forms. Revoking
a link kills it and every session it opened; issuing a new link replaces the old one.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import sqlite3
import threading
import time
from collections import deque

from blackhorse.core.catalog import msg
from blackhorse.core.dataclass import dataclass
from blackhorse.portal.store import Store, now

GM = "gm"  # the game master's account name (no player can be called that: see issue_links)
SESSION_DAYS = 30
LANGS = ("zh", "en")


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def new_secret() -> str:
    return secrets.token_urlsafe(32)  # 256 bits


@dataclass(frozen=True)
class Session:
    name: str  # a player's name, or GM
    csrf: str
    lang: str

    @property
    def is_gm(self) -> bool:
        return self.name == GM

    def csrf_ok(self, sent: str | None) -> bool:
        return sent is not None and hmac.compare_digest(sent.encode(), self.csrf.encode())


def issue_link(store: Store, name: str, by: str = "cli", base: str | None = None) -> str:
    """A new link for ``name`` (replacing any old one and ending its sessions); the token.
    ``base``: the portal's address the link was written with (``serve`` compares it with
    where it listens)."""
    token = new_secret()
    with store.transaction() as db:
        db.execute("DELETE FROM sessions WHERE name = ?", (name,))
        db.execute(
            "INSERT OR REPLACE INTO links (name, token_hash, issued_at, revoked_at) VALUES (?, ?, ?, NULL)",
            (name, digest(token), now()),
        )
        db.execute("DELETE FROM link_urls WHERE name = ?", (name,))
        if base is not None:
            db.execute("INSERT INTO link_urls (name, base) VALUES (?, ?)", (name, base))
        # the GM is "the game master" in every language, never their login `gm` (issue 24)
        said = (
            msg("issued a new link for the game master")
            if name == GM
            else msg("issued a new link for {name}", name=name)
        )
        store.audit(by, said, db)
    return token


def revoke_link(store: Store, name: str, by: str = "cli") -> bool:
    """Kill ``name``'s link and sessions; False if they had no live link."""
    with store.transaction() as db:
        cur = db.execute(
            "UPDATE links SET revoked_at = ? WHERE name = ? AND revoked_at IS NULL", (now(), name)
        )
        db.execute("DELETE FROM sessions WHERE name = ?", (name,))
        if cur.rowcount:
            said = (
                msg("revoked the game master's link")
                if name == GM
                else msg("revoked the link of {name}", name=name)
            )
            store.audit(by, said, db)
        return bool(cur.rowcount)


def live_links(store: Store) -> dict[str, str]:
    """Who has a live link: name -> when it was issued."""
    with store.connect() as db:
        rows = db.execute("SELECT name, issued_at FROM links WHERE revoked_at IS NULL")
        return {str(n): str(at) for n, at in rows}


def link_bases(store: Store) -> dict[str, str]:
    """The address each live link was written with (links issued by ``invite`` since it
    recorded them): name -> base URL."""
    with store.connect() as db:
        rows = db.execute(
            "SELECT u.name, u.base FROM link_urls u JOIN links l ON l.name = u.name"
            " WHERE l.revoked_at IS NULL"
        )
        return {str(n): str(b) for n, b in rows}


def revoked_links(store: Store) -> dict[str, str]:
    """Whose link was revoked (and not reissued since): name -> when it was revoked."""
    with store.connect() as db:
        rows = db.execute("SELECT name, revoked_at FROM links WHERE revoked_at IS NOT NULL")
        return {str(n): str(at) for n, at in rows}


def _live_link(db: sqlite3.Connection, hashed: str) -> str | None:
    """Whose live (not revoked, not replaced) link has the hash ``hashed``."""
    query = "SELECT name FROM links WHERE token_hash = ? AND revoked_at IS NULL"
    row = db.execute(query, (hashed,)).fetchone()
    return str(row[0]) if row else None


def link_owner(store: Store, token: str) -> str | None:
    """Whose live link ``token`` is (nothing opened or logged), None for an unknown or revoked one."""
    with store.connect() as db:
        return _live_link(db, digest(token))


def open_session(store: Store, token: str, lang: str) -> tuple[str, str] | None:
    """Follow a link: (name, session id) for a live link, None for an unknown or revoked one."""
    hashed = digest(token)
    with store.transaction() as db:
        name = _live_link(db, hashed)
        if name is None:
            return None
        sid = new_secret()
        db.execute(
            "INSERT INTO sessions VALUES (?, ?, ?, ?, ?, ?, ?)",
            (digest(sid), name, hashed, new_secret(), lang, now(), time.time() + SESSION_DAYS * 86400),
        )
        store.audit(name, msg("opened a session with their link"), db)
    return name, sid


def session_for(store: Store, sid: str | None) -> Session | None:
    """The session behind a cookie, if it is live and its link has not been revoked or replaced."""
    if not sid or len(sid) > 100:
        return None
    with store.connect() as db:
        row = db.execute(
            "SELECT s.name, s.csrf, s.lang FROM sessions s JOIN links l ON l.token_hash = s.token_hash"
            " WHERE s.id_hash = ? AND s.expires > ? AND l.revoked_at IS NULL",
            (digest(sid), time.time()),
        ).fetchone()
    return Session(str(row[0]), str(row[1]), str(row[2])) if row else None


def set_lang(store: Store, sid: str, lang: str) -> None:
    with store.connect() as db:
        db.execute("UPDATE sessions SET lang = ? WHERE id_hash = ?", (lang, digest(sid)))


def close_session(store: Store, sid: str) -> None:
    with store.connect() as db:
        db.execute("DELETE FROM sessions WHERE id_hash = ?", (digest(sid),))


class AttemptLimiter:
    """At most ``per_client`` failed link attempts per client (address) per ``window`` seconds.

    **Decision:** no limit over all clients together. One made failures count against every
    address, so a player with a few addresses (a phone, a laptop, an IPv6 range) could shut
    the others out of their own links before a deadline by sending bad links; a link holds
    256 random bits, so the per-address limit is not what keeps it from being guessed."""

    KEPT = 10_000  # addresses remembered before the stale ones are dropped

    def __init__(self, per_client: int = 10, window: float = 60.0) -> None:
        self.per_client, self.window = per_client, window
        self.failures: dict[str, deque[float]] = {}
        self.lock = threading.Lock()

    def _trim(self, q: deque[float], t: float) -> None:
        while q and q[0] <= t - self.window:
            q.popleft()

    def blocked(self, client: str) -> bool:
        t = time.monotonic()
        with self.lock:
            mine = self.failures.get(client)
            if mine is None:
                return False
            self._trim(mine, t)
            if not mine:
                del self.failures[client]  # an address that stopped failing is forgotten
                return False
            return len(mine) >= self.per_client

    def failed(self, client: str) -> None:
        t = time.monotonic()
        with self.lock:
            self.failures.setdefault(client, deque()).append(t)
            if len(self.failures) > self.KEPT:  # addresses that never came back: forgotten
                cut = t - self.window
                self.failures = {c: q for c, q in self.failures.items() if q[-1] > cut}
