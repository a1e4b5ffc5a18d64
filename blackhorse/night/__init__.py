"""The night in SimPy: a referee settles each minute, one process per person carries out orders."""
