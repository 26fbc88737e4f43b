"""Language resources as data: the vocabularies the rules read, in files a team can extend."""
