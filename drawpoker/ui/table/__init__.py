"""The table scene, split by job: model, director, narration, controls, input and views."""
