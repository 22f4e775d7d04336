"""The scenario / hand-history file format (docs/scenario-format.md): one reader, one writer,
and the run of a file through the engine.

``reader`` turns a ``drawpoker-scenario/1`` document into engine objects (``ScenarioError``
names the field), ``writer`` builds the documents of played hands, ``run`` plays a document
and compares a result with its ``expect`` block.
"""

from drawpoker.scenario.reader import ScenarioError, read_json_file
from drawpoker.scenario.run import RESULT_FORMAT, compare, run_scenario
from drawpoker.scenario.writer import chain_document, positions_of

__all__ = [
    "RESULT_FORMAT",
    "ScenarioError",
    "chain_document",
    "compare",
    "positions_of",
    "read_json_file",
    "run_scenario",
]
