"""The optional LLM extractor: a prompt, a validated answer, merged with the rules."""
