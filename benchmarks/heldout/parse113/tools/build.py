"""Build the held-out parse set parse113 from cases_zh.py / cases_en.py and verify every
expected order file with `blackhorse check` (copied into game/nights/1 one at a time, then
removed).  Usage: python tools/build.py   (exit 0 = every check passed)"""
import os, shutil, subprocess, sys, yaml
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import cases_zh, cases_en
BH = "/work/main/.venv/bin/blackhorse"
GAME = os.path.join(ROOT, "game")
N1 = os.path.join(GAME, "nights", "1")
GAMEYAML = yaml.safe_load(open(os.path.join(GAME, "game.yaml"), encoding="utf-8"))
PEOPLE = set(GAMEYAML["tenants"]) | set(GAMEYAML.get("police", []))

# The ids this set must hold: zh01-zh70 (14 refusals) and en01-en30 (6 refusals).
EXPECT = {"zh": (70, 14), "en": (30, 6)}
for lang, mod in (("zh", cases_zh), ("en", cases_en)):
    n, nref = EXPECT[lang]
    ids = [c[0] for c in mod.CASES] + [r[0] for r in mod.REFUSALS]
    want = [f"{lang}{i:02d}" for i in range(1, n + 1)]
    assert len(ids) == len(set(ids)), f"{lang}: an id is used twice: {[i for i, k in Counter(ids).items() if k > 1]}"
    assert sorted(ids) == want, f"{lang}: ids must be exactly {want[0]}..{want[-1]}; missing {sorted(set(want) - set(ids))}, extra {sorted(set(ids) - set(want))}"
    assert len(mod.REFUSALS) == nref, f"{lang}: {len(mod.REFUSALS)} refusals, want {nref}"
    for c in mod.CASES:
        assert c[1] in PEOPLE, (c[0], c[1]); assert c[3] == "accept", c[0]
    for r in mod.REFUSALS:
        assert r[1] in PEOPLE, (r[0], r[1]); assert r[3] and r[4], r[0]

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

os.makedirs(os.path.join(ROOT, "messages"), exist_ok=True)
os.makedirs(os.path.join(ROOT, "expected"), exist_ok=True)
for d in ("messages", "expected"):            # start clean: no stale files
    for f in os.listdir(os.path.join(ROOT, d)):
        os.remove(os.path.join(ROOT, d, f))
entries = []
bad = 0
for lang, mod in (("zh", cases_zh), ("en", cases_en)):
    for cid, sender, msg, _a, body, note in mod.CASES:
        open(os.path.join(ROOT, "messages", cid + ".txt"), "w", encoding="utf-8").write(msg.strip() + "\n")
        text = f"who: {sender}\n" + (body.strip() + "\n" if body.strip() else "")
        doc = yaml.safe_load(text)
        assert doc["who"] == sender, cid
        open(os.path.join(ROOT, "expected", cid + ".yaml"), "w", encoding="utf-8").write(text)
        # verify with blackhorse check, one file at a time
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
        entries.append(dict(id=cid, lang=lang, sender=sender, night=1, message=f"messages/{cid}.txt",
                            expect="refuse", reason=reason, rule=why))
entries.sort(key=lambda e: (e["lang"] != "zh", e["id"]))
lines = ["# Held-out set parse113 for `blackhorse parse` (see README.md). Written from the seed rules,",
         "# ADJUDICATION.md and the ORDERS docs only; not tuned to the tool.", "game: game", "cases:"]
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
assert len(m["cases"]) == 100, len(m["cases"])
print(dict(Counter((c["lang"], c["expect"]) for c in m["cases"])), "total", len(m["cases"]), "check failures", bad)
r = subprocess.run([BH, "check", GAME, "1"], capture_output=True, text=True)
print("clean game:", r.stdout.strip(), sorted(os.listdir(N1)))
sys.exit(1 if bad or r.returncode else 0)
