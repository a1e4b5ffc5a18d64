"""A night's results in one object: its tables, reports, pictures and result files."""
