"""Who saw whom: positions and the map turned into sightings and murder witnesses."""
