"""Chinese, round nine: role-play (issue 22; docs/PARSING.md, *Chinese, round nine: role-play*): the
classes the tuning set parse28 showed (a role-playing server: actions between asterisks, a classical
register, dialects' tags, voice input), each said in words written for the test, not copied from a
tuning set, with the variants that must still be refused.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (targets 王建国 and 赵强),
王建国 and 刘洋 in 201, 赵强 in 209, Lily in 207, Tom in 203, 李雨桐 in 202; 周正 is police."""

from __future__ import annotations

from tests.parsekit import cases, problems_of, reads_as
from tests.parsekit import order_list as _orders

# -- an action between asterisks -------------------------------------------------------------------


@cases(
    [
        ("张伟", "*张伟放下茶杯，揉了揉眼睛*\n9点去花园", _orders("21:00 go: garden")),
        ("张伟", "*伸了个懒腰*\n*九点去草坪*\n十点回房间", _orders("21:00 go: lawn", "22:00 go: home")),
        ("张伟", "*张伟 戴上帽子*\n八点半去204", _orders("20:30 go: '204'")),
        (
            "张伟",
            "*九点去209，赵强一个人就杀了他*\n*十点回房间*",
            _orders("21:00 go: '209', kill: 赵强, if: alone", "22:00 go: home"),
        ),
    ]
)
def test_an_action_between_asterisks_is_a_remark_or_the_order_it_says(
    who: str, message: str, expect: str
) -> None:
    # a role-play's *action* is read as a bracket is: set aside when it only describes, read when an order
    reads_as(who, message, expect)


def test_a_negation_between_asterisks_is_still_refused() -> None:
    assert problems_of("张伟", "*张伟叹气* 九点去花园 *十点前不回房间*")
    assert problems_of("张伟", "*张伟揣着刀，见到赵强就*\n9点去花园")


# -- the classical register's hours and goings -----------------------------------------------------


@cases(
    [
        (
            "张伟",
            "戌正往花园，亥初归房，自门孔窥之。",
            _orders("20:00 go: garden", "21:00 go: home, peek: peephole"),
        ),
        ("张伟", "吾于亥正二刻赴草坪。", _orders("22:30 go: lawn")),
        (
            "张伟",
            "亥初往二〇九访赵强，若其独处，则杀之；若有旁人，则退往花园。",
            _orders("21:00 go: '209', kill: 赵强, if: alone, else: {go: garden}"),
        ),
        (
            "张伟",
            "吾欲于九时四十分往二〇一小坐，亥正返二〇五。",
            _orders("21:40 go: '201'", "22:00 go: home"),
        ),
        ("周正", "八点四十，往201拜访。九点二十，往草坪。", _orders("20:40 go: '201'", "21:20 go: lawn")),
    ]
)
def test_the_classical_hours_and_goings_are_read_as_the_clock_and_going(
    who: str, message: str, expect: str
) -> None:
    # 戌正 20:00, 亥初 21:00, 亥正 22:00, a 刻 fifteen minutes; 往 / 赴 / 退往 / 返 before a place is going
    reads_as(who, message, expect)


def test_a_double_hour_or_an_hour_past_the_night_is_still_refused() -> None:
    assert problems_of("张伟", "戌时往花园。")  # two hours: which slot?
    assert problems_of("张伟", "子初往草坪。")  # 23:00: the night is over
    assert problems_of("张伟", "戌正一刻往花园。")  # 20:15: not a slot's start


# -- a condition word before "nobody answers" --------------------------------------------------------


