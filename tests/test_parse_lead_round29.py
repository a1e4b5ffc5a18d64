"""Round twenty-nine of issue 22: what the reader refused or misread on the tuning sets of new
writers' styles (benchmarks/heldout/parse105, parse106, and older tuning sets), each as a general
form, written anew here.

The cast is the chat corpus's (tests/parsing/chat): 张伟 sleeps in 205 (south: the lawn from his
window), his targets are 王建国 and 赵强 (209); 刘洋 and 王建国 share 201; Tom sleeps in 203, his
targets are 陈美玲 and 刘洋; Lily and 陈美玲 share 207; 李雨桐 sleeps in 202; 周正, 孙明 and Kate
are the police (no room, starting in 204)."""

from __future__ import annotations

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import CHAT, cases, order_list, problems_of, reads_as

_LIST = "1. 8:20 去203\n2. 9:00 回房\n3. 9:40 去花园\n4. 10:20 回房，从窗户看\n"
_DOOR_LIST = "1）10点前只给Tom开门\n2）8点从窗户看草坪\n3）9点去209，要是赵强一个人就杀了他\n4）10点回房\n"


@cases(
    [
        (
            "张伟",
            _LIST + "改一下：第1条时间改成8:40，第3条改成走东楼梯去花园。",
            order_list(
                "20:40 go: '203'",
                "21:00 go: home",
                "21:40 go: garden, via: [east-stairs]",
                "22:20 go: home, peek: window",
            ),
        ),
        (
            "张伟",
            _LIST + "第2条改成9:10，第4条改成10:30回房并且从窗户看。",
            order_list(
                "20:20 go: '203'",
                "21:10 go: home",
                "21:40 go: garden",
                "22:30 go: home, peek: window",
            ),
        ),
        (
            "张伟",
            _DOOR_LIST + "补充：第2条改成从门孔看；第4条改成10点半回房。",
            "door: [Tom]\n"
            + order_list(
                "20:00 peek: peephole",
                "21:00 go: '209', kill: 赵强, if: alone",
                "22:30 go: home",
            ),
        ),
    ]
)
def test_a_numbered_list_corrected_by_its_numbers(who: str, message: str, expect: str) -> None:
    """第1条时间改成8:40 was refused (时间 between the number and 改成), 回房并且从窗户看 too (并且 in
    the new order), and in a list whose first line is the door 第4条 named the wrong order (the
    orders were counted, not the lines): 第N条 is the line numbered N."""
    reads_as(who, message, expect)


def test_a_number_naming_the_door_line_is_refused_not_moved_to_an_order() -> None:
    """第1条 names the door's line: it holds no order with a time to change, so the correction is
    refused, never applied to the first order with a time."""
    said = problems_of("张伟", "1）10点前只给Tom开门\n2）8点去花园\n3）9点回房\n第1条改成8点半。")
    assert said


@cases(
    [
        (
            "张伟",
            "九点我去草坪，要是赵强一个人在草坪上就杀了他；要是草坪上还有别人，或者他压根不在，那我就掉头去204坐着。",
            order_list("21:00 go: lawn, kill: 赵强, if: alone, else: {go: '204'}"),
        ),
        (
            "张伟",
            "八点半我去209敲赵强的门，要是他开了门而且屋里就他一个，那我就动手；"
            "要是没人开门，或者屋里不止他一个人，我就回自己屋从窗户看草坪。",
            order_list("20:30 go: '209', kill: 赵强, if: alone, else: {go: home, peek: window}"),
        ),
    ]
)
def test_the_ways_a_kill_fails_said_with_the_place_or_the_room(who: str, message: str, expect: str) -> None:
    """草坪上还有别人 (the order's own place named again), 屋里不止他一个人 (the room said first), 压根不在
    and 他开了门而且… were each refused; all say what the one "otherwise" covers."""
    reads_as(who, message, expect)


