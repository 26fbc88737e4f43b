"""Reading a whole message: clauses in order into steps, outcomes, incidents and facts."""
