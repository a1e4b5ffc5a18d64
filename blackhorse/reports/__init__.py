"""Each person's report of the night, its wording and provenance, and the GM's sheet."""