def test_company_at_another_place_is_not_the_orders_failure() -> None:
    """花园里还有别人 after going to the lawn is a case about another place: refused as before."""
    assert problems_of(
        "张伟", "九点我去草坪，要是赵强一个人就杀了他；要是花园里还有别人，或者他不在，那我就去204。"
    )


@cases(
    [
        (
            "张伟",
            "9点去花园。整晚如果遇到赵强单独一个人就直接kill，no matter where",
            order_list("21:00 go: garden")
            + "\nstanding: [{kill: 赵强, if: alone, from: '20:00', until: '23:00'}]",
        ),
        (
            "Tom",
            "all night: if I run into 陈美玲 solo anywhere, kill on sight.",
            "standing: [{kill: 陈美玲, if: alone, from: '20:00', until: '23:00'}]",
        ),
    ]
)
def test_wherever_said_after_a_standing_kill(who: str, message: str, expect: str) -> None:
    """ "no matter where" after a standing kill was refused (expected a meeting); "kill on sight"
    was refused at "sight"."""
    reads_as(who, message, expect)


def test_wherever_after_an_orders_own_meeting_is_still_refused() -> None:
    """A timed order's meeting is where the order goes: "wherever" after it is not set aside."""
    assert problems_of("张伟", "9点去花园，如果遇到赵强单独一个人就杀，不管在哪")


@cases(
    [
        ("张伟", "Until ten my door shall open to none save Tom.", "door: [Tom]"),
        ("张伟", "Until ten I open my door to no one except Tom and Lily.", "door: [Tom, Lily]"),
        (
            "张伟",
            "Door's shut till ten to everyone bar Tom and Lily, sure you know yourself.",
            "door: [Tom, Lily]",
        ),
        ("张伟", "今晚我的門只幫Tom跟Lily開喔（10點以後要開我知道啦 不用提醒😂）", "door: [Tom, Lily]"),
    ]
)
def test_the_door_for_a_few_said_formally_or_by_region(who: str, message: str, expect: str) -> None:
    """ "open to none save X", "no one except X", "everyone bar X" and Taiwanese 只幫X開 were refused."""
    reads_as(who, message, expect)


def test_the_bar_as_a_place_is_not_an_exception() -> None:
    """ "bar" is "but" only after the whole house ("everyone bar Tom"), never a place named."""
    parsed = parse_message("Door's shut till ten to everyone bar Tom.", CHAT, 1, "张伟", game_map(CHAT))
    assert parsed.problems == ()
    assert problems_of("张伟", "9:00 go to the bar Tom likes.")


@cases(
    [
        (
            "张伟",
            "9点我想去花园透透气，但是如果王建国在花园的话我就马上回房间，我怕他😰 这样写GM能看懂吗？\n"
            "9点40回房间从门孔往外看。",
            order_list(
                "21:00 go: garden, if: {absent: 王建国}, else: {go: home}", "21:40 go: home, peek: peephole"
            ),
        ),
        (
            "Tom",
            "- 8:00 peephole (want to see who walks past 203)\n- 8:40 garden",
            order_list("20:00 peek: peephole", "20:40 go: garden"),
        ),
    ]
)
def test_a_fear_a_tag_and_a_purpose_said_beside_the_orders(who: str, message: str, expect: str) -> None:
    """我怕他, 这样写GM能看懂吗？ and "(want to see who walks past 203)" were refused; the tag is a
    question for the GM, the fear and the purpose are set aside."""
    reads_as(who, message, expect)
    parsed = parse_message(message, CHAT, 1, who, game_map(CHAT))
    assert parsed.said_back[-1].startswith(("已忽略", "ignored"))


def test_a_fear_with_more_after_it_is_not_set_aside_whole() -> None:
    """我怕他不在 is no fear of him: 不在 after it is read, and the message refused as before."""
    assert problems_of("张伟", "9点去花园，我怕他不在，就回房间。")


