"""Fakes shared by several test folders (real servers on 127.0.0.1, small classes)."""
