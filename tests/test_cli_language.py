"""Every command of the command line speaks the game's language (issue 24, point 1).

Every command (each subcommand, its success and its common refusals: a bad argument, a
missing file, a rule broken; the notes of a recovered interrupted write; `serve`'s start-up
lines and warnings) is run on a Chinese game, a copy of the shipped first night with
`lang: zh`, and what it prints (standard output and standard error together) may hold no
untranslated English word: the portal scan's word test (tests/test_portal_language.py) with
the allowances of the day commands' scan (tests/test_game_language_cli.py): names, paths,
file names, commands, options, links and the argument names of a usage (CASE, NAME). The
same commands on an English game may print no Chinese.

What the held-out Chinese walk found is checked for every command, not only where it was
seen: a half-width mark in Chinese text, a player's name counted as a Chinese word (a Chinese
game's names are: "A: http://" is "吴六: http://"); the GM's login `gm` outside a code span
(the GM is 主持人); an order file's words for places (lawn) outside the commands that name a
file's problems; a time of the night on the 24-hour clock (one clock per language); and
`audit` reads a save log holding every kind of row the portal writes (written; refused for a
file's problem, for the own words' problems, for a value the slot form cannot write, for a
player out of the game, after the deadline). The system refusing a file is said in the
game's language too (the last test).

What stays English by design (docs/GAME.md, "The language of the command line"): argparse's
`--help` (its usage errors speak the game's language: tests/test_cli_usage_language.py), `inn`
(a CSV of the map's ids) and `sweep` (no game), machine-readable output (`--json`, `audit
--save`: data, not sentences) and what a player typed (their message, a question's text).
`explain` says its lines and their rows in the game's language, on its clock (issue 24: the
rows as the CSV files hold them, and each line's other language, were English in a Chinese
game); every option of it is checked in tests/test_explain_language.py.
"""

from __future__ import annotations

import errno
import functools
import os
import re
import shutil
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from blackhorse.cli.main import AREAS, NIGHT_COMMANDS, main
from tests.daykit import C_KILLS_D
from tests.portalkit import FIRST_NIGHT
from tests.test_catalog_punctuation import half_width, names_as_han
from tests.test_game_language_cli import ALLOWED, IDS
from tests.test_portal_language import NAMES, VERBATIM, WORD

# commands that take no game folder: their words are not a game's (the module's docstring)
NO_GAME = {"inn", "sweep"}
# a section of the seed's rules cited by its number (seed 五.9): a name, in every language
SEED = re.compile(r"\bseed [一二三四五六七八九十]+\.\d+")
CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")
# what is shown as it is typed: a dotted name (a file's, `public.zh.txt`, `.game.yaml.previous`;
# a host's; a field's place in a file, `orders.0.go`, which the command line keeps, issue 24
# point 2); a value the GM typed, quoted ('soon'); an argument's form (night:N,
# YYYY-MM-DD HH:MM); a key
TYPED = re.compile(
    r"(?m)\.?[\w-]+(?:\.[\w-]+)+|'[^'\n]*'|\b(?:night|day):N\b|YYYY-MM-DD HH:MM|Ctrl-C"
    r"|^blackhorse: [\w-]+(?=[:：])"  # a refusal naming its command (`blackhorse: claim：…`)
)
# the program's name before its refusals (`blackhorse: ...`); the order file's own words for
# places (the list of what a file may say: home, garden, lawn); `now` (a deadline typed);
# the seed's salutation (五.6 "TO 房客A"); GAME (an argument's name)
SHOWN_AS_IS = {"blackhorse", "now", "TO", "GAME"}
# the order file's words for places: said by the commands that name a GM's file's problems
# (`FILE:LINE: FIELD: VALUE -- ALLOWED`), never by those that show what players did (the
# audit's rows say 草坪, as the portal's pages do)
FILE_WORDS = {"home", "garden", "lawn"}
FILE_COMMANDS = {"check", "night", "play", "parse", "whatif", "day", "register", "bots"}
SHOWN_AS_IS |= {"x", "Beijing"}  # a night number and a time zone typed wrong, below
SHOWN_AS_IS |= {"MB"}  # a unit: "不超过 1 MB 的普通文件"


