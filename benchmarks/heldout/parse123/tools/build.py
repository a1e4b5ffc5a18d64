"""Build the parse123 held-out set from cases_zh.py / cases_en.py and verify every
expected order file with `blackhorse check` (copied into game/nights/1 one at a time).
Adapted from benchmarks/heldout/parse/tools/build.py: checks the ids and counts, that no
refusal keyword appears in its own message, and leaves the game folder clean."""
import os, shutil, subprocess, sys, yaml
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import cases_zh, cases_en
BH = "/work/main/.venv/bin/blackhorse"
GAME = os.path.join(ROOT, "game")
N1 = os.path.join(GAME, "nights", "1")
# (lang, first id, last id, accepted, refused)
PLAN = {"zh": (42, 34, 8), "en": (18, 14, 4)}

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

cast = yaml.safe_load(open(os.path.join(GAME, "game.yaml"), encoding="utf-8"))
people = set(cast["tenants"]) | set(cast.get("police") or [])
problems = []
for lang, mod in (("zh", cases_zh), ("en", cases_en)):
    n, acc, ref = PLAN[lang]
    ids = [c[0] for c in mod.CASES] + [r[0] for r in mod.REFUSALS]
    want = [f"{lang}{i:02d}" for i in range(1, n + 1)]
    if sorted(ids) != want:
        problems.append(f"{lang}: ids {sorted(ids)} are not {want[0]}..{want[-1]}")
    if (len(mod.CASES), len(mod.REFUSALS)) != (acc, ref):
        problems.append(f"{lang}: {len(mod.CASES)} accepted / {len(mod.REFUSALS)} refused, want {acc} / {ref}")
    for c in list(mod.CASES) + list(mod.REFUSALS):
        if c[1] not in people:
            problems.append(f"{c[0]}: sender {c[1]} is not in game.yaml")
    for cid, sender, msg, reason, why in mod.REFUSALS:
        if not reason or not why:
            problems.append(f"{cid}: a refusal needs reason keywords and a rule")
        for k in reason:
            if k.casefold() in msg.casefold():
                problems.append(f"{cid}: reason keyword {k!r} appears in the message itself")
if problems:
    print("\n".join(problems))
    sys.exit(1)

os.makedirs(os.path.join(ROOT, "messages"), exist_ok=True)
os.makedirs(os.path.join(ROOT, "expected"), exist_ok=True)
os.makedirs(N1, exist_ok=True)
entries = []
bad = 0
for lang, mod in (("zh", cases_zh), ("en", cases_en)):
    for cid, sender, msg, _voice, body, note in mod.CASES:
        open(os.path.join(ROOT, "messages", cid + ".txt"), "w", encoding="utf-8").write(msg.strip() + "\n")
        text = f"who: {sender}\n" + body.strip() + "\n"
        yaml.safe_load(text)
        open(os.path.join(ROOT, "expected", cid + ".yaml"), "w", encoding="utf-8").write(text)
        # verify
        assert not [f for f in os.listdir(N1) if not f.startswith('.')], os.listdir(N1)
        dst = os.path.join(N1, sender + ".yaml")
        shutil.copy(os.path.join(ROOT, "expected", cid + ".yaml"), dst)
        try:
            r = subprocess.run([BH, "check", GAME, "1"], capture_output=True, text=True)
        finally:
            os.remove(dst)
        if r.returncode != 0:
            bad += 1
            print("CHECK FAILED", cid, r.stdout, r.stderr)
        entries.append(dict(id=cid, lang=lang, sender=sender, night=1, message=f"messages/{cid}.txt",
                            expect="accept", orders=f"expected/{cid}.yaml", note=note))
    for cid, sender, msg, reason, why in mod.REFUSALS:
        open(os.path.join(ROOT, "messages", cid + ".txt"), "w", encoding="utf-8").write(msg.strip() + "\n")
        p = os.path.join(ROOT, "expected", cid + ".yaml")
        if os.path.exists(p):
            os.remove(p)
        entries.append(dict(id=cid, lang=lang, sender=sender, night=1, message=f"messages/{cid}.txt",
                            expect="refuse", reason=reason, rule=why))
entries.sort(key=lambda e: (e["lang"] != "zh", e["id"]))
lines = ["# Held-out set parse123 for `blackhorse parse` (see README.md). Written from the seed rules and",
         "# docs/ORDERS.md only; not tuned to the tool.", "game: game", "cases:"]
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
# no stray files from an earlier build
ids = {c["id"] for c in m["cases"]}
for sub, ext in (("messages", ".txt"), ("expected", ".yaml")):
    for f in os.listdir(os.path.join(ROOT, sub)):
        if not f.endswith(ext) or f[:-len(ext)] not in ids:
            print("STRAY FILE", sub, f); bad += 1
print(Counter((c["lang"], c["expect"]) for c in m["cases"]), "total", len(m["cases"]), "check failures", bad)
r = subprocess.run([BH, "check", GAME, "1"], capture_output=True, text=True)
print("clean game:", r.stdout.strip(), sorted(os.listdir(N1)))
