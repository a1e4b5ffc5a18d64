"""Charts, the floor plan and the replay page of a night."""
