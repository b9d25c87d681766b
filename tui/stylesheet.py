"""The app's style sheet: Textual's, except that a screen opened for the first time parses only its own CSS.

Textual reads a screen's ``CSS_PATH`` when the screen is first pushed, then re-parses *every* source it
holds (its own widgets' rules, ``app.tcss``, each game's style sheets loaded so far) in a fresh style sheet
with an empty parse cache: at the board table that is ~200 parsed rule sets, a good part of the time the
table took to open. :class:`KeptParsesStylesheet` re-parses through the cache it already has. Its entries
are keyed by the CSS text and where it came from, and Textual clears them when the variables change (a new
theme), so the rules come out the same.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.cache import LRUCache
from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet
from textual.css.types import CSSLocation

if TYPE_CHECKING:
    from tui.css_cache import KeptParses

__all__ = ["KeptParsesStylesheet"]

#: Parsed sources kept (Textual keeps 64; the board table with its dialogs and the shell hold more).
PARSES_KEPT = 512


class KeptParsesStylesheet(Stylesheet):
    """A style sheet whose re-parse reuses the rules already parsed from unchanged sources.

    With ``kept`` (:class:`tui.css_cache.KeptParses`), the parses of earlier starts too, while the variables
    are those they were parsed with.
    """

    def __init__(self, *, variables: dict[str, str] | None = None, kept: KeptParses | None = None) -> None:
        super().__init__(variables=variables)
        self._parse_cache: LRUCache[tuple[object, ...], list[RuleSet]] = LRUCache(PARSES_KEPT)
        self.kept = kept if kept is not None and kept.variables == self._variables else None

    def set_variables(self, variables: dict[str, str]) -> None:
        super().set_variables(variables)
        if self.kept is not None and self.kept.variables != variables:
            self.kept = None  # another theme: the kept parses are of the old one

    def _parse_rules(
        self,
        css: str,
        read_from: CSSLocation,
        is_default_rules: bool = False,
        tie_breaker: int = 0,
        scope: str = "",
    ) -> list[RuleSet]:
        kept = self.kept
        if kept is None:
            return super()._parse_rules(css, read_from, is_default_rules, tie_breaker, scope)
        key = (css, read_from, is_default_rules, tie_breaker, scope)
        if key not in self._parse_cache:
            rules = kept.get(key)
            if rules is not None:
                self._parse_cache[key] = rules
        rules = super()._parse_rules(css, read_from, is_default_rules, tie_breaker, scope)
        kept.add(key, rules)
        return rules

    def reparse(self) -> None:
        """Parse every source again, through the cache (on an error, as Textual: the rules stay as they were
        and the bad source is marked invalid)."""
        self.parse()
