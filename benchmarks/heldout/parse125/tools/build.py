"""Build the parse125 held-out set from cases_zh.py / cases_en.py and verify it:
- ids zh01-zh70 and en01-en30, each once; 56/14 Chinese and 24/6 English accepted/refused;
- every sender is a person of game/game.yaml;
- every expected order file passes `blackhorse check` (copied into game/nights/1 one at a
  time, then removed) and has a normal form under tools/compare.py equal to itself;
- no refusal keyword appears in its own message;
- every probe (a literal order file of a refused message, where one can be written) is
  rejected by `blackhorse check`;
- game/nights/1 is left empty and `blackhorse check game 1` accepts the clean game."""
import os, shutil, subprocess, sys, unicodedata, yaml
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import cases_zh, cases_en, compare
BH = "/work/main/.venv/bin/blackhorse"
GAME = os.path.join(ROOT, "game")
N1 = os.path.join(GAME, "nights", "1")
WANT = {("zh", "accept"): 56, ("zh", "refuse"): 14, ("en", "accept"): 24, ("en", "refuse"): 6}

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

def fold(s):
    return unicodedata.normalize("NFKC", s).casefold()

def check_file(sender, text):
    """copy text to nights/1/SENDER.yaml, run blackhorse check, remove it; (rc, output)"""
    assert not [f for f in os.listdir(N1) if not f.startswith('.')], os.listdir(N1)
    dst = os.path.join(N1, sender + ".yaml")
    open(dst, "w", encoding="utf-8").write(text)
    try:
        r = subprocess.run([BH, "check", GAME, "1"], capture_output=True, text=True)
    finally:
        os.remove(dst)
    return r.returncode, (r.stdout + r.stderr).strip()

game = yaml.safe_load(open(os.path.join(GAME, "game.yaml"), encoding="utf-8"))
people = set(game["tenants"]) | set(game.get("police", []))
os.makedirs(os.path.join(ROOT, "messages"), exist_ok=True)
os.makedirs(os.path.join(ROOT, "expected"), exist_ok=True)
entries, problems = [], []
bad = 0
for lang, mod in (("zh", cases_zh), ("en", cases_en)):
    for cid, sender, msg, _a, body, note in mod.CASES:
        if sender not in people:
            problems.append(f"{cid}: sender {sender} is not in the game")
        open(os.path.join(ROOT, "messages", cid + ".txt"), "w", encoding="utf-8").write(msg.strip() + "\n")
        text = f"who: {sender}\n" + body.strip() + "\n"
        doc = yaml.safe_load(text)
        open(os.path.join(ROOT, "expected", cid + ".yaml"), "w", encoding="utf-8").write(text)
        rc, out = check_file(sender, text)
        if rc != 0:
            bad += 1
            print("CHECK FAILED", cid, out)
        p = os.path.join(ROOT, "expected", cid + ".yaml")
        if not compare.same(p, p, sender)[0]:
            problems.append(f"{cid}: compare.py does not find the expected file equal to itself")
        entries.append(dict(id=cid, lang=lang, sender=sender, night=1, message=f"messages/{cid}.txt",
                            expect="accept", orders=f"expected/{cid}.yaml", note=note))
    for cid, sender, msg, reason, why in mod.REFUSALS:
        if sender not in people:
            problems.append(f"{cid}: sender {sender} is not in the game")
        open(os.path.join(ROOT, "messages", cid + ".txt"), "w", encoding="utf-8").write(msg.strip() + "\n")
        for k in reason:
            if fold(k) in fold(msg):
                problems.append(f"{cid}: reason keyword {k!r} appears in the message")
        if not any(any('\u4e00' <= ch <= '\u9fff' for ch in k) for k in reason) or \
                not any(k.isascii() for k in reason):
            problems.append(f"{cid}: reason keywords need a Chinese and an English alternative")
        p = os.path.join(ROOT, "expected", cid + ".yaml")
        if os.path.exists(p):
            os.remove(p)
        entries.append(dict(id=cid, lang=lang, sender=sender, night=1, message=f"messages/{cid}.txt",
                            expect="refuse", reason=reason, rule=why))

# ids and counts
ids = Counter(e["id"] for e in entries)
want_ids = [f"zh{i:02d}" for i in range(1, 71)] + [f"en{i:02d}" for i in range(1, 31)]
if sorted(ids) != sorted(want_ids) or any(n > 1 for n in ids.values()):
    problems.append(f"ids: not exactly zh01-zh70 and en01-en30 once each: {sorted(set(ids) ^ set(want_ids))}")
counts = Counter((e["lang"], e["expect"]) for e in entries)
if dict(counts) != WANT:
    problems.append(f"counts {dict(counts)} != {WANT}")
for f in os.listdir(os.path.join(ROOT, "messages")):
    if f[:-4] not in ids:
        os.remove(os.path.join(ROOT, "messages", f))
for f in os.listdir(os.path.join(ROOT, "expected")):
    if f[:-5] not in ids or dict((e["id"], e["expect"]) for e in entries)[f[:-5]] != "accept":
        os.remove(os.path.join(ROOT, "expected", f))

# probes: literal order files of refused messages must be rejected
refused = {e["id"]: e for e in entries if e["expect"] == "refuse"}
probes = {**cases_zh.PROBES, **cases_en.PROBES}
caught = 0
for cid, body in sorted(probes.items()):
    sender = refused[cid]["sender"]
    rc, out = check_file(sender, f"who: {sender}\n" + body)
    if rc != 0:
        caught += 1
    else:
        problems.append(f"{cid}: probe accepted by blackhorse check")

entries.sort(key=lambda e: (e["lang"] != "zh", e["id"]))
lines = ["# Held-out set parse125 for `blackhorse parse` (see README.md). Written from the seed rules,",
         "# ADJUDICATION.md and the ORDERS.md files only; not tuned to the tool.", "game: game", "cases:"]
for e in entries:
    lines.append(f"  - id: {e['id']}")
    for k in ("lang", "sender", "night", "message", "expect"):
        v = e[k]
        lines.append(f"    {k}: {q(v) if isinstance(v, str) and k == 'sender' else v}")
    if e["expect"] == "accept":
        lines.append(f"    orders: {e['orders']}")
        if e["note"]:
            lines.append(f"    note: {q(e['note'])}")
    else:
        lines.append("    reason: [" + ", ".join(q(x) for x in e["reason"]) + "]")
        lines.append(f"    rule: {q(e['rule'])}")
open(os.path.join(ROOT, "manifest.yaml"), "w", encoding="utf-8").write("\n".join(lines) + "\n")
m = yaml.safe_load(open(os.path.join(ROOT, "manifest.yaml"), encoding="utf-8"))
assert len(m["cases"]) == len(entries)
for p in problems:
    print("PROBLEM", p)
r = subprocess.run([BH, "check", GAME, "1"], capture_output=True, text=True)
left = sorted(os.listdir(N1))
clean = r.returncode == 0 and not left
print(f"cases {len(m['cases'])}: zh {counts[('zh', 'accept')]} accept / {counts[('zh', 'refuse')]} refuse, "
      f"en {counts[('en', 'accept')]} accept / {counts[('en', 'refuse')]} refuse; "
      f"check failures {bad}; probes rejected {caught}/{len(probes)}; problems {len(problems)}; "
      f"clean game: {'yes' if clean else 'NO ' + r.stdout.strip() + str(left)}")
sys.exit(1 if bad or problems or not clean else 0)
