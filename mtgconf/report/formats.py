"""Numbers, dates and durations written the way each language writes them."""
from __future__ import annotations

from datetime import datetime

_MONTHS = {
    "en": ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
    "fr": ("janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."),
}
NBSP = "\u00a0"


def percent(part: int, whole: int, lang: str) -> str:
    """"87.5%" in English, "87,5 %" in French; a dash when nothing counts."""
    if whole <= 0:
        return "\u2014"
    text = f"{100 * part / whole:.1f}".removesuffix(".0")
    return text.replace(".", ",") + f"{NBSP}%" if lang == "fr" else text + "%"


def seconds(value: float, lang: str) -> str:
    """A duration: "0.42 s", "12.3 s", "3 min 05 s", "1 h 02 min"."""
    if value < 10:
        text = f"{value:.2f}{NBSP}s"
    elif value < 60:
        text = f"{value:.1f}{NBSP}s"
    elif value < 3600:
        text = f"{int(value // 60)}{NBSP}min {int(value % 60):02d}{NBSP}s"
    else:
        text = f"{int(value // 3600)}{NBSP}h {int(value % 3600 // 60):02d}{NBSP}min"
    return text.replace(".", ",") if lang == "fr" else text


def date(iso: str, lang: str) -> str:
    """An ISO 8601 time as "30 Nov 2026, 06:11 UTC"; unparseable text as is."""
    try:
        when = datetime.fromisoformat(iso.replace("Z", "+00:00"))
    except ValueError:
        return iso or "\u2014"
    zone = when.strftime(" %Z") if when.tzinfo else ""
    month = _MONTHS[lang][when.month - 1]
    return f"{when.day} {month} {when.year}, {when:%H:%M}{zone}"


def number(value: int, lang: str) -> str:
    """Thousands grouped: "12,345" in English, "12 345" in French."""
    text = f"{value:,}"
    return text.replace(",", "\u202f") if lang == "fr" else text


_SINGULAR = {"board.life": "board.life_one", "ev.life": "ev.life_one", "ev.life_loss": "ev.life_loss_one"}


def life_key(key: str, n: int) -> str:
    """``key`` or its singular form: French writes "1 point de vie" (and "0 point
    de vie"), but "2 points de vie"; English "1 life" and "2 life" alike."""
    return _SINGULAR[key] if abs(n) < 2 else key
