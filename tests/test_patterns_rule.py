"""The safety rule, enforced on the whole package: every regular expression is compiled by
``support_memory.patterns`` (RE2, linear time), never by ``re`` or ``regex``.

The test finds patterns by walking the package, not from a list kept by hand: it imports
every module of ``support_memory``, looks at everything the module holds (constants,
tuples, lists, dicts, class attributes) for compiled patterns, and reads every module's
source for an import of a backtracking engine. A new pattern compiled any other way, in any
module, fails here. docs/security.md says why and how to write one that passes.
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import support_memory
from support_memory import patterns

_BACKTRACKING_ENGINES = {"re", "regex", "sre_compile", "sre_parse", "_sre", "pcre", "pcre2"}


def _modules() -> Iterator[ModuleType]:
    for info in pkgutil.walk_packages(support_memory.__path__, "support_memory."):
        if not info.name.endswith(".__main__"):  # importing it would run the CLI
            yield importlib.import_module(info.name)


def _held(value: object, depth: int = 0) -> Iterator[object]:
    yield value
    if depth > 3:
        return
    if isinstance(value, dict):
        for item in [*value.keys(), *value.values()]:
            yield from _held(item, depth + 1)
    elif isinstance(value, list | tuple | set | frozenset):
        for item in value:
            yield from _held(item, depth + 1)
    elif isinstance(value, type) and value.__module__.startswith("support_memory"):
        for item in vars(value).values():
            yield from _held(item, depth + 1)


def _compiled_in(module: ModuleType) -> Iterator[tuple[str, object]]:
    for name, value in vars(module).items():
        if isinstance(value, ModuleType):
            continue
        for held in _held(value):
            if isinstance(held, re.Pattern | patterns.Pattern):
                yield name, held


def test_every_compiled_pattern_in_the_package_is_a_linear_time_one() -> None:
    seen: set[int] = set()
    backtracking: list[str] = []
    for module in _modules():
        for name, pattern in _compiled_in(module):
            if isinstance(pattern, re.Pattern):
                backtracking.append(f"{module.__name__}.{name}: {pattern.pattern[:60]!r}")
            seen.add(id(pattern))
    assert not backtracking, "compile these with support_memory.patterns:\n" + "\n".join(
        backtracking
    )
    # the walk really reaches the package's patterns (there are about two hundred)
    assert len(seen) > 150


def test_no_module_imports_a_backtracking_regex_engine() -> None:
    offenders = []
    root = Path(support_memory.__file__).parent
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name.split(".")[0] for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module.split(".")[0]]
            else:
                continue
            for name in names:
                if name in _BACKTRACKING_ENGINES:
                    offenders.append(
                        f"{path.relative_to(root.parent)}:{node.lineno} imports {name}"
                    )
    assert not offenders, "use support_memory.patterns instead:\n" + "\n".join(offenders)


def test_a_pattern_that_needs_backtracking_cannot_be_compiled() -> None:
    """The rule holds by construction: RE2 refuses lookaround and backreferences."""
    for source in (r"\bworks?\b(?!\s+on)", r"(?<!even)\s+but", r"(\w+) \1"):
        try:
            patterns.compile(source)
        except ValueError:
            continue
        raise AssertionError(f"{source!r} compiled")
