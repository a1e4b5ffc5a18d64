"""How players name people, with no nicknames declared (issue 22, "names"; docs/PARSING.md,
*People*): the reader takes each registered name apart (surname, given name, title, script,
romanisation: blackhorse/parsing/naming.py) and knows every form players build from the parts.

Each form is tried over casts invented here (not the corpora's): a kill needs the person among
the sender's targets, so each case's sender is chosen for it. Every accepted case also passes
the round trip (its echo, read back, gives the same orders), and the echo names the person by
their full registered name, so the player sees whom the reader took them for."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blackhorse.inn.layout import default_inn
from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from blackhorse.parsing.lexicon import build
from blackhorse.parsing.naming import forms, read_name, slot_forms
from blackhorse.parsing.text import simplified
from tests.hypothesiskit import examples
from tests.parsekit import CHAT, reads_as

# name: (room, targets)
CAST = {
    "陶医生": ("201", ("郑凯", "欧阳娜娜")),
    "郑凯": ("202", ("陶医生", "周雨桐")),
    "欧阳娜娜": ("203", ("郑凯", "司马文")),
    "周雨桐": ("205", ("欧阳娜娜", "Dr_Walsh")),
    "司马文": ("207", ("周雨桐", "Jack_Smith")),
    "Dr_Walsh": ("209", ("ChenHao", "Jack_Smith")),
    "Jack_Smith": ("201", ("Dr_Walsh", "ChenHao")),
    "ChenHao": ("207", ("Jack_Smith", "周雨桐")),
}
POLICE = ("岳警官", "LiNa", "Emma")
ROOM = {name: room for name, (room, _) in CAST.items()}


def make_game(folder: Path, cast: dict[str, tuple[str, tuple[str, ...]]], police: tuple[str, ...]) -> Path:
    shutil.copytree(CHAT, folder)
    lines = ['name: "naming"', "tenants:"]
    lines += [f'  {n}: {{room: "{r}", targets: [{t[0]}, {t[1]}]}}' for n, (r, t) in cast.items()]
    lines.append(f"police: [{', '.join(police)}]")
    (folder / "game.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_game(tmp_path_factory.mktemp("naming") / "game", CAST, POLICE)


def _killer(person: str) -> str:
    return next(n for n, (_, targets) in CAST.items() if person in targets)


def kills(said: str, person: str, lang: str = "zh") -> tuple[str, str, str]:
    """(sender, message, expected file): the sender goes to the person's room and kills them
    there if alone, naming them as ``said``."""
    room = ROOM[person]
    if lang == "zh":
        message = f"9点去{room}，如果{said}一个人就杀了他"
    else:
        message = f"at 9 go to room {room} and kill {said} if they are alone"
    return _killer(person), message, f"orders: [{{at: '21:00', go: '{room}', kill: {person}, if: alone}}]"


def reads_person(game: Path, case: tuple[str, str, str], person: str) -> None:
    who, message, expect = case
    reads_as(who, message, expect, game)
    parsed = parse_message(message, game, 1, who, game_map(game))
    assert any(person in line for line in parsed.echo), parsed.echo  # the echo names the full name


def _ids(rows: list[tuple[str, str, str]]) -> list[str]:
    return [f"{said}->{person}" for said, person, _ in rows]


# (how the person is named, the person, the language of the message)
ROMANISED = [
    ("zhou yu-tong", "周雨桐", "en"),
    ("Zhōu Yǔtóng", "周雨桐", "en"),
    ("ZHOU YU TONG", "周雨桐", "en"),
    ("Yu-tong Zhou", "周雨桐", "en"),
    ("Yǔtóng Zhōu", "周雨桐", "en"),
    ("Chen Hao", "ChenHao", "en"),
    ("Hao Chen", "ChenHao", "en"),
    ("Ouyang-Nana", "欧阳娜娜", "en"),
]
SURNAME_ALONE = [
    ("欧阳", "欧阳娜娜", "zh"),
    ("Walsh", "Dr_Walsh", "en"),
    ("Smith", "Jack_Smith", "en"),
    ("司马", "司马文", "zh"),
    ("Chen", "ChenHao", "en"),
]
GIVEN_ALONE = [
    ("Jack", "Jack_Smith", "en"),
    ("Yu-tong", "周雨桐", "en"),
    ("Yu Tong", "周雨桐", "en"),
    ("jack", "Jack_Smith", "en"),
    ("Jack", "Jack_Smith", "zh"),
]
TITLE_AFTER = [  # a Chinese title after a surname or a name in either script
    ("Walsh医生", "Dr_Walsh", "zh"),
    ("Smith先生", "Jack_Smith", "zh"),
    ("Jack先生", "Jack_Smith", "zh"),
    ("雨桐姐", "周雨桐", "zh"),
    ("Chen哥", "ChenHao", "zh"),
    ("Zheng哥", "郑凯", "zh"),
]
TITLE_BEFORE = [  # an English title before a surname or a name, romanised or not
    ("Dr. Walsh", "Dr_Walsh", "en"),
    ("Doctor Walsh", "Dr_Walsh", "en"),
    ("Mr Chen", "ChenHao", "en"),
    ("Mr Smith", "Jack_Smith", "en"),
    ("Jack-san", "Jack_Smith", "en"),
    ("J. Smith", "Jack_Smith", "en"),
]
TITLE_IS_THE_NAME = [  # 陶医生 is Dr Tao: surname 陶, title 医生 (never a given name 医生)
    ("陶大夫", "陶医生", "zh"),
    ("Doctor Tao", "陶医生", "en"),
    ("陶", "陶医生", "zh"),
    ("dr walsh", "Dr_Walsh", "en"),
    ("drwalsh", "Dr_Walsh", "en"),
]
BY_SOUND = [  # a Latin name written in characters by its sound, with a title or not
    ("杰克", "Jack_Smith", "zh"),
    ("杰克先生", "Jack_Smith", "zh"),
    ("史密斯", "Jack_Smith", "zh"),
    ("沃尔什医生", "Dr_Walsh", "zh"),
    ("陈", "ChenHao", "zh"),
    ("老陈", "ChenHao", "zh"),
]
ONE_CHARACTER_SURNAME = [  # a one-character surname alone, where a person stands
    ("郑", "郑凯", "zh"),
    ("周", "周雨桐", "zh"),
    ("陶", "陶医生", "zh"),
]
TRADITIONAL = [
    ("歐陽", "欧阳娜娜", "zh"),
    ("司馬", "司马文", "zh"),
    ("沃爾什醫生", "Dr_Walsh", "zh"),
    ("傑克", "Jack_Smith", "zh"),
    ("陶醫師", "陶医生", "zh"),
]
HOMOPHONES = [  # what an input method gives for the same syllables, where a person stands
    ("小童", "周雨桐", "zh"),
    ("雨童", "周雨桐", "zh"),
    ("于桐", "周雨桐", "zh"),
    ("阿恺", "郑凯", "zh"),
    ("小正", "郑凯", "zh"),
]


@pytest.mark.parametrize(("said", "person", "lang"), ROMANISED, ids=_ids(ROMANISED))
def test_a_chinese_name_romanised_in_any_order_and_spacing_is_that_person(
    game: Path, said: str, person: str, lang: str
) -> None:
    reads_person(game, kills(said, person, lang), person)


@pytest.mark.parametrize(("said", "person", "lang"), SURNAME_ALONE, ids=_ids(SURNAME_ALONE))
def test_the_surname_alone_is_that_person(game: Path, said: str, person: str, lang: str) -> None:
    reads_person(game, kills(said, person, lang), person)


@pytest.mark.parametrize(("said", "person", "lang"), GIVEN_ALONE, ids=_ids(GIVEN_ALONE))
def test_the_given_name_alone_is_that_person(game: Path, said: str, person: str, lang: str) -> None:
    reads_person(game, kills(said, person, lang), person)


@pytest.mark.parametrize(("said", "person", "lang"), TITLE_AFTER, ids=_ids(TITLE_AFTER))
def test_a_chinese_title_after_a_name_in_either_script_is_that_person(
    game: Path, said: str, person: str, lang: str
) -> None:
    reads_person(game, kills(said, person, lang), person)


@pytest.mark.parametrize(("said", "person", "lang"), TITLE_BEFORE, ids=_ids(TITLE_BEFORE))
def test_an_english_title_before_a_name_is_that_person(game: Path, said: str, person: str, lang: str) -> None:
    reads_person(game, kills(said, person, lang), person)


@pytest.mark.parametrize(("said", "person", "lang"), TITLE_IS_THE_NAME, ids=_ids(TITLE_IS_THE_NAME))
def test_a_name_that_is_a_surname_and_a_title_is_called_by_either(
    game: Path, said: str, person: str, lang: str
) -> None:
    reads_person(game, kills(said, person, lang), person)


@pytest.mark.parametrize(("said", "person", "lang"), BY_SOUND, ids=_ids(BY_SOUND))
def test_a_latin_name_written_by_its_sound_is_that_person_where_a_person_stands(
    game: Path, said: str, person: str, lang: str
) -> None:
    reads_person(game, kills(said, person, lang), person)


@pytest.mark.parametrize(("said", "person", "lang"), ONE_CHARACTER_SURNAME, ids=_ids(ONE_CHARACTER_SURNAME))
def test_a_one_character_surname_is_that_person_where_a_person_stands(
    game: Path, said: str, person: str, lang: str
) -> None:
    reads_person(game, kills(said, person, lang), person)


@pytest.mark.parametrize(("said", "person", "lang"), HOMOPHONES, ids=_ids(HOMOPHONES))
def test_a_name_typed_with_characters_of_the_same_sound_is_that_person(
    game: Path, said: str, person: str, lang: str
) -> None:
    reads_person(game, kills(said, person, lang), person)


ONE_CHARACTER_DOORS = [
    ("郑凯", "只给陶开门，9点去花园", "door: [陶医生]\norders: [{at: '21:00', go: garden}]"),
    ("陶医生", "只给郑和周开门，9点去花园", "door: [周雨桐, 郑凯]\norders: [{at: '21:00', go: garden}]"),
]


@pytest.mark.parametrize(
    ("who", "message", "expect"), ONE_CHARACTER_DOORS, ids=[m for _, m, _ in ONE_CHARACTER_DOORS]
)
def test_a_one_character_surname_in_a_door_list_is_that_person(
    game: Path, who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect, game)


@pytest.mark.parametrize(("said", "person", "lang"), TRADITIONAL, ids=_ids(TRADITIONAL))
def test_a_name_in_traditional_characters_is_that_person(
    game: Path, said: str, person: str, lang: str
) -> None:
    reads_person(game, kills(said, person, lang), person)


def test_a_title_is_never_read_as_a_given_name(game: Path) -> None:
    """陶医生 is surname 陶 with the title 医生: 医生 alone, 阿生, 生生 name no one."""
    assert read_name("陶医生").surname == "陶" and read_name("陶医生").given == ""
    assert read_name("岳警官").surname == "岳" and read_name("Dr_Walsh").surname == "walsh"
    assert not {"医生", "阿生", "生生", "医哥", "警官", "官官"} & set(forms("陶医生") + forms("岳警官"))
    for said in ("医生", "阿生"):
        parsed = parse_message(f"9点去201，如果{said}一个人就杀了他", game, 1, "郑凯", game_map(game))
        assert parsed.sheet is None and parsed.problems


# -- ambiguity: a form two people fit is refused, naming both ------------------------------------
TWINS = {
    "王伟": ("201", ("Anna_Smith", "Ben_Smith")),
    "王芳": ("202", ("Anna_Smith", "Ben_Smith")),
    "Anna_Smith": ("203", ("王伟", "王芳")),
    "Ben_Smith": ("205", ("王伟", "王芳")),
    "李雷": ("207", ("王伟", "Anna_Smith")),
    "LiHua": ("209", ("王芳", "Ben_Smith")),
}


@pytest.fixture(scope="module")
def twins(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_game(tmp_path_factory.mktemp("twins") / "game", TWINS, ("Kate",))


AMBIGUOUS = [
    ("李雷", "9点去201，如果老王一个人就杀了他", {"王伟", "王芳"}),
    ("李雷", "9点去201，如果王一个人就杀了他", {"王伟", "王芳"}),
    ("LiHua", "at 9 go to 203 and kill Smith if alone", {"Anna_Smith", "Ben_Smith"}),
    ("LiHua", "at 9 go to 203 and kill Mr Smith if alone", {"Anna_Smith", "Ben_Smith"}),
    ("李雷", "at 9 go to 201 and kill Wang if alone", {"王伟", "王芳"}),
    ("王伟", "9点去207，如果李一个人就杀了他", {"李雷", "LiHua"}),
    ("王伟", "9点去207，如果Mr Li一个人就杀了他", {"李雷", "LiHua"}),
]


@pytest.mark.parametrize(("who", "message", "both"), AMBIGUOUS, ids=[m for _, m, _ in AMBIGUOUS])
def test_a_form_two_people_fit_is_refused_naming_both(
    twins: Path, who: str, message: str, both: set[str]
) -> None:
    parsed = parse_message(message, twins, 1, who, game_map(twins))
    assert parsed.sheet is None and [p.kind for p in parsed.problems][:1] == ["who_ambiguous"]
    said = " ".join(str(p) for p in parsed.problems)
    assert all(name in said for name in both), said


def test_a_form_that_is_a_word_of_the_orders_stays_that_word(tmp_path: Path) -> None:
    """A tenant called Lily_Garden is Lily, Garden or Ms Garden, yet "the garden" is the place,
    and 李开门's given name 开门 is still "open the door"."""
    cast = {
        "Lily_Garden": ("201", ("李开门", "Tom")),
        "李开门": ("202", ("Lily_Garden", "Tom")),
        "Tom": ("203", ("Lily_Garden", "李开门")),
    }
    game = make_game(tmp_path / "game", cast, ("Kate",))
    reads_as("Tom", "at 9 go to the garden", "orders: [{at: '21:00', go: garden}]", game)
    reads_as(
        "Tom", "只给Lily开门，9点去花园", "door: [Lily_Garden]\norders: [{at: '21:00', go: garden}]", game
    )
    reads_as("Tom", "今晚只给老李开门", "door: [李开门]", game)
    reads_as(
        "Tom",
        "at 9 go to 201 and kill Ms Garden if she is alone",
        "orders: [{at: '21:00', go: '201', kill: Lily_Garden, if: alone}]",
        game,
    )


