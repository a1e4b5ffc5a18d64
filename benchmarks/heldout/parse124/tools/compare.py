"""Reference comparison for the parse set: two order files mean the same orders when their
normal forms (below) are equal.  Usage:
    python tools/compare.py EXPECTED.yaml ACTUAL.yaml [--sender NAME]   (exit 0 = same)
The equivalences are the ones docs/ORDERS.md and ADJUDICATION.md make; see README.md."""
import re, sys, unicodedata, yaml, os

HERE = os.path.dirname(os.path.abspath(__file__))
GAME = yaml.safe_load(open(os.path.join(os.path.dirname(HERE), "game", "game.yaml"), encoding="utf-8"))
ROOMS = {n: str(t["room"]) for n, t in GAME["tenants"].items()}
POLICE = list(GAME.get("police", []))
PEOPLE = list(ROOMS) + POLICE
PLACES = {"home": "home", "own room": "home", "回家": "home", "自己房间": "home", "自己的房间": "home",
          "common room": "204", "common-room": "204", "娱乐室": "204", "娱乐间": "204", "餐厅": "204",
          "公共活动室": "204", "花园": "garden", "草坪": "lawn", "garden": "garden", "lawn": "lawn"}
VIA = {"east stairs": "east-stairs", "东楼梯": "east-stairs", "west stairs": "west-stairs", "西楼梯": "west-stairs"}
PEEK = {"窗户": "window", "窗口": "window", "窗子": "window", "门孔": "peephole", "猫眼": "peephole",
        "window": "window", "peephole": "peephole"}
IF = {"单独": "alone", "单独一人": "alone", "独自一人": "alone", "一个人": "alone", "无论": "always",
      "alone": "alone", "always": "always"}

def w(x):
    return unicodedata.normalize("NFKC", str(x)).strip()

def person(x):
    x = w(x)
    for p in PEOPLE:
        if p.casefold() == x.casefold():
            return p
    return x

def time(x):
    x = w(x).replace(".", ":")
    m = re.fullmatch(r"(\d{1,2}):(\d{2})", x)
    if not m:
        return x
    h, mi = int(m[1]), int(m[2])
    if h in (8, 9, 10, 11):
        h += 12
    return f"{h:02d}:{mi:02d}"

def home_of(who):
    return ROOMS.get(who, "204")

def place(x, who):
    x = w(x).casefold()
    x = PLACES.get(x, x)
    x = re.sub(r"(号房|房间|号|房|室)$", "", x)
    return home_of(who) if x == "home" else x

def cond(c):
    if c is None:
        return None
    if isinstance(c, dict):
        (k, v), = c.items()
        return (w(k).casefold(), person(v))
    return IF.get(w(c).casefold(), w(c).casefold())

def order(o, who, pos):
    """normal form of one order (or else) given where the file puts the person: (tuple, new pos)"""
    go = place(o["go"], who) if o.get("go") is not None else None
    via = o.get("via")
    if via is not None:
        via = [via] if isinstance(via, str) else via
        via = tuple(VIA.get(w(v).casefold(), w(v).casefold()) for v in via)
    if go == pos and not via:
        go = None                       # going where one already is takes no walk
    newpos = go or pos
    peek = PEEK.get(w(o["peek"]).casefold()) if o.get("peek") is not None else None
    kill = person(o["kill"]) if o.get("kill") is not None else None
    c = cond(o.get("if"))
    if kill and (c is None or c == ("present", kill)):
        c = "always"                    # a kill with no if waits for the target to be met
    els = None
    if o.get("else") is not None:
        els = order(o["else"], who, newpos)[0]
    if not kill and c is not None and c[0] == "present" and els is None:
        c = None                        # a bare condition without else changes nothing
    if els is not None and not kill and c is None:
        # an else runs only on a failed if/kill or a refused door; a refused visitor walks home anyway
        if go is None or go in ("garden", "lawn", "204") or els == (home_of(who), None, None, None, None, None) \
                or (els[0] is None and pos == home_of(who) and els[1:] == (None,) * 5):
            els = None
    return (go, via, peek, kill, c, els), newpos

def normal(doc, who):
    who = person(doc.get("who", who))
    door = doc.get("door", "open")
    if isinstance(door, list):
        door = "closed" if not door else tuple(sorted(person(p) for p in door))
    else:
        door = w(door).casefold()
    pos, prev, out = home_of(who), (None,) * 6, []
    for o in sorted(doc.get("orders") or [], key=lambda o: time(o["at"])):
        t, pos = order(o, who, pos)
        go, via, peek, kill, c, els = t
        # an order that changes nothing: no walk, the same peeking as before, nothing armed before or now
        if go is None and not via and not kill and els is None and c is None \
                and prev[3] is None and prev[5] is None and peek == prev[2]:
            continue
        out.append((time(o["at"]), t))
        prev = t
    st = []
    for s in doc.get("standing") or []:
        c = cond(s.get("if", "always"))
        if c == ("present", person(s["kill"])):
            c = "always"
        st.append((person(s["kill"]), c, time(s.get("from", "20:00")), time(s.get("until", "23:00"))))
    return {"who": who, "door": door, "orders": out, "standing": sorted(st, key=str)}

def same(a_path, b_path, who=None):
    a = yaml.safe_load(open(a_path, encoding="utf-8")); b = yaml.safe_load(open(b_path, encoding="utf-8"))
    who = who or a.get("who") or b.get("who")
    na, nb = normal(a, who), normal(b, who)
    return na == nb, na, nb

if __name__ == "__main__":
    args = sys.argv[1:]
    who = None
    if "--sender" in args:
        i = args.index("--sender"); who = args[i + 1]; del args[i:i + 2]
    ok, na, nb = same(args[0], args[1], who)
    if not ok:
        print("expected:", na); print("actual:  ", nb)
    print("SAME" if ok else "DIFFERENT")
    sys.exit(0 if ok else 1)
