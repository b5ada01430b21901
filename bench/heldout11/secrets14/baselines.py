"""Sanity baselines for the loader check (see README)."""
import re


def identity(text):
    return text


def nuke6(text):
    """Replace every run of >= 6 non-space characters."""
    return re.sub(r"\S{6,}", "[X]", text)
