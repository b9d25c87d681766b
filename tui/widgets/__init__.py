"""Reusable widgets of the Seven Seas app."""
