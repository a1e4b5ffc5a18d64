"""The game across nights: the folder, ledger, state, days, wins, registration, history."""
