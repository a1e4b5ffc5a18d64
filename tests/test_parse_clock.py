"""Every way of saying a clock time of the night, read to the minute or refused at that word.

A time silently truncated or rounded (十点零十 read as 22:00, 九点卅 as 21:00, "ten to ten:" as
22:00) is a misread, the worst failure: the player is somewhere else than they said. Each form
is tried in an order ("X去花园", "at X go to the garden", "go to the garden at X") and must give
that minute, or be refused naming the time (a start off the ten-minute slots, a time outside the
night, a time said roughly) or the word that would have changed it.

The cast is the chat corpus's (tests/parsing/chat): Tom sleeps alone in 203."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import reads_as

GAME = Path(__file__).resolve().parent / "parsing" / "chat"
INN = game_map(GAME)

# (the time as said, the minute it is on the 24-hour clock)
ZH_READ = [
    ("九点二十", "21:20"),
    ("9点20", "21:20"),
    ("九点20分", "21:20"),
    ("9点20分", "21:20"),
    ("十点零十", "22:10"),
    ("十点零十分", "22:10"),
    ("九点零十", "21:10"),
    ("十点十", "22:10"),
    ("十点一十", "22:10"),
    ("十点整", "22:00"),
    ("十点正", "22:00"),
    ("9点整", "21:00"),
    ("九点半", "21:30"),
    ("9点半", "21:30"),
    ("九点钟半", "21:30"),
    ("九点过十分", "21:10"),
    ("九点过二十", "21:20"),
    ("差十分十点", "21:50"),
    ("差十分钟十点", "21:50"),
    ("十点差十分", "21:50"),
    ("九点钟", "21:00"),
    ("10点钟", "22:00"),
    ("21点10分", "21:10"),
    ("21时10分", "21:10"),
    ("九时二十分", "21:20"),
    ("二十一点", "21:00"),
    ("二十一点十分", "21:10"),
    ("二十点四十分", "20:40"),
    ("二十二点", "22:00"),
    ("八点四十", "20:40"),
    ("八点五十", "20:50"),
    ("九点三十", "21:30"),
    ("十点三十分", "22:30"),
    ("九点四十分", "21:40"),
    ("九點二十", "21:20"),
    ("九点卅", "21:30"),
    ("八点卅分", "20:30"),
    ("九点廿", "21:20"),
    ("九点廿分", "21:20"),
    ("廿一点卅", "21:30"),
    ("晚上九点二十", "21:20"),
    ("2120", "21:20"),
    ("21:20", "21:20"),
    ("21.20", "21:20"),
    ("9.20", "21:20"),
    ("9：20", "21:20"),
    # one digit after 点 before the verb: the tens of minutes, as said aloud
    ("九点四", "21:40"),
    ("八点五", "20:50"),
    ("十点二", "22:20"),
    # Cantonese: a 字 is five minutes on the clock's face
    ("九点两个字", "21:10"),
    ("八点四个字", "20:20"),
    ("十点六个字", "22:30"),
    ("八点半钟", "20:30"),
]


@pytest.mark.parametrize(("said", "hm"), ZH_READ, ids=[s for s, _ in ZH_READ])
def test_a_chinese_clock_time_is_read_to_its_minute(said: str, hm: str) -> None:
    reads_as("Tom", f"{said}去花园", f"orders: [{{at: '{hm}', go: garden}}]")


EN_READ = [
    ("9:20", "21:20"),
    ("9.20", "21:20"),
    ("9h20", "21:20"),
    ("2120", "21:20"),
    ("21:20", "21:20"),
    ("09:20", "21:20"),
    ("9:20pm", "21:20"),
    ("9:20 p.m.", "21:20"),
    ("9:20PM", "21:20"),
    ("930pm", "21:30"),
    ("nine twenty", "21:20"),
    ("nine-twenty", "21:20"),
    ("nine twenty pm", "21:20"),
    ("ten ten", "22:10"),
    ("ten-ten", "22:10"),
    ("ten fifty", "22:50"),
    ("twenty past nine", "21:20"),
    ("ten past nine pm", "21:10"),
    ("10 past 10", "22:10"),
    ("half 9", "21:30"),
    ("half ten", "22:30"),
    ("half past nine", "21:30"),
    ("half-past nine", "21:30"),
    ("half past 9", "21:30"),
    ("ten to ten", "21:50"),
    ("ten to 10", "21:50"),
    ("10 to 10", "21:50"),
    ("20 to 10", "21:40"),
    ("10 to 9", "20:50"),
    ("twenty to eleven", "22:40"),
    ("10 sharp", "22:00"),
    ("nine sharp", "21:00"),
    ("10 o'clock", "22:00"),
    ("nine o'clock", "21:00"),
    ("nine o clock", "21:00"),
    ("9 o clock", "21:00"),
    ("ten oclock", "22:00"),
    ("ten pm", "22:00"),
    ("9 and 40", "21:40"),
    ("nine and twenty", "21:20"),
    ("21:00h", "21:00"),
    ("21.40h", "21:40"),
    ("2100 hours", "21:00"),
    ("21:40 hrs", "21:40"),
]


@pytest.mark.parametrize(("said", "hm"), EN_READ, ids=[s for s, _ in EN_READ])
def test_an_english_clock_time_is_read_to_its_minute(said: str, hm: str) -> None:
    reads_as("Tom", f"at {said} go to the garden", f"orders: [{{at: '{hm}', go: garden}}]")


AFTER = [
    ("go to the garden at ten to ten", "21:50"),
    ("go to the garden at 10 to 10", "21:50"),
    ("ten to ten: garden", "21:50"),
    ("10 to 10: garden", "21:50"),
    ("twenty past nine, garden", "21:20"),
    ("garden at nine twenty pm", "21:20"),
]


@pytest.mark.parametrize(("message", "hm"), AFTER, ids=[m for m, _ in AFTER])
def test_a_clock_time_said_after_the_order_or_before_a_colon_keeps_its_minutes(message: str, hm: str) -> None:
    """ "ten to ten: garden" was 22:00 (the colon stopped "ten to ten" being read whole)."""
    reads_as("Tom", message, f"orders: [{{at: '{hm}', go: garden}}]")


# (message, the problem's kind, the word it names): refused at the time, never read otherwise
REFUSED = [
    ("九点零五去花园", "rule:at", "九点零五"),
    ("九点一刻去花园", "rule:at", "九点一刻"),
    ("九点三刻去花园", "rule:at", "九点三刻"),
    ("9点05去花园", "rule:at", "9点05"),
    ("九点过五分去花园", "rule:at", "九点过五分"),
    ("差五分十点去花园", "rule:at", "差五分十点"),
    ("两点去花园", "outside_night", "两点"),
    ("二点去花园", "outside_night", "二点"),
    ("十一点十分去花园", "rule:at", "十一点十分"),
    ("十点一去花园", "unknown", "一"),
    ("九点两去花园", "unknown", "两"),
    ("十点一百去花园", "unknown", "一百"),
    ("九点三个字去花园", "rule:at", "九点三个字"),
    ("十点过半去花园", "vague_time", "过半"),
    ("九点二十来分去花园", "vague_time", "来分"),
    ("九点来钟去花园", "vague_time", "来钟"),
    ("九点刚过去花园", "vague_time", "刚过"),
    ("九点过一点去花园", "vague_time", "过一点"),
    ("九点二十多去花园", "vague_time", "多"),
    ("at quarter past nine go to the garden", "rule:at", "quarter past nine"),
    ("at quarter to ten go to the garden", "rule:at", "quarter to ten"),
    ("at 5 to 10 go to the garden", "rule:at", "5 to 10"),
    ("at nine fifteen go to the garden", "rule:at", "nine fifteen"),
    ("at 9:20am go to the garden", "outside_night", "9:20am"),
    ("at 9:20ish go to the garden", "vague_time", "ish"),
]


@pytest.mark.parametrize(("message", "kind", "word"), REFUSED, ids=[m for m, _, _ in REFUSED])
def test_a_time_off_the_slots_outside_the_night_or_run_on_is_refused_at_that_word(
    message: str, kind: str, word: str
) -> None:
    parsed = parse_message(message, GAME, 1, "Tom", INN)
    assert parsed.sheet is None or parsed.problems, parsed.said_back
    found = [(p.kind, p.quote) for p in parsed.problems]
    assert found and found[0][0] == kind and word in (found[0][1] or ""), found