# a problem's layout, FILE:LINE: FIELD: VALUE -- ALLOWED (what editors and grep read), and the
# program's name before a refusal: the same marks in every language
LAYOUT = re.compile(r"(?m)^\s*\S.*? -- |^blackhorse(?: [\w-]+)?: ")
# the same layout inside a line of the save log (`audit`: a save refused for a file's problem):
# the file, line, field and the value as the file says it (peephole), before " -- "
LOGGED_PROBLEM = re.compile(r"\S+:\d+: [\w.]+: \S+(?= -- )")


# a time of the night on the 24-hour clock, not a moment of the day (a date before it: a
# deadline, a log's time), nor a file's own value (`at: "20:05"`, in a problem's layout)
NIGHT_TIME_24H = re.compile(r"(?<![\d-] )(?<![\d:])\b2[0-3]:[0-5]\d\b")


PROBLEM_LINE = re.compile(r"(?m)^\s*\S.*? -- .*$")


def laid_out(text: str) -> str:
    """``text`` without what is laid out alike in every language (a problem's file, line,
    field and value; `blackhorse:`), for the punctuation check."""
    return LAYOUT.sub(" ", text)


def english_words(text: str, title: set[str], command: str = "") -> list[str]:
    """Each Latin-script word ``text`` shows but names, IDs, paths, commands, options, typed
    values and the words of ``SHOWN_AS_IS``, with a little of what is around it. The GM's
    login `gm` is no word of a Chinese game: the GM is 主持人 (in a code span where the login
    is typed: `invite GAME --reissue gm`)."""
    text = IDS.sub(" ", VERBATIM.sub(" ", TYPED.sub(" ", LOGGED_PROBLEM.sub(" ", text))))
    text = re.sub(r"(?<!\w)--[\w-]+", " ", text)  # an option's name, --force
    allowed = (
        NAMES | (ALLOWED - {"gm"}) | SHOWN_AS_IS | title | (FILE_WORDS if command in FILE_COMMANDS else set())
    )
    return [
        f"{m[0]!r} in " + " ".join(text[max(0, m.start() - 20) : m.end() + 20].split())
        for m in WORD.finditer(text)
        if m[0] not in allowed
    ]


MESSAGES = {
    "zh": {
        "ok": "8点半去花园，9点回家\n",
        "bad": "8点半去月亮\n",
        "ask": "九点你在哪里？",
        "answer": "在娱乐室",
    },
    "en": {
        "ok": "8:30 go to the garden, 9:00 go home\n",
        "bad": "8:30 go to the moon\n",
        "ask": "Where were you at nine?",
        "answer": "In the common room",
    },
}
BROKEN = 'who: H\norders:\n  - at: "20:05"\n    go: "lawnn"\n'
DAY = "moves:\n  - {who: A, to: '209'}\n"
BAD_DAY = "moves:\n  - {who: Zed, to: '299'}\n"
APPS = "- {who: A, room: '201'}\n"
BAD_APPS = "- {who: Zed, room: '299'}\n"


def make_game(tmp: Path, lang: str, name: str = "game") -> Path:
    """The first night with C's murder of D (two cases), in ``lang``, on Tokyo's clock (a
    deadline names its clock: UTC+9, which has no name of its own)."""
    game = tmp / name
    shutil.copytree(FIRST_NIGHT, game, ignore=shutil.ignore_patterns("results", "portal.sqlite3*"))
    (game / "nights" / "1" / "C.yaml").write_text(C_KILLS_D, encoding="utf-8")
    path = game / "game.yaml"
    path.write_text(
        f"lang: {lang}\ntimezone: Asia/Tokyo\n" + path.read_text(encoding="utf-8"), encoding="utf-8"
    )
    return game


@pytest.fixture
def no_server(monkeypatch: pytest.MonkeyPatch) -> None:
    """`serve` says what it says, then hands over to uvicorn: here the server listens (the
    database a game never served had is named) and returns at once."""
    from blackhorse.cli import portal_commands

    monkeypatch.setattr(portal_commands, "listen_and_serve", lambda app, host, port, listening: listening())


