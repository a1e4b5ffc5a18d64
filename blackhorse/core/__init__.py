"""The small core every stage may use: clock, errors, row records, YAML with lines, atomic writes."""
