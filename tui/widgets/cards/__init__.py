"""Widgets of the 7Seas card table: cards, rows of cards, the seats with their ships."""

from tui.widgets.cards.card import CardRow, CardWidget
from tui.widgets.cards.seats import SeatsPanel

__all__ = ["CardRow", "CardWidget", "SeatsPanel"]
