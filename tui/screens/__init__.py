"""Screens of the Seven Seas app, one module each."""