@pytest.fixture
def busy_port() -> Iterator[int]:
    """A port another program listens on."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        yield s.getsockname()[1]


def free_port() -> str:
    """A port nothing listens on (the portal is not started: uvicorn returns at once)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return str(s.getsockname()[1])


def steps(tmp: Path, lang: str, busy: int) -> list[tuple[Any, int]]:
    """Every command, in an order a game goes through them, with the exit code each must give."""
    game = make_game(tmp, lang)
    bad = make_game(tmp, lang, "bad")
    (bad / "nights" / "1" / "H.yaml").write_text(BROKEN, encoding="utf-8")
    words = MESSAGES[lang]
    files = {}
    for key, text in (("ok", words["ok"]), ("bad", words["bad"]), ("day", DAY), ("badday", BAD_DAY)):
        files[key] = tmp / f"{key}.txt"
        files[key].write_text(text, encoding="utf-8")
    apps, bad_apps = tmp / "apps.yaml", tmp / "bad-apps.yaml"
    apps.write_text(APPS, encoding="utf-8")
    bad_apps.write_text(BAD_APPS, encoding="utf-8")
    # an interrupted write's leftovers: a staged copy never swapped in, and a file to put back
    night1 = game / "nights" / "1"
    (night1 / ".A.yaml.new-0123abcd").write_text("who: A\n", encoding="utf-8")
    # what a command warns of: a stray entry of nights/ (never read), a day not reached yet
    (game / "nights" / "notes.txt").write_text("GM's notes\n", encoding="utf-8")
    (game / "days").mkdir()
    (game / "days" / "9.yaml").write_text(DAY, encoding="utf-8")
    (night1 / "F.yaml").rename(night1 / ".F.yaml.old-0123abcd")
    g, n, m, port = str(game), str(files["ok"]), str(files["bad"]), free_port()
    new = str(tmp / "new")
    return [
        # a new game, and its registration
        (("new", new, "--tenants", "A,B,C,D,E,F,G,H", "--police", "P1", "--lang", lang), 0),
        (("new", new, "--tenants", "A,B,C", "--lang", lang), 2),  # the folder is taken
        (("new", str(tmp / "new2"), "--tenants", "A,A", "--lang", lang), 2),  # a name twice
        (("new", str(tmp / "new3"), "--tenants", "A,B,C", "--lang", lang, "--timezone", "Beijing"), 2),
        (("register", new, str(bad_apps), "--seed", "3"), 2),  # nobody of the game, no such room
        (("register", new, str(apps), "--seed", "3"), 0),
        (("register", new, str(tmp / "none.yaml")), 2),  # no such file
        (("register", g, str(apps)), 2),  # registered already
        # night 1: checked (the interrupted write is recovered first), read, run
        (("check", g, "1"), 0),
        (("check", g, "x"), 2),
        (("check", g, "2"), 2),  # night 1 not run yet
        (("check", str(bad), "1"), 2),  # an order file breaking the rules
        (("night", str(bad), "1"), 2),
        (("status", g), 0),
        (("status", g, "--after", "night 9"), 2),
        (("parse", g, "1", "A", n, "--dry-run", "--force"), 0),
        (("parse", g, "1", "A", n), 2),  # A.yaml exists
        (("parse", g, "1", "A", m, "--force"), 2),  # a word nobody knows
        (("parse", g, "1", "Zed", n), 2),
        (("parse", g, "1", "A", str(tmp / "none.txt")), 2),
        (("parse", g, "1", "A", n, "--force"), 0),
        (("whatif", g, "1", "B", n), 0),
        (("whatif", g, "1", "B", m), 2),
        (("whatif", g, "1", "B", str(tmp / "none.txt")), 2),
        (("whatif", g, "1", "Zed", n), 2),
        (("night", g, "1"), 0),
        (("night", g, "1"), 0),  # again: replaces its results
        (("night", g, "3"), 2),
        (("explain", g, "1", "A"), 0),
        (("explain", g, "1", "A", "--line", "3"), 0),
        (("explain", g, "1", "A", "--line", "99"), 2),
        (("explain", g, "1", "Zed"), 2),
        (("explain", g, "1", "E"), 2),  # dead: no report
        (("report", g, "1", "A"), 0),
        (("report", g, "1", "A", "--format", "md"), 0),
        (("report", g, "1", "E"), 2),
        (("report", g, "2", "A"), 2),  # night 2 not run
        (("bots", g, "2", "--seed", "1", "--seats", "B,C"), 0),
        (("bots", g, "2", "--seed", "1", "--seats", "B"), 2),  # B has orders now
        (("bots", g, "2", "--seed", "1", "--seats", "Zed"), 2),
        (("bots", g, "2", "--seed", "1"), 0),
        (("bots", g, "2", "--seed", "1"), 0),  # no empty seat left
        # the portal
        (("serve", g, "--port", port), 0),  # nobody has a link yet
        (("invite", g), 0),
        (("invite", g, "--reissue", "Zed"), 2),
        (("invite", g, "--revoke", "F"), 0),
        (("invite", g, "--reissue", "F", "--url", "http://127.0.0.1:9999"), 0),
        (("serve", g, "--port", port), 0),  # F's link points elsewhere
        (("serve", g, "--port", port, "--host", "0.0.0.0"), 0),  # reachable from elsewhere
        (("serve", g, "--port", str(busy)), 2),
        (("serve", g, "--host", "no-such-host.invalid"), 2),
        (("publish", g, "1"), 0),
        (("publish", g, "1"), 0),  # already
        (("publish", g, "3"), 2),
        (functools.partial(portal_saves, game), 0),  # night 2 drafted on day 1, saves refused
        (("deadline", g, "2", "+60"), 0),
        (("deadline", g, "2", "2020-01-01 10:00"), 2),  # in the past
        (("deadline", g, "2", "2020-01-01 10:00", "--past"), 0),
        (("deadline", g, "2", "soon"), 2),
        (functools.partial(locked_save, game), 0),  # night 2 locked: a save refused for it
        # the day
        (("board", g), 0),
        (("ask", g, "1", "A", words["ask"], "--by", "P1"), 0),
        (("ask", g, "1", "E", words["ask"], "--by", "P1"), 2),  # E is dead
        (("questions", g), 0),
        (("answer", g, "1", words["answer"]), 0),
        (("answer", g, "7", words["answer"]), 2),
        (("questions", g), 0),  # answered
        (("claim", g, "1", "A", "21:00", "21:30", "204", "--by", "P1"), 0),
        (("claim", g, "1", "A", "21:30", "21:00", "garden", "--by", "P1"), 2),
        (("accuse", g, "1", "1", "C", "--by", "P1"), 0),
        (("accuse", g, "1", "9", "C", "--by", "P1"), 2),
        (("audit", g), 0),
        (("audit", g, "--last", "0"), 2),
        (("audit", g, "--save", "99"), 2),
        (("audit", g, "--replaced"), 2),  # --replaced without --save
        (("reveal", g), 2),  # not over yet
        (("close-day", g, "1"), 0),
        (("close-day", g, "5"), 2),
        (("day", g, "1", str(files["day"])), 2),  # day 1 is recorded already
        (("day", g, "1", str(files["day"]), "--replace"), 0),
        (("day", g, "2", str(files["badday"])), 2),
        (("day", g, "1", str(tmp / "none.yaml"), "--replace"), 2),
        (("play", g), 0),
        (("register", g, str(apps), "--force"), 2),  # nights played on its rooms and targets
        (("night", g, "1", "--out", str(files["ok"])), 2),  # a file where the results go
        (("claim", g, "--remove", "99", "--by", "P1"), 2),
        (("invite", g, "--revoke", "Zed"), 2),
        (("status", g), 0),
        (("reveal", g, "--early"), 0),
    ]


