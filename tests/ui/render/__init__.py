"""Retained rendering: what a frame draws and presents, and an idle loop."""