@cases(
    [
        (
            "Tom",
            "When the clock strikes eight I shall keep vigil at my chamber window. "
            "At nine of the clock I shall repair to the common hall.",
            order_list("20:00 go: home, peek: window", "21:00 go: '204'"),
        ),
        (
            "Tom",
            "yo gm tp to 204 @ 8:30, then afk in my room from 9:10. gg",
            order_list("20:30 go: '204'", "21:10 go: home"),
        ),
        (
            "Tom",
            "Last thing first: at 10:40 I head home. Before that, at 10:00, I go to the garden.",
            order_list("22:00 go: garden", "22:40 go: home"),
        ),
        (
            "Tom",
            "At 9 I will go to the garden and do timepass there till 9.40.",
            order_list("21:00 go: garden", "21:40 go: home"),
        ),
        (
            "Tom",
            "At nine I shall repair to the garden, and at a quarter to ten (no, forgive me, ten to ten) "
            "I shall return to my room.",
            order_list("21:00 go: garden", "21:50 go: home"),
        ),
        (
            "张伟",
            "I'll come back up to the room at half nine and have a gawk out the window "
            "for the rest of the night.",
            order_list("21:30 go: home, peek: window"),
        ),
    ]
)
def test_english_of_role_players_gamers_and_the_formal(who: str, message: str, expect: str) -> None:
    """The clock striking, "of the clock", "keep vigil", "the common hall", "tp to", "afk in", a night
    told from its end, "do timepass", an apology inside a change and "have a gawk" were refused."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "整个晚上，只要我在哪儿撞见赵强，旁边又没别人，我就动手。其他时候我就待在自己屋里，从门孔往外瞄。",
            order_list("20:00 go: home, peek: peephole")
            + "\nstanding: [{kill: 赵强, if: alone, from: '20:00', until: '23:00'}]",
        ),
        (
            "张伟",
            "今晚哪儿都不去，八点先从窗户看草坪，八点半看腻了换门孔。",
            order_list("20:00 peek: window", "20:30 peek: peephole"),
        ),
        (
            "孙明",
            "我8点直接去花园蹲着，9点20回204。有情况随时报告！",
            order_list("20:00 go: garden", "21:20 go: '204'"),
        ),
        (
            "刘洋",
            "整晚都窩在房間從門孔看，順便盯西樓梯有沒有人上上下下",
            order_list("20:00 go: home, peek: peephole"),
        ),
    ]
)
def test_chinese_words_around_the_orders(who: str, message: str, expect: str) -> None:
    """旁边又没别人, 看腻了, 有情况随时报告 and 有沒有人上上下下 were refused at their words."""
    reads_as(who, message, expect)


def test_a_list_of_times_is_not_a_numbered_list() -> None:
    """8:00 opening a line is a time, not the list's number 8: 上面第二条 is the second order."""
    reads_as(
        "张伟",
        "8:00 门孔\n8:30 去204\n9:00 回房窗户\n\n上面第二条改成8:40，其他不变",
        order_list("20:00 peek: peephole", "20:40 go: '204'", "21:00 go: home, peek: window"),
    )


