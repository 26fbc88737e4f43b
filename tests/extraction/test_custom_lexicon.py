"""A team's own vocabulary as a data file (EXTRACTION_LEXICON), no code edits."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from support_memory.errors import ConfigError
from support_memory.extraction.language import custom
from support_memory.extraction.rules import RuleExtractor
from support_memory.factory import build_extractor
from support_memory.settings import Settings

LEXICON = {
    "products": ["Zephyr Hub"],
    "devices": {"router": ["Acme X2"]},
    "problem_words": ["bricked"],
    "support_words": ["reprovision"],
    "contacted_parties": ["fulfilment centre"],
}


@pytest.fixture
def lexicon(tmp_path: Path) -> Iterator[Path]:
    path = tmp_path / "lexicon.json"
    path.write_text(json.dumps(LEXICON))
    yield path
    custom.reset()


def _texts(message: str) -> set[tuple[str, str]]:
    extraction = RuleExtractor(judge=None).extract("C-1", message, [])
    return {(m.type.value, m.text) for m in extraction.new}


def test_a_lexicon_file_teaches_products_devices_problems_and_spellings(lexicon: Path) -> None:
    before = _texts("my zephyr hub is bricked since the update on my Acme X2")
    build_extractor(Settings(extraction_lexicon=str(lexicon), extraction_model=False))
    after = _texts("my Zephyr Hub is bricked since the update on my Acme X2")
    assert ("PROFILE", "Uses Zephyr Hub") in after and ("PROFILE", "Uses an Acme X2") in after
    assert any(kind == "INCIDENT" and "bricked" in text.lower() for kind, text in after)
    assert not any("bricked" in text.lower() for _, text in before)
    assert ("ATTEMPT", "Reprovision router") in _texts("I tried to reprovison the router")


def test_a_lexicon_names_the_parties_a_customer_may_call(lexicon: Path) -> None:
    said = "my parcel never came. I called the fulfilment centre, nobody answered"
    assert not any(kind == "ATTEMPT" for kind, _ in _texts(said))
    build_extractor(Settings(extraction_lexicon=str(lexicon), extraction_model=False))
    assert ("ATTEMPT", "Call fulfilment centre") in _texts(said)


@pytest.mark.parametrize(
    "content",
    ['{"products": "Zephyr"}', '{"widgets": []}', "[1, 2]", "not json", '{"products": [""]}'],
)
def test_a_malformed_lexicon_is_a_clear_error(tmp_path: Path, content: str) -> None:
    path = tmp_path / "lexicon.json"
    path.write_text(content)
    with pytest.raises(ConfigError, match="EXTRACTION_LEXICON"):
        custom.load_lexicon(path)


def test_settings_read_the_lexicon_and_model_switches() -> None:
    settings = Settings.from_env({"EXTRACTION_LEXICON": "/x.json", "EXTRACTION_MODEL": "0"})
    assert settings.extraction_lexicon == "/x.json" and settings.extraction_model is False
    assert Settings.from_env({}).extraction_model is True
