"""The lexicon for a map and a cast kept on disk, so that ``blackhorse parse`` does not build
it again for every message a GM relays.

Building a lexicon (:func:`blackhorse.parsing.lexicon.build`: every fixed word, every form and
chat spelling of each, every nickname and pinyin form of the cast) takes about a second, the
larger part of a ``blackhorse parse`` run; a portal builds it once and keeps it, a command
line cannot. So the built lexicon is written to the cache folder
(:mod:`blackhorse.core.cachefolder`, ``lexicons``) under a name made from everything it is
built from: the map's digest, the cast's names and declared nicknames, and a digest of the
package's own code and data (and of the pypinyin and Unicode versions it reads names with).
A file found under that name is the lexicon the build would make, word for word and in the
same order; a file that is damaged (its digest does not match) is built again. A folder
that cannot be written only means the next run builds it too.
"""

from __future__ import annotations

import hashlib
import marshal
import unicodedata
import zlib
from array import array
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from importlib import metadata
from pathlib import Path

from blackhorse.core.cachefolder import cache_dir, keep, prune
from blackhorse.inn.layout import Inn
from blackhorse.inn.memo import per_inn
from blackhorse.parsing.lexicon import Lexicon, Word, build

__all__ = ["KEPT", "code_digest", "kept_lexicon", "lexicon", "lexicon_from_bytes", "lexicon_to_bytes"]

FORMAT = b"blackhorse lexicon 1\n"
KEPT = 8  # lexicons kept on disk: a GM's games, most recent first
_CODE_SUFFIXES = (".py", ".yaml", ".txt", ".json")

Declared = tuple[tuple[str, tuple[str, ...]], ...]


@cache
def code_digest() -> str:
    """A digest of what a lexicon is made by: the package's code and data files, and the
    versions of pypinyin and of the Unicode tables (names' romanisation, NFKC)."""
    root = Path(__file__).resolve().parent.parent
    h = hashlib.sha256()
    for path in sorted(
        p for p in root.rglob("*") if p.suffix in _CODE_SUFFIXES and "__pycache__" not in p.parts
    ):
        h.update(path.relative_to(root).as_posix().encode() + b"\0")
        h.update(path.read_bytes() + b"\0")
    try:
        pinyin = metadata.version("pypinyin")
    except metadata.PackageNotFoundError:
        pinyin = "-"
    h.update(f"pypinyin {pinyin}\0unicode {unicodedata.unidata_version}".encode())
    return h.hexdigest()


def _key(inn: Inn, names: tuple[str, ...], declared: Declared) -> str:
    said = repr((code_digest(), inn.digest, names, declared))  # tuples of strings: one text each
    return hashlib.sha256(said.encode()).hexdigest()[:32]


def lexicon_to_bytes(lex: Lexicon) -> bytes:
    """``lex`` as bytes :func:`lexicon_from_bytes` reads back equal (words in the same order)."""
    kinds: dict[tuple[str, str], int] = {}
    index = array("I", [kinds.setdefault((w.kind, w.value), len(kinds)) for w in lex.words.values()])
    # the variants are words of the lexicon: a flag a word (a set of strings is slow to write)
    variant = bytes(s in lex.variants for s in lex.words)
    body = marshal.dumps(
        (
            list(kinds),
            list(lex.words),
            index.tobytes(),
            variant,
            sorted(s for s in lex.variants if s not in lex.words),
            lex.names,
            lex.clashes,
            sorted(lex.declared),
            lex.slots,
            sorted(lex.pinyin),
        ),
        4,
    )
    return FORMAT + hashlib.sha256(body).digest() + zlib.compress(body, 1)


def lexicon_from_bytes(data: bytes) -> Lexicon | None:
    """The lexicon ``data`` holds, or None when it is not one written by this format whole."""
    head = len(FORMAT)
    try:
        body = zlib.decompress(data[head + 32 :]) if data.startswith(FORMAT) else b""
    except zlib.error:
        return None
    if not body or hashlib.sha256(body).digest() != data[head : head + 32]:
        return None
    try:
        kinds, surfaces, raw, variant, others, names, clashes, declared, slots, pinyin = marshal.loads(body)
        index = array("I")
        index.frombytes(raw)
        words = [Word(kind, value) for kind, value in kinds]
        return Lexicon(
            words=dict(zip(surfaces, map(words.__getitem__, index), strict=True)),
            names=names,
            clashes=clashes,
            declared=frozenset(declared),
            slots=slots,
            variants={s for s, flagged in zip(surfaces, variant, strict=True) if flagged}.union(others),
            pinyin=set(pinyin),
        )
    except (ValueError, TypeError, EOFError, IndexError):
        return None


def kept_lexicon(
    inn: Inn,
    names: tuple[str, ...],
    declared: Declared,
    make: Callable[[], Lexicon],
    folder: Path | None = None,
) -> Lexicon:
    """The lexicon for ``inn``, ``names`` and ``declared`` from the cache folder, else ``make()``
    and kept there (the :data:`KEPT` most recent lexicons are kept)."""
    folder = cache_dir("lexicons") if folder is None else folder
    path = folder / f"lexicon-{_key(inn, names, declared)}.bin"
    try:
        found = lexicon_from_bytes(path.read_bytes())
    except OSError:
        found = None
    if found is not None:
        return found
    lex = make()
    if keep(path, lexicon_to_bytes(lex)):
        prune(folder, "lexicon-*.bin", KEPT)
    return lex


@per_inn
def _cached(inn: Inn, names: tuple[str, ...], declared: Declared) -> Lexicon:
    return kept_lexicon(inn, names, declared, lambda: build(inn, names, dict(declared)))


def lexicon(inn: Inn, names: Iterable[str], declared: Mapping[str, Iterable[str]] | None = None) -> Lexicon:
    """The lexicon for a map and a cast, with the nicknames the GM ``declared``: built once per
    map, cast and nicknames in a process (kept on the inn), and kept on disk for the next one."""
    said = tuple(sorted((name, tuple(nicks)) for name, nicks in (declared or {}).items()))
    return _cached(inn, tuple(sorted(names)), said)
