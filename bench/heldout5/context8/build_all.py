#!/usr/bin/env python3
"""Rebuild all three stores (deterministic: the large store's bulk uses a fixed seed), then validate."""
import subprocess
import sys
import os

import build_small
import build_mid
import build_large

for mod in (build_small, build_mid, build_large):
    print(mod.main())
sys.exit(subprocess.call([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "validate.py")]))
