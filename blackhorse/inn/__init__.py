"""The inn as data: spots, minutes, zones, windows, peepholes; routes and the travel table."""