def portal_saves(game: Path, lang: str) -> None:
    """What players and the GM do on the portal before `audit` reads its logs: every kind of
    save log row (written; refused for a checker's problem, for the reader's problems with
    the own words, for a value the slot form cannot write, for one out of the game) and of
    audit entry (a session opened by the GM and by a player, a save for a player)."""
    from blackhorse.portal.access import GM, issue_link
    from blackhorse.portal.store import Store, db_path
    from tests.portalkit import Client, thread_server

    store = Store(db_path(game))
    tokens = {name: issue_link(store, name) for name in (GM, "A", "P1", "E")}
    words = MESSAGES[lang]
    peek_on_lawn = 'who: A\norders:\n  - at: "20:10"\n    go: lawn\n    peek: peephole\n'
    with thread_server(game) as port:
        clients = {}
        for name, token in tokens.items():
            clients[name] = c = Client(port)
            assert c.join(token).status == 303
            assert c.post("/lang", {"lang": lang, "back": "/"}).status == 303
        a, gm = clients["A"], clients[GM]
        for c in (a, gm):  # the player, and the GM on the player's page
            c.post("/p/A/orders/2", {"source": "text", "text": peek_on_lawn, "action": "save"})
            c.post("/p/A/orders/2", {"source": "message", "message": words["bad"], "action": "save"})
            c.post("/p/A/orders/2", {"source": "form", "s1_if": "alone", "s1_who": "B", "action": "save"})
            c.post("/p/A/orders/2", {"source": "message", "message": words["ok"], "action": "save"})
        clients["P1"].post(
            "/p/P1/orders/2", {"source": "text", "text": peek_on_lawn.replace("A", "P1"), "action": "save"}
        )
        clients["E"].post("/p/E/orders/2", {"source": "message", "message": words["ok"], "action": "save"})