# -- the sender naming themself -----------------------------------------------------------------
SELF = [
    ("郑凯", "在下九点去花园"),
    ("周雨桐", "本姑娘九点去花园"),
    ("欧阳娜娜", "9点去花园。——欧阳"),
    ("Dr_Walsh", "At nine, go to the garden.\nYours, R. Walsh"),
    ("Dr_Walsh", "At nine, go to the garden. — Walsh"),
    ("Jack_Smith", "Jack-san here. At nine go to the garden."),
    ("周雨桐", "雨桐姐来了～ 9点去花园"),
]


@pytest.mark.parametrize(("who", "message"), SELF, ids=[m for _, m in SELF])
def test_the_sender_naming_themself_is_set_aside_or_read_as_them(game: Path, who: str, message: str) -> None:
    reads_as(who, message, "orders: [{at: '21:00', go: garden}]", game)


# -- properties over random casts ---------------------------------------------------------------
SURNAMES = ["王", "李", "张", "陈", "周", "郑", "单", "欧阳", "司马", "诸葛", "上官", "陶"]
GIVEN = "伟芳娜静雨桐小满凯文浩明华丽军建国东"
TITLES_ZH = ["", "", "", "医生", "警官", "老师"]
LATIN_GIVEN = ["Jack", "Emma", "Liam", "Lily", "Tom", "Anna", "Hao", "Wei", "Na", "Mike"]
LATIN_SURNAME = ["", "Smith", "Walsh", "Chen", "Wang", "Li", "Brown", "Zhang"]

