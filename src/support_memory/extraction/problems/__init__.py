"""Problems: symptoms, incidents and diagnostics."""
