"""Widgets of the 7Seas card table: cards, rows of cards, the seats with their ships."""

from tui.cards.widgets.card import CardRow, CardWidget
from tui.cards.widgets.seats import SeatsPanel

__all__ = ["CardRow", "CardWidget", "SeatsPanel"]