@cases(
    [
        (
            "张伟",
            "吾将于九时半往草坪。若见赵强独处，则杀之；否则返吾室，凭窗而望。",
            order_list("21:30 go: lawn, kill: 赵强, if: alone, else: {go: home, peek: window}"),
        ),
        (
            "张伟",
            "十时之前，吾门不纳任何人。终夜居室中，以门孔窥廊。凡遇赵强独处，无论何地，杀之。",
            "door: closed\n"
            + order_list("20:00 go: home, peek: peephole")
            + "\nstanding: [{kill: 赵强, if: alone, from: '20:00', until: '23:00'}]",
        ),
        (
            "张伟",
            "今夜无论何处，遇赵强即杀之，旁人在否，吾不顾也。除此之外，吾终夜居室，凭窗而望。",
            order_list("20:00 go: home, peek: window")
            + "\nstanding: [{kill: 赵强, if: always, from: '20:00', until: '23:00'}]",
        ),
        (
            "张伟",
            "致幕后之人：\n吾今夜自八时起，居室中凭窗观草坪，至九时止。九时往二〇四，与诸君清谈。十时归寝，不复出矣。",
            order_list("20:00 go: home, peek: window", "21:00 go: '204'", "22:00 go: home"),
        ),
        (
            "张伟",
            "今夜门禁：十时以前，唯Tom与Lily可入，余者概不接纳。吾自八时起由门孔窥视，九时改为临窗。",
            "door: [Tom, Lily]\n" + order_list("20:00 peek: peephole", "21:00 peek: window"),
        ),
        (
            "张伟",
            "八点去204，凭窗看花园。九点二十往203寻Tom说话，他若不开门，便回房临窗看草坪。",
            order_list("20:00 go: '204', peek: window", "21:20 go: '203', else: {go: home, peek: window}"),
        ),
    ]
)
def test_a_classical_register(who: str, message: str, expect: str) -> None:
    """返吾室, 凭窗而望, 吾门不纳任何人, 终夜居室中, 以门孔窥廊, 凡遇, 无论何地 after the meeting, 旁人在否，
    吾不顾也, 不复出矣, the header 致幕后之人, 唯X可入，余者概不接纳 and 寻X说话 were refused (返吾室
    beside 凭窗而望 lost its going)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "今晚随便啥子时候碰到赵强，只要Tom不在跟前，就弄死他。",
            "standing: [{kill: 赵强, if: {absent: Tom}, from: '20:00', until: '23:00'}]",
        ),
        (
            "Tom",
            "- all night: if I meet 陈美玲 (and nobody else is around) → kill",
            "standing: [{kill: 陈美玲, if: alone, from: '20:00', until: '23:00'}]",
        ),
    ]
)
def test_whenever_and_a_condition_in_brackets(who: str, message: str, expect: str) -> None:
    """随便啥子时候 was refused as a hedge, 不在跟前 at 跟前, "(and nobody else is around)" as a bracket
    that would change an order (read inline after a comma, "and" no longer joined)."""
    reads_as(who, message, expect)


def test_an_unknown_going_back_is_never_set_aside() -> None:
    """否则返我宿舍，从窗户看 set 返我宿舍 aside and read "otherwise watch through the window" where one
    stands (the lawn): a going lost, a silent misread. 返 / 归 are words of going: refused at them."""
    said = problems_of("张伟", "九点半去草坪，如果赵强一个人就杀了他，否则返我宿舍，从窗户看。")
    assert any("返我宿舍" in p.quote for p in said)


@cases(
    [
        (
            "张伟",
            "8点40 去娱乐室\n9点20 去花园\n然后十点 回去房间 猫眼偷偷的看 完事",
            order_list("20:40 go: '204'", "21:20 go: garden", "22:00 go: home, peek: peephole"),
        ),
    ]
)
def test_how_a_look_goes_on(who: str, message: str, expect: str) -> None:
    """偷偷的看 (的 for 地) was refused at 的."""
    reads_as(who, message, expect)


def test_the_rest_shut_out_in_singlish() -> None:
    """ "other people knock also don't open" after a door only for some was refused at "open"."""
    reads_as(
        "Tom",
        "before 10 my door only open for Lily, other people knock also don't open. 9.40 go lawn.",
        "door: [Lily]\n" + order_list("21:40 go: lawn"),
    )


@cases(
    [
        (
            "张伟",
            "今晚除了Tom谁敲门都别开（他说要来找我对口供😏 别问）。\n我整晚待在房间里。",
            "door: [Tom]\n" + order_list("20:00 go: home"),
        ),
        (
            "张伟",
            "今晚闭门，十点前边个嚟都唔开。成晚睇猫眼。\n（唔好问点解，心情唔好😑）",
            "door: closed\n" + order_list("20:00 peek: peephole"),
        ),
        (
            "张伟",
            "九点出去去草坪，嘘，别说出去～ 九点四十回屋接着看猫眼",
            order_list("21:00 go: lawn", "21:40 go: home, peek: peephole"),
        ),
    ]
)
def test_dont_ask_and_a_mood_said_to_the_gm(who: str, message: str, expect: str) -> None:
    """别问, 唔好问点解, 心情唔好 and 别说出去 were refused as a "don't" no order can hold: talk to the GM."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "九点去209搵赵强，如果佢一个人喺度就做低佢，唔系一个人就去花园行下。\n十点前唔好俾人入我间房，多谢🙏",
            "door: closed\n" + order_list("21:00 go: '209', kill: 赵强, if: alone, else: {go: garden}"),
        ),
        (
            "张伟",
            "九點半落花園行下，十點半返嚟。道門除咗Tom之外唔好俾人入。",
            "door: [Tom]\n" + order_list("21:30 go: garden", "22:30 go: home"),
        ),
    ]
)
def test_nobody_let_in_said_in_cantonese(who: str, message: str, expect: str) -> None:
    """唔好俾人入我间房 was refused (俾 read as 给, and 我间房 as a second place)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "I shall receive no callers before ten; my door is shut to all. I keep to my room, watching "
            "through the spy-hole until nine, and thereafter through the window.",
            "door: closed\n" + order_list("20:00 peek: peephole", "21:00 peek: window"),
        ),
        (
            "Tom",
            "Sir, small change from usual. At 8.50 I am going to 205, if nobody opens I will go to the lawn. "
            "At 9.50 I will return to my room.",
            order_list("20:50 go: '205', else: {go: lawn}", "21:50 go: home"),
        ),
        (
            "Tom",
            "Before ten, don't let Lily in, anyone else is fine. I'll be in all evening with my eye to the "
            "peephole.",
            "door: [刘洋, 张伟, 李雨桐, 王建国, 赵强, 陈美玲, 周正, 孙明, Kate]\n"
            + order_list("20:00 peek: peephole"),
        ),
    ]
)
def test_the_door_and_the_plan_announced_in_other_words(who: str, message: str, expect: str) -> None:
    """ "receive no callers", "spy-hole", "small change from usual" and "anyone else is fine" were
    refused at their words."""
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "9点40回房间。Tom来就开门，别人不开。", "door: [Tom]\n" + order_list("21:40 go: home")),
        (
            "张伟",
            "9点40回房间，看门孔，一直。如果Tom来找我，门开。别人不开。",
            "door: [Tom]\n" + order_list("21:40 go: home, peek: peephole"),
        ),
        ("张伟", "9点40回房间。Tom来就开门。", order_list("21:40 go: home")),
    ]
)
def test_the_door_opened_to_whoever_comes(who: str, message: str, expect: str) -> None:
    """``Tom来就开门`` was read as a condition on Tom being there, on the order before it (a misread);
    with everyone else shut out right after it is the door only for Tom; alone it is what the door
    does anyway (set aside and said)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "今晚在哪儿遇到赵强都杀，但Tom在旁边的话就不动手。8点半去花园",
            order_list("20:30 go: garden")
            + "\nstanding: [{kill: 赵强, if: {absent: Tom}, from: '20:00', until: '23:00'}]",
        ),
        (
            "张伟",
            "九点二十去209杀了赵强，但是Tom要是在场就别动手，直接回房。",
            order_list("21:20 go: '209', kill: 赵强, if: {absent: Tom}, else: {go: home}"),
        ),
    ]
)
def test_a_kill_held_back_while_someone_is_there(who: str, message: str, expect: str) -> None:
    """``但Tom在旁边的话就不动手`` after a kill was refused at 但: it is ``除非Tom在场``, the kill's condition
    Tom's absence; a going said right after it is what one does instead (the "otherwise")."""
    reads_as(who, message, expect)


