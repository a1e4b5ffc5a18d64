"""The notebook API: run and check nights, views for Jupyter."""
