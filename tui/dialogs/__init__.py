"""Modal dialogs, one per module: ``confirm`` (yes or no), ``leave_game`` (save, leave or stay),
``save_name`` (the name to save under), ``game_menu`` (the table's menu) and ``choice`` (pick one of a list).

Import each dialog from its module; this package imports none of them.
"""