def test_a_kill_held_back_beside_another_condition_is_refused() -> None:
    """One condition per order: held back while Tom is there, and only on 赵强 alone, is two."""
    assert problems_of("张伟", "九点二十去209，赵强一个人就杀了他，但是Tom在场就别动手。")


@cases(
    [
        (
            "张伟",
            "先说说我的思路：第一晚大家都会很谨慎，我觉得李雨桐胆子小，202住着她一个人。\n"
            "具体安排：8点到9点从窗户看草坪；9点改从门孔看走廊；10点去204坐坐，10点半回房。",
            order_list("20:00 peek: window", "21:00 peek: peephole", "22:00 go: '204'", "22:30 go: home"),
        ),
        (
            "张伟",
            "报名的时候Tom就一直打听205住了谁，我怀疑他的目标就是我。所以：10点前只给Lily开门。\n我自己8点半去花园。",
            "door: [Lily]\n" + order_list("20:30 go: garden"),
        ),
    ]
)
def test_reasons_before_the_orders_labelled_or_followed_by_so(who: str, message: str, expect: str) -> None:
    """``先说说我的思路：`` was no label of reasoning; reasons with no label before ``所以：`` were read as
    orders (refused at their words)."""
    reads_as(who, message, expect)


def test_a_time_before_so_is_still_read() -> None:
    """Reasons holding a time are an order's shape: read, never set aside with the reasons."""
    reads_as("张伟", "我9点去花园。所以：10点回房。", order_list("21:00 go: garden", "22:00 go: home"))