@cases(
    [
        ("张伟", "十点去209找赵强，要是不应门就回房间", _orders("22:00 go: '209', else: {go: home}")),
        ("张伟", "九点去201找王建国，若不应门则往花园", _orders("21:00 go: '201', else: {go: garden}")),
        ("张伟", "九点半去203，如果不应门就去草坪", _orders("21:30 go: '203', else: {go: lawn}")),
    ]
)
def test_if_before_nobody_answering_is_the_visits_otherwise(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_nobody_answering_with_no_visit_is_still_refused() -> None:
    assert problems_of("张伟", "九点去花园，要是不应门就回房间")


# -- a slot named by its start ------------------------------------------------------------------------


@cases(
    [
        (
            "张伟",
            "八点那段在屋里看猫眼，九点去花园",
            _orders("20:00 go: home, peek: peephole", "21:00 go: garden"),
        ),
        ("张伟", "九点的那一段去草坪，十点回房间", _orders("21:00 go: lawn", "22:00 go: home")),
        ("张伟", "八点半这个时段去204", _orders("20:30 go: '204'")),
    ]
)
def test_a_slot_named_by_its_start_is_the_order_at_that_time(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_that_stretch_of_something_else_is_still_refused() -> None:
    assert problems_of("张伟", "九点那段路去花园")


# -- the peephole said with its door --------------------------------------------------------------------


@cases(
    [
        ("张伟", "十点以后看门上那个猫眼", _orders("22:00 peek: peephole")),
        ("张伟", "九点回房，从房门上的门孔往外看", _orders("21:00 go: home, peek: peephole")),
        ("张伟", "8点盯着门上的窥视孔", _orders("20:00 peek: peephole")),
    ]
)
def test_the_peephole_said_with_its_door_is_the_peephole(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_something_else_on_the_door_is_still_refused() -> None:
    assert problems_of("张伟", "九点回房，看门上那个锁")


# -- keeping someone company ---------------------------------------------------------------------------


@cases(
    [
        (
            "张伟",
            "九点去209，赵强在的话就陪他唠唠，不在就回房间",
            _orders("21:00 go: '209', if: {present: 赵强}, else: {go: home}"),
        ),
        ("张伟", "9点去204陪大家坐会儿", _orders("21:00 go: '204'")),
        ("张伟", "8点半去204，找人喝两杯", _orders("20:30 go: '204'")),
    ]
)
def test_keeping_company_where_one_goes_is_set_aside(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_keeping_a_named_person_company_is_still_refused() -> None:
    assert problems_of("张伟", "9点去204陪王建国聊天")  # a visit of him? never guessed


# -- a tag question as a region asks it -------------------------------------------------------------------


@cases(
    [
        ("张伟", "8点去花园，9点回房间，中不中？", _orders("20:00 go: garden", "21:00 go: home")),
        ("张伟", "八点去草坪，十点回房，成不成？", _orders("20:00 go: lawn", "22:00 go: home")),
        ("张伟", "九点去204，十点回房间，咋样？", _orders("21:00 go: '204'", "22:00 go: home")),
    ]
)
def test_a_tag_question_as_a_region_asks_it_is_the_tag_alone(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_an_order_asked_as_a_question_is_still_refused() -> None:
    assert problems_of("张伟", "九点能不能去花园？")


# -- voice input asking whether it records ----------------------------------------------------------


@cases(
    [
        (
            "张伟",
            "喂 这个是不是已经在录了 八点去花园 九点回房间",
            _orders("20:00 go: garden", "21:00 go: home"),
        ),
        ("张伟", "录上了没 8点去草坪", _orders("20:00 go: lawn")),
        ("张伟", "这是不是开始录了啊 九点去204", _orders("21:00 go: '204'")),
    ]
)
def test_voice_input_asking_whether_it_records_is_set_aside(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_a_negation_beside_the_recording_words_is_still_refused() -> None:
    assert problems_of("张伟", "这个是不是已经不去花园了 九点去204")


# -- a room said by its number and its tenant ------------------------------------------------------


@cases(
    [
        (
            "张伟",
            "九点去209赵强房间，他一个人就杀了他",
            _orders("21:00 go: '209', kill: 赵强, if: alone"),
        ),
        ("张伟", "九点半去201王建国的房间坐坐", _orders("21:30 go: '201'")),
        ("张伟", "十点去203 Tom的房间，十点半回房间", _orders("22:00 go: '203'", "22:30 go: home")),
    ]
)
def test_a_room_said_by_its_number_and_its_tenant_is_one_place(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_a_room_number_and_another_tenants_room_is_still_two_places() -> None:
    assert problems_of("张伟", "九点去209王建国房间")


# -- strolling until a time ---------------------------------------------------------------------------


@cases(
    [
        (
            "张伟",
            "八点去花园，在花园里溜达到八点五十，然后回房间",
            _orders("20:00 go: garden", "20:50 go: home"),
        ),
        (
            "张伟",
            "八点半去草坪转悠到九点半，再回房间从猫眼看",
            _orders("20:30 go: lawn", "21:30 go: home, peek: peephole"),
        ),
        ("张伟", "8点去花园逛到9点，然后回屋", _orders("20:00 go: garden", "21:00 go: home")),
    ]
)
def test_strolling_until_a_time_is_staying_there_until_then(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_strolling_until_a_time_with_no_order_before_it_is_still_refused() -> None:
    assert problems_of("张伟", "溜达到九点")


# -- a misheard word corrected -------------------------------------------------------------------------


@cases(
    [
        (
            "张伟",
            "八点下楼到画院里 哦不是画院 是花园，九点回房间",
            _orders("20:00 go: garden", "21:00 go: home"),
        ),
        ("张伟", "九点去曹平，不是曹平，而是草坪", _orders("21:00 go: lawn")),
        ("张伟", "八点去花苑 不是花苑 是花园 九点回房间", _orders("20:00 go: garden", "21:00 go: home")),
    ]
)
def test_a_misheard_word_the_player_corrects_is_the_place_said(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_a_correction_of_another_word_or_to_no_place_is_still_refused() -> None:
    assert problems_of("张伟", "八点去画院 不是画院 是别的地方")
    assert problems_of("张伟", "八点去画院 不是华园 是花园")


# -- one's own door pushed open on the way out ---------------------------------------------------------


@cases(
    [
        ("张伟", "八点半悄悄推开门去204，十点回房间", _orders("20:30 go: '204'", "22:00 go: home")),
        ("张伟", "九点推开门，去209找赵强", _orders("21:00 go: '209'")),
        ("张伟", "九点半轻轻推开门，去草坪", _orders("21:30 go: lawn")),
    ]
)
def test_pushing_ones_door_open_on_the_way_out_is_set_aside(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_pushing_the_door_open_with_no_going_after_it_is_still_refused() -> None:
    assert problems_of("张伟", "九点推开门等赵强")


# -- a kill said as silencing or sending off for ever ----------------------------------------------------


@cases(
    [
        ("张伟", "九点去209，他一个人就让他永远闭嘴", _orders("21:00 go: '209', kill: 赵强, if: alone")),
        ("张伟", "九点去209，赵强一个人就送他上西天", _orders("21:00 go: '209', kill: 赵强, if: alone")),
        (
            "张伟",
            "十点去201，王建国一个人就让他去见阎王",
            _orders("22:00 go: '201', kill: 王建国, if: alone"),
        ),
    ]
)
def test_a_kill_said_as_silencing_for_ever_is_that_kill(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_silencing_not_for_ever_is_still_refused() -> None:
    assert problems_of("张伟", "九点去209，让他闭嘴")  # 闭嘴 alone: a threat, not a kill


# -- whoever goes there, I see ------------------------------------------------------------------------


def test_whoever_goes_there_i_see_is_a_look_at_that_place() -> None:
    reads_as("李雨桐", "八点起从窗户看花园 谁去花园我都看得见", _orders("20:00 peek: window"))
    reads_as("张伟", "九点回房间从窗户看 谁去草坪我都看得到", _orders("21:00 go: home, peek: window"))


def test_whoever_goes_where_the_window_does_not_see_is_refused_by_that_rule() -> None:
    # 202's window sees the garden: the look at the lawn is refused by the view, not at 谁
    problems = problems_of("李雨桐", "八点从窗户看草坪 谁去草坪我都看得到")
    assert all(p.kind == "view_unseen" for p in problems), problems
    assert problems_of("张伟", "八点谁去花园我都杀")
