"""The learned judgement layer: what each clause of a message *is*, learned from the
labelled real-language corpus (``corpus/``), beside the hand-written rules.

The rules keep what they do well (splitting clauses, normalising step texts, canonical
texts); the model makes the judgement calls: is this clause a problem report, a step done,
a step planned or under way, a result, or none of these (a question, a request, somebody
else's step, a diagnostic, background)? Two checks give a second opinion on what the rules
made of a message before it is stored: the step check (``step_model``) on a step, the
incident check (``incident_model``) on a new incident told after a problem already told.
"""