def locked_save(game: Path, lang: str) -> None:
    """After the deadline: a player's save refused for it, and the GM's deadline set again on
    the portal (its audit entry), for `audit` to say."""
    from blackhorse.portal.access import GM, issue_link
    from blackhorse.portal.store import Store, db_path
    from tests.portalkit import Client, thread_server

    store = Store(db_path(game))
    tokens = {name: issue_link(store, name) for name in (GM, "B")}
    with thread_server(game) as port:
        b, gm = Client(port), Client(port)
        assert b.join(tokens["B"]).status == 303 and gm.join(tokens[GM]).status == 303
        b.post("/p/B/orders/2", {"source": "message", "message": MESSAGES[lang]["ok"], "action": "save"})
        gm.act("/gm/do/deadline", {"n": "2", "when": "2020-01-01 10:00"})  # refused: in the past


def run_all(
    tmp: Path, lang: str, busy: int, capsys: pytest.CaptureFixture[str]
) -> list[tuple[str, int, str]]:
    """Each step run: its command line, its exit code and what it printed."""
    done = []
    for args, code in steps(tmp, lang, busy):
        if callable(args):  # what is done on the portal between two commands
            args(lang)
            continue
        capsys.readouterr()
        got = main(list(args))
        out = capsys.readouterr()
        printed = out.out + out.err
        shown = " ".join(a.replace(str(tmp), "TMP") for a in args)
        done.append((shown, got, printed if got == code else f"EXIT {got}, NOT {code}\n{printed}"))
    if os.environ.get("BLACKHORSE_CLI_DUMP"):  # to read every command's output while working
        Path(os.environ["BLACKHORSE_CLI_DUMP"], f"{lang}.txt").write_text(
            "".join(f"\n##### {shown} -> {got}\n{printed}" for shown, got, printed in done), encoding="utf-8"
        )
    return done


def test_every_command_but_those_without_a_game_is_run(tmp_path: Path) -> None:
    commands = set(NIGHT_COMMANDS) | {c for _, _, names in AREAS for c in names}
    run = {args[0] for args, _ in steps(tmp_path, "zh", 1) if not callable(args)}
    assert run == commands - NO_GAME, (commands - NO_GAME) ^ run