chinese = st.builds(
    lambda s, g, t: s + ("" if t else g) + t,
    st.sampled_from(SURNAMES),
    st.text(alphabet=GIVEN, min_size=1, max_size=2),
    st.sampled_from(TITLES_ZH),
)
latin = st.builds(
    lambda title, g, s: title + g + (("_" if s and g[-1] != "_" else "") + s if s else ""),
    st.sampled_from(["", "", "Dr_", "Officer_"]),
    st.sampled_from(LATIN_GIVEN),
    st.sampled_from(LATIN_SURNAME),
)
# a whole game's cast: 8 to 12 people (the inn's nine rooms, a few officers)
casts = st.lists(st.one_of(chinese, latin), min_size=8, max_size=12, unique_by=lambda n: n.lower())


# Each example builds a whole lexicon for its cast: 1.1 to 1.4 s of CPU whatever its size (2, 8
# and 16 names measured 1.16, 1.08 and 1.37 s), the suite's costliest property. What it checks
# grows with the names and the pairs of names one cast holds (a form two people could share),
# so a run tries 6 casts of a whole game: the same 6 every time, 58 names and 260 pairs, in
# 11 s of CPU (before, 12 casts of 2 to 8: 54 names and 136 pairs in 21 s); exploring tries 60
# (docs/TESTING.md, "Hypothesis").
@settings(max_examples=examples(6), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(casts)
def test_no_form_names_two_people_and_every_name_is_its_own(cast: list[str]) -> None:
    lex = build(default_inn(), cast)
    for name in cast:
        assert lex.words[simplified(name.lower())].value == name  # a registered name is its person
    owners: dict[str, set[str]] = {}
    for name in cast:
        for form in forms(name):
            owners.setdefault(simplified(form), set()).add(name)
    for form, who in owners.items():
        word = lex.words.get(form)
        assert word is not None
        if word.kind == "NAME":  # it names one person: its only owner, or the one registered so
            assert word.value in who and len(who) == 1 or simplified(word.value.lower()) == form
        if word.kind == "WHO":
            assert set(word.value.split("|")) == who and len(who) > 1
    slots: dict[str, set[str]] = {}
    for name in cast:
        for form in slot_forms(name):
            slots.setdefault(form, set()).add(name)
    for form, who in slots.items():
        assert set(lex.slots[form]) == who  # two people's: refused as ambiguous, naming both


# -- a Latin name under a Chinese familiar prefix: 老K, 阿Sam, 小Mia ---------------------------------
MIXED = {
    "老K": ("201", ("阿Sam", "小Mia")),
    "阿Sam": ("203", ("老K", "小Mia")),
    "小Mia": ("205", ("老K", "阿Sam")),
    "Tom": ("207", ("老K", "阿Sam")),
}
MIXED_FORMS = [
    ("阿Sam", "9点去201，如果K哥一个人就杀了他", "老K"),
    ("阿Sam", "at 9 go to room 201 and kill K ge if he is alone", "老K"),
    ("小Mia", "9点去201，阿K一个人的话就杀了他", "老K"),
    ("Tom", "9点去203，Sam一个人就杀了他", "阿Sam"),
    ("Tom", "at 9 go to room 203 and kill Sam-san if he is alone", "阿Sam"),
    ("Tom", "9点去203，如果老Sam一个人就杀了他", "阿Sam"),
    ("老K", "9点去205，如果Mia姐一个人就杀了她", "小Mia"),
    ("老K", "at 9 go to room 205 and kill Mia if she is alone", "小Mia"),
]


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_game(tmp_path_factory.mktemp("mixed") / "game", MIXED, ("Kate",))


@pytest.mark.parametrize(("who", "message", "person"), MIXED_FORMS, ids=[m for _, m, _ in MIXED_FORMS])
def test_a_latin_name_under_a_familiar_prefix_is_called_by_its_other_forms(
    mixed: Path, who: str, message: str, person: str
) -> None:
    """老K is K哥, 阿K, "K ge"; 阿Sam is Sam, 老Sam, Sam-san: the registered prefix is one of the
    familiar ones, and the Latin name under it takes the others and the forms of address. Before,
    such a name had no form but itself, and K哥 was refused as no one of the game."""
    room = MIXED[person][0]
    reads_person(
        mixed, (who, message, f"orders: [{{at: '21:00', go: '{room}', kill: {person}, if: alone}}]"), person
    )


def test_a_latin_letter_alone_under_a_familiar_prefix_names_no_one(mixed: Path) -> None:
    """老K's letter alone is no name (K is a letter in too many words): never 老K where someone
    else is meant (小Mia's room)."""
    assert "k" not in forms("老K") and "sam" in forms("阿Sam")
    parsed = parse_message("9点去205，如果K一个人就杀了他", mixed, 1, "阿Sam", game_map(mixed))
    killed = [o.action.kill for o in parsed.sheet.orders] if parsed.sheet else []
    assert "老K" not in killed