def test_sichuanese_whoever_and_no_point() -> None:
    """哪个来敲门我都不开 (哪个: whoever), 莫得意思 and 看哪个从西楼梯上下 were refused at their words."""
    reads_as(
        "刘洋",
        "先说好哈，今晚十点前哪个来敲门我都不开，莫得意思。\n八点到九点我从猫眼盯到起，看哪个从西楼梯上下。",
        "door: closed\n" + order_list("20:00 peek: peephole", "21:00"),
    )


def test_then_before_a_standing_kills_window() -> None:
    """``然后9点到10点之间不管在哪遇到赵强…就杀了他`` read the window as a stay from 9 to 10 and the kill
    from 10 to 11 (a misread); ``其他时间先不要动手`` after it was refused. "Then" before the window of
    a standing kill tells the next thing said; no kill at other times is what the orders do anyway."""
    reads_as(
        "张伟",
        "9点10分去草坪，9点50回房间～\n然后9点到10点之间不管在哪遇到赵强，只要他落单就杀了他喔，其他时间先不要动手啦",
        order_list("21:10 go: lawn", "21:50 go: home")
        + "\nstanding: [{kill: 赵强, if: alone, from: '21:00', until: '22:00'}]",
    )


def test_go_on_then_is_alright_then() -> None:
    """ "Aye go on then –" opening the message was read as a going ("on" refused): it is "alright"."""
    reads_as(
        "Tom",
        "Aye go on then – from quarter past nine till quarter to eleven, if I bump into 陈美玲 on her own "
        "anywhere, kill her. I'll be on the lawn from half nine.",
        order_list("21:30 go: lawn")
        + "\nstanding: [{kill: 陈美玲, if: alone, from: '21:15', until: '22:45'}]",
    )


def test_not_wanting_someones_company_is_the_reason() -> None:
    """``我可不想跟警察坐一块`` between a condition and what follows it was refused as a "not"."""
    reads_as(
        "张伟",
        "九点四十我去204，要是孙明在那儿，我可不想跟警察坐一块，那就直接去花园；他不在的话我就在204待着。",
        order_list("21:40 go: '204', if: {absent: 孙明}, else: {go: garden}"),
    )