def test_every_command_in_a_chinese_game_speaks_chinese(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], no_server: None, busy_port: int
) -> None:
    done = run_all(tmp_path, "zh", busy_port, capsys)
    leaks = [f"{shown}: {printed}" for shown, _, printed in done if printed.startswith("EXIT ")]
    title = set(WORD.findall("First night at the Black Horse"))  # the game's name (game.yaml)
    for shown, code, printed in done:
        text = printed
        if shown.startswith("parse ") and "--dry-run" in shown:  # the order file, then its echo
            text = text.split("\n---\n", 1)[1]
        # a name counts as Chinese, as a Chinese game's names are: "A: http://" is "吴六: http://"
        marks = half_width(names_as_han(laid_out(text), NAMES))
        found = english_words(text, title, shown.split()[0]) + [f"half-width {hit!r}" for hit in marks]
        # one clock per language (core/nightclock.py): a time of the night is 9:12 in Chinese,
        # `explain`'s lines and rows included; but a file's problem (its value and what the
        # file may say: "20:30" or "8:30") speaks the file's clock
        said = LOGGED_PROBLEM.sub(" ", PROBLEM_LINE.sub(" ", text))
        found += [f"clock {m[0]!r}" for m in NIGHT_TIME_24H.finditer(said)]
        if found:
            leaks.append(f"{shown} -> {code}: " + " | ".join(found[:10]))
    assert not leaks, "\n" + "\n".join(leaks)


def test_every_command_in_an_english_game_speaks_english(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], no_server: None, busy_port: int
) -> None:
    done = run_all(tmp_path, "en", busy_port, capsys)
    leaks = [f"{shown}: {printed}" for shown, _, printed in done if printed.startswith("EXIT ")]
    for shown, code, printed in done:
        text = printed
        text = SEED.sub(" ", text)
        found = [" ".join(text[max(0, m.start() - 20) : m.end() + 20].split()) for m in CJK.finditer(text)]
        if found:
            leaks.append(f"{shown} -> {code}: " + " | ".join(found[:5]))
    assert not leaks, "\n" + "\n".join(leaks)


# the system refusing a file, as the walk met it (a file not found, no permission) and the
# rest of what a disk says: (errno, what the Chinese says)
SYSTEM_ERRORS = [
    (errno.ENOENT, "没有这个文件或文件夹"),
    (errno.EACCES, "没有权限"),
    (errno.EPERM, "不允许这样操作"),
    (errno.EISDIR, "这是一个文件夹"),
    (errno.ENOTDIR, "路径中有一部分不是文件夹"),
    (errno.EIO, "输入/输出错误"),
    (errno.ENOSPC, "磁盘已满"),
]


@pytest.mark.parametrize(("code", "said"), SYSTEM_ERRORS)
def test_the_systems_refusals_are_said_in_the_games_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, code: int, said: str
) -> None:
    """An order file the system will not open (`check`), and a system error no command
    expected (the last refusal `main` makes), in a Chinese game: Chinese, no English word, in
    the layout every problem has; in an English game the system's own words, as before."""
    import blackhorse.cli.day_commands as day_commands

    for lang in ("zh", "en"):
        game = make_game(tmp_path, lang, f"game-{lang}")

        def refusing(path: object, flags: int, *args: Any, real_open: Any = os.open, **kwargs: Any) -> int:
            if str(path).endswith("B.yaml"):
                raise OSError(code, os.strerror(code), str(path))
            return int(real_open(path, flags, *args, **kwargs))

        def broken(args: Any, game: Path = game) -> int:
            raise OSError(code, os.strerror(code), str(game / "board.txt"))

        with monkeypatch.context() as m:
            m.setattr(os, "open", refusing)
            m.setattr(day_commands, "cmd_board", broken)
            capsys.readouterr()
            assert main(["check", str(game), "1"]) == 2
            checked = capsys.readouterr().err
            assert main(["board", str(game)]) == 2
            boarded = capsys.readouterr().err
        # a file not there when it is read is "missing" (缺失), as every file a game lacks
        for text, words in ((checked, "缺失" if code == errno.ENOENT else said), (boarded, said)):
            if lang == "zh":
                assert os.strerror(code) not in text, text  # the system's English words
                assert words in text and english_words(text, set()) == [], text
                assert not half_width(names_as_han(laid_out(text), NAMES)), text
        assert "B.yaml" in checked and "board.txt" in boarded
