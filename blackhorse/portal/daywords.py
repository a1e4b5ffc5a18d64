"""The portal's words for the day's pages (the board, questioning, proposals, the case board,
the reveal), messages of the catalog (:mod:`blackhorse.core.catalog`); joined to
:data:`blackhorse.portal.i18n.WORDS`."""

from __future__ import annotations

from blackhorse.core.catalog import N_, NP_, Message

DAY_WORDS: dict[str, Message] = {
    "board": N_("Public board"),
    "board_hint": N_(
        "What every player may know: who lives where, who died on which night, who was jailed on which "
        "day, who changed rooms."
    ),
    "questions": N_("Questioning"),
    "questions_of": N_("Questioning: {name}"),
    "thread_with": N_("Thread with {who}"),
    "no_questions": N_("No questions yet."),
    "ask": N_("Ask"),
    "ask_whom": N_("Ask a tenant"),
    "question_text": N_("Question"),
    "answer": N_("Answer"),
    "answer_hint": N_("You must answer (you may lie, but you may not refuse)."),
    "answer_hint_of": N_("{name} must answer (and may lie, but may not refuse)."),
    "asked_by": N_("{who} asked ({at}):"),
    "answered_by": N_("{who} answered ({at}):"),
    "unanswered": N_("not answered yet"),
    "out_of_game": N_("out of the game (dead or jailed)"),
    "never_answered": N_("not answered: {who} is out of the game (dead or jailed) and answers no more"),
    "waiting_min": N_("waiting {m} min"),
    "empty-text": N_("write something (at most 2000 characters, no control characters)"),
    "answered": N_("that question has already been answered"),
    "casebook": N_("Case board (police only)"),
    "proposals": N_("Proposed accusations (police only)"),
    "propose": N_("Propose or agree: case"),
    "suspect": N_("Suspect"),
    "agree": N_("Agree"),
    "object": N_("Object"),
    "agreed_by": N_("agreed: {who}"),
    "waiting_for": N_("waiting for: {who}"),
    "objected_by": N_("{who} objected (agreement reset)"),
    "proposal_open": N_("open"),
    "proposal_filed": N_("filed (every officer agreed)"),
    "proposal_replaced": N_("replaced"),
    "proposal_closed": N_("left without agreement"),
    "no_proposals": N_("No proposals."),
    "claims": N_("Claims from the questioning"),
    "add_claim": N_("Note a claim"),
    "claim_said": N_("{who} said: {start}-{until} in {place}{company}"),
    "claim_with": N_(" with {who}"),
    "claim_alone": N_(" alone"),
    "with_whom": N_("With (names, or empty)"),
    "contradictions": N_("Contradictions the police can prove"),
    "no_contradictions": N_("None found."),
    "chart": N_("Time by place"),
    "police_saw": N_("What the police saw"),
    "time": N_("Time"),
    "reveal": N_("The whole truth"),
    "reveal_button": N_("Reveal the whole truth to every player"),
    "revealed_at": N_("revealed {at}"),
    "reveal_moment": N_("The whole truth ({moment})"),
    "gm_sheet_of": N_("gm.md, night {n}"),
    "chart_timeline": N_("timeline"),
    "chart_sightings": N_("sightings"),
    "chart_of": N_("The {chart} chart, night {n}"),
    "chart_scrolls": N_(
        "The chart keeps its full size so that every label stays readable: on a narrow screen the"
        " night's timeline is cut into pieces of 30 minutes, one under the other, each with the names;"
        " where a chart is wider than the screen, swipe it sideways inside its frame (the page itself"
        " does not move)."
    ),
    "chart_files": N_("The files:"),
    "killer": N_("Killer"),
    "all_targets": N_("Everyone's targets"),
    "all_reports": N_("Every report"),
    "unagreed": N_("left without agreement: {what}"),
    "questions_waiting": N_("Questions not answered"),
    "all_questions": N_("Every question"),
    "yes_solved": N_("right: the killer"),
    "no_solved": N_("wrong: not the killer"),
    "remove": N_("Remove"),
    "to_answer": NP_("{n} question waiting for your answer", "{n} questions waiting for your answer"),
    "to_answer_of": NP_(
        "{n} question waiting for {name}'s answer", "{n} questions waiting for {name}'s answer"
    ),
    "from_question": N_("from the answer to question #{n}"),
    "from_answer": N_("From the answer to"),
    "bad-time": N_(
        "the times are not understood: from and until as 21:00 (20:00 to 23:00), until after from"
    ),
    "claim_from": N_("From"),
    "claim_until": N_("Until"),
    "claim_case": N_("Case"),
    "claim_speaker": N_("Who said it"),
    "claim_place": N_("Where"),
    "source_saw": N_("{who} saw"),
    "source_own": N_("{who}'s own report"),
    "source_claim": N_("claim #{who}"),
    "two_places": N_("{who} in two places at {at}: {a} ({source_a}) and {b} ({source_b})"),
    "too_fast": N_(
        "{who} cannot get from {a} at {at_a} ({source_a}) to {b} at {at_b} ({source_b}): the walk "
        "takes {walk} min"
    ),
    "unseen": N_("{officer} was in {place} at {at} and did not see {who} there ({source})"),
}
