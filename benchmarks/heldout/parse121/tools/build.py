"""Build the held-out parse set parse121 from cases_zh.py / cases_en.py and verify every
expected order file with `blackhorse check` (copied into game/nights/1 one at a time).
Ids: zh01-zh42 (8 refusals) and en01-en18 (4 refusals)."""
import os, shutil, subprocess, sys, yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import cases_zh, cases_en
BH = "/work/main/.venv/bin/blackhorse"
GAME = os.path.join(ROOT, "game")
N1 = os.path.join(GAME, "nights", "1")

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

# the ids: zh01-zh42 and en01-en18, each once, with 8 zh and 4 en refusals
for lang, mod, n, nref in (("zh", cases_zh, 42, 8), ("en", cases_en, 18, 4)):
    ids = [c[0] for c in mod.CASES] + [r[0] for r in mod.REFUSALS]
    want = [f"{lang}{i:02d}" for i in range(1, n + 1)]
    assert sorted(ids) == want, (lang, sorted(set(want) - set(ids)), sorted(set(ids) - set(want)))
    assert len(mod.REFUSALS) == nref, (lang, len(mod.REFUSALS))
    assert all(c[3] == "accept" for c in mod.CASES), lang

os.makedirs(os.path.join(ROOT, "messages"), exist_ok=True)
os.makedirs(os.path.join(ROOT, "expected"), exist_ok=True)
entries = []
bad = 0
for lang, mod in (("zh", cases_zh), ("en", cases_en)):
    for cid, sender, msg, _a, body, note in mod.CASES:
        open(os.path.join(ROOT, "messages", cid + ".txt"), "w", encoding="utf-8").write(msg.strip() + "\n")
        text = f"who: {sender}\n" + body.strip() + "\n"
        yaml.safe_load(text)
        open(os.path.join(ROOT, "expected", cid + ".yaml"), "w", encoding="utf-8").write(text)
        # verify
        assert not [f for f in os.listdir(N1) if not f.startswith('.')], os.listdir(N1)
        dst = os.path.join(N1, sender + ".yaml")
        shutil.copy(os.path.join(ROOT, "expected", cid + ".yaml"), dst)
        r = subprocess.run([BH, "check", GAME, "1"], capture_output=True, text=True)
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
lines = ["# Held-out set parse121 for `blackhorse parse` (see README.md). Written from the seed rules and", "# docs/ORDERS.md only; not tuned to the tool.", "game: game", "cases:"]
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
from collections import Counter
print(Counter((c["lang"], c["expect"]) for c in m["cases"]), "total", len(m["cases"]), "check failures", bad)
r = subprocess.run([BH, "check", GAME, "1"], capture_output=True, text=True)
print("clean game:", r.stdout.strip(), sorted(os.listdir(N1)))
