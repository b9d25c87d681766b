"""The board screen's regions, one widget each; each renders from the view handed to ``update``."""
