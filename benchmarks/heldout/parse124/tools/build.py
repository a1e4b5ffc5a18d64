"""Build the held-out parse124 set from cases_zh.py / cases_en.py and verify every
expected order file with `blackhorse check` (copied into game/nights/1 one at a time).
Also checks the ids (zh01-zh42, en01-en18), the counts (zh 34 accepted + 8 refused,
en 14 + 4), that no refusal keyword appears in its own message, and that the game is
left clean (nights/1 empty, `blackhorse check game 1` passes)."""
import os, shutil, subprocess, sys, yaml
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import cases_zh, cases_en, compare
BH = "/work/main/.venv/bin/blackhorse"
GAME = os.path.join(ROOT, "game")
N1 = os.path.join(GAME, "nights", "1")
WANT = {"zh": (42, 34, 8), "en": (18, 14, 4)}

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

# ids and counts
problems = []
for lang, mod in (("zh", cases_zh), ("en", cases_en)):
    n, na, nr = WANT[lang]
    ids = [c[0] for c in mod.CASES] + [r[0] for r in mod.REFUSALS]
    want = [f"{lang}{i:02d}" for i in range(1, n + 1)]
    if sorted(ids) != want:
        problems.append(f"{lang} ids: missing {sorted(set(want) - set(ids))}, extra/duplicate "
                        f"{sorted(i for i, k in Counter(ids).items() if k > 1 or i not in want)}")
    if (len(mod.CASES), len(mod.REFUSALS)) != (na, nr):
        problems.append(f"{lang} counts: {len(mod.CASES)} accepted, {len(mod.REFUSALS)} refused; want {na}, {nr}")
    for cid, sender, msg, reason, why in mod.REFUSALS:
        hit = [k for k in reason if k.casefold() in msg.casefold()]
        if hit:
            problems.append(f"{cid}: reason keywords found in the message itself: {hit}")
        if not reason or not why:
            problems.append(f"{cid}: a refusal needs reason keywords and a rule")
for p in problems:
    print("PROBLEM", p)

os.makedirs(os.path.join(ROOT, "messages"), exist_ok=True)
os.makedirs(os.path.join(ROOT, "expected"), exist_ok=True)
entries = []
bad = 0
for lang, mod in (("zh", cases_zh), ("en", cases_en)):
    for cid, sender, msg, _a, body, note in mod.CASES:
        open(os.path.join(ROOT, "messages", cid + ".txt"), "w", encoding="utf-8").write(msg.strip() + "\n")
        text = f"who: {sender}\n" + body.strip() + "\n"
        yaml.safe_load(text)
        p = os.path.join(ROOT, "expected", cid + ".yaml")
        open(p, "w", encoding="utf-8").write(text)
        ok, _, _ = compare.same(p, p, sender)      # the reference comparison reads it
        if not ok:
            bad += 1
            print("COMPARE FAILED on itself", cid)
        # verify
        assert not [f for f in os.listdir(N1) if not f.startswith('.')], os.listdir(N1)
        dst = os.path.join(N1, sender + ".yaml")
        shutil.copy(p, dst)
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
lines = ["# Held-out set parse124 for `blackhorse parse` (see README.md). Written from the seed rules",
         "# and docs/ORDERS.md only; not tuned to the tool.", "game: game", "cases:"]
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
ids = [c["id"] for c in m["cases"]]
assert len(ids) == len(set(ids)) == 60, len(ids)
stray = sorted(set(os.listdir(os.path.join(ROOT, "messages"))) - {i + ".txt" for i in ids}) + \
        sorted(set(os.listdir(os.path.join(ROOT, "expected"))) - {c["id"] + ".yaml" for c in m["cases"] if c["expect"] == "accept"})
if stray:
    print("PROBLEM stray files", stray)
print(dict(sorted(Counter((c["lang"], c["expect"]) for c in m["cases"]).items())), "total", len(m["cases"]),
      "check failures", bad, "problems", len(problems) + len(stray))
r = subprocess.run([BH, "check", GAME, "1"], capture_output=True, text=True)
print("clean game:", r.returncode, r.stdout.strip(), sorted(os.listdir(N1)))
