"""The portal's words in English and Chinese (the player chooses; the GM too)."""

from __future__ import annotations

import re
from collections.abc import Callable

from blackhorse.game.statuswords import KIND, VERDICT, zh
from blackhorse.inn.layout import Inn
from blackhorse.orders.echo import place_en, place_zh
from blackhorse.portal.daywords import DAY_WORDS
from blackhorse.portal.orders_form import Unwritten
from blackhorse.portal.playerwords import PLAYER_WORDS

WORDS: dict[str, tuple[str, str]] = {
    "title": ("The Black Horse Inn", "黑马会馆"),  # the seed's name (三、关于黑马会馆)
    "lang": ("中文", "English"),
    "logout": ("Log out", "退出"),
    "need_link": (
        "Open the personal link your game master sent you.",
        "请打开主持人发给你的个人链接。",
    ),
    "bad_link": (
        "This link is not valid: it was revoked, replaced or mistyped. Ask your game master for a new one.",
        "此链接无效：已被撤销、更换或输入有误。请向主持人索取新链接。",
    ),
    "too_many": ("Too many attempts. Wait a minute and try again.", "尝试次数过多，请一分钟后再试。"),
    "join_as": (
        "This is the personal link of {who} to the game's portal.",
        "这是{who}进入本局游戏门户的个人链接。",
    ),
    "join_button": ("Open my pages", "进入我的页面"),
    "join_gm": ("the game master", "主持人"),
    "forbidden": ("This page is not yours.", "这不是你的页面。"),
    "not_found": ("No such page.", "没有这个页面。"),
    "bad_request": ("That request is not understood.", "无法理解此请求。"),
    "bad_field": (
        "The form's field {field} takes a whole number from {low} to {high}, written in the digits"
        " 0-9; nothing was done.",
        "表单字段 {field} 须为 {low} 到 {high} 之间的整数，用数字 0-9 书写；未做任何更改。",
    ),
    "csrf": (
        "This form has expired (or came from elsewhere). Reload the page and try again.",
        "表单已过期（或来源不明）。请刷新页面后重试。",
    ),
    "too_large": ("What you sent is too large.", "提交的内容过大。"),
    "busy": (
        "The game is busy (the GM is working on it). Try again in a moment.",
        "游戏正忙（主持人正在操作），请稍后再试。",
    ),
    "folder_broken": (
        "The game's files have a mistake the game master must fix first; nothing was saved or"
        " changed. Try again later.",
        "游戏文件有错误，需要主持人先改正；没有保存或更改任何内容。请稍后再试。",
    ),
    "folder_problems": (
        "The game folder has problems; nothing was run or written. Fix them in the files, then reload"
        " this page:",
        "游戏文件夹有问题；没有运行，也没有写入任何文件。请在文件里改正后刷新本页：",
    ),
    "home_page": ("My page", "我的页面"),
    "tenant": ("tenant", "房客"),
    "police": ("police officer", "警察"),
    "room": ("Room", "房间"),
    "no_room": ("none (you start in the common room, 204)", "无（从娱乐室 204 出发）"),
    "roommate": ("Roommate", "室友"),
    "nobody": ("nobody", "无"),
    "targets": ("Your targets (secret)", "你的目标（保密）"),
    "status": ("Status", "状态"),
    "alive": ("alive", "活着"),
    "dead": ("dead", "已死亡"),
    "jailed": ("jailed", "被关押"),
    "since": ("since", "自"),
    "read_only": (
        "You can read your reports, but no longer send anything.",
        "你可以阅读报告，但不能再提交任何内容。",
    ),
    "phase_night": ("Night {n}: orders are open", "第 {n} 夜：接受指令"),
    "phase_night_locked": (
        "Night {n}: orders are locked (the deadline has passed)",
        "第 {n} 夜：已过截止时间，指令已锁定",
    ),
    "phase_night_run": (
        "Night {n}: orders are locked (the night has been run)",
        "第 {n} 夜：本夜已结算，指令已锁定",
    ),
    "phase_day": ("Day {n}: requests are open", "第 {n} 天：接受申请"),
    "phase_over": ("The game is over: {winner}", "游戏结束：{winner}"),
    "deadline": ("Deadline", "截止时间"),
    "deadline_at": ("; deadline: {when}", "，截止时间：{when}"),
    "no_deadline": (", until the GM runs the night", "，直到主持人开始结算"),
    "orders": ("Orders", "指令"),
    "orders_for": ("Orders for night {n}", "第 {n} 夜的指令"),
    "send_orders": ("Send or change your orders for night {n}", "提交或修改第 {n} 夜的指令"),
    "sent": ("sent", "已提交"),
    "not_sent": ("not sent", "未提交"),
    "reports": ("Reports", "报告"),
    "no_reports": ("No reports published yet.", "尚无公布的报告。"),
    "out_dead": (
        "You were killed on {since}: the dead get no more reports.",
        "你已于{since}被杀：死者不再收到报告。",
    ),
    "out_dead_of": (
        "{name} was killed on {since}: the dead get no more reports.",
        "{name}已于{since}被杀：死者不再收到报告。",
    ),
    "out_jailed": (
        "You have been in jail since {since}: no more orders, no more reports.",
        "你自{since}起被关押：不再下指令，也不再收到报告。",
    ),
    "out_jailed_of": (
        "{name} has been in jail since {since}: no more orders, no more reports.",
        "{name}自{since}起被关押：不再下指令，也不再收到报告。",
    ),
    "report_of": ("Night {n}", "第 {n} 夜"),
    "cases": ("Cases", "案件"),
    "case": ("Case", "案件"),
    "night": ("Night", "夜"),
    "victim": ("Victim", "死者"),
    "place": ("Place", "地点"),
    "accused": ("Accused", "指证"),
    "no_cases": ("No murders so far.", "目前没有命案。"),
    "day_requests": ("Day {n}: your requests", "第 {n} 天：你的申请"),
    "move_to": ("Move to room", "换到房间"),
    "accuse": ("Accuse (final: one accusation per case)", "指证（一经提交不可更改，每案一次）"),
    "police_move": ("Move into a room (a bed freed by a murder)", "入住房间（因命案空出的床位）"),
    "file": ("Send", "提交"),
    "withdraw": ("Withdraw", "撤回"),
    "filed": ("filed", "已提交"),
    "withdrawn": ("withdrawn", "已撤回"),
    "replaced": ("replaced", "已被替换"),
    "closed": ("decided", "已裁定"),
    "request_refused": ("Not sent: {why}", "未提交：{why}"),
    "not-open": ("not open now", "当前未开放"),
    "too-many": (
        "too many in a row: wait a few seconds and send it again; nothing was recorded",
        "提交过于频繁：请等几秒钟再提交；未记录",
    ),
    "cannot-act": ("you can no longer act in this game", "你已不能在游戏中行动"),
    "bad-request": ("that request is not possible", "此申请无效"),
    "case-accused": ("that case has already been accused (final)", "该案件已被指证（不可更改）"),
    "deadline_passed": ("the deadline has passed: orders are locked", "已过截止时间：指令已锁定"),
    "over": ("the game is over", "游戏已结束"),
    "problems": ("your orders have mistakes (below); nothing was saved", "指令有错误（见下方），未保存"),
    "failed": ("the file could not be written; nothing changed", "文件无法写入，未做任何更改"),
    "too-fast": (
        "you are saving too often: wait a few seconds and save again; nothing was saved",
        "保存过于频繁：请等几秒钟再保存；未保存",
    ),
    "saved": ("Saved. This is what you sent:", "已保存。你提交的内容："),
    "your_orders_say": ("Your saved orders, in plain words:", "你已保存的指令："),
    "check": ("Check", "检查"),
    "save": ("Save", "保存"),
    "all_good": ("No mistakes found.", "未发现错误。"),
    "mistakes": ("Mistakes", "错误"),
    "by_slot": ("By time slot", "按时段填写"),
    "as_text": (
        "Or as YAML text (the same file the GM reads)",
        "或以 YAML 文本填写（与主持人读取的文件相同）",
    ),
    "own_words": ("Or in your own words", "或者直接用你自己的话写"),
    "own_words_hint": (
        'Write your orders as a message, in Chinese or English ("8:30去娱乐室，9:10经东楼梯去草坪", '
        '"21:40 go home and watch through the peephole"); what they say appears above as you type.',
        "像发短信一样写指令，中文或英文都可以（“8:30去娱乐室，9:10经东楼梯去草坪”）；"
        "边写边在上方显示读出来的指令。",
    ),
    "form_cannot_show": (
        "Your saved orders use words the form has no field for: edit them as text below.",
        "你保存的指令包含表单无法显示的内容：请在下方以文本编辑。",
    ),
    "slot": ("Time", "时段"),
    # the slot form's options, as the form shows them (their values stay the file's words)
    "opt_window": ("window", "窗户"),
    "opt_peephole": ("peephole", "门孔"),
    "opt_alone": ("alone", "单独"),
    "opt_always": ("always", "无论如何"),
    "opt_present": ("present", "在场"),
    "opt_absent": ("absent", "不在场"),
    "go": ("Go to", "去"),
    "via": ("Via", "途经"),
    "peek": ("Peek", "偷看"),
    "kill": ("Kill", "杀"),
    "if": ("If", "如果"),
    "who": ("Whom", "谁"),
    "else": ("Otherwise go to", "否则去"),
    "carry_on": ("(carry on)", "（继续）"),
    "stay": ("stay here", "原地不动"),
    "home": ("home", "回家"),
    "door": ("Your door before 22:00", "22:00 前你的房门"),
    "door_open": ("open to all", "对所有人开放"),
    "door_closed": ("closed to all", "不开门"),
    "door_list": ("only for:", "仅对以下人开门："),
    "standing": ("Standing kills", "持续杀人指令"),
    "from": ("From", "从"),
    "until": ("Until", "到"),
    "locked": ("Orders for this night are locked.", "本夜指令已锁定。"),
    "unwritten": ("{row}, {field}: {value} -- {why}", "{row}，{field}：{value} -- {why}"),
    "standing_row": ("Standing kill {n}", "持续杀人指令第 {n} 行"),
    "empty": ("(empty)", "（空）"),
    "whom_alone": (
        "'alone' takes no one (nobody else is there, a kill's target aside): clear {field}, "
        "or choose 'present' or 'absent' to make the order depend on {value}",
        "“单独”不带人（意思是那里没有别人，要杀的目标除外）：请清空“{field}”，"
        "或改选“在场”或“不在场”，让指令取决于{value}",
    ),
    "whom_always": (
        "'always' takes no one (the order runs whoever is there): clear {field}, "
        "or choose 'present' or 'absent' to make the order depend on {value}",
        "“无论如何”不带人（无论那里有谁都执行）：请清空“{field}”，"
        "或改选“在场”或“不在场”，让指令取决于{value}",
    ),
    "standing_no_kill": (
        "a standing kill needs the target to kill: choose one under '{field}', or clear the row",
        "持续杀人指令要有被杀的目标：请在“{field}”中选一个，或清空这一行",
    ),
    "gm": ("Game master", "主持人"),
    "senders": ("Orders for night {n}", "第 {n} 夜的指令"),
    "set_deadline": (
        "Set the deadline (YYYY-MM-DD HH:MM, +MINUTES or now)",
        "设置截止时间（YYYY-MM-DD HH:MM、+分钟 或 now）",
    ),
    "run_night": ("Run night {n}", "结算第 {n} 夜"),
    "nights": ("Nights", "各夜"),
    "publish": ("Publish the reports", "公布报告"),
    "published": ("published", "已公布"),
    "not_published": ("not published", "未公布"),
    "close_day": ("Close day {n} (write the day file and apply it)", "结束第 {n} 天（写入并执行日间文件）"),
    "standing_requests": ("Requests standing, in the order they arrived", "待处理的申请（按到达顺序）"),
    "game_status": ("The game's standing", "游戏状况"),
    "audit": ("Audit log", "审计日志"),
    "save_log": ("Every order save", "所有指令保存记录"),
    "players": ("Players' pages", "玩家页面"),
    "done": ("Done: {what}", "完成：{what}"),
    "error": ("Could not do it", "无法完成"),
    "replay": ("replay", "回放"),
    "charts": ("charts", "图表"),
    "no_requests": ("none", "无"),
    "day_n": ("day {n}", "第 {n} 天"),
    "targets_of": ("{name}'s targets (secret)", "{name}的目标（保密）"),
    "read_only_of": (
        "{name} can read their reports, but no longer send anything.",
        "{name}可以阅读报告，但不能再提交任何内容。",
    ),
    "send_orders_of": ("Send or change {name}'s orders for night {n}", "提交或修改{name}第 {n} 夜的指令"),
    "day_requests_of": ("Day {n}: {name}'s requests", "第 {n} 天：{name}的申请"),
    "log_at": ("at (UTC)", "时间（UTC）"),
    "log_for": ("for", "谁的指令"),
    "log_by": ("sent by", "提交者"),
    "log_outcome": ("outcome", "结果"),
    "log_detail": ("detail", "详情"),
    "log_who": ("who", "谁"),
    "log_what": ("what", "做了什么"),
    "save_written": ("written", "已写入"),
    "save_refused": ("refused", "被拒绝"),
    "save_pending": ("pending", "进行中"),
    "save_interrupted": ("interrupted", "被中断"),
    "save_failed": ("failed", "失败"),
    "done_published": ("night {n} published", "第 {n} 夜的报告已公布"),
    "done_already_published": ("night {n} was already published", "第 {n} 夜的报告早已公布"),
    "done_deadline": ("deadline of night {n}: {when}", "第 {n} 夜的截止时间：{when}"),
    "done_day": ("day {n} closed: {what}", "第 {n} 天已结束：{what}"),
    "done_no_requests": ("no requests", "没有申请"),
    "nothing_run": ("{k} problem(s); nothing was run or written", "{k} 个问题；没有运行，也没有写入任何文件"),
}

