"""Stage: analysis. Bot players and balance sweeps over many simulated games."""
