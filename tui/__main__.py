"""``python -m tui`` starts the app (same as the ``seven-seas`` command)."""

import sys

from tui.cli import main

sys.exit(main())