WORDS.update(DAY_WORDS)
WORDS.update(PLAYER_WORDS)


def translator(lang: str) -> Callable[..., str]:
    index = 1 if lang == "zh" else 0

    def t(key: str, **kw: object) -> str:
        pair = WORDS.get(key)
        text = pair[index] if pair else key
        return text.format(**kw) if kw else text

    return t


# a day request's kind: the seed's one word for an accusation is 指证 (六.3-5)
KIND_ZH = {**KIND, "accusation": "指证"}
KIND_EN = {"accusation": "accusation", "move": "move", "police-move": "police move"}


def kind_text(kind: str, lang: str) -> str:
    """A day request's kind (move, accusation, police-move) in ``lang``."""
    return (KIND_ZH if lang == "zh" else KIND_EN).get(kind, kind)


def place_text(inn: Inn, spot: str, lang: str) -> str:
    """A spot of the map as the pages name it: ``花园``, ``205房间``, ``203门前`` (a door is
    a door, not its room); ``the garden``, ``room 205``, ``the door of room 203``."""
    if spot == "home":
        return translator(lang)("home")
    if not spot or spot == "?":
        return spot or "?"
    return place_zh(inn, spot) if lang == "zh" else place_en(inn, spot)


_VERDICT = re.compile(r"(granted|REFUSED)(?: \((.*)\))?", re.DOTALL)


def verdict_text(verdict: str, lang: str) -> str:
    """A closed request's verdict as stored ("granted", "REFUSED (why)") in ``lang``: the
    reasons are the game's own sentences, in Chinese as `blackhorse status --lang zh` says them."""
    m = _VERDICT.fullmatch(verdict)
    if lang != "zh" or m is None:
        return verdict
    return VERDICT[m[1] == "granted"] + (f"（{zh(m[2])}）" if m[2] else "")


def unwritten_text(item: Unwritten, lang: str) -> str:
    """A value the slot form refuses to drop (orders_form.unwritten), as one line in
    ``lang`` naming its slot or standing row and its field: ``20:30, Whom: B -- ...``."""
    t = translator(lang)
    row = t("standing_row", n=item.row) if isinstance(item.row, int) else item.row
    field = t(item.field)
    why = t(item.why, field=field, value=item.value)
    return t("unwritten", row=row, field=field, value=item.value or t("empty"), why=why)
