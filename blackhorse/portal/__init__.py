"""The web portal: players send orders and day requests, read their own published reports."""