def test_a_staircase_too_busy_is_the_reason_for_the_other() -> None:
    """``西邊那個樓梯太多人走了啦`` after a route by the east stairs was refused at 太多 (read as a name)."""
    reads_as(
        "张伟",
        "8點半從東樓梯下去草坪喔，西邊那個樓梯太多人走了啦，9點再走回房間",
        order_list("20:30 go: lawn, via: [east-stairs]", "21:00 go: home"),
    )


def test_why_a_kills_window_ends() -> None:
    """``十点以后就算了，太晚了容易被怀疑`` after a kill before ten was refused at the reason."""
    reads_as(
        "张伟",
        "十点以前，不管在哪里碰到赵强单独一人就杀了他；十点以后就算了，太晚了容易被怀疑。\n我自己9点去花园。",
        order_list("21:00 go: garden")
        + "\nstanding: [{kill: 赵强, if: alone, from: '20:00', until: '22:00'}]",
    )


def test_afraid_to_go_out_before_orders_that_stay_in() -> None:
    """``我今晚不太敢出门……`` opening the message was refused at 太敢."""
    reads_as(
        "李雨桐",
        "我今晚不太敢出门……10点之前只给Tom开门，可以吗？\n整晚我就在房间里，8点到10点从窗户看花园，10点以后从门孔看。",
        "door: [Tom]\n" + order_list("20:00 go: home, peek: window", "22:00 peek: peephole"),
    )


@cases(
    [
        (
            "李雨桐",
            "然后9点去204，会不会碰到人啊……算了就这样吧。\n10点回房间从门孔看。",
            order_list("21:00 go: '204'", "22:00 go: home, peek: peephole"),
        ),
    ]
)
def test_a_worry_then_the_plan_kept(who: str, message: str, expect: str) -> None:
    """``会不会碰到人啊……算了就这样吧`` was refused at 人啊 (read as a person) and 算了 (a change of mind
    changing nothing): the worry, and the plan kept as it is."""
    reads_as(who, message, expect)


def test_never_mind_alone_after_an_order_is_still_a_change() -> None:
    """算了 alone after an order may take it back: refused as before, never set aside."""
    assert problems_of("李雨桐", "9点去204……算了。10点回房间。")


def test_company_at_a_place_only_looked_at_is_not_the_orders_failure() -> None:
    """A place looked at from one's room is no place the order goes: 草坪上还有别人 is not "there"."""
    assert problems_of("张伟", "九点在房间从窗户看草坪，要是草坪上还有别人，那我就去204。")


def test_a_going_before_so_is_still_read() -> None:
    """A going before "so:" is an order's words: read (here refused for its missing time), never set
    aside with the reasons."""
    assert problems_of("孙明", "I'll be in the garden. So: 9:00 the lawn.")


@cases(
    [
        ("孙明", "I'll be in the garden.. 9:00 the lawn.", ""),
        ("孙明", "I'll be in the garden. So: 9:00 the lawn.", ""),
    ]
)
def test_a_place_then_an_empty_clause_is_refused_not_a_crash(who: str, message: str, expect: str) -> None:
    """A place said alone, then a clause with nothing in it (".." or "So:"), raised an IndexError
    (a traceback for a player's message); it is refused at the place's missing time."""
    said = problems_of(who, message)
    assert "garden" in said[0].quote


def test_tonights_first_step_is_no_order_for_the_whole_night() -> None:
    """``今晚我先在屋头从窗子看哈草坪，九点过十分下去花园，九点半回来`` read 今晚 as the night's own order, so
    the window resumed at 21:30 (a look nobody said then); 先 makes it the night's first step."""
    reads_as(
        "张伟",
        "今晚我先在屋头从窗子看哈草坪，九点过十分下去花园耍一哈，九点半回来。",
        order_list("20:00 go: home, peek: window", "21:10 go: garden", "21:30 go: home"),
    )
