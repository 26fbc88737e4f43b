"""Reply engines: the scripted one here, an LLM one behind the same protocol."""

from support_memory.engines.llm import LLMEngine
from support_memory.engines.protocol import EngineReply, ReplyContext, ReplyEngine
from support_memory.engines.scripted import ScriptedEngine

__all__ = ["EngineReply", "LLMEngine", "ReplyContext", "ReplyEngine", "ScriptedEngine"]
