"""``python -m gamedsl_cluster``: the driver's command line."""

import sys

from .cli import main

sys.exit(main())
