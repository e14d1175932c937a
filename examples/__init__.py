# Example boards (package data).
